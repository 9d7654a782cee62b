import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketplaceItem } from '../../contract/marketplace.js';
import { auditLog, users } from '../db/schema.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { createItem, get, idsOf, itemBody, token, uploadImages } from '../test/marketplace.js';
import { marketplaceItems } from './marketplace.tables.js';

type Member = Awaited<ReturnType<typeof createMember>>;
let t: TestApp;
let admin: Member;
let seller: Member;
let member: Member;
let images: string[];

beforeAll(async () => {
  t = await createTestApp();
  [admin, seller, member] = await Promise.all([
    createMember(t, { admin: true }),
    createMember(t, { subscriber: true }),
    createMember(t),
  ]);
  images = await uploadImages(t, seller.cookie, 1);
});
afterAll(() => t.close());

const post = (url: string, cookie = admin.cookie) => t.app.inject({ method: 'POST', url, headers: { cookie } });
const newItem = (overrides: Record<string, unknown> = {}) => createItem(t, seller.cookie, itemBody(images, overrides));
const auditOf = (id: number) =>
  t.db
    .select({ action: auditLog.action, actorId: auditLog.actorId })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'marketplace_item'), eq(auditLog.targetId, String(id))))
    .orderBy(auditLog.id);

describe('admin marketplace', () => {
  it('is for admins only: 401 visitors, 403 members, on reads and writes', async () => {
    const item = await newItem();
    for (const [method, url] of [
      ['GET', '/api/admin/marketplace/pending'],
      ['GET', '/api/admin/marketplace/all'],
      ['GET', '/api/admin/marketplace/orphans'],
      ['POST', `/api/admin/marketplace/${item.id}/approve`],
      ['POST', `/api/admin/marketplace/${item.id}/reject`],
      ['DELETE', `/api/admin/marketplace/${item.id}`],
      ['PATCH', `/api/admin/marketplace/${item.id}/owner`],
    ] as const) {
      const payload = method === 'PATCH' ? { sellerId: seller.user.id } : undefined;
      expect((await t.app.inject({ method, url, payload })).statusCode, `${method} ${url}`).toBe(401);
      expect(
        (await t.app.inject({ method, url, payload, headers: { cookie: seller.cookie } })).statusCode,
        `${method} ${url}`,
      ).toBe(403);
    }
    expect((await get(t, `/api/marketplace/${item.id}`, seller.cookie)).json().approvalStatus).toBe('pending');
  });

  it('takes a member item from pending to visible: queue, approve, public list', async () => {
    const tok = token();
    const item = await newItem({ title: `Mochila térmica ${tok}` });
    expect(await idsOf(t, `/api/admin/marketplace/pending?q=${tok}`, admin.cookie)).toEqual([item.id]);
    expect(await idsOf(t, `/api/marketplace?q=${tok}`)).toEqual([]);
    const res = await post(`/api/admin/marketplace/${item.id}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Anúncio aprovado.',
      item: { id: item.id, approvalStatus: 'approved' },
    });
    expect(await idsOf(t, `/api/marketplace?q=${tok}`)).toEqual([item.id]);
    expect(await idsOf(t, `/api/admin/marketplace/pending?q=${tok}`, admin.cookie)).toEqual([]);
    expect(await auditOf(item.id)).toEqual([{ action: 'marketplace.approve', actorId: admin.user.id }]);
  });

  it('approves only pending items and rejects only items not yet rejected (409 otherwise)', async () => {
    const item = await newItem();
    expect((await post(`/api/admin/marketplace/${item.id}/approve`)).statusCode).toBe(200);
    const again = await post(`/api/admin/marketplace/${item.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Só é possível aprovar anúncios pendentes.');
    const reject = await post(`/api/admin/marketplace/${item.id}/reject`);
    expect(reject.json()).toMatchObject({ message: 'Anúncio rejeitado.', item: { approvalStatus: 'rejected' } });
    const twice = await post(`/api/admin/marketplace/${item.id}/reject`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Este anúncio já foi rejeitado.');
    expect((await post(`/api/admin/marketplace/${item.id}/approve`)).statusCode).toBe(409);
    expect((await post('/api/admin/marketplace/99999999/approve')).statusCode).toBe(404);
    expect((await auditOf(item.id)).map((a) => a.action)).toEqual(['marketplace.approve', 'marketplace.reject']);
  });

  it('lists all items with search and the filters all/approved/pending/rejected/orphans', async () => {
    const tok = token();
    const pending = await newItem({ title: `Pneu ${tok}` });
    const approved = await newItem({ title: `Pneu ${tok}` });
    const rejected = await newItem({ description: `Pneu aro 26 ${tok}` });
    const orphan = await newItem({ title: `Pneu ${tok}` });
    await post(`/api/admin/marketplace/${approved.id}/approve`);
    await post(`/api/admin/marketplace/${rejected.id}/reject`);
    await t.db.update(marketplaceItems).set({ sellerId: null }).where(eq(marketplaceItems.id, orphan.id));
    const list = (filter: string) =>
      idsOf(t, `/api/admin/marketplace/all?q=PNEU%20${tok}&filter=${filter}`, admin.cookie);
    expect(await list('all')).toEqual([orphan.id, rejected.id, approved.id, pending.id]);
    expect(await list('approved')).toEqual([approved.id]);
    expect(await list('pending')).toEqual([orphan.id, pending.id]);
    expect(await list('rejected')).toEqual([rejected.id]);
    expect(await list('orphans')).toEqual([orphan.id]);
    expect(await idsOf(t, `/api/admin/marketplace/orphans?q=${tok}`, admin.cookie)).toEqual([orphan.id]);
    const all = await get(t, `/api/admin/marketplace/all?q=${tok}&limit=2`, admin.cookie);
    expect(all.json()).toMatchObject({ total: 4, nextCursor: rejected.id });
    const orphanView = all.json().items.find((i: MarketplaceItem) => i.id === orphan.id);
    expect(orphanView).toMatchObject({ sellerId: null, seller: null, whatsapp: '+353 83 123 4567' });
    expect((await get(t, '/api/admin/marketplace/all?filter=sold', admin.cookie)).statusCode).toBe(400);
  });

  it('gives an orphan to an active user only; never takes an item from its owner', async () => {
    const item = await newItem();
    await t.db.update(marketplaceItems).set({ sellerId: null }).where(eq(marketplaceItems.id, item.id));
    const to = (sellerId: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/marketplace/${item.id}/owner`,
        headers: { cookie: admin.cookie },
        payload: { sellerId },
      });

    const inactive = await createMember(t);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.user.id));
    const refused = await to(inactive.user.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Usuário inválido ou inativo.');
    expect((await to(99999999)).statusCode).toBe(400);
    expect((await to('abc')).json().message).toBe('Usuário inválido');
    expect((await get(t, `/api/marketplace/${item.id}`, admin.cookie)).json().sellerId).toBeNull();

    const ok = await to(member.user.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'Dono do anúncio alterado.',
      item: { sellerId: member.user.id, seller: { id: member.user.id } },
    });
    const taken = await to(seller.user.id);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe('Só é possível reatribuir anúncios sem dono.');
    expect((await get(t, `/api/marketplace/${item.id}`, admin.cookie)).json().sellerId).toBe(member.user.id);
    expect((await auditOf(item.id)).map((a) => a.action)).toEqual(['marketplace.reassign']);
  });

  it('deletes an item with its image objects, and audits it', async () => {
    const owner = await createMember(t, { subscriber: true });
    const [a, b] = await uploadImages(t, owner.cookie, 2);
    const item = await createItem(t, owner.cookie, itemBody([a!, b!]));
    for (const path of [a!, b!]) expect((await get(t, path)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/marketplace/${item.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Anúncio excluído.');
    expect((await get(t, `/api/marketplace/${item.id}`, admin.cookie)).statusCode).toBe(404);
    for (const path of [a!, b!, a!.replace('-full', '-md'), b!.replace('-full', '-thumb')]) {
      expect((await get(t, path)).statusCode, path).toBe(404);
    }
    expect((await auditOf(item.id)).map((x) => x.action)).toEqual(['marketplace.delete']);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/marketplace/${item.id}`,
          headers: { cookie: admin.cookie },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("audits an admin's edit of someone else's item", async () => {
    const item = await newItem();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/marketplace/${item.id}`,
      headers: { cookie: admin.cookie },
      payload: { title: 'Título corrigido' },
    });
    expect(res.statusCode).toBe(200);
    expect(await auditOf(item.id)).toEqual([{ action: 'marketplace.edit', actorId: admin.user.id }]);
  });
});
