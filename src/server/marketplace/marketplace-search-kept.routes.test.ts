// Issue 38: a visitor's first page of a search is kept SEARCH_FIRST_PAGE_MS; what that may and may not change.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../test/app.js';
import { approvedItem, idsOf, type MarketplaceCast, marketplaceCast, token } from '../test/marketplace.js';
import { SEARCH_FIRST_PAGE_MS } from './marketplace.reads.js';
import { marketplaceItems } from './marketplace.tables.js';

let cast: MarketplaceCast;
let t: TestApp;
beforeAll(async () => {
  cast = await marketplaceCast();
  ({ t } = cast);
}, 180_000);
afterAll(() => t.close());

describe('a visitor’s search first page, kept for a few seconds', () => {
  it('shows a change made outside the service at most SEARCH_FIRST_PAGE_MS late, to visitors only', async () => {
    const tok = token();
    const item = await approvedItem(cast, { title: `Capacete ${token()}` });
    expect(await idsOf(t, `/api/marketplace?q=${tok}`)).toEqual([]);
    // Another instance (or a direct write) renames the item: this instance's service does not know.
    await t.db
      .update(marketplaceItems)
      .set({ title: `Capacete ${tok}` })
      .where(eq(marketplaceItems.id, item.id));
    // The visitor's page is the kept one; a member's search is never kept; nor is a second page.
    expect(await idsOf(t, `/api/marketplace?q=${tok}`)).toEqual([]);
    expect(await idsOf(t, `/api/marketplace?q=${tok}`, cast.buyer.cookie)).toEqual([item.id]);
    expect(await idsOf(t, `/api/marketplace?q=${tok}&cursor=${item.id + 1}`)).toEqual([item.id]);
    const now = Date.now();
    const later = vi.spyOn(Date, 'now').mockReturnValue(now + SEARCH_FIRST_PAGE_MS + 1);
    try {
      expect(await idsOf(t, `/api/marketplace?q=${tok}`)).toEqual([item.id]);
    } finally {
      later.mockRestore();
    }
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
