import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBufferPromise } from 'yauzl';
import type { ReportGroupPage } from '../../contract/reports.js';
import type { AdminReviewPage, ProfileListingPage, ProfileRentalPage } from '../../contract/reviews.js';
import { approvedRental, createRental } from '../test/account-rentals.js';
import { auditOf, call } from '../test/admin.js';
import { createMember, type TestApp } from '../test/app.js';
import { approvedItem, createItem, itemBody, type MarketplaceCast, marketplaceCast } from '../test/marketplace.js';
import { confirmedDeal, listingWithBuyer, reviewDeal } from '../test/reviews.js';

// Issue 33, the profile's listings and rentals, reporting a review, the admins' screen of reviews,
// the export and the deletion.
let c: MarketplaceCast;
let t: TestApp;
beforeAll(async () => {
  c = await marketplaceCast();
  t = c.t;
}, 60_000);
afterAll(() => t?.close());

/** A fresh buyer's deal with the seller: the buyer's review is blind until the seller reviews too. */
async function deal(text: string) {
  const { item, buyer } = await listingWithBuyer(c);
  const id = await confirmedDeal(t, c.seller, 'listing', item.id, buyer);
  const r = await reviewDeal(t, buyer.cookie, id, { stars: 1, text });
  expect(r.statusCode, r.body).toBe(201);
  return { id, buyer, item, reviewId: r.json().deal.myReview.id as number };
}
const publish = async (id: number) =>
  expect((await reviewDeal(t, c.seller.cookie, id, { stars: 4 })).statusCode).toBe(201);
const report = (cookie: string, targetId: number) =>
  call(t, 'POST', '/api/reports', cookie, { kind: 'review', targetId, reason: 'assedio' });
const reviewsOfSeller = async () =>
  (await call(t, 'GET', `/api/reviews/members/${c.seller.user.memberNumber}/reviews?limit=50`, c.member.cookie)).body;

