import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { users } from '../db/schema.js';
import { approvedRental, createRental, listAll, rentalBody } from '../test/account-rentals.js';
import { call, word } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { accountRentals } from './account-rentals.tables.js';

// Creating rentals, who sees what, filters and paging (status, edits and stats: account-rentals-status.routes.test.ts).

let t: TestApp;
type Member = Awaited<ReturnType<typeof createMember>>;
let admin: Member;
let owner: Member;
let other: Member;
let member: Member;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, { admin: true });
  owner = await createMember(t, { subscriber: true });
  other = await createMember(t, { subscriber: true });
  member = await createMember(t);
});
afterAll(() => t.close());
let clock: MockInstance<() => number> | undefined;
afterEach(() => clock?.mockRestore());

/** Moves the server's clock `hours` ahead. */
const later = (hours: number) => {
  clock?.mockRestore();
  const base = Date.now();
  clock = vi.spyOn(Date, 'now').mockReturnValue(base + hours * 3_600_000);
};

describe('creating a rental', () => {
  it('needs a login (401) and a subscription (403 with the message); admins are exempt', async () => {
    expect((await call(t, 'POST', '/api/account-rentals', undefined, rentalBody())).statusCode).toBe(401);
    const res = await call(t, 'POST', '/api/account-rentals', member.cookie, rentalBody());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Você precisa de uma assinatura ativa para anunciar contas.');
    const byAdmin = await call(t, 'POST', '/api/account-rentals', admin.cookie, rentalBody());
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().item.approvalStatus).toBe('approved');
    expect(byAdmin.json().message).toBe('Anúncio publicado!');
  });

  it('leaves a member’s listing pending, with the toast saying so', async () => {
    const res = await call(t, 'POST', '/api/account-rentals', owner.cookie, rentalBody({ conditions: '' }));
    expect(res.statusCode).toBe(201);
    const { item, message } = res.json();
    expect(item).toMatchObject({
      approvalStatus: 'pending',
      status: 'active',
      ownerId: owner.user.id,
      isOwner: true,
      weeklyPrice: '150.00',
      conditions: null,
    });
    expect(message).toBe('Anúncio enviado para aprovação! Ele aparecerá na lista assim que um administrador aprovar.');
  });

  it.each([
    [{ whatsapp: '12345' }, 'WhatsApp deve ter pelo menos 10 dígitos'],
    [{ instagramLink: 'instagram dono' }, 'Link do Instagram deve ser uma URL válida'],
    [{ instagramLink: 'javascript:alert(1)' }, 'Link do Instagram deve ser uma URL válida'],
    [{ weeklyPrice: '' }, 'Preço é obrigatório'],
    [{ weeklyPrice: undefined }, 'Preço é obrigatório'],
    [{ weeklyPrice: 0 }, 'Preço deve ser maior que zero'],
    [{ weeklyPrice: -5 }, 'Preço deve ser maior que zero'],
    [{ weeklyPrice: 'cem' }, 'Preço inválido'],
    [{ region: '  ' }, 'Região é obrigatória'],
    [{ appName: 'Glovo' }, 'Selecione o aplicativo'],
    [{ accountType: 'walking' }, 'Selecione o tipo de conta'],
    [{ attestation: false }, 'Confirme a declaração sobre o direito de trabalhar na Irlanda'],
    [{ attestation: undefined }, 'Confirme a declaração sobre o direito de trabalhar na Irlanda'],
  ])('refuses %j with its message and writes nothing', async (overrides, message) => {
    const before = await t.db.$count(accountRentals);
    const res = await call(t, 'POST', '/api/account-rentals', owner.cookie, rentalBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await t.db.$count(accountRentals)).toBe(before);
  });

  it('accepts an empty Instagram link and the default region', async () => {
    const r = await createRental(t, owner.cookie, { instagramLink: '', region: 'Dublin' });
    expect(r.instagramLink).toBeNull();
  });

  it('ignores ownerId, approvalStatus, isFake and statusUpdatedAt from the body', async () => {
    const r = await createRental(t, owner.cookie, {
      ownerId: other.user.id,
      approvalStatus: 'approved',
      isFake: true,
      statusUpdatedAt: '2020-01-01T00:00:00Z',
      status: 'sold',
    });
    const [row] = await t.db.select().from(accountRentals).where(eq(accountRentals.id, r.id));
    expect(row).toMatchObject({ ownerId: owner.user.id, approvalStatus: 'pending', isFake: false, status: 'active' });
    expect(row!.statusUpdatedAt.getFullYear()).toBeGreaterThan(2024);
  });
});

