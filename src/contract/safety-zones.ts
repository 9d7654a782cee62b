// Alert zones (issue 31): up to three places a member watches on the safety map. Private: only
// their member reads them (never in another's answer, in the data export, gone with the account).
import { z } from 'zod';
import { safetyZoneMessages, ZONE_KINDS, ZONE_RADIUS } from './safety-zones-labels.js';

export * from './safety-zones-labels.js';

const coord = (min: number, max: number) =>
  z
    .number({ message: safetyZoneMessages.location })
    .finite()
    .min(min, safetyZoneMessages.location)
    .max(max, safetyZoneMessages.location);

const fields = {
  name: z
    .string({ message: safetyZoneMessages.nameRequired })
    .trim()
    .min(1, safetyZoneMessages.nameRequired)
    .max(40, safetyZoneMessages.nameMax),
  latitude: coord(-90, 90),
  longitude: coord(-180, 180),
  radiusM: z
    .number({ message: safetyZoneMessages.radius })
    .int(safetyZoneMessages.radius)
    .min(ZONE_RADIUS.min, safetyZoneMessages.radius)
    .max(ZONE_RADIUS.max, safetyZoneMessages.radius),
  /** Reports of severity 4–5 here may be pushed during the member's quiet hours. */
  urgentBreaksQuiet: z.boolean(),
};

/** POST /api/safety-zones. */
export const safetyZoneInput = z.strictObject({
  ...fields,
  kind: z.enum(ZONE_KINDS).default('fixed'),
  urgentBreaksQuiet: fields.urgentBreaksQuiet.default(false),
});
export type SafetyZoneInput = z.input<typeof safetyZoneInput>;

/** PATCH /api/safety-zones/:id: any of the fields (a 'current' zone's new position, throttled by the app). */
export const safetyZoneUpdate = z.strictObject(fields).partial();
export type SafetyZoneUpdate = z.infer<typeof safetyZoneUpdate>;

export const safetyZoneSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ZONE_KINDS),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  radiusM: z.number().int(),
  urgentBreaksQuiet: z.boolean(),
  updatedAt: z.string(),
});
export type SafetyZone = z.infer<typeof safetyZoneSchema>;

export const safetyZoneListSchema = z.object({ items: z.array(safetyZoneSchema), max: z.number().int() });
export type SafetyZoneList = z.infer<typeof safetyZoneListSchema>;

export const safetyZoneResultSchema = z.object({ message: z.string(), zone: safetyZoneSchema });
export const safetyZoneMessageSchema = z.object({ message: z.string() });
