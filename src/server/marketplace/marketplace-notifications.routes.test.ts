import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MarketplaceItem } from '../../contract/marketplace.js';
import { call } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { createItem, itemBody, putItem, uploadImages } from '../test/marketplace.js';
import { notificationsOf } from '../test/notifications.js';

// Issue 29: an admin's decision on a listing notifies its owner, in the decision's transaction.

type Member = Awaited<ReturnType<typeof createMember>>;
let t: TestApp;
let admin: Member;
let other: Member;

beforeAll(async () => {
  t = await createTestApp();
  [admin, other] = await Promise.all([createMember(t, { admin: true }), createMember(t, { subscriber: true })]);
}, 60_000);
afterAll(() => t?.close());

/** A fresh owner (so their notifications are this test's only) with one pending listing. */
async function ownerWithItem(title: string): Promise<{ owner: Member; item: MarketplaceItem }> {
  const owner = await createMember(t, { subscriber: true });
  const images = await uploadImages(t, owner.cookie, 1);
  const item = await createItem(t, owner.cookie, itemBody(images, { title }));
  expect(item.approvalStatus).toBe('pending');
  return { owner, item };
}
const items = async (m: Member) => (await notificationsOf(t, m.cookie, '?limit=50')).items;
const admin_ = (method: 'POST' | 'DELETE', url: string, cookie = admin.cookie) => call(t, method, url, cookie);

