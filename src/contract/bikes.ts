import { z } from 'zod';
import { BIKE_LIMITS, BIKE_TYPES, bikeMessages as msg, normaliseSerial } from './bikes-labels.js';
import { cursorParam } from './common.js';
import { t } from './i18n.js';

export * from './bikes-labels.js';

const text = (max: number, required: string) =>
  z.string({ message: required }).trim().min(1, required).max(max, required);
const imagePath = z.string().regex(/^\/objects\/uploads\/[0-9a-f-]{36}-full\.webp$/, t('Imagem inválida.'));
const coord = (min: number, max: number) =>
  z.number({ message: msg.whereRequired }).finite().min(min, msg.whereRequired).max(max, msg.whereRequired);

/** POST /api/bikes: a member registers a bike (private: only the owner and administrators see it). */
export const registerBikeSchema = z.object({
  type: z.enum(BIKE_TYPES, { message: msg.typeInvalid }),
  brand: text(BIKE_LIMITS.brand, msg.brandRequired),
  model: text(BIKE_LIMITS.model, msg.modelRequired),
  colour: text(BIKE_LIMITS.colour, msg.colourRequired),
  serial: z
    .string({ message: msg.serialInvalid })
    .trim()
    .max(BIKE_LIMITS.serialMax, msg.serialInvalid)
    .refine((s) => normaliseSerial(s).length >= BIKE_LIMITS.serialMin, msg.serialInvalid),
  photoUrls: z.array(imagePath).max(BIKE_LIMITS.photos, msg.photosMax).default([]),
  purchaseProofUrl: imagePath.nullable().optional(),
});
export type RegisterBikeInput = z.input<typeof registerBikeSchema>;
export type RegisterBikeData = z.output<typeof registerBikeSchema>;

/** POST /api/bikes/{id}/stolen: when, where (a map point or an address), the Garda number, a description. */
export const markStolenSchema = z
  .object({
    stolenAt: z.iso.datetime({ offset: true, message: msg.whenInvalid }),
    latitude: coord(-90, 90).optional(),
    longitude: coord(-180, 180).optional(),
    address: z.string().trim().max(BIKE_LIMITS.address).optional(),
    gardaIncident: z.string().trim().max(BIKE_LIMITS.gardaIncident).optional(),
    description: text(BIKE_LIMITS.description, msg.descriptionRequired),
  })
  .refine((v) => (v.latitude !== undefined && v.longitude !== undefined) || !!v.address, {
    message: msg.whereRequired,
    path: ['address'],
  });
export type MarkStolenInput = z.input<typeof markStolenSchema>;

/** POST /api/bikes/stolen/{id}/sightings: 'Vi esta bicicleta'. */
export const sightingSchema = z.object({
  latitude: coord(-90, 90),
  longitude: coord(-180, 180),
  seenAt: z.iso.datetime({ offset: true, message: msg.seenInvalid }),
  photoUrl: imagePath.nullable().optional(),
  note: z.string().trim().max(BIKE_LIMITS.note).default(''),
});
export type SightingInput = z.input<typeof sightingSchema>;

const stolenFields = {
  stolenAt: z.string(),
  area: z.string(),
};

/** A registered bike as its owner (or an administrator) sees it. */
export const myBikeSchema = z.object({
  id: z.number().int(),
  type: z.enum(BIKE_TYPES),
  brand: z.string(),
  model: z.string(),
  colour: z.string(),
  serial: z.string(),
  photoUrls: z.array(z.string()),
  purchaseProofUrl: z.string().nullable(),
  /** 'claim': the serial was already registered by someone else; administrators decide. */
  status: z.enum(['active', 'claim']),
  stolen: z
    .object({
      ...stolenFields,
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
      address: z.string().nullable(),
      gardaIncident: z.string().nullable(),
      description: z.string(),
      /** Taken off the public list by members' reports or an administrator (issue 32: report & block). */
      hidden: z.boolean(),
    })
    .nullable(),
  sightingsCount: z.number().int(),
  createdAt: z.string(),
});
export type MyBike = z.infer<typeof myBikeSchema>;
export const myBikeListSchema = z.object({ items: z.array(myBikeSchema) });
export type MyBikeList = z.infer<typeof myBikeListSchema>;

/** A stolen bike as everyone sees it: never the owner's contact, never the serial. */
export const publicStolenBikeSchema = z.object({
  id: z.number().int(),
  type: z.enum(BIKE_TYPES),
  brand: z.string(),
  model: z.string(),
  colour: z.string(),
  photoUrls: z.array(z.string()),
  description: z.string(),
  ...stolenFields,
  /** The place rounded to about 100 m (the map layer); null when only an address was given. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** For 'Enviar mensagem' (the in-app messages): the owner's member id, never a phone or email. */
  ownerId: z.number().int().nullable(),
});
export type PublicStolenBike = z.infer<typeof publicStolenBikeSchema>;
export const stolenPageSchema = z.object({
  items: z.array(publicStolenBikeSchema),
  nextCursor: z.number().int().nullable(),
});
export type StolenPage = z.infer<typeof stolenPageSchema>;
export const stolenPageQuery = z.object({
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(100).default(BIKE_LIMITS.page),
});

/** POST /api/bikes/check: 'Verificar bicicleta'. Only whether it is registered stolen, and since when. */
export const checkSerialSchema = z.object({
  serial: z
    .string({ message: msg.serialInvalid })
    .trim()
    .max(BIKE_LIMITS.serialMax, msg.serialInvalid)
    .refine((s) => normaliseSerial(s).length >= BIKE_LIMITS.serialMin, msg.serialInvalid),
});
export const checkSerialAnswerSchema = z.object({ stolen: z.boolean(), since: z.string().nullable() });
export type CheckSerialAnswer = z.infer<typeof checkSerialAnswerSchema>;

export const sightingViewSchema = z.object({
  id: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  area: z.string(),
  seenAt: z.string(),
  photoUrl: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
});
export type SightingView = z.infer<typeof sightingViewSchema>;
export const sightingListSchema = z.object({ items: z.array(sightingViewSchema) });
export type SightingList = z.infer<typeof sightingListSchema>;

/** Administrators' queue: a second claim on a serial, beside the bike that holds it. */
export const bikeClaimSchema = z.object({
  claim: myBikeSchema.extend({ ownerId: z.number().int(), ownerName: z.string() }),
  holder: myBikeSchema.extend({ ownerId: z.number().int(), ownerName: z.string() }).nullable(),
});
export type BikeClaim = z.infer<typeof bikeClaimSchema>;
/** Oldest claim first, paged on the server: `nextCursor` is the last claim's id. */
export const bikeClaimListSchema = z.object({
  items: z.array(bikeClaimSchema),
  nextCursor: z.number().int().nullable(),
});
export const bikeClaimsQuery = z.object({
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type BikeClaimList = z.infer<typeof bikeClaimListSchema>;
export const claimDecisionSchema = z.object({ decision: z.enum(['accept', 'reject']) });

export const bikeMessageSchema = z.object({ message: z.string() });
export const bikeSavedSchema = z.object({ bike: myBikeSchema, message: z.string() });
export type BikeSaved = z.infer<typeof bikeSavedSchema>;
