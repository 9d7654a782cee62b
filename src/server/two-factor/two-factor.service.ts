import { authenticator } from 'otplib';
import QRCode from 'qrcode';
import { messages } from '../../contract/common.js';
import { DEFAULT_SITE_TITLE } from '../../contract/page-titles.js';
import {
  RECOVERY_CODE_COUNT,
  type RecoveryCodes,
  type TwoFactorSetup,
  type TwoFactorStatus,
  twoFactorMessages,
} from '../../contract/two-factor.js';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import type { RateLimiter } from '../db/rate-limit.js';
import { badRequest, conflict, forbidden, tooManyRequests } from '../http-errors.js';
import type { SiteConfigService } from '../site-config/site-config.service.js';
import type { SessionUser } from '../users/session-user.js';
import {
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  isTotpCode,
  newRecoveryCode,
  normalizeCode,
  readPending,
  signPending,
  type TwoFactorKeys,
  twoFactorKeys,
} from './two-factor.helpers.js';
import { createTwoFactorRepository } from './two-factor.repository.js';

/** A code is accepted for its 30-second step and the ones either side (a phone's clock a little off). */
const totp = authenticator.clone({ window: 1 });
const STEP_SECONDS = 30;
/** The second step of a sign-in must follow the password within this time. */
export const PENDING_LOGIN_MS = 5 * 60_000;

export interface TwoFactorDeps {
  db: Db;
  config: Pick<AppConfig, 'twoFactor' | 'sessionSecret' | 'rateLimits'>;
  rateLimiter: RateLimiter;
  siteConfig: Pick<SiteConfigService, 'publicValue'>;
  /** Issue 30: the notice mail when it is turned on or off (never fails the change). */
  onChange?: (userId: number, on: boolean) => Promise<void>;
}

