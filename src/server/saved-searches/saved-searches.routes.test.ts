import { buffer } from 'node:stream/consumers';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBufferPromise } from 'yauzl';
import {
  savedSearchMessages as msg,
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  type SavedSearchPage,
} from '../../contract/saved-searches.js';
import { savedSearchAlerts, savedSearches } from '../db/schema.js';
import { approvedRental } from '../test/account-rentals.js';
import { call } from '../test/admin.js';
import { createMember } from '../test/app.js';
import { approvedItem, type MarketplaceCast, marketplaceCast, token } from '../test/marketplace.js';
import { notificationsOf } from '../test/notifications.js';
import { matchSavedSearches } from '../test/saved-searches.js';

let c: MarketplaceCast;
beforeAll(async () => {
  c = await marketplaceCast();
}, 60_000);
afterAll(() => c?.t.close());

const mk = () => createMember(c.t);
const post = (cookie: string | undefined, body: Record<string, unknown>) =>
  call(c.t, 'POST', '/api/saved-searches', cookie, body);
async function saved(cookie: string, body: Record<string, unknown>): Promise<SavedSearch> {
  const res = await post(cookie, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().search;
}
const listOf = async (cookie: string, q = ''): Promise<SavedSearchPage> => {
  const res = await call(c.t, 'GET', `/api/saved-searches${q}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** The member's saved-search alerts, newest first: [search id, title, body]. */
const alertsOf = async (cookie: string) =>
  (await notificationsOf(c.t, cookie)).items
    .filter((n) => n.type === 'saved-search-matches')
    .map((n) => [n.target.id, n.title, n.body]);

describe('saved searches', () => {
  it('saves the filters with a name, lists them paged, renames and deletes; nobody else reads them', async () => {
    const me = await createMember(c.t);
    const other = await createMember(c.t, { admin: true });
    const a = await saved(me.cookie, {
      name: 'Bikes',
      kind: 'item',
      filters: { q: ' Bicicleta  Elétrica ', type: 'venda' },
    });
    expect(a).toMatchObject({
      name: 'Bikes',
      kind: 'item',
      filters: { q: 'Bicicleta  Elétrica', type: 'venda', category: null, minPrice: null },
      path: '/marketplace?q=Bicicleta++El%C3%A9trica&type=venda',
    });
    const b = await saved(me.cookie, {
      name: 'Contas',
      kind: 'rental',
      filters: { appName: 'Deliveroo', region: 'Dublin', minPrice: '100', maxPrice: 180.5 },
    });
    expect(b.path).toBe('/account-rental?appName=Deliveroo&region=dublin&minPrice=100&maxPrice=180.5');
    const m = await saved(me.cookie, { name: 'Motos', kind: 'item', filters: { type: 'motocicleta' } });
    expect(m.filters).toMatchObject({ type: null, category: 'motos' });

    const first = await listOf(me.cookie, '?limit=2');
    expect([first.items.map((s) => s.id), first.total]).toEqual([[m.id, b.id], 3]);
    const second = await listOf(me.cookie, `?limit=2&cursor=${first.nextCursor}`);
    expect([second.items.map((s) => s.id), second.nextCursor]).toEqual([[a.id], null]);

    const renamed = await call(c.t, 'PATCH', `/api/saved-searches/${a.id}`, me.cookie, { name: 'Elétricas' });
    expect(renamed.json()).toMatchObject({ message: msg.renamed, search: { id: a.id, name: 'Elétricas' } });
    expect((await call(c.t, 'GET', `/api/saved-searches/${a.id}`, me.cookie)).json().name).toBe('Elétricas');

    // Another member (an admin too) neither reads, renames nor deletes them: they do not exist for them.
    expect((await listOf(other.cookie)).items).toEqual([]);
    for (const [method, body] of [['GET'], ['PATCH', { name: 'x' }], ['DELETE']] as const) {
      const res = await call(c.t, method, `/api/saved-searches/${a.id}`, other.cookie, body);
      expect([res.statusCode, res.json().message]).toEqual([404, msg.notFound]);
    }
    expect((await call(c.t, 'GET', '/api/saved-searches')).statusCode).toBe(401);
    expect((await post(undefined, { name: 'x', kind: 'item', filters: { q: 'x' } })).statusCode).toBe(401);

    expect((await call(c.t, 'DELETE', `/api/saved-searches/${a.id}`, me.cookie)).json()).toEqual({
      message: msg.deleted,
    });
    expect((await listOf(me.cookie)).items.map((s) => s.id)).toEqual([m.id, b.id]);
  });

  it('refuses bad input with a clear message', async () => {
    const me = await createMember(c.t);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '', kind: 'item', filters: { q: 'x' } }, msg.nameRequired],
      [{ name: 'x'.repeat(61), kind: 'item', filters: { q: 'x' } }, msg.nameTooLong],
      [{ name: 'a', kind: 'bike', filters: { q: 'x' } }, msg.kindInvalid],
      [{ name: 'a', kind: 'item', filters: {} }, msg.empty],
      [{ name: 'a', kind: 'item', filters: { q: 'x', minPrice: 50, maxPrice: 10 } }, msg.priceRange],
      [{ name: 'a', kind: 'item', filters: { q: 'x', maxPrice: 'muito' } }, msg.priceInvalid],
      [{ name: 'a', kind: 'item', filters: { type: 'roubo' } }, msg.filterInvalid],
      [{ name: 'a', kind: 'item', filters: { q: 'y'.repeat(31) } }, msg.wordTooLong],
    ];
    for (const [body, message] of cases) {
      const res = await post(me.cookie, body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([400, message]);
    }
    const bad = await call(c.t, 'PATCH', '/api/saved-searches/1', me.cookie, { name: ' ' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, msg.nameRequired]);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} per member, under a parallel burst`, async () => {
    const me = await createMember(c.t);
    const answers = await Promise.all(
      Array.from({ length: SAVED_SEARCHES_MAX + 4 }, (_, i) =>
        post(me.cookie, { name: `Busca ${i}`, kind: 'item', filters: { q: `palavra${i}` } }),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((s) => s === 200)).toHaveLength(SAVED_SEARCHES_MAX);
    expect(answers.filter((r) => r.statusCode === 400).map((r) => r.json().message)).toEqual(
      Array(4).fill(msg.tooMany),
    );
    expect((await listOf(me.cookie)).total).toBe(SAVED_SEARCHES_MAX);
  });

  it('a newly approved listing that matches tells the member (accents and case aside), once an hour with how many are new', async () => {
    const tok = token().toLowerCase();
    const [fan, picky, cheap, blocked, blocker] = await Promise.all([mk(), mk(), mk(), mk(), mk()]);
    const words = { q: `${tok} ELETRICA`, type: 'venda' };
    const mine = await saved(fan.cookie, { name: 'Elétricas', kind: 'item', filters: words });
    await saved(picky.cookie, {
      name: 'Outra categoria',
      kind: 'item',
      filters: { ...words, category: 'eletronicos' },
    });
    await saved(cheap.cookie, { name: 'Baratas', kind: 'item', filters: { ...words, maxPrice: 100 } });
    await saved(blocked.cookie, { name: 'Bloqueado', kind: 'item', filters: words });
    await saved(blocker.cookie, { name: 'Bloqueio', kind: 'item', filters: words });
    // The seller's own search never tells them of their own listing.
    await saved(c.seller.cookie, { name: 'Minha', kind: 'item', filters: words });
    // Not across a block, either way.
    expect((await call(c.t, 'POST', '/api/blocks', c.seller.cookie, { memberId: blocked.user.id })).statusCode).toBe(
      201,
    );
    expect((await call(c.t, 'POST', '/api/blocks', blocker.cookie, { memberId: c.seller.user.id })).statusCode).toBe(
      201,
    );

    await approvedItem(c, { title: `Bicicleta Elétrica ${tok.toUpperCase()}`, price: '450' });

    await matchSavedSearches(c.t);
    expect(await alertsOf(fan.cookie)).toEqual([
      [mine.id, 'Novo anúncio na sua busca', '1 anúncio novo em “Elétricas”.'],
    ]);
    for (const m of [picky, cheap, blocked, blocker, c.seller]) expect(await alertsOf(m.cookie)).toEqual([]);

    // Within the hour: counted, not told; a listing that does not match is not counted.
    await approvedItem(c, { title: `Outra elétrica ${tok}`, description: 'Pouco uso.' });
    await matchSavedSearches(c.t);
    await approvedItem(c, { title: `Elétrica ${tok}`, type: 'troca' });
    await matchSavedSearches(c.t);
    await approvedItem(c, { title: 'Capacete', description: 'Sem a palavra.' });
    await matchSavedSearches(c.t);
    expect(await alertsOf(fan.cookie)).toHaveLength(1);
    const [row] = await c.t.db.select().from(savedSearchAlerts).where(eq(savedSearchAlerts.searchId, mine.id));
    expect(row!.pending).toBe(1);
    // The hourly round tells the ones that waited an hour.
    await c.t.db
      .update(savedSearchAlerts)
      .set({ notifiedAt: sql`now() - interval '61 minutes'` })
      .where(eq(savedSearchAlerts.searchId, mine.id));
    expect(await c.t.app.services.savedSearches.runSchedule()).toBeGreaterThanOrEqual(1);
    expect((await alertsOf(fan.cookie))[0]).toEqual([
      mine.id,
      'Novo anúncio na sua busca',
      '1 anúncio novo em “Elétricas”.',
    ]);
    // Two more within the hour, then the round: one notification saying 2.
    await approvedItem(c, { title: `Mais uma elétrica ${tok}` });
    await matchSavedSearches(c.t);
    await approvedItem(c, { title: `E outra ELÉTRICA ${tok}` });
    await matchSavedSearches(c.t);
    await c.t.db
      .update(savedSearchAlerts)
      .set({ notifiedAt: sql`now() - interval '61 minutes'` })
      .where(eq(savedSearchAlerts.searchId, mine.id));
    await c.t.app.services.savedSearches.runSchedule();
    const alerts = await alertsOf(fan.cookie);
    expect(alerts).toHaveLength(3);
    expect(alerts[0]).toEqual([mine.id, 'Novos anúncios na sua busca', '2 anúncios novos em “Elétricas”.']);
    // The bell's link opens the search's results.
    const [n] = (await notificationsOf(c.t, fan.cookie)).items;
    expect(n!.target).toMatchObject({ kind: 'saved-search', id: mine.id });
  }, 60_000);

  it('a newly approved rental tells the searches of its app, region and price range', async () => {
    const tok = token().toLowerCase();
    const [fan, far, dear] = await Promise.all([mk(), mk(), mk()]);
    const base = { appName: 'Just Eat', region: 'dublin', maxPrice: 200 };
    const mine = await saved(fan.cookie, { name: 'Just Eat barata', kind: 'rental', filters: base });
    await saved(far.cookie, { name: 'Cork', kind: 'rental', filters: { ...base, region: 'Cork' } });
    await saved(dear.cookie, { name: 'Cara', kind: 'rental', filters: { ...base, minPrice: 300, maxPrice: null } });
    await approvedRental(c.t, c.seller.cookie, c.admin.cookie, {
      appName: 'Just Eat',
      region: 'Dublin',
      weeklyPrice: 150,
      description: `Conta ${tok}`,
    });
    await matchSavedSearches(c.t);
    expect(await alertsOf(fan.cookie)).toEqual([
      [mine.id, 'Novo anúncio na sua busca', '1 aluguel novo em “Just Eat barata”.'],
    ]);
    expect(await alertsOf(far.cookie)).toEqual([]);
    expect(await alertsOf(dear.cookie)).toEqual([]);
  });

  it("is in the member's data export, and goes with the account", async () => {
    const me = await createMember(c.t);
    await saved(me.cookie, { name: 'Para exportar', kind: 'item', filters: { q: 'baú' } });
    const res = await c.t.app.inject({ method: 'GET', url: '/api/privacy/export', headers: { cookie: me.cookie } });
    expect(res.statusCode).toBe(200);
    const zip = await fromBufferPromise(res.rawPayload, { lazyEntries: true });
    let data: { savedSearches?: unknown[] } = {};
    for await (const entry of zip.eachEntry())
      if (entry.fileName === 'meus-dados.json')
        data = JSON.parse((await buffer(await zip.openReadStreamPromise(entry))).toString());
    expect(data.savedSearches).toEqual([
      {
        name: 'Para exportar',
        kind: 'item',
        filters: expect.objectContaining({ q: 'baú' }),
        savedAt: expect.any(String),
      },
    ]);
    const superAdmin = await createMember(c.t, { superAdmin: true });
    const del = await call(c.t, 'DELETE', `/api/admin/users/${me.user.id}`, superAdmin.cookie);
    expect(del.statusCode, del.body).toBe(200);
    expect(await c.t.db.$count(savedSearches, eq(savedSearches.userId, me.user.id))).toBe(0);
  });
});
