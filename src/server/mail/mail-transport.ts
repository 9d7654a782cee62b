import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config.js';

/** One mail as the outbox stores it. */
export interface OutgoingMail {
  id: number;
  to: string;
  kind: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

export interface MailTransport {
  /** Sends one mail; throws when the server refused it or could not be reached (the job retries). */
  send(mail: OutgoingMail): Promise<void>;
  /** Where mails go, for the start-up line: 'smtp://host:port' or the outbox folder. */
  where: string;
  close(): void;
}

/** The development outbox: DATA_DIR/mail-outbox, one .eml file per mail (README). */
export const devOutboxDir = (dataDir: string) => join(resolve(dataDir), 'mail-outbox');

const LINK = /https?:\/\/[^\s<>"]+/g;

/**
 * SMTP through nodemailer when SMTP_URL is set. Without it (never in production, config-env.ts
 * refuses that while the mail features are on) every mail is written to the development outbox as
 * an .eml file any mail program opens, and logged with its links, so a fresh clone can follow every flow.
 */
export function createMailTransport(
  config: Pick<AppConfig, 'dataDir' | 'mail'>,
  log?: { warn(obj: object, msg: string): void },
): MailTransport {
  const { smtpUrl, from } = config.mail;
  if (smtpUrl) {
    const transporter = nodemailer.createTransport(smtpUrl, { from });
    const url = new URL(smtpUrl);
    return {
      where: `${url.protocol}//${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`,
      async send(m) {
        await transporter.sendMail({
          from,
          to: m.to,
          subject: m.subject,
          html: m.html,
          text: m.text,
          headers: m.headers,
        });
      },
      close: () => transporter.close(),
    };
  }
  const dir = devOutboxDir(config.dataDir);
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    where: dir,
    async send(m) {
      const info = await builder.sendMail({
        from,
        to: m.to,
        subject: m.subject,
        html: m.html,
        text: m.text,
        headers: m.headers,
      });
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${m.id}-${m.kind}.eml`);
      await writeFile(file, info.message as Buffer);
      // Warn: the level the development log shows by default (decision 029).
      log?.warn({ to: m.to, subject: m.subject, links: m.text.match(LINK) ?? [], file }, 'mail (development outbox)');
    },
    close: () => builder.close(),
  };
}