describe('who sees what', () => {
  it('shows a pending listing only to its owner and admins, with the approval badge', async () => {
    const region = word();
    const r = await createRental(t, owner.cookie, { region });
    expect(await listAll(t, `region=${region}`)).toHaveLength(0);
    expect(await listAll(t, `region=${region}`, other.cookie)).toHaveLength(0);
    expect((await listAll(t, `region=${region}`, owner.cookie)).map((x) => x.approvalStatus)).toEqual(['pending']);
    expect((await listAll(t, `region=${region}`, admin.cookie)).map((x) => x.approvalStatus)).toEqual(['pending']);
    expect((await call(t, 'GET', `/api/account-rentals/${r.id}`)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/account-rentals/${r.id}`, other.cookie)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/account-rentals/${r.id}`, owner.cookie)).statusCode).toBe(200);
  });

  it('gives nobody but admins and the owner the WhatsApp number, the Instagram link or the approval status', async () => {
    const region = word();
    await approvedRental(t, owner.cookie, admin.cookie, { region });
    for (const cookie of [undefined, member.cookie, other.cookie]) {
      const [r] = await listAll(t, `region=${region}`, cookie);
      expect(r).toMatchObject({ whatsapp: null, instagramLink: null, approvalStatus: null, isOwner: false });
      const detail = (await call(t, 'GET', `/api/account-rentals/${r!.id}`, cookie)).json();
      expect(detail).toMatchObject({ whatsapp: null, instagramLink: null, approvalStatus: null });
    }
    const [mine] = await listAll(t, `region=${region}`, owner.cookie);
    expect(mine).toMatchObject({
      whatsapp: '+353 83 123 4567',
      instagramLink: 'https://instagram.com/dono',
      approvalStatus: 'approved',
      isOwner: true,
    });
    const [seen] = await listAll(t, `region=${region}`, admin.cookie);
    expect(seen?.whatsapp).toBe('+353 83 123 4567');
  });

  it('carries what the owner badge needs', async () => {
    const region = word();
    await approvedRental(t, owner.cookie, admin.cookie, { region });
    const [r] = await listAll(t, `region=${region}`);
    expect(r).toMatchObject({ ownerName: 'João', ownerIsAdmin: false, ownerSubscriptionStatus: 'active' });
    expect(r!.ownerMemberNumber).toMatch(/^CL\d+$/);
  });

  it("carries the owner's join month in Dublin, never the day (issue 28: 'membro desde' beside the badge)", async () => {
    const joined = await createMember(t, { subscriber: true });
    // 23:30 UTC on 31 March is 00:30 on 1 April in Dublin (summer time).
    await t.db
      .update(users)
      .set({ memberSince: new Date('2025-03-31T23:30:00Z') })
      .where(eq(users.id, joined.user.id));
    const region = word();
    await approvedRental(t, joined.cookie, admin.cookie, { region });
    const [r] = await listAll(t, `region=${region}`);
    expect(r!.ownerMemberSince).toBe('2025-04');
    expect(JSON.stringify(r)).not.toMatch(/2025-03-31|2025-04-01/);
  });

  it('hides a rented or sold listing 24 hours after its status changed, except from its owner', async () => {
    const region = word();
    const r = await approvedRental(t, owner.cookie, admin.cookie, { region });
    const res = await call(t, 'PUT', `/api/account-rentals/${r.id}/status`, owner.cookie, { status: 'rented' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Anúncio marcado como alugado.');
    expect((await listAll(t, `region=${region}`)).map((x) => x.status)).toEqual(['rented']);
    later(23);
    expect(await listAll(t, `region=${region}`)).toHaveLength(1);
    later(25);
    expect(await listAll(t, `region=${region}`)).toHaveLength(0);
    expect((await call(t, 'GET', `/api/account-rentals/${r.id}`, other.cookie)).statusCode).toBe(404);
    expect(await listAll(t, `region=${region}`, owner.cookie)).toHaveLength(1);
    // The owner reactivates it: back for everyone.
    expect(
      (await call(t, 'PUT', `/api/account-rentals/${r.id}/status`, owner.cookie, { status: 'active' })).statusCode,
    ).toBe(200);
    expect(await listAll(t, `region=${region}`)).toHaveLength(1);
  });
});

describe('filters and paging', () => {
  it('filters by app, type, region, price range and search; "all" and empty mean no filter', async () => {
    const region = word();
    const tag = word();
    await approvedRental(t, owner.cookie, admin.cookie, {
      region,
      appName: 'Uber Eats',
      accountType: 'moto',
      weeklyPrice: 200,
    });
    await approvedRental(t, owner.cookie, admin.cookie, {
      region,
      appName: 'Deliveroo',
      accountType: 'bike',
      weeklyPrice: 90,
      description: `Conta ${tag} no centro`,
    });
    await approvedRental(t, owner.cookie, admin.cookie, {
      region,
      appName: 'Deliveroo',
      accountType: 'carro',
      weeklyPrice: 250.5,
    });
    const apps = async (q: string) =>
      (await listAll(t, `region=${region}&${q}`)).map((r) => `${r.appName}/${r.weeklyPrice}`).sort();
    expect(await apps('appName=Deliveroo')).toEqual(['Deliveroo/250.50', 'Deliveroo/90.00']);
    expect(await apps('appName=all&accountType=all')).toHaveLength(3);
    expect(await apps('appName=&accountType=')).toHaveLength(3);
    expect(await apps('accountType=moto')).toEqual(['Uber Eats/200.00']);
    expect(await apps('minPrice=100&maxPrice=250')).toEqual(['Uber Eats/200.00']);
    expect(await apps('appName=Deliveroo&minPrice=100')).toEqual(['Deliveroo/250.50']);
    expect(await apps(`q=${tag.toUpperCase()}`)).toEqual(['Deliveroo/90.00']);
    expect(await apps('q=uber')).toEqual(['Uber Eats/200.00']);
    expect((await listAll(t, `region=${region.toUpperCase()}`)).length).toBe(3);
    expect((await call(t, 'GET', '/api/account-rentals?minPrice=abc')).statusCode).toBe(400);
  });

  it('pages newest first with a cursor, without repeats', async () => {
    const region = word();
    for (let i = 0; i < 5; i++) await approvedRental(t, owner.cookie, admin.cookie, { region, weeklyPrice: 100 + i });
    const first = (await call(t, 'GET', `/api/account-rentals?region=${region}&limit=2`)).json();
    expect(first.items.map((r: { weeklyPrice: string }) => r.weeklyPrice)).toEqual(['104.00', '103.00']);
    const second = (
      await call(t, 'GET', `/api/account-rentals?region=${region}&limit=2&cursor=${first.nextCursor}`)
    ).json();
    expect(second.items.map((r: { weeklyPrice: string }) => r.weeklyPrice)).toEqual(['102.00', '101.00']);
    expect((await listAll(t, `region=${region}`)).length).toBe(5);
  });
});
