import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';

/**
 * Decision 034: the keys of two-factor sign-in, each derived (HKDF-SHA-256) from one master key
 * (TWO_FACTOR_KEY, else SESSION_SECRET): the secrets' encryption at rest (AES-256-GCM), the
 * recovery codes' pepper (HMAC-SHA-256) and the pending sign-in tokens' signature.
 */
export function twoFactorKeys(master: string) {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', master, 'two-factor', info, 32));
  return { secret: derive('secret-at-rest'), recovery: derive('recovery-codes'), pending: derive('pending-login') };
}
export type TwoFactorKeys = ReturnType<typeof twoFactorKeys>;

/** `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptSecret(key: Buffer, stored: string): string {
  const [, iv, tag, data] = stored.split('.');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv!, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag!, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data!, 'base64url')), decipher.final()]).toString('utf8');
}

/** No 0/o, 1/i/l: read from a screen and typed on a phone. 31 symbols, 10 of them ≈ 49.5 bits. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code as shown: `xxxxx-xxxxx`. */
export function newRecoveryCode(): string {
  const c = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${c.slice(0, 5)}-${c.slice(5)}`;
}

/** What a member typed, as compared: no spaces or dashes, lower case. */
export function normalizeCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

export const isTotpCode = (normalized: string) => /^\d{6}$/.test(normalized);

/** The stored form of a recovery code: keyed, so a copy of the table alone cannot be tried offline. */
export function hashRecoveryCode(key: Buffer, normalized: string): string {
  return createHmac('sha256', key).update(normalized).digest('hex');
}

/** The second step's token: who passed the password, until when; signed, single purpose, not a session. */
export function signPending(key: Buffer, userId: number, expiresAt: number): string {
  const body = `${userId}.${expiresAt}.${randomBytes(9).toString('base64url')}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

/** The user id of a pending token still valid, else null. */
export function readPending(key: Buffer, token: string, now = Date.now()): number | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const body = parts.slice(0, 3).join('.');
  const expected = createHmac('sha256', key).update(body).digest();
  const given = Buffer.from(parts[3]!, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const userId = Number(parts[0]);
  const expiresAt = Number(parts[1]);
  if (!Number.isInteger(userId) || !(expiresAt > now)) return null;
  return userId;
}