describe("the profile's active listings and rentals", () => {
  it('lists only approved, active listings and rentals, paged, with no WhatsApp', async () => {
    const n = c.seller.user.memberNumber;
    const older = await approvedItem(c, { title: 'Capacete do perfil' });
    const shown = await approvedItem(c, { title: 'Bag térmica do perfil' });
    const pending = await createItem(t, c.seller.cookie, itemBody([c.sellerImages[1]!], { title: 'Pendente perfil' }));
    const rental = await approvedRental(t, c.seller.cookie, c.admin.cookie, { region: 'Rathmines' });
    await createRental(t, c.seller.cookie, { region: 'Pendente' });

    const listings = await call(t, 'GET', `/api/reviews/members/${n}/listings?limit=24`, c.member.cookie);
    expect(listings.statusCode, listings.body).toBe(200);
    const lp: ProfileListingPage = listings.json();
    expect(lp.items[0]).toEqual({
      id: shown.id,
      listingNumber: shown.listingNumber,
      title: 'Bag térmica do perfil',
      price: shown.price,
      imageUrl: shown.imageUrls[0],
    });
    expect(lp.items.map((i) => i.id)).not.toContain(pending.id);
    expect(listings.body).not.toContain('+353');
    const one = await call(t, 'GET', `/api/reviews/members/${n}/listings?limit=1`, c.member.cookie);
    expect(one.json().nextCursor).toBe(shown.id);
    const next = await call(t, 'GET', `/api/reviews/members/${n}/listings?limit=1&cursor=${shown.id}`, c.member.cookie);
    expect(next.json().items.map((i: { title: string }) => i.title)).toEqual(['Capacete do perfil']);
    expect(next.json().items[0].id).toBe(older.id);

    const rentals = await call(t, 'GET', `/api/reviews/members/${n}/rentals`, c.member.cookie);
    const rp: ProfileRentalPage = rentals.json();
    expect(rp.items[0]).toEqual({
      id: rental.id,
      appName: 'Deliveroo',
      accountType: 'bike',
      region: 'Rathmines',
      weeklyPrice: '150.00',
    });
    expect(rp.items.map((r) => r.region)).not.toContain('Pendente');
    expect(rentals.body).not.toContain('+353');
    // A rented rental is no longer offered.
    await call(t, 'PUT', `/api/account-rentals/${rental.id}/status`, c.seller.cookie, { status: 'rented' });
    const after: ProfileRentalPage = (
      await call(t, 'GET', `/api/reviews/members/${n}/rentals`, c.member.cookie)
    ).json();
    expect(after.items.map((r) => r.id)).not.toContain(rental.id);

    expect((await call(t, 'GET', `/api/reviews/members/${n}/listings`)).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/reviews/members/CL999999/rentals', c.member.cookie)).statusCode).toBe(404);
  });
});

describe('reporting a review', () => {
  it('a blind review cannot be reported (it does not exist yet); a published one can, once, not by its author', async () => {
    const { id, buyer, reviewId } = await deal('Vendedor grosseiro zqblind');
    const early = await report(c.member.cookie, reviewId);
    expect([early.statusCode, early.json().message]).toEqual([404, 'Conteúdo não encontrado.']);
    // Nor by the reviewed member: they must not learn it exists, let alone what it says.
    expect((await report(c.seller.cookie, reviewId)).statusCode).toBe(404);
    const q0: ReportGroupPage = (await call(t, 'GET', '/api/admin/reports?limit=50', c.admin.cookie)).json();
    expect(JSON.stringify(q0)).not.toContain('zqblind');

    await publish(id);
    const own = await report(buyer.cookie, reviewId);
    expect([own.statusCode, own.json().message]).toEqual([
      400,
      'Você não pode denunciar a si mesmo nem o seu próprio conteúdo.',
    ]);
    const ok = await report(c.seller.cookie, reviewId);
    expect(ok.statusCode, ok.body).toBe(201);
    expect((await report(c.seller.cookie, reviewId)).statusCode).toBe(409);
    const q: ReportGroupPage = (await call(t, 'GET', '/api/admin/reports?limit=50', c.admin.cookie)).json();
    const group = q.items.find((g) => g.kind === 'review' && g.targetId === reviewId);
    expect(group?.summary).toContain('Vendedor grosseiro zqblind');
    expect(group?.summary).toContain(c.seller.user.memberNumber);
    expect(group?.owner?.id).toBe(buyer.user.id);
    expect(group?.reports).toEqual([{ reason: 'assedio', details: null, createdAt: expect.any(String) }]);
  });

  it("the admin hides it from the queue (audited): off the profile and the average; 'Avaliações ocultas' shows it again", async () => {
    const { id, reviewId } = await deal('Texto ofensivo zqhide');
    await publish(id);
    const before = (await call(t, 'GET', `/api/reviews/members/${c.seller.user.memberNumber}`, c.member.cookie)).json()
      .rating.count;
    expect(await reviewsOfSeller()).toContain('zqhide');
    expect((await report(c.member.cookie, reviewId)).statusCode).toBe(201);

    const del = await call(t, 'POST', '/api/admin/reports/resolve', c.admin.cookie, {
      kind: 'review',
      targetId: reviewId,
      action: 'delete',
    });
    expect([del.statusCode, del.json().message]).toEqual([400, 'Esta ação não se aplica a este tipo de conteúdo.']);
    const member = await call(t, 'POST', '/api/admin/reports/resolve', c.member.cookie, {
      kind: 'review',
      targetId: reviewId,
      action: 'hide',
    });
    expect(member.statusCode).toBe(403);
    const hide = await call(t, 'POST', '/api/admin/reports/resolve', c.admin.cookie, {
      kind: 'review',
      targetId: reviewId,
      action: 'hide',
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect((await auditOf(t, 'review', reviewId)).map((a) => a.action)).toEqual(['review.hide', 'reports.hide']);
    expect(await reviewsOfSeller()).not.toContain('zqhide');
    const now = (await call(t, 'GET', `/api/reviews/members/${c.seller.user.memberNumber}`, c.member.cookie)).json();
    expect(now.rating.count).toBe(before - 1);
    const mine = (await call(t, 'GET', '/api/reports/mine', c.member.cookie)).json();
    expect(mine.items.find((r: { targetId: number }) => r.targetId === reviewId).status).toBe('hidden');

    // The admins' screen: the hidden reviews, and a member's reviews with the hidden ones marked.
    const hidden: AdminReviewPage = (await call(t, 'GET', '/api/admin/reviews?limit=50', c.admin.cookie)).json();
    expect(hidden.items.find((r) => r.id === reviewId)).toMatchObject({
      hidden: true,
      text: 'Texto ofensivo zqhide',
      subject: { id: c.seller.user.id, memberNumber: c.seller.user.memberNumber },
    });
    const about: AdminReviewPage = (
      await call(t, 'GET', `/api/admin/reviews?memberNumber=${c.seller.user.memberNumber}&limit=50`, c.admin.cookie)
    ).json();
    expect(about.items.some((r) => r.id === reviewId && r.hidden)).toBe(true);
    expect(about.items.some((r) => !r.hidden)).toBe(true);
    expect((await call(t, 'GET', '/api/admin/reviews', c.seller.cookie)).statusCode).toBe(403);
    const show = await call(t, 'PUT', `/api/admin/reviews/${reviewId}/hidden`, c.admin.cookie, { hidden: false });
    expect(show.statusCode).toBe(200);
    expect((await auditOf(t, 'review', reviewId)).at(-1)?.action).toBe('review.show');
    expect(await reviewsOfSeller()).toContain('zqhide');
  });

  it('an admin never finds a blind review on the admin screen either', async () => {
    const { reviewId } = await deal('Ainda cego zqadminblind');
    const about: AdminReviewPage = (
      await call(t, 'GET', `/api/admin/reviews?memberNumber=${c.seller.user.memberNumber}&limit=50`, c.admin.cookie)
    ).json();
    expect(about.items.map((r) => r.id)).not.toContain(reviewId);
    expect(JSON.stringify(about)).not.toContain('zqadminblind');
    const hide = await call(t, 'PUT', `/api/admin/reviews/${reviewId}/hidden`, c.admin.cookie, { hidden: true });
    expect(hide.statusCode).toBe(404);
  });
});

async function exportJson(cookie: string) {
  const res = await call(t, 'GET', '/api/privacy/export', cookie);
  expect(res.statusCode).toBe(200);
  const zip = await fromBufferPromise(res.rawPayload, { lazyEntries: true });
  for await (const entry of zip.eachEntry())
    if (entry.fileName === 'meus-dados.json')
      return JSON.parse((await buffer(await zip.openReadStreamPromise(entry))).toString());
  throw new Error('no meus-dados.json');
}

describe('export and deletion', () => {
  it('the export has the deals and the reviews written and received (received only once published)', async () => {
    const { id, buyer, reviewId } = await deal('Exportada zqexport');
    const sellerBefore = await exportJson(c.seller.cookie);
    expect(sellerBefore.deals.map((d: { id: number }) => d.id)).toContain(id);
    expect(JSON.stringify(sellerBefore.reviewsReceived)).not.toContain('zqexport');
    await publish(id);
    const seller = await exportJson(c.seller.cookie);
    expect(seller.reviewsReceived).toContainEqual(
      expect.objectContaining({ id: reviewId, text: 'Exportada zqexport' }),
    );
    expect(seller.reviewsWritten).toContainEqual(expect.objectContaining({ dealId: id, subjectId: buyer.user.id }));
    const b = await exportJson(buyer.cookie);
    expect(b.deals).toEqual([expect.objectContaining({ id, counterpartId: buyer.user.id })]);
    expect(b.reviewsWritten).toEqual([expect.objectContaining({ id: reviewId, stars: 1 })]);
    expect(b.reviewsReceived).toEqual([expect.objectContaining({ dealId: id, authorId: c.seller.user.id, stars: 4 })]);
  });

  it('deleting an account removes the reviews about that member', { timeout: 60_000 }, async () => {
    const { id, buyer } = await deal('Sobre o vendedor zqkept');
    await publish(id);
    const other = await createMember(t, { subscriber: true });
    const about = await call(t, 'GET', `/api/reviews/members/${buyer.user.memberNumber}/reviews`, other.cookie);
    expect(about.json().items).toHaveLength(1);
    const del = await call(t, 'POST', '/api/privacy/delete-account', buyer.cookie, {
      password: buyer.password,
      confirmation: 'EXCLUIR',
    });
    expect(del.statusCode, del.body).toBe(200);
    const seller = await exportJson(c.seller.cookie);
    // The seller's review about the deleted buyer is gone; the buyer's about the seller stays.
    expect(seller.reviewsWritten.some((r: { dealId: number }) => r.dealId === id)).toBe(false);
    expect(seller.reviewsReceived).toContainEqual(
      expect.objectContaining({ dealId: id, authorId: null, text: 'Sobre o vendedor zqkept' }),
    );
  });
});
