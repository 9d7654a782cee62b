import { createHash } from 'node:crypto';
import type { LoginInput, RegisterInput } from '../../contract/auth.js';
import { authMessages } from '../../contract/auth.js';
import { messages } from '../../contract/common.js';
import type { Lang } from '../../contract/i18n.js';
import { type SessionsList, sessionsMessages } from '../../contract/sessions.js';
import { type DisableTwoFactorInput, type LoginTwoFactorInput, twoFactorMessages } from '../../contract/two-factor.js';
import type { CurrentUser } from '../../contract/users.js';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import type { RateLimiter } from '../db/rate-limit.js';
import { badRequest, conflict, forbidden, notFound, tooManyRequests, unauthorized } from '../http-errors.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { PushService } from '../notifications/push.service.js';
import type { TwoFactorService } from '../two-factor/two-factor.service.js';
import { toCurrentUser, type UsersService } from '../users/users.service.js';
import { createAuthRepository } from './auth.repository.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.js';
import { browserKey, describeUserAgent } from './user-agent.js';

/** The most sessions /settings lists (the most recently used): sessions end after SESSION_TTL_DAYS. */
const SESSIONS_LISTED = 100;
const sessionHandle = (sid: string) => createHash('md5').update(sid).digest('hex');

/** A sign-in: a session for this user, or (two-factor on) the token of the second step. */
export type LoginResult = { id: number; user: CurrentUser } | { pending: string };

export interface AuthDeps {
  db: Db;
  config: Pick<AppConfig, 'rateLimits'>;
  rateLimiter: RateLimiter;
  users: UsersService;
  /** Ending a session closes its live streams on every instance (issue 29). */
  notifications: Pick<NotificationsService, 'closeSession' | 'closeMember'>;
  /** Ending a session stops the pushes subscribed in it (issue 30). */
  push: Pick<PushService, 'forgetSession'>;
  /** Issue 30: the second step of a sign-in, and turning it off with the password. */
  twoFactor: Pick<TwoFactorService, 'isEnabled' | 'verify' | 'pendingToken' | 'readPendingToken' | 'disable'>;
  /** Issue 30: the verification mail of a new account (never fails the registration). */
  afterRegister?: (user: { id: number; email: string; firstName: string }) => Promise<void>;
  /** Issue 30: the new sign-in alert (a mail; never fails the sign-in). */
  onNewBrowser?: (userId: number, seen: { browser: string; system: string; at: Date }) => Promise<void>;
  log?: { warn(obj: object, msg: string): void };
}

/** A browser not signed in from for this long counts as new again (decision 043). */
export const KNOWN_BROWSER_DAYS = 90;

