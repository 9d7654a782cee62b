import type { LoginInput, RegisterInput } from '../../contract/auth.js';
import { authMessages } from '../../contract/auth.js';
import { messages } from '../../contract/common.js';
import type { AppConfig } from '../config.js';
import { conflict, forbidden, tooManyRequests, unauthorized } from '../http-errors.js';
import type { RateLimiter } from '../plugins/rate-limit.js';
import type { UserRow, UsersRepository } from '../users/users.repository.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.js';

export function createAuthService(users: UsersRepository, limiter: RateLimiter, limits: AppConfig['rateLimits']) {
  return {
    async register(input: RegisterInput, ip: string): Promise<UserRow> {
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
      return row;
    },

    /** Failed logins are limited per account and per IP; a success clears the account's counter. */
    async login(input: LoginInput, ip: string): Promise<UserRow> {
      const accountKey = `login-account:${input.email}`;
      const ipKey = `login-ip:${ip}`;
      for (const [key, limit] of [
        [accountKey, limits.loginFailsPerAccount],
        [ipKey, limits.loginFailsPerIp],
      ] as const) {
        const state = await limiter.isBlocked(key, limit);
        if (state.blocked) throw tooManyRequests(messages.tooManyRequests, state.retryAfterSeconds);
      }
      const user = await users.findByEmail(input.email);
      const ok = user ? await verifyPassword(user.password, input.password) : (await burnPasswordCheck(input.password), false);
      if (!user || !ok) {
        await limiter.hit(accountKey, limits.loginFailsPerAccount, limits.loginWindowMs);
        await limiter.hit(ipKey, limits.loginFailsPerIp, limits.loginWindowMs);
        throw unauthorized(authMessages.invalidCredentials);
      }
      if (!user.isActive) throw forbidden(authMessages.inactiveAccount);
      await limiter.reset(accountKey);
      return user;
    },
  };
}
