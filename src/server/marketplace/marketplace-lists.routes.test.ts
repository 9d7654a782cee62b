// Public lists of the marketplace: search, filters, totals, paging, my listings, similar items.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETPLACE_TOTAL_CAP, type MarketplaceItem } from '../../contract/marketplace.js';
import { createMember, type TestApp } from '../test/app.js';
import {
  approvedItem as approved,
  createItem,
  get,
  idsOf,
  itemBody,
  type MarketplaceCast,
  type Member,
  marketplaceCast,
  putItem,
  token,
  uploadImages,
} from '../test/marketplace.js';
import { marketplaceItems } from './marketplace.tables.js';

let cast: MarketplaceCast;
let t: TestApp;
let admin: Member;
let seller: Member;
let member: Member;
let sellerImages: string[];
let adminImages: string[];
beforeAll(async () => {
  cast = await marketplaceCast();
  ({ t, admin, seller, member, sellerImages, adminImages } = cast);
});
afterAll(() => t.close());
const approvedItem = (overrides?: Record<string, unknown>) => approved(cast, overrides);

describe('search and filters', () => {
  it('is case- and accent-insensitive both ways, over title or description', async () => {
    const tok = token();
    const accented = await approvedItem({ title: `Doação de capacete ${tok}`, type: 'doacao', price: '' });
    const plain = await approvedItem({ title: `Doacao de jaqueta ${tok}`, type: 'doacao', price: '' });
    const inDescription = await approvedItem({ title: `Baú ${tok}`, description: 'Faço DOAÇÃO para quem precisar.' });
    const none = await approvedItem({ title: `Bicicleta ${tok}` });
    const find = async (q: string) =>
      (await idsOf(t, `/api/marketplace?q=${encodeURIComponent(`${q} ${tok}`)}`)).sort();
    const all = [accented.id, plain.id, inDescription.id].sort();
    expect(await find('DOACAO')).toEqual(all);
    expect(await find('doação')).toEqual(all);
    expect(await find('Doaçao')).toEqual(all);
    expect(await find('bicicleta')).toEqual([none.id]);
    expect(await find('BICICLÉTA')).toEqual([none.id]);
    // Every word must match; LIKE wildcards in the query are plain characters.
    expect(await find('doacao jaqueta')).toEqual([plain.id]);
    expect(await find('%')).toEqual([]);
    expect(await find('_')).toEqual([]);
  });

  it('filters by type and category; the landing filter motocicleta is the category motos', async () => {
    const tok = token();
    const troca = await approvedItem({ title: `Troca ${tok}`, type: 'troca', category: 'equipamentos', price: '' });
    const moto = await approvedItem({ title: `Moto ${tok}`, type: 'venda', category: 'motos' });
    const fone = await approvedItem({ title: `Fone ${tok}`, type: 'aluguel', category: 'eletronicos', price: '20' });
    const ids = (query: string) => idsOf(t, `/api/marketplace?q=${tok}&${query}`);
    expect(await ids('type=troca')).toEqual([troca.id]);
    expect(await ids('type=motocicleta')).toEqual([moto.id]);
    expect(await ids('category=eletronicos')).toEqual([fone.id]);
    expect(await ids('type=venda&category=eletronicos')).toEqual([]);
    expect(await ids('type=all&category=all')).toEqual([fone.id, moto.id, troca.id]);
    const res = await get(t, `/api/marketplace?q=${tok}`);
    expect(res.json().total).toBe(3);
    expect(res.json().totalCapped).toBe(false);
    expect((await get(t, '/api/marketplace?type=carro')).statusCode).toBe(400);
  });
});

describe('totals', () => {
  it('counts the public list exactly, following approvals, status switches, edits and deletions', async () => {
    const total = async (query: string) => (await get(t, `/api/marketplace?${query}`)).json().total as number;
    const counted = async (where: { category: string; type: string }) => {
      const rows = await t.db
        .select({ id: marketplaceItems.id })
        .from(marketplaceItems)
        .where(
          and(
            eq(marketplaceItems.approvalStatus, 'approved'),
            eq(marketplaceItems.status, 'active'),
            eq(marketplaceItems.category, where.category),
            eq(marketplaceItems.type, where.type),
          ),
        );
      return rows.length;
    };
    const q = 'category=acessorios&type=aluguel';
    // One that stays: an empty page needs no count, so it would hide a wrong counter.
    await approvedItem({ category: 'acessorios', type: 'aluguel', price: '15' });
    const before = await total(q);
    const all = await total('');
    const a = await approvedItem({ category: 'acessorios', type: 'aluguel', price: '15' });
    const b = await approvedItem({ category: 'acessorios', type: 'aluguel', price: '15' });
    await createItem(
      t,
      seller.cookie,
      itemBody([sellerImages[0]!], { category: 'acessorios', type: 'aluguel', price: '15' }),
    );
    expect(await total(q)).toBe(before + 2);
    expect(await total('')).toBe(all + 2);
    await putItem(t, seller.cookie, a.id, { status: 'inactive' });
    expect(await total(q)).toBe(before + 1);
    await putItem(t, admin.cookie, b.id, { category: 'outros' });
    expect(await total(q)).toBe(before);
    expect(await total('category=outros&type=aluguel')).toBe(await counted({ category: 'outros', type: 'aluguel' }));
    await putItem(t, seller.cookie, a.id, { status: 'active' });
    expect(await total(q)).toBe(before + 1);
    await t.app.inject({ method: 'DELETE', url: `/api/admin/marketplace/${a.id}`, headers: { cookie: admin.cookie } });
    expect(await total(q)).toBe(before);
    expect(await total(q)).toBe(await counted({ category: 'acessorios', type: 'aluguel' }));
    const res = await get(t, `/api/marketplace?${q}`);
    expect(res.json().totalCapped).toBe(false);
  });

  it('stops counting a search at the cap and says so', async () => {
    const tok = token();
    await t.db.insert(marketplaceItems).values(
      Array.from({ length: MARKETPLACE_TOTAL_CAP + 5 }, (_, i) => ({
        listingNumber: `T${tok.slice(2, 6)}${i}`.slice(0, 10),
        title: `Luva ${tok}`,
        description: 'Par de luvas.',
        type: 'venda',
        category: 'equipamentos',
        price: '5.00',
        whatsapp: '+353 83 000 0000',
        sellerId: seller.user.id,
        approvalStatus: 'approved',
      })),
    );
    const res = await get(t, `/api/marketplace?q=${tok}`);
    expect(res.json()).toMatchObject({ total: MARKETPLACE_TOTAL_CAP, totalCapped: true });
    expect(res.json().items).toHaveLength(12);
    const admins = await get(t, `/api/marketplace?q=${tok}`, admin.cookie);
    expect(admins.json()).toMatchObject({ total: MARKETPLACE_TOTAL_CAP + 5, totalCapped: false });
  });
});

