import {
  type DealCreateInput,
  type DealPage,
  reviewMessages as msg,
  OWNER_TAGS,
  RENTER_TAGS,
  REVIEW_REMINDER_DAYS,
  REVIEW_WINDOW_DAYS,
  type ReviewInput,
} from '../../contract/reviews.js';
import type { AccountRentalsService } from '../account-rentals/account-rentals.service.js';
import type { AuditService } from '../audit/audit.service.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { Db, DbOrTx } from '../db/client.js';
import type { RateLimiter } from '../db/rate-limit.js';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../http-errors.js';
import type { MarketplaceService } from '../marketplace/marketplace.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { SessionUser } from '../users/session-user.js';
import { reviewsProfiles } from './reviews.reads.js';
import { createReviewsRepository, type DealRow } from './reviews.repository.js';
import { toDealView, toReviewView } from './reviews.views.js';
import { createReviewsAdminRepository } from './reviews-admin.repository.js';

const DAY_MS = 86_400_000;
const CANDIDATES_MAX = 100;
const JOB_BATCH = 200;

export interface ReviewsDeps {
  db: Db;
  rateLimiter: Pick<RateLimiter, 'hitIn'>;
  config: { dealsPerDay: number };
  blocks: Pick<BlocksService, 'between'>;
  notifications: Pick<NotificationsService, 'notify'>;
  audit: Pick<AuditService, 'record'>;
  marketplace: Pick<MarketplaceService, 'bySeller'>;
  /** Decision 047: the rentals' copy of their owner's rating follows each publication and hide. */
  accountRentals: Pick<AccountRentalsService, 'byOwner' | 'ownerRatingsChanged'>;
  /** The clock: tests move it past the review window. */
  now?: () => Date;
}

/**
 * Issue 33: deals (the owner names the buyer or renter, who confirms) and the blind two-sided
 * reviews after them; profiles and ratings in reviews.reads.ts.
 */