/** Sign-up, sign-in and the server-side sessions behind the cookie (plugins/session.ts). */
export function createAuthService(deps: AuthDeps) {
  const { users, rateLimiter: limiter, notifications, twoFactor } = deps;
  const limits = deps.config.rateLimits;
  const repo = createAuthRepository(deps.db);
  const keys = (email: string, ip: string) => ({
    account: `login-account:${email}`,
    clean: `login-account-clean:${email}`,
    ip: `login-ip:${ip}`,
  });

  /**
   * Login limits that hold under a burst (issue 14, hole 1; decision 014). Every attempt is
   * counted atomically BEFORE the password (or the second step's code, issue 30) is checked, per
   * IP and per account, so however the attempts arrive at most LOGIN_MAX_FAILS_PER_IP per IP and
   * LOGIN_MAX_FAILS_PER_ACCOUNT per account are checked in a window. Past the account's limit the
   * owner is not locked out: an IP with no attempt in the window (its first one) gets the slower
   * path — a delay, and at most LOGIN_CLEAN_IP_TRIES_PER_ACCOUNT such tries per account per
   * window, whatever the number of IPs.
   */
  async function countAttempt(email: string, ip: string) {
    const k = keys(email, ip);
    const window = limits.loginWindowMs;
    const byIp = await limiter.hit(k.ip, limits.loginFailsPerIp, window);
    if (byIp.blocked) throw tooManyRequests(messages.tooManyRequests, byIp.retryAfterSeconds);
    const byAccount = await limiter.hit(k.account, limits.loginFailsPerAccount, window);
    if (byAccount.blocked) {
      const cleanIp = byIp.count === 1;
      const clean = cleanIp ? await limiter.hit(k.clean, limits.loginCleanIpTries, window) : null;
      if (!clean || clean.blocked) throw tooManyRequests(messages.tooManyRequests, byAccount.retryAfterSeconds);
      await new Promise((r) => setTimeout(r, limits.loginCleanIpDelayMs));
    }
  }
  /** A success gives the attempt back to the IP and clears the account's counters. */
  async function signedIn(email: string, ip: string) {
    const k = keys(email, ip);
    await Promise.all([limiter.release(k.ip), limiter.reset(k.account), limiter.reset(k.clean)]);
  }

  /** Ends sessions of a member that were found and deleted: their live streams and their pushes. */
  async function endedSessions(
    userId: number,
    sids: string[],
    tx: Parameters<NotificationsService['closeSession']>[0],
  ) {
    for (const sid of sids) await notifications.closeSession(tx, userId, sid);
  }

  return {
    /** `language`: the page's the visitor signed up on (issue 36), kept as the account's. */
    async register(input: RegisterInput, ip: string, language: Lang = 'pt-BR'): Promise<CurrentUser> {
      const gate = await limiter.hit(`register-ip:${ip}`, limits.registerPerIp, limits.registerWindowMs);
      if (gate.blocked) throw tooManyRequests(messages.tooManyRequests, gate.retryAfterSeconds);
      if (await users.findByEmail(input.email)) throw conflict(authMessages.emailTaken);
      const row = await users.insert({
        language,
        email: input.email,
        password: await hashPassword(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        whatsapp: input.phone,
      });
      // A concurrent registration with the same email lost the race on the unique index.
      if (!row) throw conflict(authMessages.emailTaken);
      await deps.afterRegister?.(row);
      return toCurrentUser(row);
    },

    /**
     * The password step (limits: countAttempt). With two-factor on, a right password opens no
     * session: it answers the second step's token, gives the attempt back to the IP but leaves the
     * account's count as it is, so knowing the password never resets the count of wrong codes.
     */
    async login(input: LoginInput, ip: string): Promise<LoginResult> {
      await countAttempt(input.email, ip);
      const user = await users.findByEmail(input.email);
      // An unknown email costs the same time as a wrong password (no account enumeration by timing).
      if (!user) await burnPasswordCheck(input.password);
      const ok = user ? await verifyPassword(user.password, input.password) : false;
      if (!user || !ok) throw unauthorized(authMessages.invalidCredentials);
      if (!user.isActive) throw forbidden(authMessages.inactiveAccount);
      if (await twoFactor.isEnabled(user.id)) {
        await limiter.release(keys(input.email, ip).ip);
        return { pending: twoFactor.pendingToken(user.id) };
      }
      await signedIn(input.email, ip);
      return { id: user.id, user: toCurrentUser(user) };
    },

    /** The second step: a code from the app or a recovery code (spent), counted like a password. */
    async loginTwoFactor(input: LoginTwoFactorInput, ip: string): Promise<{ id: number; user: CurrentUser }> {
      const userId = twoFactor.readPendingToken(input.token);
      const user = userId === null ? null : await users.findById(userId);
      if (!user) throw badRequest(twoFactorMessages.loginExpired);
      await countAttempt(user.email, ip);
      if (!user.isActive) throw forbidden(authMessages.inactiveAccount);
      if (!(await twoFactor.isEnabled(user.id))) throw badRequest(twoFactorMessages.loginExpired);
      if (!(await twoFactor.verify(user.id, input.code))) throw unauthorized(twoFactorMessages.codeInvalid);
      await signedIn(user.email, ip);
      return { id: user.id, user: toCurrentUser(user) };
    },

    /** Turning two-factor off needs the password (limited as confirmPassword) and a code. */
    async disableTwoFactor(userId: number, input: DisableTwoFactorInput): Promise<{ message: string }> {
      await this.confirmPassword(userId, input.password, twoFactorMessages.wrongPassword);
      await twoFactor.disable(userId, input.code);
      return { message: twoFactorMessages.disabled };
    },

    /**
     * A signed-in member re-enters their password before a dangerous action (account deletion).
     * Limited like sign-ins (decision 014): every check is counted atomically before the password
     * is compared, at most LOGIN_MAX_FAILS_PER_ACCOUNT per window; a success clears the count.
     */
    async confirmPassword(userId: number, password: string, wrongMessage: string): Promise<void> {
      const key = `password-check:${userId}`;
      const gate = await limiter.hit(key, limits.loginFailsPerAccount, limits.loginWindowMs);
      if (gate.blocked) throw tooManyRequests(messages.tooManyRequests, gate.retryAfterSeconds);
      const user = await users.findById(userId);
      // Deleted meanwhile (a parallel 'Excluir minha conta'): say so, not that the password was wrong.
      if (!user) throw notFound(authMessages.accountGone);
      if (!(await verifyPassword(user.password, password))) throw badRequest(wrongMessage);
      await limiter.reset(key);
    },

    /** The session's user (narrow SessionUser), if the session is live. One prepared query per request. */
    findSession: (sid: string) => repo.findSessionUser(sid),
    createSession: (sid: string, userId: number, expire: Date, userAgent: string | null) =>
      repo.createSession(sid, userId, expire, userAgent),
    /** Last seen now, and the new expiry when it rolls (plugins/session.ts: at most every few minutes). */
    touchSession: (sid: string, expire: Date | null) => repo.touchSession(sid, expire),
    deleteSession: (sid: string) => repo.deleteSession(sid),
    /** Logout: the session goes, and with it (at the same commit) its live streams on every instance. */
    endSession: (sid: string, userId: number) =>
      deps.db.transaction(async (tx) => {
        await createAuthRepository(tx).deleteSession(sid);
        await notifications.closeSession(tx, userId, sid);
      }),
    /** Ends every session of a user (deactivation, password change by an admin), and their live streams. */
    endAllSessions: (userId: number) =>
      deps.db.transaction(async (tx) => {
        await createAuthRepository(tx).deleteUserSessions(userId);
        await notifications.closeMember(tx, userId);
      }),
    /** Expired sessions, and browsers not signed in from for KNOWN_BROWSER_DAYS (the maintenance job). */
    async deleteExpiredSessions() {
      await repo.deleteExpiredSessions();
      await repo.deleteStaleBrowsers(KNOWN_BROWSER_DAYS);
    },

    /**
     * Every new session (registration, sign-in): records its browser and, when the member signed in
     * before from another browser and never (or not for KNOWN_BROWSER_DAYS) from this one, sends the
     * new sign-in alert. The first sign-in after registration knows no other browser: no alert.
     * A failure is logged; it never fails the sign-in.
     */
    async noteSignIn(userId: number, userAgent: string | null) {
      try {
        const seen = await repo.noteBrowser(userId, browserKey(userAgent), KNOWN_BROWSER_DAYS);
        if (seen.isNew && seen.hadOthers) {
          await deps.onNewBrowser?.(userId, { ...describeUserAgent(userAgent), at: new Date() });
        }
      } catch (err) {
        deps.log?.warn({ err, userId }, 'new sign-in alert not queued');
      }
    },
    /** The data export: the browsers the member signed in from (names only). */
    browsersOf: (userId: number) => repo.browsersOf(userId),

    /** /settings: the member's sessions, browser and system read from the user agent here. */
    async listSessions(userId: number, currentSid: string): Promise<SessionsList> {
      const rows = await repo.listUserSessions(userId, SESSIONS_LISTED);
      const current = sessionHandle(currentSid);
      return {
        items: rows.map((r) => ({
          id: r.id,
          ...describeUserAgent(r.userAgent),
          createdAt: r.createdAt.toISOString(),
          lastSeenAt: r.lastSeenAt.toISOString(),
          current: r.id === current,
        })),
      };
    },

    /** 'Encerrar': one of the member's other sessions (another member's handle: 404). */
    async endSessionByHandle(userId: number, id: string, currentSid: string): Promise<{ message: string }> {
      if (id === sessionHandle(currentSid)) throw badRequest(sessionsMessages.isCurrent);
      const sid = await deps.db.transaction(async (tx) => {
        const found = await createAuthRepository(tx).deleteUserSessionByHandle(userId, id);
        if (found) await endedSessions(userId, [found], tx);
        return found;
      });
      if (!sid) throw notFound(sessionsMessages.notFound);
      await deps.push.forgetSession(sid);
      return { message: sessionsMessages.ended };
    },

    /** 'Encerrar todas as outras': every session of the member but this one. */
    async endOtherSessions(userId: number, currentSid: string): Promise<{ message: string; ended: number }> {
      const sids = await deps.db.transaction(async (tx) => {
        const gone = await createAuthRepository(tx).deleteOtherUserSessions(userId, currentSid);
        await endedSessions(userId, gone, tx);
        return gone;
      });
      for (const sid of sids) await deps.push.forgetSession(sid);
      return { message: sessionsMessages.othersEnded, ended: sids.length };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
