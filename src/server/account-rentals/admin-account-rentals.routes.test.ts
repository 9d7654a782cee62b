import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedRental, createRental, listAll, rentalBody } from '../test/account-rentals.js';
import { auditOf, call } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { accountRentals } from './account-rentals.tables.js';

type Member = Awaited<ReturnType<typeof createMember>>;
let t: TestApp;
let admin: Member;
let owner: Member;
let member: Member;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, { admin: true });
  owner = await createMember(t, { subscriber: true });
  member = await createMember(t);
});
afterAll(() => t.close());

describe('the admin guard', () => {
  it.each([
    ['GET', '/api/admin/account-rentals'],
    ['POST', '/api/admin/account-rentals'],
    ['PUT', '/api/admin/account-rentals/1/approve'],
    ['PUT', '/api/admin/account-rentals/1/reject'],
    ['DELETE', '/api/admin/account-rentals/1'],
    ['POST', '/api/admin/generate-fake-accounts'],
    ['DELETE', '/api/admin/fake-accounts'],
  ] as const)('%s %s: 401 for visitors, 403 for subscribers', async (method, url) => {
    expect((await call(t, method, url, undefined, method === 'POST' ? {} : undefined)).statusCode).toBe(401);
    expect((await call(t, method, url, owner.cookie, method === 'POST' ? {} : undefined)).statusCode).toBe(403);
  });
});

describe('moderation', () => {
  it('lists the pending queue and approves only pending listings, audited', async () => {
    const r = await createRental(t, owner.cookie);
    const queue = (await call(t, 'GET', '/api/admin/account-rentals?status=pending&limit=100', admin.cookie)).json();
    expect(queue.items.map((x: { id: number }) => x.id)).toContain(r.id);
    expect(queue.items.every((x: { approvalStatus: string }) => x.approvalStatus === 'pending')).toBe(true);
    const ok = await call(t, 'PUT', `/api/admin/account-rentals/${r.id}/approve`, admin.cookie);
    expect(ok.json()).toMatchObject({
      item: { approvalStatus: 'approved', whatsapp: '+353 83 123 4567' },
      message: 'Anúncio aprovado.',
    });
    const again = await call(t, 'PUT', `/api/admin/account-rentals/${r.id}/approve`, admin.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Só é possível aprovar anúncios pendentes.');
    expect((await auditOf(t, 'account_rental', r.id)).map((a) => [a.action, a.actorId])).toEqual([
      ['account_rental.approve', admin.user.id],
    ]);
  });

  it('rejects any listing not yet rejected, which then leaves the public list', async () => {
    const r = await approvedRental(t, owner.cookie, admin.cookie, { region: 'Kilkenny' });
    const res = await call(t, 'PUT', `/api/admin/account-rentals/${r.id}/reject`, admin.cookie);
    expect(res.json().message).toBe('Anúncio rejeitado.');
    expect((await call(t, 'PUT', `/api/admin/account-rentals/${r.id}/reject`, admin.cookie)).json().message).toBe(
      'Este anúncio já foi rejeitado.',
    );
    expect((await listAll(t, 'region=Kilkenny')).map((x) => x.id)).not.toContain(r.id);
    expect((await listAll(t, 'region=Kilkenny', owner.cookie)).find((x) => x.id === r.id)?.approvalStatus).toBe(
      'rejected',
    );
  });

  it('deletes in any state, audited; 404 afterwards', async () => {
    const r = await createRental(t, owner.cookie);
    const res = await call(t, 'DELETE', `/api/admin/account-rentals/${r.id}`, admin.cookie);
    expect(res.json().message).toBe('Anúncio excluído.');
    expect(await t.db.$count(accountRentals, eq(accountRentals.id, r.id))).toBe(0);
    expect((await call(t, 'DELETE', `/api/admin/account-rentals/${r.id}`, admin.cookie)).statusCode).toBe(404);
    expect((await auditOf(t, 'account_rental', r.id)).map((a) => a.action)).toEqual(['account_rental.delete']);
  });
});

describe('creating on behalf of an owner', () => {
  const { attestation: _a, ...fields } = rentalBody();

  it('needs an owner id, an active owner and a valid approval status', async () => {
    const before = await t.db.$count(accountRentals);
    const missing = await call(t, 'POST', '/api/admin/account-rentals', admin.cookie, fields);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Owner ID é obrigatório');
    const unknown = await call(t, 'POST', '/api/admin/account-rentals', admin.cookie, { ...fields, ownerId: 987_654 });
    expect(unknown.json().message).toBe('Usuário inválido ou inativo.');
    const bad = await call(t, 'POST', '/api/admin/account-rentals', admin.cookie, {
      ...fields,
      ownerId: member.user.id,
      approvalStatus: 'ok',
    });
    expect(bad.json().message).toBe('Status de aprovação inválido');
    expect(await t.db.$count(accountRentals)).toBe(before);
  });

  it('creates it for that owner with the chosen status, audited', async () => {
    const res = await call(t, 'POST', '/api/admin/account-rentals', admin.cookie, {
      ...fields,
      ownerId: member.user.id,
      approvalStatus: 'pending',
    });
    expect(res.statusCode).toBe(201);
    const item = res.json().item;
    expect(item).toMatchObject({ ownerId: member.user.id, approvalStatus: 'pending', isFake: false });
    expect((await auditOf(t, 'account_rental', item.id)).map((a) => a.action)).toEqual(['account_rental.create']);
  });
});

describe('demo listings', () => {
  it('generates 5, shown to visitors as demo, removed together; both audited', async () => {
    const gen = await call(t, 'POST', '/api/admin/generate-fake-accounts', admin.cookie);
    expect(gen.json()).toEqual({ message: '5 contas de exemplo criadas.', count: 5 });
    const shown = (await listAll(t, '')).filter((r) => r.isFake);
    expect(shown).toHaveLength(5);
    expect(shown.every((r) => r.whatsapp === null && r.status === 'active')).toBe(true);
    const gone = await call(t, 'DELETE', '/api/admin/fake-accounts', admin.cookie);
    expect(gone.json()).toEqual({ message: '5 contas de exemplo removidas.', count: 5 });
    expect((await listAll(t, '')).filter((r) => r.isFake)).toHaveLength(0);
    const actions = (await auditOf(t, 'account_rental', 0)).map((a) => a.action);
    expect(actions).toEqual(['account_rental.generate_fakes', 'account_rental.remove_fakes']);
  });
});
