import { hash, verify } from '@node-rs/argon2';

// OWASP figure for argon2id: 19 MiB, 2 passes, parallelism 1. (Algorithm 2 = argon2id.)
export const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string) => hash(plain, OPTIONS);

export async function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

/**
 * A hash of a throw-away password made with OPTIONS (passwords.test.ts checks they agree), so the
 * first check against it costs one verify like any other, not a hash and a verify.
 */
export const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$GW0aJuzTvdq4wPps3OWadA$dy2aSF2T7GTTnyZL2+N7xyIZpIes0r7IcQPv6GJNuEk';

/** Spends the same time as a real check when the email is unknown (no account enumeration by timing). */
export async function burnPasswordCheck(plain: string): Promise<void> {
  await verifyPassword(DUMMY_HASH, plain);
}
