import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedRental } from '../test/account-rentals.js';
import { auditOf, call } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { suggestLevel } from './market-temperature.service.js';
import { marketTemperature } from './market-temperature.tables.js';

type Member = Awaited<ReturnType<typeof createMember>>;
let t: TestApp;
let admin: Member;
let subscriber: Member;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, { admin: true });
  subscriber = await createMember(t, { subscriber: true });
});
afterAll(() => t.close());

const valid = {
  temperatureLevel: 75,
  marketStatus: 'Quente',
  description: 'Mercado quente - Procura alta.',
  seasonFactor: 'Inverno',
};

describe('the market temperature', () => {
  it('starts at the defaults for everyone, visitors included', async () => {
    const res = await call(t, 'GET', '/api/market-temperature');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      temperatureLevel: 50,
      marketStatus: 'Morno',
      seasonFactor: 'Normal',
      description: 'Mercado equilibrado - Oferta e demanda normais.',
    });
  });

  it('is edited by admins only', async () => {
    expect((await call(t, 'PUT', '/api/admin/market-temperature', undefined, valid)).statusCode).toBe(401);
    expect((await call(t, 'PUT', '/api/admin/market-temperature', subscriber.cookie, valid)).statusCode).toBe(403);
  });

  it.each([
    [{ temperatureLevel: 0 }, 'Nível deve ser um número inteiro entre 1 e 100'],
    [{ temperatureLevel: 101 }, 'Nível deve ser um número inteiro entre 1 e 100'],
    [{ temperatureLevel: 50.5 }, 'Nível deve ser um número inteiro entre 1 e 100'],
    [{ marketStatus: 'Gelado' }, 'Status do mercado inválido'],
    [{ seasonFactor: 'Páscoa' }, 'Fator sazonal inválido'],
    [{ description: 'curta' }, 'Descrição deve ter pelo menos 10 caracteres'],
  ])('refuses %j with its message and changes nothing', async (overrides, message) => {
    const before = (await call(t, 'GET', '/api/market-temperature')).json();
    const res = await call(t, 'PUT', '/api/admin/market-temperature', admin.cookie, { ...valid, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await call(t, 'GET', '/api/market-temperature')).json()).toEqual(before);
  });

  it('saves a change, keeps it in the history with who made it, and audits it', async () => {
    const res = await call(t, 'PUT', '/api/admin/market-temperature', admin.cookie, valid);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Temperatura do mercado atualizada.');
    expect((await call(t, 'GET', '/api/market-temperature')).json()).toMatchObject(valid);
    const history = (await call(t, 'GET', '/api/admin/market-temperature/history', admin.cookie)).json().items;
    expect(history[0]).toMatchObject({ ...valid, action: 'update', changedByName: 'João Silva' });
    expect((await auditOf(t, 'market_temperature', 'current')).at(-1)).toMatchObject({
      action: 'market_temperature.update',
      actorId: admin.user.id,
    });
  });

  it('resets to 50, Morno, Normal and the balanced description', async () => {
    await call(t, 'PUT', '/api/admin/market-temperature', admin.cookie, {
      ...valid,
      temperatureLevel: 95,
      marketStatus: 'Fervendo',
    });
    const res = await call(t, 'POST', '/api/admin/market-temperature/reset', admin.cookie);
    expect(res.json()).toMatchObject({
      temperature: {
        temperatureLevel: 50,
        marketStatus: 'Morno',
        seasonFactor: 'Normal',
        description: 'Mercado equilibrado - Oferta e demanda normais.',
      },
      message: 'Temperatura restaurada para o padrão.',
    });
    const history = (await call(t, 'GET', '/api/admin/market-temperature/history', admin.cookie)).json().items;
    expect(
      history.map((h: { action: string; temperatureLevel: number }) => [h.action, h.temperatureLevel]).slice(0, 2),
    ).toEqual([
      ['reset', 50],
      ['update', 95],
    ]);
  });

  it('answers null (the card hides) when there is no temperature at all', async () => {
    await t.db.update(marketTemperature).set({ isActive: false });
    expect((await call(t, 'GET', '/api/market-temperature')).json()).toBeNull();
    await t.db.update(marketTemperature).set({ isActive: true });
  });
});

describe('the suggestion from the week’s listings', () => {
  it('weighs listings marked rented or sold against new ones, leaving demo listings out', async () => {
    const empty = (await call(t, 'GET', '/api/admin/market-temperature/suggestion', admin.cookie)).json();
    expect(empty).toEqual({ days: 7, newListings: 0, rentedOrSold: 0, temperatureLevel: null, marketStatus: null });
    const rentals = [];
    for (let i = 0; i < 4; i++) rentals.push(await approvedRental(t, subscriber.cookie, admin.cookie));
    for (const r of rentals.slice(0, 3))
      await call(t, 'PUT', `/api/account-rentals/${r.id}/status`, subscriber.cookie, { status: i(r.id) });
    await call(t, 'POST', '/api/admin/generate-fake-accounts', admin.cookie);
    const res = (await call(t, 'GET', '/api/admin/market-temperature/suggestion', admin.cookie)).json();
    expect(res).toEqual({ days: 7, newListings: 4, rentedOrSold: 3, temperatureLevel: 43, marketStatus: 'Morno' });
  });

  it('maps the share to the level, within 1–100', () => {
    expect(suggestLevel(0, 0)).toBeNull();
    expect(suggestLevel(0, 5)).toBe(100);
    expect(suggestLevel(9, 0)).toBe(1);
    expect(suggestLevel(1, 3)).toBe(75);
  });
});

const i = (id: number) => (id % 2 ? 'rented' : 'sold');
