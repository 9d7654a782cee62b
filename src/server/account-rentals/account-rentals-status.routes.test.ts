import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedRental, createRental } from '../test/account-rentals.js';
import { call } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';

// A rental after publication: the owner's status changes and edits, and what the public stats count.

let t: TestApp;
type Member = Awaited<ReturnType<typeof createMember>>;
let admin: Member;
let owner: Member;
let other: Member;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, { admin: true });
  owner = await createMember(t, { subscriber: true });
  other = await createMember(t, { subscriber: true });
});
afterAll(() => t.close());

describe('status and edits', () => {
  it('lets only the owner change the status', async () => {
    const r = await approvedRental(t, owner.cookie, admin.cookie);
    const url = `/api/account-rentals/${r.id}/status`;
    expect((await call(t, 'PUT', url, undefined, { status: 'sold' })).statusCode).toBe(401);
    for (const cookie of [other.cookie, admin.cookie]) {
      const res = await call(t, 'PUT', url, cookie, { status: 'sold' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Apenas o dono do anúncio pode alterar o status');
    }
    const bad = await call(t, 'PUT', url, owner.cookie, { status: 'alugado' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status inválido');
    const sold = await call(t, 'PUT', url, owner.cookie, { status: 'sold' });
    expect(sold.json()).toMatchObject({ item: { status: 'sold' }, message: 'Anúncio marcado como vendido.' });
  });

  it('keeps an approved listing public while the owner’s edit waits; the admin approves or rejects the edit; an admin’s edit applies at once', async () => {
    const r = await approvedRental(t, owner.cookie, admin.cookie);
    const url = `/api/account-rentals/${r.id}`;
    const foreign = await call(t, 'PUT', url, other.cookie, { weeklyPrice: 1 });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Você só pode editar seus próprios anúncios');
    const byAdmin = await call(t, 'PUT', url, admin.cookie, { region: 'Cork' });
    expect(byAdmin.json().item).toMatchObject({ region: 'Cork', approvalStatus: 'approved', pendingEdit: null });

    const byOwner = await call(t, 'PUT', url, owner.cookie, { weeklyPrice: '175,50', ownerId: other.user.id });
    expect(byOwner.json()).toMatchObject({
      item: {
        weeklyPrice: r.weeklyPrice,
        approvalStatus: 'approved',
        ownerId: owner.user.id,
        pendingEdit: { weeklyPrice: '175.50' },
      },
      message: 'Alteração enviada para aprovação. O anúncio continua publicado como estava até lá.',
    });
    // Everyone else sees the published version and nothing of the edit.
    const seen = (await call(t, 'GET', url, other.cookie)).json();
    expect(seen).toMatchObject({ weeklyPrice: r.weeklyPrice, pendingEdit: null });
    const queue = (await call(t, 'GET', '/api/admin/account-rentals?status=pending&limit=100', admin.cookie)).json()
      .items;
    expect(queue.find((x: { id: number }) => x.id === r.id)).toMatchObject({
      weeklyPrice: r.weeklyPrice,
      pendingEdit: { weeklyPrice: '175.50' },
    });

    const rejected = await call(t, 'PUT', `/api/admin/account-rentals/${r.id}/reject`, admin.cookie);
    expect(rejected.json()).toMatchObject({
      message: 'Alteração rejeitada. O anúncio continua publicado como estava.',
      item: { approvalStatus: 'approved', pendingEdit: null },
    });

    await call(t, 'PUT', url, owner.cookie, { description: 'Conta com 4,9 estrelas' });
    const approved = await call(t, 'PUT', `/api/admin/account-rentals/${r.id}/approve`, admin.cookie);
    expect(approved.json()).toMatchObject({
      message: 'Alteração aprovada e publicada.',
      item: { description: 'Conta com 4,9 estrelas', pendingEdit: null },
    });
    expect((await call(t, 'GET', url, other.cookie)).json().description).toBe('Conta com 4,9 estrelas');
    const done = (await call(t, 'GET', '/api/admin/account-rentals?status=pending&limit=100', admin.cookie)).json()
      .items;
    expect(done.some((x: { id: number }) => x.id === r.id)).toBe(false);

    const bad = await call(t, 'PUT', url, owner.cookie, { whatsapp: '123' });
    expect(bad.json().message).toBe('WhatsApp deve ter pelo menos 10 dígitos');
  });

  it('sends an owner’s edit of a rejected listing back to pending', async () => {
    const r = await approvedRental(t, owner.cookie, admin.cookie);
    await call(t, 'PUT', `/api/admin/account-rentals/${r.id}/reject`, admin.cookie);
    const edited = await call(t, 'PUT', `/api/account-rentals/${r.id}`, owner.cookie, { region: 'Galway' });
    expect(edited.json()).toMatchObject({
      item: { region: 'Galway', approvalStatus: 'pending' },
      message: 'Anúncio atualizado e enviado novamente para aprovação.',
    });
  });
});

describe('public stats', () => {
  it('counts real, approved, active rentals only', async () => {
    const count = async () => (await call(t, 'GET', '/api/stats')).json().accountRentals as number;
    const before = await count();
    await createRental(t, owner.cookie);
    expect(await count()).toBe(before);
    const r = await approvedRental(t, owner.cookie, admin.cookie);
    expect(await count()).toBe(before + 1);
    await call(t, 'PUT', `/api/account-rentals/${r.id}/status`, owner.cookie, { status: 'rented' });
    expect(await count()).toBe(before);
    await call(t, 'POST', '/api/admin/generate-fake-accounts', admin.cookie);
    expect(await count()).toBe(before);
    await call(t, 'DELETE', '/api/admin/fake-accounts', admin.cookie);
  });
});
