import type { Db } from '../db/client.js';
import { langOf } from '../i18n/lang-of.js';
import type { MailService } from '../mail/mail.service.js';
import { dublinTime, mailTextsIn } from '../mail/mail-texts.js';
import { createEmailDigestRepository } from './email-digest.repository.js';
import { notificationTexts } from './notification-texts.js';

/** Members looked at per page of a round. */
const PAGE = 100;
/** Unread notifications read per member (the mail lists the first DIGEST_LISTED, counts the rest). */
const READ_AT_MOST = 100;
const DIGEST_LISTED = 10;
const KEEP_DAYS = 30;

/** The Dublin date and hour of a moment ('2026-11-26', 18). */
export function dublinDay(at: Date): { day: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Dublin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

export interface EmailDigestDeps {
  db: Db;
  mail: Pick<MailService, 'enqueue' | 'link' | 'siteTitle' | 'unsubscribe' | 'on'>;
  /** MAIL_DIGEST_HOUR: the Dublin hour from which the day's digest goes out. */
  hour: number;
  now?: () => Date;
}

/**
 * Issue 30: the daily email digest of unread notifications (messages included: 'Novas mensagens'
 * is a kind), for members with the email column on, from MAIL_DIGEST_HOUR (Dublin). Each member's
 * day is claimed by one row (ON CONFLICT DO NOTHING) on the transaction that writes the mail, so
 * two instances running at once send it once; a day with nothing unread since the last digest
 * sends nothing. Every digest carries one-click unsubscribe (List-Unsubscribe, RFC 8058).
 */
export function createEmailDigestService(deps: EmailDigestDeps) {
  const { db, mail } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createEmailDigestRepository(db);

  /** One member's day: claimed, read, mailed when there is something. True when a mail was written. */
  async function digestOne(
    c: { userId: number; email: string; firstName: string; emailOn: string[]; language?: string | null },
    day: string,
    at: Date,
    siteTitle: string,
  ) {
    return db.transaction(async (tx) => {
      const r = createEmailDigestRepository(tx);
      if (!(await r.claim(c.userId, day))) return false;
      const since = (await r.previous(c.userId, day)) ?? new Date(at.getTime() - 24 * 3_600_000);
      const rows = await r.unread(c.userId, c.emailOn, since, READ_AT_MOST);
      if (rows.length === 0) return false;
      await r.setItems(c.userId, day, rows.length);
      // In the member's language (issue 36), the notifications' texts as the bell writes them.
      const lang = langOf(c.language);
      const items = rows.slice(0, DIGEST_LISTED).map((n) => notificationTexts(n.type, n.data, lang));
      const out = mail.unsubscribe(c.userId);
      const content = mailTextsIn(lang).digest(siteTitle, c.firstName, {
        items,
        total: rows.length,
        more: rows.length >= READ_AT_MOST,
        when: dublinTime(at, lang),
        openUrl: mail.link('/notificacoes'),
        settingsUrl: mail.link('/settings#notificacoes'),
        unsubscribeUrl: out.pageUrl,
      });
      await mail.enqueue(tx, {
        userId: c.userId,
        toAddress: c.email,
        kind: 'digest',
        ...content,
        headers: out.headers,
      });
      return true;
    });
  }

  return {
    /** One round (the schedule, or a test): from the digest hour, every due member of the Dublin day. Mails written. */
    async run(at: Date = now()): Promise<number> {
      if (!mail.on) return 0;
      const { day, hour } = dublinDay(at);
      if (hour < deps.hour) return 0;
      const siteTitle = await mail.siteTitle();
      let sent = 0;
      let after = 0;
      for (;;) {
        const page = await repo.due(day, after, PAGE);
        for (const c of page) if (await digestOne(c, day, at, siteTitle)) sent++;
        if (page.length < PAGE) break;
        after = page[page.length - 1]!.userId;
      }
      await repo.pruneBefore(dublinDay(new Date(at.getTime() - KEEP_DAYS * 86_400_000)).day);
      return sent;
    },
  };
}
export type EmailDigestService = ReturnType<typeof createEmailDigestService>;
