import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, OPTIONS, verifyPassword } from './passwords.js';

describe('the dummy hash of unknown-email sign-ins', () => {
  it('is made with the same argon2 parameters as real hashes (same cost), and matches no real password', async () => {
    expect(DUMMY_HASH).toContain(
      `$argon2id$v=19$m=${OPTIONS.memoryCost},t=${OPTIONS.timeCost},p=${OPTIONS.parallelism}$`,
    );
    expect(await verifyPassword(DUMMY_HASH, 'dummy-password-for-timing')).toBe(true);
    expect(await verifyPassword(DUMMY_HASH, 'senha-secreta-1')).toBe(false);
  });
});
