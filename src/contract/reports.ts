import { z } from 'zod';
import { cursorParam, dbId } from './common.js';
import {
  reportMessages as msg,
  REPORT_ACTIONS,
  REPORT_DETAILS_MAX,
  REPORT_KINDS,
  REPORT_REASONS,
  REPORT_STATUSES,
} from './reports-labels.js';

export * from './reports-labels.js';

/**
 * Decision 027: a report counts towards hiding a thing (REPORTS_TO_HIDE) only when its reporter has
 * member access (a subscription in force, or staff) and an account at least this many days old.
 * Every other report still reaches the admins' queue; it just hides nothing.
 */
export const REPORT_WEIGHT_MIN_ACCOUNT_AGE_DAYS = 7;

/** POST /api/reports: what is reported, why, and an optional text. */
export const reportInputSchema = z.object({
  kind: z.enum(REPORT_KINDS, { message: msg.kindInvalid }),
  targetId: dbId(msg.targetNotFound),
  reason: z.enum(REPORT_REASONS, { message: msg.reasonRequired }),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX, { message: msg.detailsMax })
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type ReportInput = z.infer<typeof reportInputSchema>;

export const reportCreatedSchema = z.object({ message: z.string(), hidden: z.boolean() });

/** One of the caller's reports, with its outcome. */
export const myReportSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REPORT_KINDS),
  targetId: z.number().int(),
  summary: z.string(),
  reason: z.enum(REPORT_REASONS),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type MyReport = z.infer<typeof myReportSchema>;
export const myReportPageSchema = z.object({ items: z.array(myReportSchema), nextCursor: z.number().int().nullable() });
export type MyReportPage = z.infer<typeof myReportPageSchema>;

export const reportListQuery = z.object({
  cursor: cursorParam,
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** The admin queue: one entry per reported thing, its content as reported, the reasons given. */
export const reportGroupSchema = z.object({
  /** The newest report of the thing: the page's cursor. */
  id: z.number().int(),
  kind: z.enum(REPORT_KINDS),
  targetId: z.number().int(),
  summary: z.string(),
  owner: z
    .object({ id: z.number().int(), displayName: z.string().nullable(), memberNumber: z.string().nullable() })
    .nullable(),
  count: z.number().int(),
  hidden: z.boolean(),
  lastAt: z.string(),
  reports: z.array(z.object({ reason: z.enum(REPORT_REASONS), details: z.string().nullable(), createdAt: z.string() })),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;
export const reportGroupPageSchema = z.object({
  items: z.array(reportGroupSchema),
  nextCursor: z.number().int().nullable(),
});
export type ReportGroupPage = z.infer<typeof reportGroupPageSchema>;

export const openCountSchema = z.object({ count: z.number().int() });

export const resolveInputSchema = z.object({
  kind: z.enum(REPORT_KINDS, { message: msg.kindInvalid }),
  targetId: dbId(msg.targetNotFound),
  action: z.enum(REPORT_ACTIONS, { message: msg.actionInvalid }),
});
export type ResolveInput = z.infer<typeof resolveInputSchema>;
export const resolvedSchema = z.object({ message: z.string(), resolved: z.number().int() });
