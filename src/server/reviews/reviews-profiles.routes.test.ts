import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, lastAudit } from '../test/admin.js';
import { createMember, type TestApp } from '../test/app.js';
import { type MarketplaceCast, marketplaceCast } from '../test/marketplace.js';
import { confirmedDeal, dealOf, listingWithBuyer, reviewDeal } from '../test/reviews.js';

let c: MarketplaceCast;
let t: TestApp;
beforeAll(async () => {
  c = await marketplaceCast();
  t = c.t;
}, 60_000);
afterAll(() => t?.close());

/** A published pair of reviews between a fresh seller-side deal: the buyer gives `stars` to the seller. */
async function publishedPair(stars: number, text = 'Tudo certo') {
  const { item, buyer } = await listingWithBuyer(c);
  const id = await confirmedDeal(t, c.seller, 'listing', item.id, buyer);
  const r = await reviewDeal(t, buyer.cookie, id, { stars, text });
  await reviewDeal(t, c.seller.cookie, id, { stars: 5 });
  return { id, buyer, reviewId: r.json().deal.myReview.id as number };
}
const profileOf = async (cookie: string, n: string) =>
  (await call(t, 'GET', `/api/reviews/members/${n}`, cookie)).json();

describe('profiles', () => {
  it('shows first name, number, badge facts and join month, never email or phone; the average only from 3 reviews', async () => {
    const seller = c.seller.user.memberNumber;
    const empty = await call(t, 'GET', `/api/reviews/members/${seller}`, c.member.cookie);
    expect(empty.statusCode).toBe(200);
    expect(Object.keys(empty.json()).sort()).toEqual(
      ['firstName', 'isAdmin', 'memberNumber', 'memberSince', 'rating', 'subscriptionStatus'].sort(),
    );
    expect(empty.body).not.toContain(c.seller.email);
    expect(empty.json()).toMatchObject({ firstName: c.seller.user.firstName, rating: { count: 0, average: null } });
    await publishedPair(5);
    await publishedPair(4);
    expect((await profileOf(c.member.cookie, seller)).rating).toEqual({ count: 2, average: null });
    await publishedPair(4);
    expect((await profileOf(c.member.cookie, seller)).rating).toEqual({ count: 3, average: 4.3 });
    expect((await call(t, 'GET', '/api/reviews/members/CL999999', c.member.cookie)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/reviews/members/${seller}`)).statusCode).toBe(401);
  });

  it("a profile's reviews: an unknown or removed member is 404, a member without reviews an empty page", async () => {
    const fresh = await createMember(t, { subscriber: true });
    const none = await call(t, 'GET', `/api/reviews/members/${fresh.user.memberNumber}/reviews`, c.member.cookie);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ items: [], nextCursor: null });
    const missing = await call(t, 'GET', '/api/reviews/members/CL999999/reviews', c.member.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Membro não encontrado.');
    const lower = c.seller.user.memberNumber.toLowerCase();
    const some = await call(t, 'GET', `/api/reviews/members/${lower}/reviews`, c.member.cookie);
    expect(some.json().items.length).toBeGreaterThan(0);
  });

  it('pages the published reviews on the server, newest first', async () => {
    const other = await createMember(t, { subscriber: true });
    const n = c.seller.user.memberNumber;
    const first = await call(t, 'GET', `/api/reviews/members/${n}/reviews?limit=2`, other.cookie);
    expect(first.json().items).toHaveLength(2);
    const cursor = first.json().nextCursor;
    const next = await call(t, 'GET', `/api/reviews/members/${n}/reviews?limit=2&cursor=${cursor}`, other.cookie);
    const ids = [...first.json().items, ...next.json().items].map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('the reviewed member answers once, publicly; nobody else may', async () => {
    const { reviewId, buyer } = await publishedPair(3, 'Demorou para responder');
    expect((await call(t, 'POST', `/api/reviews/${reviewId}/reply`, buyer.cookie, { text: 'Oi' })).statusCode).toBe(
      403,
    );
    const ok = await call(t, 'POST', `/api/reviews/${reviewId}/reply`, c.seller.cookie, {
      text: 'Estava viajando, desculpe.',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const again = await call(t, 'POST', `/api/reviews/${reviewId}/reply`, c.seller.cookie, { text: 'De novo' });
    expect([again.statusCode, again.json().message]).toEqual([409, 'Você já respondeu a esta avaliação.']);
    const page = await call(
      t,
      'GET',
      `/api/reviews/members/${c.seller.user.memberNumber}/reviews?limit=50`,
      c.member.cookie,
    );
    expect(page.json().items.find((r: { id: number }) => r.id === reviewId).reply).toBe('Estava viajando, desculpe.');
  });

  it('an admin hides a review: audited, off the profile and out of the average; members cannot', async () => {
    const { reviewId } = await publishedPair(1, 'Avaliação ofensiva');
    const before = (await profileOf(c.member.cookie, c.seller.user.memberNumber)).rating.count;
    const put = (cookie: string, hidden: boolean) =>
      call(t, 'PUT', `/api/admin/reviews/${reviewId}/hidden`, cookie, { hidden });
    expect((await put(c.seller.cookie, true)).statusCode).toBe(403);
    expect((await put(c.admin.cookie, true)).statusCode).toBe(200);
    expect(await lastAudit(t)).toMatchObject({
      action: 'review.hide',
      targetType: 'review',
      targetId: String(reviewId),
    });
    expect((await profileOf(c.member.cookie, c.seller.user.memberNumber)).rating.count).toBe(before - 1);
    const page = await call(
      t,
      'GET',
      `/api/reviews/members/${c.seller.user.memberNumber}/reviews?limit=50`,
      c.member.cookie,
    );
    expect(page.body).not.toContain('Avaliação ofensiva');
  });

  it("account deletion: published reviews by the member stay from 'Membro removido', reviews about them go", async () => {
    const { id, buyer } = await publishedPair(5, 'Vendedor excelente, recomendo');
    const del = await call(t, 'POST', '/api/privacy/delete-account', buyer.cookie, {
      password: buyer.password,
      confirmation: 'EXCLUIR',
    });
    expect(del.statusCode, del.body).toBe(200);
    const page = await call(
      t,
      'GET',
      `/api/reviews/members/${c.seller.user.memberNumber}/reviews?limit=50`,
      c.member.cookie,
    );
    const kept = page.json().items.find((r: { text: string }) => r.text === 'Vendedor excelente, recomendo');
    expect(kept.author).toEqual({ id: null, firstName: 'Membro removido', memberNumber: null });
    const deal = await dealOf(t, c.seller.cookie, id);
    expect(deal?.other.firstName).toBe('Membro removido');
    expect(deal?.myReview).toBeNull();
  });
});
