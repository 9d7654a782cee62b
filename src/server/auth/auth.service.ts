import type { LoginInput, RegisterInput } from '../../contract/auth.js';
import { authMessages } from '../../contract/auth.js';
import { messages } from '../../contract/common.js';
import type { CurrentUser } from '../../contract/users.js';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import type { RateLimiter } from '../db/rate-limit.js';
import { badRequest, conflict, forbidden, notFound, tooManyRequests, unauthorized } from '../http-errors.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { toCurrentUser, type UsersService } from '../users/users.service.js';
import { createAuthRepository } from './auth.repository.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.js';

export interface AuthDeps {
  db: Db;
  config: Pick<AppConfig, 'rateLimits'>;
  rateLimiter: RateLimiter;
  users: UsersService;
  /** Ending a session closes its live streams on every instance (issue 29). */
  notifications: Pick<NotificationsService, 'closeSession' | 'closeMember'>;
}

/** Sign-up, sign-in and the server-side sessions behind the cookie (plugins/session.ts). */
export function createAuthService(deps: AuthDeps) {
  const { users, rateLimiter: limiter, notifications } = deps;
  const limits = deps.config.rateLimits;
  const repo = createAuthRepository(deps.db);

  return {
    async register(input: RegisterInput, ip: string): Promise<CurrentUser> {
      const gate = await limiter.hit(`register-ip:${ip}`, limits.registerPerIp, limits.registerWindowMs);
      if (gate.blocked) throw tooManyRequests(messages.tooManyRequests, gate.retryAfterSeconds);
      if (await users.findByEmail(input.email)) throw conflict(authMessages.emailTaken);
      const row = await users.insert({
        email: input.email,
        password: await hashPassword(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        whatsapp: input.phone,
      });
      // A concurrent registration with the same email lost the race on the unique index.
      if (!row) throw conflict(authMessages.emailTaken);
      return toCurrentUser(row);
    },

    /**
     * Login limits that hold under a burst (issue 14, hole 1; decision 014). Every attempt is
     * counted atomically BEFORE the password is checked, per IP and per account, so however the
     * attempts arrive at most LOGIN_MAX_FAILS_PER_IP passwords per IP and LOGIN_MAX_FAILS_PER_ACCOUNT
     * per account are checked in a window. Past the account's limit the owner is not locked out:
     * an IP with no attempt in the window (its first one) gets the slower path — a delay, and at most
     * LOGIN_CLEAN_IP_TRIES_PER_ACCOUNT such tries per account per window, whatever the number of
     * IPs. A success gives the attempt back to the IP and clears the account's counters.
     */
    async login(input: LoginInput, ip: string): Promise<{ id: number; user: CurrentUser }> {
      const accountKey = `login-account:${input.email}`;
      const cleanKey = `login-account-clean:${input.email}`;
      const ipKey = `login-ip:${ip}`;
      const window = limits.loginWindowMs;
      const byIp = await limiter.hit(ipKey, limits.loginFailsPerIp, window);
      if (byIp.blocked) throw tooManyRequests(messages.tooManyRequests, byIp.retryAfterSeconds);
      const byAccount = await limiter.hit(accountKey, limits.loginFailsPerAccount, window);
      if (byAccount.blocked) {
        const cleanIp = byIp.count === 1;
        const clean = cleanIp ? await limiter.hit(cleanKey, limits.loginCleanIpTries, window) : null;
        if (!clean || clean.blocked) throw tooManyRequests(messages.tooManyRequests, byAccount.retryAfterSeconds);
        await new Promise((r) => setTimeout(r, limits.loginCleanIpDelayMs));
      }
      const user = await users.findByEmail(input.email);
      // An unknown email costs the same time as a wrong password (no account enumeration by timing).
      if (!user) await burnPasswordCheck(input.password);
      const ok = user ? await verifyPassword(user.password, input.password) : false;
      if (!user || !ok) throw unauthorized(authMessages.invalidCredentials);
      if (!user.isActive) throw forbidden(authMessages.inactiveAccount);
      await Promise.all([limiter.release(ipKey), limiter.reset(accountKey), limiter.reset(cleanKey)]);
      return { id: user.id, user: toCurrentUser(user) };
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
    createSession: (sid: string, userId: number, expire: Date) => repo.createSession(sid, userId, expire),
    touchSession: (sid: string, expire: Date) => repo.touchSession(sid, expire),
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
    deleteExpiredSessions: () => repo.deleteExpiredSessions(),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
