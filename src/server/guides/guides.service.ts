import {
  type AdminGuide,
  type AdminGuideList,
  GUIDE_LIMITS,
  type Guide,
  type GuideCard,
  type GuideCreateInput,
  type GuideList,
  type GuideSource,
  type GuideUpdateInput,
  guideMessages as msg,
} from '../../contract/guides.js';
import type { AuditService } from '../audit/audit.service.js';
import type { Db } from '../db/client.js';
import { searchWords } from '../db/search-words.js';
import { badRequest, conflict, notFound } from '../http-errors.js';
import type { SessionUser } from '../users/session-user.js';
import { createGuidesRepository, type GuideRow, type GuideValues } from './guides.repository.js';
import { renderGuideMarkdown } from './markdown.js';

const DAY_MS = 86_400_000;

/** A guide as the seed writes it: published, reviewed on `reviewedAt`. */
export interface SeedGuide {
  slug: string;
  title: string;
  summary: string;
  body: string;
  sources: GuideSource[];
  reviewedAt: Date;
}

type CreateInput = Required<Pick<GuideCreateInput, 'slug' | 'title' | 'summary' | 'body'>> & {
  sources: GuideSource[];
  isPublished: boolean;
};
type UpdateInput = GuideUpdateInput;

const toCard = (g: GuideRow): GuideCard => ({
  slug: g.slug,
  title: g.title,
  summary: g.summary,
  reviewedAt: g.reviewedAt?.toISOString() ?? null,
});

/** The unique slug index refused a write (another guide took the address at the same moment). */
const isSlugTaken = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** Only the fields an administrator may set, each named (no mass assignment). */
function values(input: UpdateInput): Partial<GuideValues> {
  const out: Partial<GuideValues> = {};
  if (input.slug !== undefined) out.slug = input.slug;
  if (input.title !== undefined) out.title = input.title;
  if (input.summary !== undefined) out.summary = input.summary;
  if (input.body !== undefined) out.body = input.body;
  if (input.sources !== undefined) out.sources = input.sources.map((s) => ({ label: s.label, url: s.url }));
  if (input.isPublished !== undefined) out.isPublished = input.isPublished;
  return out;
}

