import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';

/** Values planted on test users (see plantStripeIds) that must never reach a response. */
export const PLANTED_STRIPE_CUSTOMER = 'cus_TESTsecret123';
export const PLANTED_STRIPE_SUBSCRIPTION = 'sub_TESTsecret456';

/** No response may carry a password (field or hash) or a payment provider id. */
export function expectNoSecrets(res: LightMyRequestResponse): void {
  expect(res.body).not.toMatch(/password/i);
  expect(res.body).not.toMatch(/stripe/i);
  // Headers too (the CSP names Stripe's hosts, so only the values are checked there).
  const text = `${JSON.stringify(res.headers)}\n${res.body}`;
  expect(text).not.toContain('$argon2');
  expect(text).not.toContain(PLANTED_STRIPE_CUSTOMER);
  expect(text).not.toContain(PLANTED_STRIPE_SUBSCRIPTION);
}

/** Gives a user payment ids, so a leak of them would show in the responses under test. */
export async function plantStripeIds(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ stripeCustomerId: PLANTED_STRIPE_CUSTOMER, stripeSubscriptionId: PLANTED_STRIPE_SUBSCRIPTION })
    .where(eq(users.id, userId));
}
