import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/admin.js';
import { appWithEnv, createMember, type TestApp } from '../test/app.js';
import { createItem, itemBody, type MarketplaceCast, marketplaceCast, uploadImages } from '../test/marketplace.js';
import { sendOk } from '../test/messages.js';
import { latestOf } from '../test/notifications.js';
import { confirmedDeal, dealOf, listingWithBuyer, propose, rentalWithRenter } from '../test/reviews.js';

let c: MarketplaceCast;
let t: TestApp;
beforeAll(async () => {
  c = await marketplaceCast();
  t = c.t;
}, 60_000);
afterAll(() => t?.close());

describe('deals', () => {
  it('the seller names a member who messaged about the listing; the buyer confirms; both are told', async () => {
    const { item, buyer } = await listingWithBuyer(c);
    const cands = await call(t, 'GET', `/api/reviews/deals/candidates?kind=listing&itemId=${item.id}`, c.seller.cookie);
    expect(cands.statusCode, cands.body).toBe(200);
    expect(cands.json().items).toEqual([
      { id: buyer.user.id, firstName: buyer.user.firstName, memberNumber: buyer.user.memberNumber },
    ]);
    const p = await propose(t, c.seller.cookie, { kind: 'listing', itemId: item.id, counterpartId: buyer.user.id });
    expect(p.statusCode, p.body).toBe(201);
    const deal = p.json().deal;
    expect(deal).toMatchObject({ status: 'proposed', mySide: 'owner', itemTitle: item.title, canReview: false });
    expect((await latestOf(t, buyer.cookie, 'deal-proposed'))?.body).toContain(item.title);
    // Only the buyer confirms.
    expect((await call(t, 'POST', `/api/reviews/deals/${deal.id}/confirm`, c.seller.cookie)).statusCode).toBe(403);
    expect((await call(t, 'POST', `/api/reviews/deals/${deal.id}/confirm`, c.member.cookie)).statusCode).toBe(404);
    const ok = await call(t, 'POST', `/api/reviews/deals/${deal.id}/confirm`, buyer.cookie);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().deal).toMatchObject({ status: 'confirmed', mySide: 'counterpart', canReview: true });
    const closes = new Date(ok.json().deal.closesAt).getTime() - new Date(ok.json().deal.confirmedAt).getTime();
    expect(closes).toBe(14 * 86_400_000);
    expect((await call(t, 'POST', `/api/reviews/deals/${deal.id}/confirm`, buyer.cookie)).statusCode).toBe(409);
    expect(await latestOf(t, buyer.cookie, 'deal-reviewable')).toBeDefined();
    expect(await latestOf(t, c.seller.cookie, 'deal-reviewable')).toBeDefined();
    expect((await dealOf(t, c.seller.cookie, deal.id))?.other.firstName).toBe(buyer.user.firstName);
    // Nobody else sees it.
    expect(await dealOf(t, c.member.cookie, deal.id)).toBeUndefined();
  });

  it('refuses a deal with oneself, with a member who never messaged, by a non-owner, twice, and visitors', async () => {
    const { item, buyer } = await listingWithBuyer(c);
    const body = { kind: 'listing', itemId: item.id, counterpartId: buyer.user.id };
    expect((await propose(t, c.seller.cookie, { ...body, counterpartId: c.seller.user.id })).json().message).toBe(
      'Você não pode negociar consigo mesmo.',
    );
    const stranger = await propose(t, c.seller.cookie, { ...body, counterpartId: c.member.user.id });
    expect([stranger.statusCode, stranger.json().message]).toEqual([
      400,
      'Escolha um membro que conversou com você sobre este anúncio.',
    ]);
    expect((await propose(t, buyer.cookie, { ...body, counterpartId: c.seller.user.id })).statusCode).toBe(403);
    expect((await propose(t, c.seller.cookie, { ...body, itemId: 999_999 })).statusCode).toBe(404);
    expect((await propose(t, c.seller.cookie, { ...body, kind: 'carro' })).statusCode).toBe(400);
    expect((await call(t, 'POST', '/api/reviews/deals', undefined, body)).statusCode).toBe(401);
    expect((await propose(t, c.seller.cookie, body)).statusCode).toBe(201);
    const again = await propose(t, c.seller.cookie, body);
    expect([again.statusCode, again.json().message]).toEqual([409, 'Esta negociação já foi registrada.']);
  });

  it('no deal across a block, either way, and a blocked member is not offered', async () => {
    const { item, buyer } = await listingWithBuyer(c);
    await call(t, 'POST', '/api/blocks', buyer.cookie, { memberId: c.seller.user.id });
    const cands = await call(t, 'GET', `/api/reviews/deals/candidates?kind=listing&itemId=${item.id}`, c.seller.cookie);
    expect(cands.json().items).toEqual([]);
    const p = await propose(t, c.seller.cookie, { kind: 'listing', itemId: item.id, counterpartId: buyer.user.id });
    expect([p.statusCode, p.json().message]).toEqual([403, 'Não é possível registrar negociação com este membro.']);
    // A block after the proposal stops the confirmation.
    await call(t, 'DELETE', `/api/blocks/${c.seller.user.id}`, buyer.cookie);
    const ok = await propose(t, c.seller.cookie, { kind: 'listing', itemId: item.id, counterpartId: buyer.user.id });
    await call(t, 'POST', '/api/blocks', c.seller.cookie, { memberId: buyer.user.id });
    expect((await call(t, 'POST', `/api/reviews/deals/${ok.json().deal.id}/confirm`, buyer.cookie)).statusCode).toBe(
      403,
    );
    await call(t, 'DELETE', `/api/blocks/${buyer.user.id}`, c.seller.cookie);
  });

  it('rentals: only once marked rented, with a member who revealed its contact; the renter confirms', async () => {
    const { rental, renter } = await rentalWithRenter(c);
    const cands = await call(
      t,
      'GET',
      `/api/reviews/deals/candidates?kind=rental&itemId=${rental.id}`,
      c.seller.cookie,
    );
    expect(cands.json().items.map((m: { id: number }) => m.id)).toEqual([renter.user.id]);
    const notRevealed = await propose(t, c.seller.cookie, {
      kind: 'rental',
      itemId: rental.id,
      counterpartId: c.buyer.user.id,
    });
    expect(notRevealed.json().message).toBe('Escolha um membro que viu o contato deste aluguel.');
    await call(t, 'PUT', `/api/account-rentals/${rental.id}/status`, c.seller.cookie, { status: 'active' });
    const active = await propose(t, c.seller.cookie, {
      kind: 'rental',
      itemId: rental.id,
      counterpartId: renter.user.id,
    });
    expect([active.statusCode, active.json().message]).toEqual([
      400,
      'Marque o aluguel como alugado antes de dizer para quem.',
    ]);
    await call(t, 'PUT', `/api/account-rentals/${rental.id}/status`, c.seller.cookie, { status: 'rented' });
    const id = await confirmedDeal(t, c.seller, 'rental', rental.id, renter);
    expect(await dealOf(t, renter.cookie, id)).toMatchObject({
      kind: 'rental',
      status: 'confirmed',
      mySide: 'counterpart',
    });
  });

  it('a member cannot register more deals than DEALS_PER_DAY; refused ones do not count', async () => {
    const t2 = await appWithEnv(t, { DEALS_PER_DAY: '2' });
    const seller = await createMember(t2, { subscriber: true });
    const c3 = { ...c, t: t2, seller };
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await listingWithBuyerAs(c3));
    // A refused proposal (a stranger) costs nothing.
    const refused = await propose(t2, seller.cookie, {
      kind: 'listing',
      itemId: made[0]!.item.id,
      counterpartId: c.member.user.id,
    });
    expect(refused.statusCode).toBe(400);
    const res = [];
    for (const { item, buyer } of made)
      res.push(await propose(t2, seller.cookie, { kind: 'listing', itemId: item.id, counterpartId: buyer.user.id }));
    expect(res.map((r) => r.statusCode)).toEqual([201, 201, 429]);
    expect(res[2]!.json().message).toBe(
      'Você registrou muitas negociações em pouco tempo. Tente novamente mais tarde.',
    );
  });
});

/** listingWithBuyer for a seller other than the cast's (the image belongs to the cast's seller: a fresh upload). */
async function listingWithBuyerAs(c3: MarketplaceCast) {
  const imgs = await uploadImages(c3.t, c3.seller.cookie, 1);
  const item = await createItem(c3.t, c3.seller.cookie, itemBody(imgs));
  const adminRes = await call(c3.t, 'POST', `/api/admin/marketplace/${item.id}/approve`, c3.admin.cookie);
  expect(adminRes.statusCode, adminRes.body).toBe(200);
  const buyer = await createMember(c3.t, { subscriber: true });
  await sendOk(c3.t, buyer.cookie, { receiverId: c3.seller.user.id, itemId: item.id, content: 'Quero comprar' });
  return { item, buyer };
}