export function createGuidesService(deps: { db: Db; audit: AuditService; now?: () => Date }) {
  const { db, audit } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createGuidesRepository(db);

  const toAdmin = (g: GuideRow): AdminGuide => ({
    id: g.id,
    slug: g.slug,
    title: g.title,
    summary: g.summary,
    body: g.body,
    sources: g.sources,
    isPublished: g.isPublished,
    displayOrder: g.displayOrder,
    reviewedAt: g.reviewedAt?.toISOString() ?? null,
    needsReview: !g.reviewedAt || now().getTime() - g.reviewedAt.getTime() > GUIDE_LIMITS.reviewDays * DAY_MS,
    createdAt: g.createdAt.toISOString(),
    updatedAt: g.updatedAt.toISOString(),
  });

  async function adminList(): Promise<AdminGuideList> {
    return { items: (await repo.list({}, GUIDE_LIMITS.maxGuides)).map(toAdmin) };
  }

  return {
    /** /guias: published guides in their order; `q` searches title, summary and text, accents ignored. */
    async publicList(q?: string): Promise<GuideList> {
      const rows = await repo.list({ publishedOnly: true, words: searchWords(q) }, GUIDE_LIMITS.maxGuides);
      return { items: rows.map(toCard) };
    },

    /** One published guide, rendered; an unpublished or unknown one is 404 for everyone here. */
    async publicGet(slug: string): Promise<Guide> {
      const row = await repo.bySlug(slug.toLowerCase());
      if (!row?.isPublished) throw notFound(msg.notFound);
      return {
        ...toCard(row),
        html: renderGuideMarkdown(row.body),
        sources: row.sources,
        updatedAt: row.updatedAt.toISOString(),
      };
    },

    /** The share preview of /guias/<slug>: title and summary of a published guide, else null. */
    async preview(slug: string): Promise<{ title: string; summary: string } | null> {
      const row = await repo.bySlug(slug.toLowerCase());
      return row?.isPublished ? { title: row.title, summary: row.summary } : null;
    },

    adminList,

    renderPreview: (body: string) => ({ html: renderGuideMarkdown(body) }),

    /** A new guide goes to the end of the order. */
    async create(admin: SessionUser, input: CreateInput): Promise<AdminGuide> {
      if ((await repo.count()) >= GUIDE_LIMITS.maxGuides) throw badRequest(msg.orderInvalid);
      const row = await db
        .transaction(async (tx) => {
          const r = createGuidesRepository(tx);
          const created = await r.insert({
            ...(values(input) as GuideValues),
            sources: input.sources,
            isPublished: input.isPublished,
            displayOrder: await r.nextOrder(),
          });
          if (!created) return null;
          await audit.record(tx, {
            actorId: admin.id,
            action: 'guide.create',
            targetType: 'guide',
            targetId: created.id,
            details: { slug: created.slug, isPublished: created.isPublished },
          });
          return created;
        })
        .catch((err) => {
          if (isSlugTaken(err)) return null;
          throw err;
        });
      if (!row) throw conflict(msg.slugTaken);
      return toAdmin(row);
    },

    /** Absent fields stay. Publishing and unpublishing are audited as such. */
    async update(admin: SessionUser, id: number, input: UpdateInput): Promise<AdminGuide> {
      const current = await repo.get(id);
      if (!current) throw notFound(msg.notFound);
      const v = values(input);
      if (v.slug !== undefined && v.slug !== current.slug && (await repo.bySlug(v.slug))) throw conflict(msg.slugTaken);
      const publishing = v.isPublished !== undefined && v.isPublished !== current.isPublished;
      const row = await db
        .transaction(async (tx) => {
          const updated = await createGuidesRepository(tx).update(id, v);
          if (!updated) return null;
          const edited = Object.keys(v).filter((k) => k !== 'isPublished');
          if (edited.length)
            await audit.record(tx, {
              actorId: admin.id,
              action: 'guide.update',
              targetType: 'guide',
              targetId: id,
              details: { fields: edited, slug: updated.slug },
            });
          if (publishing)
            await audit.record(tx, {
              actorId: admin.id,
              action: updated.isPublished ? 'guide.publish' : 'guide.unpublish',
              targetType: 'guide',
              targetId: id,
              details: { slug: updated.slug },
            });
          return updated;
        })
        .catch((err) => {
          if (isSlugTaken(err)) throw conflict(msg.slugTaken);
          throw err;
        });
      if (!row) throw notFound(msg.notFound);
      return toAdmin(row);
    },

    /** 'Última revisão' = now, recorded by the administrator who checked the guide. */
    async markReviewed(admin: SessionUser, id: number): Promise<AdminGuide> {
      const row = await db.transaction(async (tx) => {
        const updated = await createGuidesRepository(tx).update(id, { reviewedAt: now() });
        if (!updated) return null;
        await audit.record(tx, {
          actorId: admin.id,
          action: 'guide.review',
          targetType: 'guide',
          targetId: id,
          details: { slug: updated.slug, reviewedAt: updated.reviewedAt?.toISOString() },
        });
        return updated;
      });
      if (!row) throw notFound(msg.notFound);
      return toAdmin(row);
    },

    /** The whole order at once: `ids` must name every guide, each once. */
    async reorder(admin: SessionUser, ids: number[]): Promise<AdminGuideList> {
      await db.transaction(async (tx) => {
        const r = createGuidesRepository(tx);
        const all = await r.ids();
        if (all.length !== ids.length || !all.every((id) => ids.includes(id))) throw badRequest(msg.orderMismatch);
        for (const [i, id] of ids.entries()) await r.setOrder(id, i);
        await audit.record(tx, {
          actorId: admin.id,
          action: 'guide.reorder',
          targetType: 'guide',
          targetId: 'order',
          details: { ids },
        });
      });
      return adminList();
    },

    /**
     * The first guides of a fresh database (seeding): written only while the shelf is empty, so an
     * administrator's later edits and unpublishing stay. No admin is behind them, so no audit row.
     */
    async seedIfEmpty(list: SeedGuide[]): Promise<number> {
      if ((await repo.count()) > 0) return 0;
      let n = 0;
      for (const [i, g] of list.entries()) {
        const row = await repo.insert({ ...g, isPublished: true, displayOrder: i });
        if (row) n += 1;
      }
      return n;
    },
  };
}
export type GuidesService = ReturnType<typeof createGuidesService>;
