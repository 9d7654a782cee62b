import { coverOf } from '../../contract/images.js';
import {
  type AdminReviewPage,
  reviewMessages as msg,
  type Profile,
  type ProfileListingPage,
  type ProfileRentalPage,
  type Rating,
  REVIEWS_FOR_AVERAGE,
  type ReviewPage,
} from '../../contract/reviews.js';
import type { AccountRentalsService } from '../account-rentals/account-rentals.service.js';
import { joinMonth } from '../account-rentals/account-rentals.views.js';
import type { AuditService } from '../audit/audit.service.js';
import type { Db } from '../db/client.js';
import { notFound } from '../http-errors.js';
import type { MarketplaceService } from '../marketplace/marketplace.service.js';
import type { SessionUser } from '../users/session-user.js';
import { createReviewsRepository } from './reviews.repository.js';
import { toReviewView } from './reviews.views.js';
import { createReviewsAdminRepository } from './reviews-admin.repository.js';
import { createReviewsProfilesRepository } from './reviews-profiles.repository.js';

/** The average only from REVIEWS_FOR_AVERAGE published reviews on, rounded to one decimal. */
export function ratingOf(r: { count: number; average: number | null }): Rating {
  return {
    count: r.count,
    average: r.count >= REVIEWS_FOR_AVERAGE && r.average !== null ? Math.round(r.average * 10) / 10 : null,
  };
}

/** Member profiles (issue 33): what any member may read of another, and the admins' hide. */
export interface ProfileDeps {
  audit: Pick<AuditService, 'record'>;
  db: Db;
  /** The profile's active listings and rentals, read through their own domains. */
  marketplace: Pick<MarketplaceService, 'bySeller'>;
  accountRentals: Pick<AccountRentalsService, 'byOwner' | 'ownerRatingsChanged'>;
}
type Paging = { cursor?: number; limit: number };

export function reviewsProfiles(deps: ProfileDeps) {
  const admin = createReviewsAdminRepository(deps.db);
  const profiles = createReviewsProfilesRepository(deps.db);
  async function mustFind(memberNumber: string) {
    const m = await profiles.memberByNumber(memberNumber.toUpperCase());
    if (!m) throw notFound(msg.memberNotFound);
    return m;
  }
  return {
    /** First name, number, badge facts, join month and rating: never an email, a phone or a WhatsApp. */
    async profile(memberNumber: string): Promise<Profile> {
      const m = await profiles.profileByNumber(memberNumber.toUpperCase());
      if (!m) throw notFound(msg.memberNotFound);
      return {
        firstName: m.firstName,
        memberNumber: m.memberNumber,
        isAdmin: m.isAdmin,
        subscriptionStatus: m.subscriptionStatus === 'active' ? 'active' : 'inactive',
        memberSince: joinMonth(m.memberSince),
        rating: ratingOf(m.rating),
      };
    },

    /** The member's published (and not hidden) reviews, newest first, paged on the server. */
    async reviewsAbout(memberNumber: string, q: { cursor?: number; limit: number }): Promise<ReviewPage> {
      const rows = await profiles.publishedAbout(memberNumber.toUpperCase(), q.cursor, q.limit + 1);
      // One statement finds the member and their page; only an empty page asks whether they exist.
      if (rows.length === 0) await mustFind(memberNumber);
      const page = rows.slice(0, q.limit);
      return { items: page.map(toReviewView), nextCursor: rows.length > q.limit ? page.at(-1)!.review.id : null };
    },

    /** The member's approved, active listings (public facts: no WhatsApp), newest first. */
    async listingsOf(viewer: SessionUser, memberNumber: string, q: Paging): Promise<ProfileListingPage> {
      const m = await mustFind(memberNumber);
      const page = await deps.marketplace.bySeller(m.id, viewer, q);
      return {
        items: page.items.map((i) => ({
          id: i.id,
          listingNumber: i.listingNumber,
          title: i.title,
          price: i.price,
          imageUrl: coverOf(i),
        })),
        nextCursor: page.nextCursor,
      };
    },

    /** The member's approved, active rentals (public facts: no WhatsApp), newest first. */
    async rentalsOf(viewer: SessionUser, memberNumber: string, q: Paging): Promise<ProfileRentalPage> {
      const m = await mustFind(memberNumber);
      const page = await deps.accountRentals.byOwner(m.id, viewer, q);
      return {
        items: page.items.map((r) => ({
          id: r.id,
          appName: r.appName,
          accountType: r.accountType,
          region: r.region,
          weeklyPrice: r.weeklyPrice,
        })),
        nextCursor: page.nextCursor,
      };
    },

    /**
     * What the reports domain asks of a review (decision 021): a published one is public, so any member
     * may report it; its author owns it; the text reported is kept on the report.
     */
    async reportTarget(id: number) {
      const r = await admin.reportable(id);
      if (!r) return null;
      const by = r.authorFirstName ?? msg.removedMember;
      return {
        ownerId: r.authorId,
        summary:
          `Avaliação de ${by} sobre ${r.subjectFirstName} · ${r.subjectMemberNumber} (${r.stars} ★)\n${r.text ?? ''}`.trim(),
      };
    },
    /** Hidden while reports wait for an admin (REPORTS_TO_HIDE) and shown again on dismissal: the report's audit row covers it. */
    /** Enough reports hide a review (or 'Descartar' shows it again): the average moves, and the rentals' copy with it. */
    setHiddenByReports: (id: number, hidden = true) =>
      deps.db.transaction(async (tx) => {
        const subjectId = await createReviewsRepository(tx).setHidden(id, hidden);
        if (subjectId !== null) await deps.accountRentals.ownerRatingsChanged(tx, [subjectId]);
      }),

    /** The admins' screen of reviews: a member's published reviews (hidden too), or the hidden ones. */
    async forAdmin(q: { memberNumber?: string; cursor?: number; limit: number }): Promise<AdminReviewPage> {
      const subjectId = q.memberNumber === undefined ? undefined : (await mustFind(q.memberNumber)).id;
      const rows = await admin.forAdmin({ subjectId, before: q.cursor, limit: q.limit + 1 });
      const page = rows.slice(0, q.limit);
      return {
        items: page.map((r) => ({
          ...toReviewView(r),
          subject: { id: r.review.subjectId, firstName: r.subjectFirstName, memberNumber: r.subjectMemberNumber },
          hidden: r.review.hiddenAt !== null,
        })),
        nextCursor: rows.length > q.limit ? page.at(-1)!.review.id : null,
      };
    },

    /** An owner's rating, for other domains (the rental card). */
    rating: async (userId: number) => ratingOf(await profiles.rating(userId)),

    /** Administrators hide (or show again) a published review: off the profile and the average; audited. */
    async setHidden(admin: SessionUser, reviewId: number, hidden: boolean) {
      const done = await deps.db.transaction(async (tx) => {
        const subjectId = await createReviewsRepository(tx).setHidden(reviewId, hidden);
        if (subjectId === null) return false;
        // Hidden or shown again: the average moves, and the rentals' copy with it (decision 047).
        await deps.accountRentals.ownerRatingsChanged(tx, [subjectId]);
        await deps.audit.record(tx, {
          actorId: admin.id,
          action: hidden ? 'review.hide' : 'review.show',
          targetType: 'review',
          targetId: reviewId,
        });
        return true;
      });
      if (!done) throw notFound(msg.reviewNotFound);
      return { message: hidden ? 'Avaliação ocultada.' : 'Avaliação visível de novo.' };
    },
  };
}