/** Issue 30: two-factor sign-in (TOTP, otplib) with recovery codes; decision 034. */
export function createTwoFactorService(deps: TwoFactorDeps) {
  const { config, rateLimiter: limiter } = deps;
  const repo = createTwoFactorRepository(deps.db);
  let keys: TwoFactorKeys | undefined;
  // Derived on first use: outside production main.ts fills SESSION_SECRET in after the config is read.
  const key = () => {
    const master = config.twoFactor.key ?? config.sessionSecret;
    if (!master) throw new Error('TWO_FACTOR_KEY or SESSION_SECRET is needed for two-factor sign-in');
    keys ??= twoFactorKeys(master);
    return keys;
  };
  const isStaff = (u: Pick<SessionUser, 'isAdmin' | 'isSuperAdmin'>) => u.isAdmin || u.isSuperAdmin;

  /** The accepted code's step, or null: a wrong code, or one outside the window. */
  function totpStep(secret: string, code: string): number | null {
    const delta = totp.checkDelta(code, secret);
    return delta === null ? null : Math.floor(Date.now() / 1000 / STEP_SECONDS) + delta;
  }

  /** A wrong code of a signed-in member (confirming, turning off) counts like a wrong password. */
  async function gate(userId: number) {
    const hit = await limiter.hit(
      `two-factor-code:${userId}`,
      config.rateLimits.loginFailsPerAccount,
      config.rateLimits.loginWindowMs,
    );
    if (hit.blocked) throw tooManyRequests(messages.tooManyRequests, hit.retryAfterSeconds);
  }

  /** A TOTP code (once per step) or an unspent recovery code (spent now). */
  async function verify(userId: number, code: string): Promise<boolean> {
    const c = normalizeCode(code);
    if (isTotpCode(c)) {
      const row = await repo.find(userId);
      if (!row?.enabledAt) return false;
      const step = totpStep(decryptSecret(key().secret, row.secret), c);
      return step !== null && (await repo.claimStep(userId, step));
    }
    if (!/^[a-z0-9]{10}$/.test(c)) return false;
    return repo.spendRecoveryCode(userId, hashRecoveryCode(key().recovery, c));
  }

  return {
    isEnabled: (userId: number) => repo.isEnabled(userId),

    async status(user: SessionUser): Promise<TwoFactorStatus> {
      const row = await repo.find(user.id);
      const enabled = !!row?.enabledAt;
      return {
        enabled,
        enabledAt: row?.enabledAt?.toISOString() ?? null,
        recoveryCodesLeft: enabled ? await repo.recoveryCodesLeft(user.id) : 0,
        requiredForStaff: config.twoFactor.staffRequired && isStaff(user) && !enabled,
      };
    },

    /** A new secret (replacing one not yet confirmed): the QR code is drawn here, not in the browser. */
    async setup(user: SessionUser): Promise<TwoFactorSetup> {
      const secret = totp.generateSecret(20);
      if (!(await repo.savePending(user.id, encryptSecret(key().secret, secret)))) {
        throw conflict(twoFactorMessages.alreadyOn);
      }
      const issuer = (await deps.siteConfig.publicValue('site_title')) || DEFAULT_SITE_TITLE;
      const otpauthUrl = totp.keyuri(user.email, issuer, secret);
      const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },

    /** The first code turns it on; the ten recovery codes are made now and shown this once. */
    async confirm(userId: number, code: string): Promise<RecoveryCodes> {
      await gate(userId);
      const row = await repo.find(userId);
      if (!row) throw badRequest(twoFactorMessages.notStarted);
      if (row.enabledAt) throw conflict(twoFactorMessages.alreadyOn);
      const c = normalizeCode(code);
      const step = isTotpCode(c) ? totpStep(decryptSecret(key().secret, row.secret), c) : null;
      if (step === null) throw badRequest(twoFactorMessages.codeInvalid);
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const hashes = codes.map((r) => hashRecoveryCode(key().recovery, normalizeCode(r)));
      await deps.db.transaction(async (tx) => {
        const r = createTwoFactorRepository(tx);
        // The secret of this row, not one replaced by a parallel 'gerar de novo' meanwhile.
        const again = await r.find(userId);
        if (again?.secret !== row.secret) throw badRequest(twoFactorMessages.notStarted);
        if (!(await r.enable(userId, step))) throw conflict(twoFactorMessages.alreadyOn);
        await r.replaceRecoveryCodes(userId, hashes);
      });
      await limiter.reset(`two-factor-code:${userId}`);
      await deps.onChange?.(userId, true);
      return { message: twoFactorMessages.enabled, recoveryCodes: codes };
    },

    /**
     * 'Gerar novos códigos': a current code (counted like a wrong password when wrong), then ten new
     * recovery codes, shown this once; the old ones stop working in the same transaction.
     */
    async regenerateCodes(userId: number, code: string): Promise<RecoveryCodes> {
      await gate(userId);
      if (!(await repo.isEnabled(userId))) throw badRequest(twoFactorMessages.notOn);
      if (!(await verify(userId, code))) throw badRequest(twoFactorMessages.codeInvalid);
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const hashes = codes.map((r) => hashRecoveryCode(key().recovery, normalizeCode(r)));
      await deps.db.transaction((tx) => createTwoFactorRepository(tx).replaceRecoveryCodes(userId, hashes));
      await limiter.reset(`two-factor-code:${userId}`);
      return { message: twoFactorMessages.codesRegenerated, recoveryCodes: codes };
    },

    /** Turning it off: the password was checked by the auth service; here the code. */
    async disable(userId: number, code: string): Promise<void> {
      await gate(userId);
      if (!(await repo.isEnabled(userId))) throw badRequest(twoFactorMessages.notOn);
      if (!(await verify(userId, code))) throw badRequest(twoFactorMessages.codeInvalid);
      await deps.db.transaction((tx) => createTwoFactorRepository(tx).remove(userId));
      await limiter.reset(`two-factor-code:${userId}`);
      await deps.onChange?.(userId, false);
    },

    /** The sign-in's second step (its limits are the auth service's, the same as the password's). */
    verify,
    pendingToken: (userId: number) => signPending(key().pending, userId, Date.now() + PENDING_LOGIN_MS),
    readPendingToken: (token: string) => readPending(key().pending, token),

    /** The panel and /api/admin refuse an administrator without it when STAFF_2FA_REQUIRED (403). */
    async requireForStaff(user: SessionUser): Promise<void> {
      if (!config.twoFactor.staffRequired || !isStaff(user)) return;
      if (!(await repo.isEnabled(user.id))) throw forbidden(twoFactorMessages.staffRequired);
    },

    /** The data export: the state only, never the secret or the codes. */
    async exportFor(userId: number) {
      const row = await repo.find(userId);
      if (!row) return { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
      return {
        enabled: !!row.enabledAt,
        enabledAt: row.enabledAt?.toISOString() ?? null,
        recoveryCodesLeft: row.enabledAt ? await repo.recoveryCodesLeft(userId) : 0,
      };
    },
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
