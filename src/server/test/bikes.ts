import { expect } from 'vitest';
import type { BikeSaved, MarkStolenInput, RegisterBikeInput } from '../../contract/bikes.js';
import { call } from './admin.js';
import type { TestApp } from './app.js';

let n = 0;
/** A serial no other test of the run uses (letters that fold to themselves, then digits). */
export const serialOf = () => {
  n += 1;
  return `WTU${Date.now()
    .toString(36)
    .toUpperCase()
    .replace(/[OQILSZB]/g, 'X')}${n}`;
};

export const bikeBody = (overrides: Partial<RegisterBikeInput> = {}): RegisterBikeInput => ({
  type: 'ebike',
  brand: 'Trek',
  model: 'Allant+',
  colour: 'Preta',
  serial: serialOf(),
  ...overrides,
});

export const stolenBody = (overrides: Partial<MarkStolenInput> = {}): MarkStolenInput => ({
  stolenAt: new Date(Date.now() - 3_600_000).toISOString(),
  latitude: 53.3478,
  longitude: -6.2597,
  gardaIncident: 'PULSE-12345',
  description: 'Adesivo do Brasil no quadro, bagageiro preto.',
  ...overrides,
});

/** Registers a bike as `cookie`; expects 201. */
export async function registerBike(t: TestApp, cookie: string, overrides: Partial<RegisterBikeInput> = {}) {
  const res = await call(t, 'POST', '/api/bikes', cookie, bikeBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<BikeSaved>().bike;
}

/** A registered bike marked stolen; expects 200 at each step. */
export async function stolenBike(t: TestApp, cookie: string, overrides: Partial<RegisterBikeInput> = {}) {
  const bike = await registerBike(t, cookie, overrides);
  const res = await call(t, 'POST', `/api/bikes/${bike.id}/stolen`, cookie, stolenBody());
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BikeSaved>().bike;
}