describe('marketplace notifications', () => {
  it('an approval tells the owner, once; the admin and other members hear nothing', async () => {
    const { owner, item } = await ownerWithItem('Bag térmica Deliveroo');
    const before = { admin: (await items(admin)).length, other: (await items(other)).length };
    expect(await items(owner)).toEqual([]);

    expect((await admin_('POST', `/api/admin/marketplace/${item.id}/approve`)).statusCode).toBe(200);
    const page = await notificationsOf(t, owner.cookie);
    expect(page.unread).toBe(1);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      type: 'item-approved',
      title: 'Anúncio aprovado',
      body: 'Seu anúncio “Bag térmica Deliveroo” está publicado no marketplace.',
      target: { kind: 'item', id: item.id, memberId: null },
      targetGone: false,
      read: false,
    });

    // A second approval is refused (409) and makes nothing.
    expect((await admin_('POST', `/api/admin/marketplace/${item.id}/approve`)).statusCode).toBe(409);
    expect(await items(owner)).toHaveLength(1);
    expect((await items(admin)).length).toBe(before.admin);
    expect((await items(other)).length).toBe(before.other);
  });

  it('a rejection tells the owner; a refused or invalid action makes nothing', async () => {
    const { owner, item } = await ownerWithItem('Capacete usado');
    // Refused: a member (403), an unknown listing (404), a malformed id (400).
    expect((await admin_('POST', `/api/admin/marketplace/${item.id}/reject`, owner.cookie)).statusCode).toBe(403);
    expect((await admin_('POST', `/api/admin/marketplace/${item.id}/approve`, other.cookie)).statusCode).toBe(403);
    expect((await admin_('POST', '/api/admin/marketplace/999999999/reject')).statusCode).toBe(404);
    expect((await admin_('POST', '/api/admin/marketplace/0x1F/reject')).statusCode).toBe(400);
    expect(await items(owner)).toEqual([]);

    expect((await admin_('POST', `/api/admin/marketplace/${item.id}/reject`)).statusCode).toBe(200);
    expect((await admin_('POST', `/api/admin/marketplace/${item.id}/reject`)).statusCode).toBe(409);
    const list = await items(owner);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      type: 'item-rejected',
      title: 'Anúncio recusado',
      body: 'Seu anúncio “Capacete usado” não foi aprovado.',
      target: { kind: 'item', id: item.id },
      targetGone: false,
    });
  });

  it('an edit under review, approved then rejected, tells the owner each time with the title then published', async () => {
    const { owner, item } = await ownerWithItem('Moto Honda 125');
    await admin_('POST', `/api/admin/marketplace/${item.id}/approve`);

    const edit = await putItem(t, owner.cookie, item.id, { title: 'Moto Honda 125 revisada' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().item.pendingEdit).toMatchObject({ title: 'Moto Honda 125 revisada' });
    // Waiting for review makes nothing yet.
    expect((await items(owner)).map((n) => n.type)).toEqual(['item-approved']);

    expect((await admin_('POST', `/api/admin/marketplace/${item.id}/approve`)).statusCode).toBe(200);
    const [approved] = await items(owner);
    expect(approved).toMatchObject({
      type: 'item-edit-approved',
      title: 'Edição aprovada',
      body: 'A edição do anúncio “Moto Honda 125 revisada” foi aprovada e publicada.',
      target: { kind: 'item', id: item.id },
    });

    await putItem(t, owner.cookie, item.id, { title: 'Moto Honda 125 quase nova' });
    expect((await admin_('POST', `/api/admin/marketplace/${item.id}/reject`)).statusCode).toBe(200);
    const list = await items(owner);
    expect(list.map((n) => n.type)).toEqual(['item-edit-rejected', 'item-edit-approved', 'item-approved']);
    expect(list[0]).toMatchObject({
      title: 'Edição recusada',
      body: 'A edição do anúncio “Moto Honda 125 revisada” não foi aprovada; a versão publicada continua.',
      target: { kind: 'item', id: item.id },
    });
    expect((await items(other)).some((n) => n.target.id === item.id)).toBe(false);
  });

  it('two admins deciding at once: one decision, one notification', async () => {
    const { owner, item } = await ownerWithItem('Celular para entregas');
    const second = await createMember(t, { admin: true });
    const answers = await Promise.all([
      admin_('POST', `/api/admin/marketplace/${item.id}/approve`),
      admin_('POST', `/api/admin/marketplace/${item.id}/approve`, second.cookie),
      admin_('POST', `/api/admin/marketplace/${item.id}/approve`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await items(owner)).map((n) => n.type)).toEqual(['item-approved']);
  });

  it('a deleted listing still lists its notification, marked gone', async () => {
    const { owner, item } = await ownerWithItem('Baú para moto');
    await admin_('POST', `/api/admin/marketplace/${item.id}/approve`);
    expect((await admin_('DELETE', `/api/admin/marketplace/${item.id}`)).statusCode).toBe(200);
    const list = await items(owner);
    // The deletion itself notifies nothing (not a kind); the approval now opens a thing that is gone.
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ type: 'item-approved', target: { kind: 'item', id: item.id }, targetGone: true });
  });

  it('the notification is part of the decision: when it cannot be written, the listing stays pending', async () => {
    const { owner, item } = await ownerWithItem('Carregador portátil');
    const spy = vi.spyOn(t.app.services.notifications, 'notify').mockRejectedValueOnce(new Error('falha simulada'));
    try {
      expect((await admin_('POST', `/api/admin/marketplace/${item.id}/approve`)).statusCode).toBe(500);
    } finally {
      spy.mockRestore();
    }
    const res = await call(t, 'GET', `/api/marketplace/${item.id}`, owner.cookie);
    expect(res.json().approvalStatus).toBe('pending');
    expect(await items(owner)).toEqual([]);
    // Tried again, it goes through whole.
    expect((await admin_('POST', `/api/admin/marketplace/${item.id}/approve`)).statusCode).toBe(200);
    expect((await items(owner)).map((n) => n.type)).toEqual(['item-approved']);
  });

  it('an admin deciding on their own listing is not notified', async () => {
    const images = await uploadImages(t, admin.cookie, 1);
    const mine = await createItem(t, admin.cookie, itemBody(images, { title: 'Anúncio do admin' }));
    const before = (await items(admin)).length;
    expect((await admin_('POST', `/api/admin/marketplace/${mine.id}/reject`)).statusCode).toBe(200);
    expect((await items(admin)).length).toBe(before);
  });
});
