import { z } from 'zod';
import { NOTHING_TO_UPDATE, someField } from './common.js';
import { GUIDE_LIMITS, guideMessages } from './guides-labels.js';

export * from './guides-labels.js';

const isHttpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
};

/** One source a guide relies on: its name and its (official) http(s) address. */
export const guideSourceSchema = z.object({
  label: z
    .string({ message: guideMessages.sourceLabelRequired })
    .trim()
    .min(1, guideMessages.sourceLabelRequired)
    .max(GUIDE_LIMITS.sourceLabel, guideMessages.sourceLabelMax),
  url: z
    .string({ message: guideMessages.sourceUrlInvalid })
    .trim()
    .max(GUIDE_LIMITS.url, guideMessages.sourceUrlInvalid)
    .refine(isHttpUrl, guideMessages.sourceUrlInvalid),
});
export type GuideSource = z.infer<typeof guideSourceSchema>;

const fields = {
  slug: z
    .string({ message: guideMessages.slugInvalid })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, guideMessages.slugInvalid)
    .min(GUIDE_LIMITS.slugMin, guideMessages.slugInvalid)
    .max(GUIDE_LIMITS.slugMax, guideMessages.slugInvalid),
  title: z
    .string({ message: guideMessages.titleRequired })
    .trim()
    .min(1, guideMessages.titleRequired)
    .max(GUIDE_LIMITS.title, guideMessages.titleMax),
  summary: z
    .string({ message: guideMessages.summaryRequired })
    .trim()
    .min(1, guideMessages.summaryRequired)
    .max(GUIDE_LIMITS.summary, guideMessages.summaryMax),
  body: z
    .string({ message: guideMessages.bodyRequired })
    .trim()
    .min(1, guideMessages.bodyRequired)
    .max(GUIDE_LIMITS.body, guideMessages.bodyMax),
  sources: z.array(guideSourceSchema).max(GUIDE_LIMITS.sources, guideMessages.sourcesMax),
  isPublished: z.boolean({ message: guideMessages.publishedInvalid }),
};

/** POST /api/admin/guides: a new guide, unpublished unless said otherwise; it goes to the end of the order. */
export const guideCreateSchema = z.object({
  ...fields,
  sources: fields.sources.default([]),
  isPublished: fields.isPublished.default(false),
});
export type GuideCreateInput = z.input<typeof guideCreateSchema>;

/** PUT /api/admin/guides/{id}: absent fields stay. */
export const guideUpdateSchema = z
  .object({
    slug: fields.slug.optional(),
    title: fields.title.optional(),
    summary: fields.summary.optional(),
    body: fields.body.optional(),
    sources: fields.sources.optional(),
    isPublished: fields.isPublished.optional(),
  })
  .refine(someField, { message: NOTHING_TO_UPDATE });
export type GuideUpdateInput = z.input<typeof guideUpdateSchema>;

/** PUT /api/admin/guides/order: every guide's id, in the new order. */
export const guideOrderSchema = z.object({
  ids: z
    .array(z.number({ message: guideMessages.orderInvalid }).int().positive(), { message: guideMessages.orderInvalid })
    .min(1, guideMessages.orderInvalid)
    .max(GUIDE_LIMITS.maxGuides, guideMessages.orderInvalid)
    .refine((ids) => new Set(ids).size === ids.length, guideMessages.orderInvalid),
});

/** POST /api/admin/guides/preview: the Markdown as the page will show it. */
export const guidePreviewSchema = z.object({ body: fields.body });
export const guidePreviewResultSchema = z.object({ html: z.string() });

export const guideSlugParam = z.object({ slug: z.string().max(GUIDE_LIMITS.slugMax * 2) });
export const guideSearchQuery = z.object({
  q: z.string().trim().max(GUIDE_LIMITS.query, guideMessages.queryMax).optional(),
});

/** A guide in the list of /guias. */
export const guideCardSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  reviewedAt: z.string().nullable(),
});
export type GuideCard = z.infer<typeof guideCardSchema>;
export const guideListSchema = z.object({ items: z.array(guideCardSchema) });
export type GuideList = z.infer<typeof guideListSchema>;

/** One published guide: its Markdown already rendered on the server (no raw HTML, links checked). */
export const guideSchema = guideCardSchema.extend({
  html: z.string(),
  sources: z.array(guideSourceSchema),
  updatedAt: z.string(),
});
export type Guide = z.infer<typeof guideSchema>;

/** What administrators see of a guide: the Markdown, the state and whether it is due a review. */
export const adminGuideSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  sources: z.array(guideSourceSchema),
  isPublished: z.boolean(),
  displayOrder: z.number().int(),
  reviewedAt: z.string().nullable(),
  /** Not reviewed for 12 months (or never): the tab shows a notice. */
  needsReview: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminGuide = z.infer<typeof adminGuideSchema>;
export const adminGuideListSchema = z.object({ items: z.array(adminGuideSchema) });
export type AdminGuideList = z.infer<typeof adminGuideListSchema>;
