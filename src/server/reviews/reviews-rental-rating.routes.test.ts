import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rental } from '../../contract/account-rentals.js';
import { approvedRental, createRental } from '../test/account-rentals.js';
import { call } from '../test/admin.js';
import { createMember, type TestApp } from '../test/app.js';
import { type MarketplaceCast, marketplaceCast } from '../test/marketplace.js';
import { closeWindow, confirmedDeal, listingWithBuyer, rentalWithRenter, reviewDeal } from '../test/reviews.js';

// Issue 33 (decision 047): the rentals carry their owner's rating, in step with every publication
// and hide, and the list sorts by it ('Melhor avaliação'), paged on the server.

let c: MarketplaceCast;
let t: TestApp;
beforeAll(async () => {
  c = await marketplaceCast();
  t = c.t;
}, 60_000);
afterAll(() => t?.close());

const list = async (query: string, cookie?: string) => {
  const res = await call(t, 'GET', `/api/account-rentals?${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Rental[]; nextCursor: number | null };
};
const ratingOnRental = async (id: number, cookie = c.member.cookie) =>
  (await call(t, 'GET', `/api/account-rentals/${id}`, cookie)).json().ownerRating;
const profileRating = async () =>
  (await call(t, 'GET', `/api/reviews/members/${c.seller.user.memberNumber}`, c.member.cookie)).json().rating;

/** A sale of the seller both sides reviewed (published at once): the buyer gives `stars`. */
async function publishedSale(stars: number) {
  const { item, buyer } = await listingWithBuyer(c);
  const id = await confirmedDeal(t, c.seller, 'listing', item.id, buyer);
  const r = await reviewDeal(t, buyer.cookie, id, { stars });
  await reviewDeal(t, c.seller.cookie, id, { stars: 5 });
  return r.json().deal.myReview.id as number;
}

describe("the owner's rating on rentals", () => {
  let listed: Rental;
  let hideId: number;

  it('follows publication only (blind), then the average from 3 reviews, as on the profile', async () => {
    listed = await approvedRental(t, c.seller.cookie, c.admin.cookie, { region: 'Avaliado' });
    expect(await ratingOnRental(listed.id)).toEqual({ count: 0, average: null });

    // A rental deal: the renter's review alone is not published, so the card does not move.
    const { rental, renter } = await rentalWithRenter(c);
    const deal = await confirmedDeal(t, c.seller, 'rental', rental.id, renter);
    const mine = await reviewDeal(t, renter.cookie, deal, { stars: 5, tags: ['Conta funcionou'] });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(await ratingOnRental(listed.id)).toEqual({ count: 0, average: null });
    // The window ends: the schedule publishes it, and the rentals follow.
    await closeWindow(t, deal);
    await t.app.services.reviews.runSchedule();
    expect(await ratingOnRental(listed.id)).toEqual({ count: 1, average: null });

    await publishedSale(4);
    expect(await ratingOnRental(rental.id)).toEqual({ count: 2, average: null });
    hideId = await publishedSale(4);
    const card = (await list('region=Avaliado', c.member.cookie)).items.find((r) => r.id === listed.id)!;
    expect(card.ownerRating).toEqual({ count: 3, average: 4.3 });
    expect(card.ownerRating).toEqual(await profileRating());
    // Visitors see it on the cards too.
    expect((await list('region=Avaliado')).items[0]!.ownerRating).toEqual({ count: 3, average: 4.3 });
  });

  it('an admin hiding a review takes it off the cards; showing it again puts it back', async () => {
    const hide = (hidden: boolean) => call(t, 'PUT', `/api/admin/reviews/${hideId}/hidden`, c.admin.cookie, { hidden });
    expect((await hide(true)).statusCode).toBe(200);
    expect(await ratingOnRental(listed.id)).toEqual({ count: 2, average: null });
    expect((await hide(false)).statusCode).toBe(200);
    expect(await ratingOnRental(listed.id)).toEqual({ count: 3, average: 4.3 });
  });

  it('a rental listed later starts with the owner’s rating', async () => {
    const later = await approvedRental(t, c.seller.cookie, c.admin.cookie);
    expect(await ratingOnRental(later.id)).toEqual({ count: 3, average: 4.3 });
    const other = await createMember(t, { subscriber: true });
    const theirs = await approvedRental(t, other.cookie, c.admin.cookie);
    expect(await ratingOnRental(theirs.id)).toEqual({ count: 0, average: null });
  });
});

describe("'Melhor avaliação'", () => {
  const key = (r: Rental) => [r.ownerRating.average ?? 0, r.id] as const;
  const inOrder = (rows: Rental[]) =>
    rows.every((r, i) => {
      if (i === 0) return true;
      const [a, b] = [key(rows[i - 1]!), key(r)];
      return a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);
    });

  it('puts the best rated owners first and pages on the server without repeats or gaps', async () => {
    const other = await createMember(t, { subscriber: true });
    for (let i = 0; i < 3; i++) await approvedRental(t, other.cookie, c.admin.cookie);
    const whole = (await list('sort=rating&limit=48')).items;
    expect(whole.length).toBe(7);
    expect(whole[0]!.ownerRating.average).toBe(4.3);
    expect(inOrder(whole)).toBe(true);
    const seen: Rental[] = [];
    let cursor: number | null = null;
    do {
      const page: { items: Rental[]; nextCursor: number | null } = await list(
        `sort=rating&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(seen.map((r) => r.id)).toEqual(whole.map((r) => r.id));
    // Newest first stays the default.
    const recent = (await list('limit=48')).items.map((r) => r.id);
    expect(recent).toEqual([...recent].sort((a, b) => b - a));
  });

  it("an owner's own pending rental is merged into the sorted page; a bad order is a pt-BR 400", async () => {
    const pending = await createRental(t, c.seller.cookie, { region: 'Pendente' });
    const mine = (await list('sort=rating&limit=48', c.seller.cookie)).items;
    expect(mine.map((r) => r.id)).toContain(pending.id);
    expect(inOrder(mine)).toBe(true);
    expect(mine.find((r) => r.id === pending.id)!.ownerRating.average).toBe(4.3);
    // Paged two at a time, in both orders, the owner's pages hold the same rentals as the whole list.
    for (const sort of ['rating', 'recent']) {
      const whole = (await list(`sort=${sort}&limit=48`, c.seller.cookie)).items.map((r) => r.id);
      const seen: number[] = [];
      let cursor: number | null = null;
      do {
        const q = `sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
        const page: { items: Rental[]; nextCursor: number | null } = await list(q, c.seller.cookie);
        seen.push(...page.items.map((r) => r.id));
        cursor = page.nextCursor;
      } while (cursor !== null);
      expect(seen).toEqual(whole);
    }
    const bad = await call(t, 'GET', '/api/account-rentals?sort=preco');
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Ordenação inválida']);
  });
});
