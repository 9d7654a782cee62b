import { z } from 'zod';
import { BLACKLIST_STATUSES, BLACKLIST_LIMITS as L, blacklistMessages as msg } from './blacklist-labels.js';
import { cursorParam, PHONE_CHARS } from './common.js';
import { memberRefSchema } from './users.js';

export * from './blacklist-labels.js';

/** Stored uploads only (the server then checks they are the caller's own). */
const UPLOAD_PATH = /^\/objects\/uploads\/[0-9a-f-]{36}-full\.webp$/;
const noNul = (s: string) => !s.includes('\u0000');
const optionalText = (max: number, message: string) =>
  z
    .string({ message })
    .trim()
    .max(max, { message })
    .refine(noNul, { message })
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** The warning shown beside a contact that matches an approved alert: the description only, never the reporter. */
export const alertWarningSchema = z.object({ description: z.string() });
export type AlertWarning = z.infer<typeof alertWarningSchema>;

/** POST /api/blacklist (subscribers). A phone or an email is required: an alert must be matchable. */
export const createAlertSchema = z
  .object({
    name: z
      .string({ message: msg.nameRequired })
      .trim()
      .min(1, { message: msg.nameRequired })
      .max(L.name, { message: msg.nameMax })
      .refine(noNul, { message: msg.nameRequired }),
    description: z
      .string({ message: msg.descriptionMin })
      .trim()
      .min(L.descriptionMin, { message: msg.descriptionMin })
      .max(L.description, { message: msg.descriptionMax })
      .refine(noNul, { message: msg.descriptionMin }),
    phoneNumber: optionalText(L.phone, msg.phoneInvalid).refine(
      (v) => v === null || (PHONE_CHARS.test(v) && v.replace(/\D/g, '').length >= 8),
      { message: msg.phoneInvalid },
    ),
    email: optionalText(L.email, msg.emailInvalid).refine(
      (v) => v === null || z.string().email().safeParse(v).success,
      { message: msg.emailInvalid },
    ),
    otherInfo: optionalText(L.otherInfo, msg.otherInfoMax),
    imageUrls: z
      .array(z.string({ message: msg.imageInvalid }).regex(UPLOAD_PATH, { message: msg.imageInvalid }), {
        message: msg.imageInvalid,
      })
      .max(L.images, { message: msg.imagesMax })
      .default([]),
  })
  .refine((b) => b.phoneNumber !== null || b.email !== null, { message: msg.contactRequired, path: ['phoneNumber'] });
export type CreateAlertInput = z.input<typeof createAlertSchema>;
export type CreateAlertData = z.output<typeof createAlertSchema>;

/** An alert as its reporter sees it in their own list. */
export const myAlertSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  otherInfo: z.string().nullable(),
  imageUrls: z.array(z.string()),
  approvalStatus: z.enum(BLACKLIST_STATUSES),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type MyAlert = z.infer<typeof myAlertSchema>;
export const myAlertPageSchema = z.object({ items: z.array(myAlertSchema), nextCursor: z.number().int().nullable() });
export type MyAlertPage = z.infer<typeof myAlertPageSchema>;
export const alertCreatedSchema = z.object({ item: myAlertSchema, message: z.string() });

/** An alert as admins see it: with its reporter. */
export const adminAlertSchema = myAlertSchema.extend({
  reportedBy: memberRefSchema.nullable(),
});
export type AdminAlert = z.infer<typeof adminAlertSchema>;
export const adminAlertPageSchema = z.object({
  items: z.array(adminAlertSchema),
  nextCursor: z.number().int().nullable(),
  total: z.number().int(),
});
export type AdminAlertPage = z.infer<typeof adminAlertPageSchema>;
export const adminAlertSavedSchema = z.object({ item: adminAlertSchema, message: z.string() });

/** GET /api/admin/blacklist: newest first, keyset on id; `status` filters. */
export const adminAlertListQuery = z.object({
  status: z.enum(BLACKLIST_STATUSES).optional(),
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminAlertListQuery = z.infer<typeof adminAlertListQuery>;
export const myAlertListQuery = z.object({
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const alertStatusInputSchema = z.object({
  status: z.enum(['approved', 'rejected'], { message: msg.statusInvalid }),
});
export const alertActiveInputSchema = z.object({ isActive: z.boolean({ message: msg.statusInvalid }) });

/** POST /api/blacklist/check (subscribers, a daily allowance): a phone or an email. */
export const checkContactSchema = z.object({
  contact: z
    .string({ message: msg.checkInvalid })
    .trim()
    .min(3, { message: msg.checkInvalid })
    .max(L.contact, { message: msg.checkInvalid }),
});
export const checkResultSchema = z.object({ alert: alertWarningSchema.nullable(), remaining: z.number().int() });
export type CheckResult = z.infer<typeof checkResultSchema>;
export const pendingAlertCountSchema = z.object({ count: z.number().int() });
