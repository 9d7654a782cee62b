// Issue 38: a first page of a search without a block list (a visitor's, or a member's who blocked nobody)
// is kept SEARCH_FIRST_PAGE_MS; what that may and may not change.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../test/admin.js';
import { createMember, type TestApp } from '../test/app.js';
import { approvedItem, idsOf, type MarketplaceCast, type Member, marketplaceCast, token } from '../test/marketplace.js';
import { SEARCH_FIRST_PAGE_MS } from './marketplace.reads.js';
import { marketplaceItems } from './marketplace.tables.js';

let cast: MarketplaceCast;
let t: TestApp;
/** A member who blocked somebody (not the seller): their searches are never kept. */
let blocker: Member;
const block = async (who: Member, memberId: number) => {
  const res = await call(t, 'POST', '/api/blocks', who.cookie, { memberId });
  expect(res.statusCode, res.body).toBe(201);
};
beforeAll(async () => {
  cast = await marketplaceCast();
  ({ t } = cast);
  blocker = await createMember(t, { subscriber: true });
  await block(blocker, cast.member.user.id);
}, 180_000);
afterAll(() => t.close());

describe('a search first page without a block list, kept for a few seconds', () => {
  it('shows a change made outside the service at most SEARCH_FIRST_PAGE_MS late, and only without a block list', async () => {
    const tok = token();
    const item = await approvedItem(cast, { title: `Capacete ${token()}` });
    expect(await idsOf(t, `/api/marketplace?q=${tok}`)).toEqual([]);
    // Another instance (or a direct write) renames the item: this instance's service does not know.
    await t.db
      .update(marketplaceItems)
      .set({ title: `Capacete ${tok}` })
      .where(eq(marketplaceItems.id, item.id));
    // The visitor's page is the kept one, and so is a member's who blocked nobody (the same page);
    // a member with a block list reads the database, and so does a second page.
    expect(await idsOf(t, `/api/marketplace?q=${tok}`)).toEqual([]);
    expect(await idsOf(t, `/api/marketplace?q=${tok}`, cast.buyer.cookie)).toEqual([]);
    expect(await idsOf(t, `/api/marketplace?q=${tok}`, blocker.cookie)).toEqual([item.id]);
    expect(await idsOf(t, `/api/marketplace?q=${tok}&cursor=${item.id + 1}`)).toEqual([item.id]);
    const now = Date.now();
    const later = vi.spyOn(Date, 'now').mockReturnValue(now + SEARCH_FIRST_PAGE_MS + 1);
    try {
      expect(await idsOf(t, `/api/marketplace?q=${tok}`)).toEqual([item.id]);
    } finally {
      later.mockRestore();
    }
  });

  it('never shows a member a listing of someone they blocked, whatever a kept page holds', async () => {
    const tok = token();
    const item = await approvedItem(cast, { title: `Bicicleta ${tok}` });
    const member = await createMember(t, { subscriber: true });
    // Kept first, by a visitor and by the member who has blocked nobody yet.
    expect(await idsOf(t, `/api/marketplace?q=${tok}`)).toEqual([item.id]);
    expect(await idsOf(t, `/api/marketplace?q=${tok}`, member.cookie)).toEqual([item.id]);
    await block(member, cast.seller.user.id);
    expect(await idsOf(t, `/api/marketplace?q=${tok}`, member.cookie)).toEqual([]);
    expect(await idsOf(t, `/api/marketplace?q=${tok}`)).toEqual([item.id]);
  });

  it('forgets the kept pages as soon as the service writes a listing', async () => {
    const tok = token();
    expect(await idsOf(t, `/api/marketplace?q=${tok}`)).toEqual([]);
    const item = await approvedItem(cast, { title: `Bicicleta ${tok}` });
    expect(await idsOf(t, `/api/marketplace?q=${tok}`)).toEqual([item.id]);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/marketplace/${item.id}`,
      headers: { cookie: cast.admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await idsOf(t, `/api/marketplace?q=${tok}`)).toEqual([]);
  });

  it('keeps pages per normalised words and filters: accents and case still find the same items', async () => {
    const tok = token();
    const item = await approvedItem(cast, { title: `Doação ${tok}`, type: 'doacao' });
    for (const q of [`doacao ${tok}`, `DOAÇÃO ${tok}`, `Doação ${tok}`])
      expect(await idsOf(t, `/api/marketplace?q=${encodeURIComponent(q)}`)).toEqual([item.id]);
    expect(await idsOf(t, `/api/marketplace?q=${tok}&type=venda`)).toEqual([]);
    expect(await idsOf(t, `/api/marketplace?q=${tok}&type=doacao`)).toEqual([item.id]);
  });
});
