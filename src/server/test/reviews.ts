import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Deal } from '../../contract/reviews.js';
import { reviewsDeals } from '../db/schema.js';
import { approvedRental, tickChecklist } from './account-rentals.js';
import { call } from './admin.js';
import { createMember, type TestApp } from './app.js';
import { approvedItem, type MarketplaceCast, type Member } from './marketplace.js';
import { sendOk } from './messages.js';

/** A fresh subscriber who messaged the cast's seller about a new approved listing. */
export async function listingWithBuyer(c: MarketplaceCast) {
  const item = await approvedItem(c);
  const buyer = await createMember(c.t, { subscriber: true });
  await sendOk(c.t, buyer.cookie, { receiverId: c.seller.user.id, itemId: item.id, content: 'Ainda está à venda?' });
  return { item, buyer };
}

/** A rented rental of the seller whose contact a fresh subscriber revealed. */
export async function rentalWithRenter(c: MarketplaceCast) {
  const rental = await approvedRental(c.t, c.seller.cookie, c.admin.cookie);
  const renter = await createMember(c.t, { subscriber: true });
  await tickChecklist(c.t, renter.cookie);
  const seen = await call(c.t, 'GET', `/api/account-rentals/${rental.id}/contact`, renter.cookie);
  expect(seen.statusCode, seen.body).toBe(200);
  const st = await call(c.t, 'PUT', `/api/account-rentals/${rental.id}/status`, c.seller.cookie, { status: 'rented' });
  expect(st.statusCode, st.body).toBe(200);
  return { rental, renter };
}

export const propose = (t: TestApp, cookie: string, body: object) =>
  call(t, 'POST', '/api/reviews/deals', cookie, body);

/** A deal the owner proposed and the counterpart confirmed. */
export async function confirmedDeal(
  t: TestApp,
  owner: Member,
  kind: 'listing' | 'rental',
  itemId: number,
  other: Member,
) {
  const p = await propose(t, owner.cookie, { kind, itemId, counterpartId: other.user.id });
  expect(p.statusCode, p.body).toBe(201);
  const id = p.json().deal.id as number;
  const c = await call(t, 'POST', `/api/reviews/deals/${id}/confirm`, other.cookie);
  expect(c.statusCode, c.body).toBe(200);
  return id;
}

export const reviewDeal = (t: TestApp, cookie: string, id: number, body: object) =>
  call(t, 'POST', `/api/reviews/deals/${id}/review`, cookie, body);

/** The caller's view of one deal (GET /api/reviews/deals). */
export async function dealOf(t: TestApp, cookie: string, id: number): Promise<Deal | undefined> {
  const res = await call(t, 'GET', '/api/reviews/deals?limit=50', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as Deal[]).find((d) => d.id === id);
}

/** Moves a deal's window into the past (as if 14 days went by). */
export const closeWindow = (t: TestApp, id: number) =>
  t.db
    .update(reviewsDeals)
    .set({ closesAt: new Date(Date.now() - 1000), confirmedAt: new Date(Date.now() - 15 * 86_400_000) })
    .where(eq(reviewsDeals.id, id));
