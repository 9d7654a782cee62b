import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Review } from '../../contract/reviews.js';
import { call } from '../test/admin.js';
import type { TestApp } from '../test/app.js';
import { type MarketplaceCast, marketplaceCast } from '../test/marketplace.js';
import { latestOf } from '../test/notifications.js';
import {
  closeWindow,
  confirmedDeal,
  dealOf,
  listingWithBuyer,
  propose,
  rentalWithRenter,
  reviewDeal,
} from '../test/reviews.js';

let c: MarketplaceCast;
let t: TestApp;
beforeAll(async () => {
  c = await marketplaceCast();
  t = c.t;
}, 60_000);
afterAll(() => t?.close());

const SECRET = 'Vendedor atencioso, entrega combinada certinha';
const profileReviews = async (cookie: string, memberNumber: string): Promise<Review[]> => {
  const res = await call(t, 'GET', `/api/reviews/members/${memberNumber}/reviews?limit=50`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
};

describe('blind reviews', () => {
  it('neither side reads the other review before both reviewed, through any endpoint; then both are published', async () => {
    const { item, buyer } = await listingWithBuyer(c);
    const id = await confirmedDeal(t, c.seller, 'listing', item.id, buyer);
    const first = await reviewDeal(t, buyer.cookie, id, { stars: 5, text: SECRET });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toContain('será publicada quando o outro lado avaliar');
    expect(first.json().deal.myReview).toMatchObject({ stars: 5, text: SECRET, publishedAt: null });
    // The seller: the deal says only that the buyer reviewed.
    const sellerView = await dealOf(t, c.seller.cookie, id);
    expect(sellerView).toMatchObject({ theyReviewed: true, theirReview: null, canReview: true });
    // Not on any answer the seller, the buyer's profile readers or anyone else can get.
    const reviewId = first.json().deal.myReview.id;
    for (const [cookie, who] of [
      [c.seller.cookie, c.seller.user.memberNumber],
      [c.member.cookie, c.seller.user.memberNumber],
      [buyer.cookie, c.seller.user.memberNumber],
    ] as const) {
      expect(await profileReviews(cookie, who)).toEqual([]);
    }
    const asSeller = await Promise.all([
      call(t, 'GET', '/api/reviews/deals?limit=50', c.seller.cookie),
      call(t, 'GET', `/api/reviews/members/${c.seller.user.memberNumber}`, c.seller.cookie),
      call(t, 'POST', `/api/reviews/${reviewId}/reply`, c.seller.cookie, { text: 'Obrigado!' }),
      call(t, 'GET', '/api/notifications?limit=50', c.seller.cookie),
    ]);
    for (const res of asSeller) expect(res.body).not.toContain(SECRET);
    expect(asSeller[2]!.statusCode).toBe(404);
    expect(asSeller[1]!.json().rating).toEqual({ count: 0, average: null });
    // Once only, never edited.
    const again = await reviewDeal(t, buyer.cookie, id, { stars: 1 });
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'Você já avaliou esta negociação. Avaliações não podem ser editadas.',
    ]);
    // The second side: both published at once; both told.
    const second = await reviewDeal(t, c.seller.cookie, id, { stars: 4, text: 'Comprador pontual' });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().message).toBe('Avaliação enviada e publicada.');
    expect(second.json().deal.theirReview).toMatchObject({ stars: 5, text: SECRET });
    expect((await dealOf(t, buyer.cookie, id))?.theirReview).toMatchObject({ stars: 4, text: 'Comprador pontual' });
    expect((await profileReviews(c.member.cookie, c.seller.user.memberNumber)).map((r) => r.text)).toContain(SECRET);
    expect((await profileReviews(c.member.cookie, buyer.user.memberNumber)).map((r) => r.stars)).toEqual([4]);
    expect(await latestOf(t, c.seller.cookie, 'review-published')).toBeDefined();
    expect(await latestOf(t, buyer.cookie, 'review-published')).toBeDefined();
  });

  it('the review rules: stars 1–5, text up to 500, tags only for rentals and of the right side, a confirmed deal only', async () => {
    const { item, buyer } = await listingWithBuyer(c);
    const p = await propose(t, c.seller.cookie, { kind: 'listing', itemId: item.id, counterpartId: buyer.user.id });
    const pending = await reviewDeal(t, c.seller.cookie, p.json().deal.id, { stars: 5 });
    expect([pending.statusCode, pending.json().message]).toEqual([
      400,
      'A negociação ainda não foi confirmada pelos dois lados.',
    ]);
    await call(t, 'POST', `/api/reviews/deals/${p.json().deal.id}/confirm`, buyer.cookie);
    const id = p.json().deal.id;
    for (const stars of [0, 6, 2.5]) expect((await reviewDeal(t, buyer.cookie, id, { stars })).statusCode).toBe(400);
    const long = await reviewDeal(t, buyer.cookie, id, { stars: 3, text: 'a'.repeat(501) });
    expect(long.json().message).toBe('O texto pode ter no máximo 500 caracteres.');
    const tagged = await reviewDeal(t, buyer.cookie, id, { stars: 3, tags: ['Conta funcionou'] });
    expect(tagged.json().message).toBe('Etiquetas só valem para aluguéis.');
    expect((await reviewDeal(t, c.member.cookie, id, { stars: 3 })).statusCode).toBe(404);
    expect((await reviewDeal(t, buyer.cookie, id, { stars: 3, text: 'a'.repeat(500) })).statusCode).toBe(201);

    const { rental, renter } = await rentalWithRenter(c);
    const rid = await confirmedDeal(t, c.seller, 'rental', rental.id, renter);
    const wrongSide = await reviewDeal(t, renter.cookie, rid, { stars: 2, tags: ['Pagou em dia'] });
    expect(wrongSide.json().message).toBe('Etiqueta inválida para esta avaliação.');
    const ok = await reviewDeal(t, renter.cookie, rid, { stars: 2, tags: ['Dono sumiu', 'Pagamento retido'] });
    expect(ok.json().deal.myReview.tags).toEqual(['Dono sumiu', 'Pagamento retido']);
    const owner = await reviewDeal(t, c.seller.cookie, rid, { stars: 5, tags: ['Pagou em dia', 'Cuidou da conta'] });
    expect(owner.json().deal.theirReview.tags).toEqual(['Dono sumiu', 'Pagamento retido']);
  });

  it('after 14 days: no new review, and the job publishes the lone one and tells its subject', async () => {
    const { item, buyer } = await listingWithBuyer(c);
    const id = await confirmedDeal(t, c.seller, 'listing', item.id, buyer);
    expect((await reviewDeal(t, c.seller.cookie, id, { stars: 2, text: 'Demorou a pagar' })).statusCode).toBe(201);
    await closeWindow(t, id);
    const late = await reviewDeal(t, buyer.cookie, id, { stars: 5 });
    expect([late.statusCode, late.json().message]).toEqual([400, 'O prazo de 14 dias para avaliar terminou.']);
    expect((await dealOf(t, buyer.cookie, id))?.theirReview).toBeNull();
    expect(await t.app.services.reviews.runSchedule()).toBeGreaterThan(0);
    expect((await dealOf(t, buyer.cookie, id))?.theirReview).toMatchObject({ text: 'Demorou a pagar' });
    expect((await latestOf(t, buyer.cookie, 'review-published'))?.body).toContain(item.title);
  });

  it('two days before the window closes, only the side that has not reviewed is reminded, once', async () => {
    const { item, buyer } = await listingWithBuyer(c);
    const id = await confirmedDeal(t, c.seller, 'listing', item.id, buyer);
    await reviewDeal(t, buyer.cookie, id, { stars: 4 });
    const { reviewsDeals } = await import('../db/schema.js');
    const { eq } = await import('drizzle-orm');
    await t.db
      .update(reviewsDeals)
      .set({ closesAt: new Date(Date.now() + 36 * 3_600_000) })
      .where(eq(reviewsDeals.id, id));
    await t.app.services.reviews.runSchedule();
    await t.app.services.reviews.runSchedule();
    const res = await call(t, 'GET', '/api/notifications?limit=50', c.seller.cookie);
    const mine = res
      .json()
      .items.filter(
        (n: { type: string; body: string }) => n.type === 'deal-review-closing' && n.body.includes(item.title),
      );
    expect(mine).toHaveLength(1);
    expect(await latestOf(t, buyer.cookie, 'deal-review-closing')).toBeUndefined();
  });
});
