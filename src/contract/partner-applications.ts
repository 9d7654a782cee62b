import { z } from 'zod';
import { cursorParam } from './common.js';
import { t } from './i18n.js';
import { partnerMessages } from './partner-applications-form.js';

export const PARTNER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];
export const PARTNER_STATUS_LABELS: Record<PartnerStatus, string> = {
  pending: t('Pendente'),
  approved: t('Aprovado'),
  rejected: t('Rejeitado'),
};

// The public form's limits, messages and input schema are zod/mini in their own module (the
// /be-partner page loads no classic zod); re-exported here for the server and the admin.
export {
  PARTNER_LIMITS,
  type PartnerApplicationInput,
  partnerApplicationInputSchema,
  partnerMessages,
} from './partner-applications-form.js';

/** 201 answer of the public form: only a confirmation (nothing of the stored row). */
export const partnerApplicationCreatedSchema = z.object({ id: z.number().int(), message: z.string() });

/** An application as the admin sees it. Dates are ISO strings. */
export const partnerApplicationSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  status: z.enum(PARTNER_STATUSES),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedById: z.number().int().nullable(),
  /** Member number of the reviewing admin, when known. */
  reviewedByMemberNumber: z.string().nullable(),
});
export type PartnerApplication = z.infer<typeof partnerApplicationSchema>;

/** GET /api/admin/partner-applications: newest first, keyset paging on id (cursor = last id). */
export const partnerApplicationListQuery = z.object({
  status: z.enum(PARTNER_STATUSES).optional(),
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const partnerApplicationPageSchema = z.object({
  items: z.array(partnerApplicationSchema),
  nextCursor: z.number().int().nullable(),
  /** Rows matching the filter (all pages). */
  total: z.number().int(),
});
export type PartnerApplicationPage = z.infer<typeof partnerApplicationPageSchema>;

export const pendingCountSchema = z.object({ count: z.number().int() });

/** PUT /api/admin/partner-applications/{id}/status: only while pending (409 otherwise). */
export const partnerStatusInputSchema = z.object({
  status: z.enum(['approved', 'rejected'], { message: partnerMessages.statusInvalid }),
});
