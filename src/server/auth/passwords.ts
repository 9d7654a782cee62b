import { hash, verify } from '@node-rs/argon2';

// OWASP figure for argon2id: 19 MiB, 2 passes, parallelism 1. (Algorithm 2 = argon2id.)
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string) => hash(plain, OPTIONS);

export async function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** Spends the same time as a real check when the email is unknown (no account enumeration by timing). */
export async function burnPasswordCheck(plain: string): Promise<void> {
  dummy ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummy, plain);
}