describe('paging', () => {
  it('never shows an item twice or misses one while new items arrive between pages', async () => {
    const tok = token();
    const first: number[] = [];
    for (let i = 0; i < 7; i++)
      first.push(
        (await createItem(t, admin.cookie, itemBody(adminImages.slice(0, 1), { title: `Item ${i} ${tok}` }))).id,
      );
    const seen: number[] = [];
    let cursor: number | null = null;
    let pages = 0;
    do {
      const res = await get(t, `/api/marketplace?q=${tok}&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.total).toBe(7 + pages * 2);
      seen.push(...page.items.map((i: MarketplaceItem) => i.id));
      cursor = page.nextCursor;
      pages += 1;
      // Two new listings arrive after each page.
      for (let j = 0; j < 2; j++)
        await createItem(t, admin.cookie, itemBody(adminImages.slice(0, 1), { title: `Novo ${pages}-${j} ${tok}` }));
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...first].reverse());
  });

  it('also pages by number, newest first', async () => {
    const tok = token();
    const made: number[] = [];
    for (let i = 0; i < 5; i++)
      made.push((await createItem(t, admin.cookie, itemBody(adminImages.slice(0, 1), { title: `Pág ${tok}` }))).id);
    const p1 = await get(t, `/api/marketplace?q=${tok}&limit=2&page=1`);
    const p3 = await get(t, `/api/marketplace?q=${tok}&limit=2&page=3`);
    expect(p1.json().items.map((i: MarketplaceItem) => i.id)).toEqual([made[4], made[3]]);
    expect(p1.json().nextCursor).toBe(made[3]);
    expect(p3.json().items.map((i: MarketplaceItem) => i.id)).toEqual([made[0]]);
    expect(p3.json().nextCursor).toBeNull();
  });
});

describe('my listings', () => {
  it('needs a login and lists every own item, any status, newest first, paged', async () => {
    expect((await get(t, '/api/marketplace/my-items')).statusCode).toBe(401);
    const owner = await createMember(t, { subscriber: true });
    const [img] = await uploadImages(t, owner.cookie);
    const a = await createItem(t, owner.cookie, itemBody([img!]));
    const b = await createItem(t, owner.cookie, itemBody([img!]));
    await putItem(t, owner.cookie, a.id, { status: 'inactive' });
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/marketplace/${b.id}/reject`,
      headers: { cookie: admin.cookie },
    });
    const c = await createItem(t, owner.cookie, itemBody([img!]));
    const page1 = await get(t, '/api/marketplace/my-items?limit=2', owner.cookie);
    expect(page1.json().items.map((i: MarketplaceItem) => [i.id, i.status, i.approvalStatus])).toEqual([
      [c.id, 'active', 'pending'],
      [b.id, 'active', 'rejected'],
    ]);
    expect(page1.json().total).toBe(3);
    expect(page1.json().items[0].whatsapp).toBe('+353 83 123 4567');
    const page2 = await get(t, `/api/marketplace/my-items?limit=2&cursor=${page1.json().nextCursor}`, owner.cookie);
    expect(page2.json().items.map((i: MarketplaceItem) => i.id)).toEqual([a.id]);
    expect(page2.json().nextCursor).toBeNull();
    expect(await idsOf(t, '/api/marketplace/my-items', member.cookie)).toEqual([]);
  });
});

describe('similar items', () => {
  it('shows up to 4 approved, active items of the same category, never the item itself', async () => {
    const category = 'manutencao';
    const base = await approvedItem({ category });
    const others: number[] = [];
    for (let i = 0; i < 5; i++) others.push((await approvedItem({ category })).id);
    const pending = await createItem(t, seller.cookie, itemBody([sellerImages[0]!], { category }));
    await approvedItem({ category: 'outros' });
    const res = await get(t, `/api/marketplace/${base.id}/similar`);
    expect(res.statusCode).toBe(200);
    const ids = res.json().items.map((i: MarketplaceItem) => i.id);
    expect(ids).toEqual(others.slice(1).reverse());
    expect(ids).not.toContain(base.id);
    expect(ids).not.toContain(pending.id);
    expect((await get(t, `/api/marketplace/${pending.id}/similar`)).statusCode).toBe(404);
  });
});
