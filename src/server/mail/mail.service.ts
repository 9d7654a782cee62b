import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { mailPaths } from '../../contract/mail.js';
import { DEFAULT_SITE_TITLE } from '../../contract/page-titles.js';
import type { AppConfig } from '../config.js';
import type { Db, DbOrTx } from '../db/client.js';
import type { SiteConfigService } from '../site-config/site-config.service.js';
import { type ClaimedMail, createMailRepository, type NewMail } from './mail.repository.js';
import type { MailTransport } from './mail-transport.js';

/** Mails one round claims; a full batch makes the job run another round at once. */
const BATCH = 20;
/** Mails in flight at once per instance. */
const PARALLEL = 4;
/** A claimed mail is someone's for this long (an instance that dies mid-send: retried after). */
const LEASE_SECONDS = 120;
/** Tries before a mail is given up ('failed'), kept a week. */
export const MAX_MAIL_ATTEMPTS = 6;
const KEEP_FAILED_DAYS = 7;

/** 30 s × 4ⁿ⁻¹, at most an hour, ±10 %: the wait before try n + 1. */
export function mailBackoffSeconds(attempts: number, random = Math.random): number {
  const base = Math.min(3600, 30 * 4 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.9 + random() * 0.2));
}

/** The unsubscribe links' key: HKDF-SHA-256 from SESSION_SECRET (decision 043). */
export const unsubscribeKeyOf = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'mail', 'unsubscribe', 32));
/** A member's unsubscribe MAC (144 bits); the token is `<userId>.<mac, base64url>`. */
export const unsubscribeMac = (key: Buffer, userId: number) =>
  createHmac('sha256', key).update(`unsubscribe:${userId}`).digest().subarray(0, 18);

export interface MailDeps {
  db: Db;
  config: Pick<AppConfig, 'publicUrl' | 'port' | 'mail' | 'sessionSecret'>;
  transport: MailTransport;
  siteConfig: Pick<SiteConfigService, 'publicValue'>;
  /** The clock (tests move it). */
  now?: () => Date;
  log?: { warn(obj: object, msg: string): void };
}

/**
 * The mail outbox (issue 30): `enqueue` writes a mail on the caller's transaction (a rolled-back
 * action sends nothing); `deliverDue` (the job, or a test) sends what is due through the transport,
 * retrying failures with backoff. A mail failure never reaches the action that wrote it.
 */
export function createMailService(deps: MailDeps) {
  const { db, transport } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createMailRepository(db);
  const base = (deps.config.publicUrl ?? `http://localhost:${deps.config.port}`).replace(/\/+$/, '');

  // The unsubscribe links' key, derived on first use: outside production main.ts fills
  // SESSION_SECRET in after the config is read.
  let unsubscribeKey: Buffer | undefined;
  const macOf = (userId: number) => {
    const secret = deps.config.sessionSecret;
    if (!secret) throw new Error('SESSION_SECRET is needed for the unsubscribe links');
    unsubscribeKey ??= unsubscribeKeyOf(secret);
    return unsubscribeMac(unsubscribeKey, userId);
  };

  async function send(c: ClaimedMail): Promise<'sent' | 'retry' | 'failed'> {
    try {
      await transport.send({
        id: c.id,
        to: c.toAddress,
        kind: c.kind,
        subject: c.subject,
        html: c.html,
        text: c.text,
        headers: c.headers,
      });
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      deps.log?.warn({ mail: c.id, kind: c.kind, attempts: c.attempts, error }, 'mail not sent');
      if (c.attempts >= MAX_MAIL_ATTEMPTS) {
        await repo.failMail(c.id, error);
        return 'failed';
      }
      await repo.retryMail(c.id, mailBackoffSeconds(c.attempts), error);
      return 'retry';
    }
    await repo.deleteMail(c.id);
    return 'sent';
  }

  return {
    /** MAIL_FEATURES: whether this server sends account mails at all. */
    on: deps.config.mail.on,
    /** An absolute link into the web app (PUBLIC_URL, or this server's own address outside production). */
    link(path: string, query: Record<string, string> = {}): string {
      const qs = new URLSearchParams(query).toString();
      return `${base}${path}${qs ? `?${qs}` : ''}`;
    },
    /**
     * A member's one-click unsubscribe token (`<id>.<HMAC>`, no expiry: an old mail's link keeps
     * working); it can only turn that member's email notifications off.
     */
    unsubscribeToken: (userId: number) => `${userId}.${macOf(userId).toString('base64url')}`,
    /** The member a token is for, or null (made up, tampered with). */
    readUnsubscribeToken(token: string): number | null {
      const m = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{24})$/.exec(token);
      if (!m) return null;
      const userId = Number(m[1]);
      const given = Buffer.from(m[2]!, 'base64url');
      const want = macOf(userId);
      return given.length === want.length && timingSafeEqual(given, want) ? userId : null;
    },
    /**
     * What every non-security mail carries (RFC 8058): the page link for the body, and the
     * List-Unsubscribe (https, POSTed by the mail client) and List-Unsubscribe-Post headers.
     */
    unsubscribe(userId: number) {
      const token = this.unsubscribeToken(userId);
      return {
        pageUrl: this.link(mailPaths.unsubscribe, { token }),
        headers: {
          'List-Unsubscribe': `<${this.link('/api/mail/unsubscribe', { token })}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      };
    },
    /** The site's title as the administrator set it (site config, cached). */
    siteTitle: async () => (await deps.siteConfig.publicValue('site_title')) || DEFAULT_SITE_TITLE,

    /** One mail in the outbox, on the caller's transaction; nothing when the mail features are off. */
    async enqueue(tx: DbOrTx, mail: NewMail): Promise<number | null> {
      if (!deps.config.mail.on) return null;
      return createMailRepository(tx).enqueue(mail);
    },

    /** One round: claims what is due at `at`, sends it, retries or gives up on failures. Never throws for a send. */
    async deliverDue(at: Date = now()) {
      const claimed = await repo.claimDue(at, BATCH, LEASE_SECONDS);
      const out = { claimed: claimed.length, sent: 0, retried: 0, failed: 0 };
      let next = 0;
      const worker = async () => {
        while (next < claimed.length) {
          const r = await send(claimed[next++]!);
          if (r === 'sent') out.sent++;
          else if (r === 'retry') out.retried++;
          else out.failed++;
        }
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL, claimed.length) }, worker));
      return out;
    },

    /** The hourly clean-up: given-up mails older than a week, tokens a week past their end. */
    async prune() {
      return (await repo.pruneFailed(KEEP_FAILED_DAYS)) + (await repo.pruneTokens());
    },
    /** What waits for an address (tests). */
    pendingFor: (to: string) => repo.pendingFor(to),
    batchSize: BATCH,
    /** Where mails go (start-up line). */
    where: transport.where,
    close: () => transport.close(),
  };
}
export type MailService = ReturnType<typeof createMailService>;
