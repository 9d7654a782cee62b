import { z } from 'zod';
import { INCIDENT_TYPES, RISKS, SAFETY, safetyMessages } from './safety-reports-labels.js';

export * from './safety-reports-labels.js';

const coord = (min: number, max: number) =>
  z
    .number({ message: safetyMessages.locationRequired })
    .finite()
    .min(min, safetyMessages.locationRequired)
    .max(max, safetyMessages.locationRequired);

/** POST body. `area` is accepted (the spec's client always sends 'Dublin') but the server works it out from the position. */
export const createSafetyReportSchema = z.object({
  latitude: coord(-90, 90),
  longitude: coord(-180, 180),
  description: z
    .string({ message: safetyMessages.descriptionRequired })
    .trim()
    .min(1, safetyMessages.descriptionRequired)
    .max(SAFETY.descriptionMax, safetyMessages.descriptionMax),
  incidentType: z.enum(INCIDENT_TYPES, { message: safetyMessages.typeRequired }),
  severity: z
    .number({ message: safetyMessages.severityInvalid })
    .int(safetyMessages.severityInvalid)
    .min(SAFETY.severityMin, safetyMessages.severityInvalid)
    .max(SAFETY.severityMax, safetyMessages.severityInvalid)
    .default(SAFETY.defaultSeverity),
  incidentTime: z
    .string({ message: safetyMessages.timeInvalid })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, safetyMessages.timeInvalid)
    .optional(),
  area: z.string().max(255).optional(),
});
export type CreateSafetyReportInput = z.input<typeof createSafetyReportSchema>;

/**
 * Moderation (issue 31): an admin edits a report's description (a description of a person taken
 * out) or removes it (empty: the report then says 'Descrição removida pela moderação.').
 */
export const moderateDescriptionSchema = z.object({
  description: z
    .string({ message: safetyMessages.descriptionRequired })
    .trim()
    .max(SAFETY.descriptionMax, safetyMessages.descriptionMax),
});
export type ModerateDescriptionInput = z.infer<typeof moderateDescriptionSchema>;

/** One report as the public sees it: no reporter, position rounded to about 100 m. */
export const publicReportSchema = z.object({
  id: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  area: z.string(),
  description: z.string(),
  incidentType: z.string(),
  severity: z.number().int(),
  incidentTime: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicReport = z.infer<typeof publicReportSchema>;

/**
 * Issue 35 ('Levar à Garda'): one of the member's own reports, as they wrote it: the exact position,
 * and the date and time of the incident, to take to a Garda station. Only its reporter reads it.
 */
export const myReportSchema = publicReportSchema;
export type MyReport = z.infer<typeof myReportSchema>;
export const myReportListSchema = z.object({ items: z.array(myReportSchema) });
export type MyReportList = z.infer<typeof myReportListSchema>;
/** How many of their own reports a member sees (newest first). */
export const MY_REPORTS_LIMIT = 50;

/** bbox = south,west,north,east (decimal degrees). */
export const mapQuerySchema = z.object({
  window: z.enum(['2h', '24h', '7d', '30d']).default('30d'),
  zoom: z.coerce.number().int().min(0).max(SAFETY.maxZoom).default(SAFETY.zoom),
  bbox: z
    .string()
    .regex(/^-?\d+(\.\d+)?(,-?\d+(\.\d+)?){3}$/, safetyMessages.bboxInvalid)
    .optional(),
});
export type MapQuery = z.input<typeof mapQuerySchema>;

/** A report on the map (issue 31): the public report with its answers, for the popup and the heat weight. */
export const mapReportSchema = publicReportSchema.extend({
  confirmations: z.number().int(),
  disputes: z.number().int(),
  /** When it was reported or last confirmed, whichever is later: the heat fades from there. */
  lastSeenAt: z.string(),
});
export type MapReport = z.infer<typeof mapReportSchema>;

/**
 * The map answer, bounded in size however many reports there are: the reports themselves when
 * few are in view, else cells of a grid `[lat, lng, count, severitySum, weight]` for the heat and
 * clusters; `weight` is the sum of the reports' heat weights (freshness and answers, issue 31).
 */
export const mapAnswerSchema = z.object({
  mode: z.enum(['points', 'cells']),
  points: z.array(mapReportSchema),
  cells: z.array(z.tuple([z.number(), z.number(), z.number().int(), z.number().int(), z.number()])),
  /** Grid cell size in degrees (cells mode). */
  cellSize: z.number(),
});
export type MapAnswer = z.infer<typeof mapAnswerSchema>;

export const summaryQuerySchema = z.object({ window: z.enum(['2h', '24h', '7d', '30d']).default('30d') });
export const areaSummarySchema = z.object({
  area: z.string(),
  count: z.number().int(),
  avgSeverity: z.number(),
  risk: z.enum(RISKS),
  /** Incident types of the area, most reported first. */
  types: z.array(z.string()),
});
export const summarySchema = z.object({
  total: z.number().int(),
  areas: z.number().int(),
  lastIncidentAt: z.string().nullable(),
  topAreas: z.array(areaSummarySchema),
});
export type SafetySummary = z.infer<typeof summarySchema>;
export type AreaSummary = z.infer<typeof areaSummarySchema>;

export const mapConfigSchema = z.object({
  tileUrl: z.string(),
  attribution: z.string(),
  bounds: z.object({ south: z.number(), west: z.number(), north: z.number(), east: z.number() }),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;

export const geocodeQuerySchema = z.object({
  q: z.string({ message: safetyMessages.queryRequired }).trim().min(1, safetyMessages.queryRequired).max(200),
});
export const geocodeResultSchema = z.object({ lat: z.number(), lon: z.number(), displayName: z.string() });
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;

/** What admins see: the exact position and the reporter's member number. */
export const adminReportSchema = publicReportSchema.extend({
  isActive: z.boolean(),
  reporter: z
    .object({ id: z.number().int(), displayName: z.string().nullable(), memberNumber: z.string().nullable() })
    .nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const adminReportPageSchema = z.object({
  items: z.array(adminReportSchema),
  nextCursor: z.number().int().nullable(),
});
export type AdminReportPage = z.infer<typeof adminReportPageSchema>;
export const resetResultSchema = z.object({ deleted: z.number().int() });
