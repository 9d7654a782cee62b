import { expect } from 'vitest';
import type { Rental } from '../../contract/account-rentals.js';
import { call } from './admin.js';
import type { TestApp } from './app.js';

/** A valid create body; tests override one field at a time. */
export const rentalBody = (overrides: Record<string, unknown> = {}) => ({
  appName: 'Deliveroo',
  accountType: 'bike',
  region: 'Dublin',
  weeklyPrice: 150,
  rules: 'Pagamento adiantado',
  conditions: '',
  whatsapp: '+353 83 123 4567',
  instagramLink: 'https://instagram.com/dono',
  attestation: true,
  ...overrides,
});

export async function createRental(
  t: TestApp,
  cookie: string,
  overrides: Record<string, unknown> = {},
): Promise<Rental> {
  const res = await call(t, 'POST', '/api/account-rentals', cookie, rentalBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().item;
}

/** Creates as `cookie`, then approves as the admin. */
export async function approvedRental(
  t: TestApp,
  cookie: string,
  adminCookie: string,
  overrides: Record<string, unknown> = {},
) {
  const r = await createRental(t, cookie, overrides);
  if (r.approvalStatus !== 'approved') {
    const res = await call(t, 'PUT', `/api/admin/account-rentals/${r.id}/approve`, adminCookie);
    expect(res.statusCode, res.body).toBe(200);
  }
  return r;
}

/** Every rental of the list answer for `query`, following the cursor. */
export async function listAll(t: TestApp, query: string, cookie?: string): Promise<Rental[]> {
  const out: Rental[] = [];
  let cursor: number | null = null;
  do {
    const sep = query ? '&' : '';
    const res = await call(
      t,
      'GET',
      `/api/account-rentals?limit=48${sep}${query}${cursor ? `&cursor=${cursor}` : ''}`,
      cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    out.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return out;
}

/** Issue 33: the renter's checklist ticked (a contact reveal refuses without it). */
export async function tickChecklist(t: TestApp, cookie: string) {
  const res = await call(t, 'PUT', '/api/account-rentals/checklist', cookie, {
    substitute: true,
    selfEmployed: true,
    notStamp2: true,
  });
  expect(res.statusCode, res.body).toBe(200);
}