export function createReviewsService(deps: ReviewsDeps) {
  const { db, notifications } = deps;
  const now = deps.now ?? (() => new Date(Date.now()));
  const repo = createReviewsRepository(db);

  async function dealView(d: DealRow, me: number) {
    const otherId = d.ownerId === me ? d.counterpartId : d.ownerId;
    const [others, revs] = await Promise.all([
      repo.members(otherId === null ? [] : [otherId]),
      repo.reviewsOfDeals([d.id]),
    ]);
    return toDealView(d, me, others[0], revs, now());
  }

  /** The deal, if the caller is one of its sides (404 otherwise: a deal is nobody else's business). */
  async function mustBeParty(id: number, me: number) {
    const d = await repo.deal(id);
    if (!d || (d.ownerId !== me && d.counterpartId !== me)) throw notFound(msg.dealNotFound);
    return d;
  }

  async function mustOwnDoneItem(me: SessionUser, kind: DealCreateInput['kind'], itemId: number) {
    const item = await repo.item(kind, itemId);
    if (!item) throw notFound(msg.itemNotFound);
    if (item.ownerId !== me.id) throw forbidden(msg.notOwner);
    if (!item.done) throw badRequest(kind === 'listing' ? msg.listingNotDone : msg.rentalNotDone);
    return item;
  }

  /** Tells a review's subject it is public, on the publishing transaction; their rating moved. */
  async function tellPublished(tx: DbOrTx, rows: { subjectId: number; dealId: number }[]) {
    const r = createReviewsRepository(tx);
    if (rows.length)
      await deps.accountRentals.ownerRatingsChanged(
        tx,
        rows.map((p) => p.subjectId),
      );
    for (const p of rows) {
      const d = await r.deal(p.dealId);
      await notifications.notify(tx, p.subjectId, 'review-published', {
        data: { title: d?.itemTitle ?? '' },
        targetId: p.dealId,
        dedupeKey: `review-published:${p.dealId}:${p.subjectId}`,
      });
    }
  }

  return {
    ...reviewsProfiles({
      audit: deps.audit,
      db,
      marketplace: deps.marketplace,
      accountRentals: deps.accountRentals,
    }),

    /** Who the owner may name: members who messaged about the listing or revealed the rental's contact. */
    async candidates(me: SessionUser, q: { kind: DealCreateInput['kind']; itemId: number }) {
      await mustOwnDoneItem(me, q.kind, q.itemId);
      const rows = await repo.candidates(q.kind, q.itemId, me.id, CANDIDATES_MAX);
      const items = [];
      for (const m of rows) if (!(await deps.blocks.between(me.id, m.id))) items.push(m);
      return { items };
    },

    /** 'Vendi para…' / 'Aluguei para…': the owner names the counterpart, who then confirms. */
    async propose(me: SessionUser, input: DealCreateInput) {
      if (input.counterpartId === me.id) throw badRequest(msg.self);
      const item = await mustOwnDoneItem(me, input.kind, input.itemId);
      if (!(await repo.isCandidate(input.kind, input.itemId, me.id, input.counterpartId)))
        throw badRequest(input.kind === 'listing' ? msg.notCandidate : msg.notRevealer);
      if (await deps.blocks.between(me.id, input.counterpartId)) throw forbidden(msg.blocked);
      const id = await db.transaction(async (tx) => {
        const r = createReviewsRepository(tx);
        const dealId = await r.insertDeal({
          kind: input.kind,
          itemId: input.itemId,
          itemTitle: item.title.slice(0, 255),
          ownerId: me.id,
          counterpartId: input.counterpartId,
        });
        if (dealId === undefined) throw conflict(msg.duplicate);
        // Counted with the write: a refused or repeated deal costs nothing.
        const hit = await deps.rateLimiter.hitIn(tx, `deals:${me.id}`, deps.config.dealsPerDay, DAY_MS);
        if (hit.blocked) throw tooManyRequests(msg.rateLimited, hit.retryAfterSeconds);
        await notifications.notify(tx, input.counterpartId, 'deal-proposed', {
          data: { from: me.firstName, title: item.title },
          targetId: dealId,
        });
        return dealId;
      });
      return { message: msg.proposed, deal: await dealView((await repo.deal(id))!, me.id) };
    },

    /** 'Confirmo que comprei' / 'Confirmo que aluguei': the deal opens its 14-day review window. */
    async confirm(me: SessionUser, id: number) {
      const d = await mustBeParty(id, me.id);
      if (d.counterpartId !== me.id) throw forbidden(msg.notCounterpart);
      if (d.status === 'confirmed') throw conflict(msg.alreadyConfirmed);
      if (d.ownerId === null) throw notFound(msg.dealNotFound);
      if (await deps.blocks.between(d.ownerId, me.id)) throw forbidden(msg.blocked);
      const at = now();
      const done = await db.transaction(async (tx) => {
        const row = await createReviewsRepository(tx).confirm(
          id,
          me.id,
          at,
          new Date(at.getTime() + REVIEW_WINDOW_DAYS * DAY_MS),
        );
        if (!row) return undefined;
        for (const userId of [row.ownerId, row.counterpartId])
          if (userId !== null)
            await notifications.notify(tx, userId, 'deal-reviewable', { data: { title: row.itemTitle }, targetId: id });
        return row;
      });
      if (!done) throw conflict(msg.alreadyConfirmed);
      return { message: msg.confirmed, deal: await dealView(done, me.id) };
    },

    async deals(me: SessionUser, q: { cursor?: number; limit: number }): Promise<DealPage> {
      const rows = await repo.dealsOf(me.id, q.cursor, q.limit + 1);
      const page = rows.slice(0, q.limit);
      const otherIds = page.map((d) => (d.ownerId === me.id ? d.counterpartId : d.ownerId)).filter((x) => x !== null);
      const [members, revs] = await Promise.all([
        repo.members([...new Set(otherIds)]),
        repo.reviewsOfDeals(page.map((d) => d.id)),
      ]);
      const t = now();
      return {
        items: page.map((d) => {
          const otherId = d.ownerId === me.id ? d.counterpartId : d.ownerId;
          return toDealView(
            d,
            me.id,
            members.find((m) => m.id === otherId),
            revs.filter((r) => r.review.dealId === d.id),
            t,
          );
        }),
        nextCursor: rows.length > q.limit ? page.at(-1)!.id : null,
      };
    },

    /** One review per side, within the window; published at once when the other side has reviewed. */
    async review(me: SessionUser, id: number, input: ReviewInput) {
      const first = await mustBeParty(id, me.id);
      const side = first.ownerId === me.id ? 'owner' : 'counterpart';
      const tags = input.tags ?? [];
      if (tags.length && first.kind !== 'rental') throw badRequest(msg.tagsOnlyRental);
      // The renter rates the owner with the owner's tags, and the other way round.
      const allowed: readonly string[] = side === 'counterpart' ? OWNER_TAGS : RENTER_TAGS;
      if (tags.some((x) => !allowed.includes(x))) throw badRequest(msg.tagInvalid);
      const at = now();
      const published = await db.transaction(async (tx) => {
        const r = createReviewsRepository(tx);
        const d = (await r.lockDeal(id))!;
        if (d.status !== 'confirmed' || !d.closesAt) throw badRequest(msg.notConfirmed);
        if (d.closesAt.getTime() <= at.getTime()) throw badRequest(msg.windowClosed);
        const subjectId = side === 'owner' ? d.counterpartId : d.ownerId;
        if (subjectId === null) throw notFound(msg.dealNotFound);
        const reviewId = await r.insertReview({
          dealId: id,
          side,
          authorId: me.id,
          subjectId,
          stars: input.stars,
          text: input.text ?? null,
          tags: [...new Set(tags)],
        });
        if (reviewId === undefined) throw conflict(msg.alreadyReviewed);
        const all = await r.reviewsOfDeals([id]);
        if (all.length < 2) return false;
        await tellPublished(tx, await r.publishDeal(id, at));
        return true;
      });
      return {
        message: published ? msg.reviewedPublished : msg.reviewed,
        deal: await dealView((await repo.deal(id))!, me.id),
      };
    },

    /** The reviewed member answers once, publicly, after publication. */
    async reply(me: SessionUser, reviewId: number, text: string) {
      const r = await repo.review(reviewId);
      const party = r && (r.dealOwnerId === me.id || r.dealCounterpartId === me.id || r.review.authorId === me.id);
      // Blind: an unpublished review does not exist for anyone but its author.
      if (!r || !party || (!r.review.publishedAt && r.review.authorId !== me.id)) throw notFound(msg.reviewNotFound);
      if (r.review.subjectId !== me.id) throw forbidden(msg.replyNotSubject);
      if (r.review.reply !== null) throw conflict(msg.alreadyReplied);
      if (!(await repo.reply(reviewId, me.id, text, now()))) throw conflict(msg.alreadyReplied);
      return { message: msg.replied, review: toReviewView((await repo.review(reviewId))!) };
    },

    /** The schedule: publishes reviews whose window ended and reminds those who have not reviewed. */
    async runSchedule(): Promise<number> {
      const at = now();
      let made = 0;
      for (;;) {
        const n = await db.transaction(async (tx) => {
          const rows = await createReviewsRepository(tx).publishClosed(at, JOB_BATCH);
          await tellPublished(tx, rows);
          return rows.length;
        });
        made += n;
        if (n < JOB_BATCH) break;
      }
      const soon = await repo.closingSoon(at, new Date(at.getTime() + REVIEW_REMINDER_DAYS * DAY_MS), 1000);
      if (soon.length)
        await db.transaction(async (tx) => {
          for (const d of soon) {
            const due = [d.ownerReviewed ? null : d.ownerId, d.counterpartReviewed ? null : d.counterpartId].filter(
              (x) => x !== null,
            );
            for (const userId of due) {
              const id = await notifications.notify(tx, userId, 'deal-review-closing', {
                data: { title: d.itemTitle, closesAt: d.closesAt?.toISOString() ?? null },
                targetId: d.id,
                dedupeKey: `deal-review-closing:${d.id}`,
              });
              if (id !== null) made++;
            }
          }
        });
      return made;
    },

    exportFor: (userId: number) => createReviewsAdminRepository(db).exportFor(userId),
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
