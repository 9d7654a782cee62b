import type { AuthService } from '../auth/auth.service.js';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import type { RateLimiter } from '../db/rate-limit.js';
import type { PushService } from '../notifications/push.service.js';
import type { UsersService } from '../users/users.service.js';
import type { MailService } from './mail.service.js';

/** What the account mails' service (account-mail.service.ts) is made with. */
export interface AccountMailDeps {
  db: Db;
  config: Pick<AppConfig, 'mail'>;
  rateLimiter: RateLimiter;
  mail: MailService;
  users: Pick<UsersService, 'findByEmail' | 'findById' | 'update'>;
  auth: Pick<AuthService, 'confirmPassword' | 'endAllSessions'>;
  /** The email column of the notification preferences (one-click unsubscribe). */
  push: Pick<PushService, 'turnEmailOff' | 'emailOn'>;
  log?: { warn(obj: object, msg: string): void };
}

export interface Member {
  id: number;
  email: string;
  firstName: string;
  /** users.language: the mail is written in it (null: pt-BR). */
  language?: string | null;
}
