import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews, reviewsRatings } from '../db/schema.js';
import { call, setUser } from '../test/admin.js';
import { createMember, type TestApp } from '../test/app.js';
import { type MarketplaceCast, type Member, marketplaceCast } from '../test/marketplace.js';
import { closeWindow, confirmedDeal, listingWithBuyer, reviewDeal } from '../test/reviews.js';

// Decision 050: each member's rating is kept as figures (count and star sum of published, visible
// reviews) by a trigger; after every way a review is published, hidden, shown again or deleted, the
// kept figures must equal a fresh count of the reviews, and the profile must answer them.
let c: MarketplaceCast;
let t: TestApp;
beforeAll(async () => {
  c = await marketplaceCast();
  t = c.t;
}, 60_000);
afterAll(() => t?.close());

/** The kept figures and a fresh count of the member's published, visible reviews. */
async function figures(userId: number) {
  const [kept] = await t.db
    .select({ count: reviewsRatings.reviewCount, sum: reviewsRatings.starsSum })
    .from(reviewsRatings)
    .where(eq(reviewsRatings.subjectId, userId));
  const [fresh] = await t.db
    .select({ count: sql<number>`count(*)::int`, sum: sql<number>`coalesce(sum(${reviews.stars}), 0)::int` })
    .from(reviews)
    .where(and(eq(reviews.subjectId, userId), isNotNull(reviews.publishedAt), isNull(reviews.hiddenAt)));
  return { kept: kept ?? { count: 0, sum: 0 }, fresh: fresh! };
}

/** Kept = fresh, and the profile shows them (the average from 3 reviews on). */
async function expectKept(m: Member, count: number, sum: number) {
  const f = await figures(m.user.id);
  expect(f.kept).toEqual(f.fresh);
  expect(f.kept).toEqual({ count, sum });
  const p = await call(t, 'GET', `/api/reviews/members/${m.user.memberNumber}`, c.member.cookie);
  expect(p.statusCode, p.body).toBe(200);
  expect(p.json().rating).toEqual({ count, average: count >= 3 ? Math.round((sum / count) * 10) / 10 : null });
}

/** A confirmed sale of the seller to a fresh buyer, the buyer's review written (blind). */
async function blindReview(stars: number) {
  const seller = c.seller;
  const { item, buyer } = await listingWithBuyer(c);
  const id = await confirmedDeal(t, seller, 'listing', item.id, buyer);
  const r = await reviewDeal(t, buyer.cookie, id, { stars });
  expect(r.statusCode, r.body).toBe(201);
  return { id, buyer, reviewId: r.json().deal.myReview.id as number };
}

describe('the kept rating figures', () => {
  it('follow publication by both sides, by the window closing, admin hide/show and hide by reports', {
    timeout: 90_000,
  }, async () => {
    const seller = c.seller;
    const base = await figures(seller.user.id);
    expect(base.kept).toEqual(base.fresh);
    let { count, sum } = base.fresh;

    // Blind: nothing moves until publication.
    const a = await blindReview(5);
    await expectKept(seller, count, sum);
    // Both sides reviewed: published, both members' figures move.
    expect((await reviewDeal(t, seller.cookie, a.id, { stars: 2 })).statusCode).toBe(201);
    count += 1;
    sum += 5;
    await expectKept(seller, count, sum);
    await expectKept(a.buyer, 1, 2);

    // The window closes: the job publishes the lone reviews.
    const b = await blindReview(4);
    const d = await blindReview(1);
    await closeWindow(t, b.id);
    await closeWindow(t, d.id);
    await t.app.services.reviews.runSchedule();
    count += 2;
    sum += 5;
    await expectKept(seller, count, sum);

    // An admin hides one (twice: the second moves nothing), then shows it again (twice too).
    const hide = (hidden: boolean) =>
      call(t, 'PUT', `/api/admin/reviews/${b.reviewId}/hidden`, c.admin.cookie, { hidden });
    expect((await hide(true)).statusCode).toBe(200);
    expect((await hide(true)).statusCode).toBe(200);
    await expectKept(seller, count - 1, sum - 4);
    expect((await hide(false)).statusCode).toBe(200);
    expect((await hide(false)).statusCode).toBe(200);
    await expectKept(seller, count, sum);

    // REPORTS_TO_HIDE (3) reports that weigh hide it; the admin's dismissal shows it again.
    for (let i = 0; i < 3; i++) {
      const m = await createMember(t, { subscriber: true });
      await setUser(t, m.user.id, { createdAt: new Date(Date.now() - 8 * 86_400_000) });
      const res = await call(t, 'POST', '/api/reports', m.cookie, {
        kind: 'review',
        targetId: d.reviewId,
        reason: 'falso',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    await expectKept(seller, count - 1, sum - 1);
    const dismiss = await call(t, 'POST', '/api/admin/reports/resolve', c.admin.cookie, {
      kind: 'review',
      targetId: d.reviewId,
      action: 'dismiss',
    });
    expect(dismiss.statusCode, dismiss.body).toBe(200);
    await expectKept(seller, count, sum);
  });

  it('follow account deletion: the deleted author’s published reviews stay counted; the deleted subject’s figures go', {
    timeout: 60_000,
  }, async () => {
    const seller = c.seller;
    const { count, sum } = (await figures(seller.user.id)).fresh;
    const a = await blindReview(3);
    expect((await reviewDeal(t, seller.cookie, a.id, { stars: 5 })).statusCode).toBe(201);
    const b = await blindReview(1); // blind: deleted with its author
    await expectKept(seller, count + 1, sum + 3);
    await expectKept(a.buyer, 1, 5);

    for (const m of [a.buyer, b.buyer]) {
      const del = await call(t, 'POST', '/api/privacy/delete-account', m.cookie, {
        password: m.password,
        confirmation: 'EXCLUIR',
      });
      expect(del.statusCode, del.body).toBe(200);
    }
    // The buyer's published review about the seller stays (from 'Membro removido'), still counted.
    await expectKept(seller, count + 1, sum + 3);
    // The seller's review about the deleted buyer went with the account, and the buyer's figures too.
    expect(await figures(a.buyer.user.id)).toEqual({ kept: { count: 0, sum: 0 }, fresh: { count: 0, sum: 0 } });
  });
});
