import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import type { AdminAlert, MyAlert } from '../../contract/blacklist.js';
import { call } from './admin.js';
import type { TestApp } from './app.js';

/** A fresh Irish mobile per call, as a member types it: '+353 87 123 4567'. */
export function uniquePhone(): string {
  const digits = String(1_000_000 + randomInt(8_999_999));
  return `+353 87 ${digits.slice(0, 3)} ${digits.slice(3)}`;
}

export const alertBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'João Golpista',
  description: 'Pediu depósito adiantado pelo aluguel da conta e sumiu.',
  phoneNumber: uniquePhone(),
  email: null,
  otherInfo: 'Usa o Instagram @golpe_dublin',
  imageUrls: [],
  ...overrides,
});

export async function submitAlert(
  t: TestApp,
  cookie: string,
  overrides: Record<string, unknown> = {},
): Promise<MyAlert> {
  const res = await call(t, 'POST', '/api/blacklist', cookie, alertBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().item;
}

/** Submits as `cookie`, then approves as the admin. */
export async function approvedAlert(
  t: TestApp,
  cookie: string,
  adminCookie: string,
  overrides: Record<string, unknown> = {},
): Promise<AdminAlert> {
  const a = await submitAlert(t, cookie, overrides);
  const res = await call(t, 'PUT', `/api/admin/blacklist/${a.id}/status`, adminCookie, { status: 'approved' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().item;
}

export async function check(t: TestApp, cookie: string, contact: string) {
  const res = await call(t, 'POST', '/api/blacklist/check', cookie, { contact });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ alert: { description: string } | null; remaining: number }>().alert;
}
