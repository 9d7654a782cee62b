import type { z } from 'zod';
import type { PublicSponsor, Sponsor, SponsorsResponse } from '../../contract/sponsors.js';
import { type sponsorCreateSchema, sponsorMessages, type sponsorUpdateSchema } from '../../contract/sponsors.js';
import type { AuditService } from '../audit/audit.service.js';
import type { Db } from '../db/client.js';
import { notFound } from '../http-errors.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import type { SessionUser } from '../users/session-user.js';
import { createSponsorsRepository, type SponsorRow, type SponsorValues } from './sponsors.repository.js';

type CreateInput = z.infer<typeof sponsorCreateSchema>;
type UpdateInput = z.infer<typeof sponsorUpdateSchema>;

export function toSponsor(s: SponsorRow): Sponsor {
  return { ...s, createdAt: s.createdAt.toISOString() };
}

function toPublic(s: SponsorRow): PublicSponsor {
  return {
    id: s.id,
    name: s.name,
    logoUrl: s.logoUrl,
    bannerUrl: s.bannerUrl,
    description: s.description,
    discountInfo: s.discountInfo,
    redirectUrl: s.redirectUrl,
    website: s.website,
  };
}

/** '' clears an optional text field (stored as null). */
const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v || null);

const TEXT_FIELDS = ['logoUrl', 'bannerUrl', 'website', 'redirectUrl', 'description', 'discountInfo'] as const;
const IMAGE_FIELDS = ['logoUrl', 'bannerUrl'] as const;

function values<T extends CreateInput | UpdateInput>(input: T): Partial<SponsorValues> {
  const out: Partial<SponsorValues> = {};
  if (input.name !== undefined) out.name = input.name;
  for (const f of TEXT_FIELDS) {
    const v = blankToNull(input[f]);
    if (v !== undefined) out[f] = v;
  }
  if (input.isFeatured !== undefined) out.isFeatured = input.isFeatured;
  if (input.isActive !== undefined) out.isActive = input.isActive;
  if (input.displayOrder !== undefined) out.displayOrder = input.displayOrder;
  return out;
}

export function createSponsorsService(deps: { db: Db; uploads: UploadsService; audit: AuditService }) {
  const { db, uploads, audit } = deps;
  const repo = createSponsorsRepository(db);

  /** Deletes the objects behind `paths` that no other sponsor shows. */
  async function dropImages(paths: (string | null)[], exceptId: number) {
    const list = paths.filter((p): p is string => !!p);
    if (!list.length) return;
    const still = await repo.referencedElsewhere(list, exceptId);
    await uploads.remove(list.filter((p) => !still.has(p)));
  }

  return {
    /** Spec (Sponsors response): the first active featured sponsor is the banner; the others are logos. */
    async publicList(): Promise<SponsorsResponse> {
      const rows = await repo.listActive();
      const banner = rows.find((s) => s.isFeatured) ?? null;
      return {
        sponsors: {
          featuredBanner: banner ? toPublic(banner) : null,
          logoSponsors: rows.filter((s) => s !== banner).map(toPublic),
        },
      };
    },

    adminList: async () => (await repo.listAll()).map(toSponsor),
    /** Demo sponsors of a first start (seeding), without an admin or an audit row behind them. */
    seedDemo: (rows: SponsorValues[]) => repo.insertMany(rows),

    /** Logo and banner must be images this admin uploaded through POST /api/upload. */
    async create(admin: SessionUser, input: CreateInput) {
      const v = values(input) as SponsorValues;
      const images = IMAGE_FIELDS.map((f) => v[f]).filter((p): p is string => !!p);
      if (images.length) await uploads.assertOwned(admin.id, images);
      const row = await db.transaction(async (tx) => {
        const created = await createSponsorsRepository(tx).insert(v);
        await audit.record(tx, {
          actorId: admin.id,
          action: 'sponsor.create',
          targetType: 'sponsor',
          targetId: created.id,
          details: { name: created.name },
        });
        return created;
      });
      return toSponsor(row);
    },

    /** Absent fields stay; an image that did not change needs no ownership check; replaced ones are deleted. */
    async update(admin: SessionUser, id: number, input: UpdateInput) {
      const current = await repo.get(id);
      if (!current) throw notFound(sponsorMessages.notFound);
      const v = values(input);
      const changedImages = IMAGE_FIELDS.filter((f) => v[f] !== undefined && v[f] !== current[f]);
      const newImages = changedImages.map((f) => v[f]).filter((p): p is string => !!p);
      if (newImages.length) await uploads.assertOwned(admin.id, newImages);
      const row = await db.transaction(async (tx) => {
        const updated = await createSponsorsRepository(tx).update(id, v);
        if (updated) {
          await audit.record(tx, {
            actorId: admin.id,
            action: 'sponsor.update',
            targetType: 'sponsor',
            targetId: id,
            details: { fields: Object.keys(v) },
          });
        }
        return updated;
      });
      if (!row) throw notFound(sponsorMessages.notFound);
      await dropImages(
        changedImages.map((f) => current[f]),
        id,
      );
      return toSponsor(row);
    },

    async remove(admin: SessionUser, id: number) {
      const row = await db.transaction(async (tx) => {
        const deleted = await createSponsorsRepository(tx).delete(id);
        if (deleted) {
          await audit.record(tx, {
            actorId: admin.id,
            action: 'sponsor.delete',
            targetType: 'sponsor',
            targetId: id,
            details: { name: deleted.name },
          });
        }
        return deleted;
      });
      if (!row) throw notFound(sponsorMessages.notFound);
      await dropImages([row.logoUrl, row.bannerUrl], id);
      return { message: sponsorMessages.deleted };
    },
  };
}
export type SponsorsService = ReturnType<typeof createSponsorsService>;
