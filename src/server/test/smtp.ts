// Issue 30: a real local SMTP server (the `smtp-server` package) that tests point SMTP_URL at and
// read what arrives from, decoded enough to read: the subject, the text and HTML parts, the headers.
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Header names in lower case (the top-level ones). */
  headers: Record<string, string>;
  raw: string;
}

export interface LocalSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** The first mail to `to` (and matching `subject`, if given) that arrived, waiting up to `timeoutMs`. */
  waitFor(to: string, subject?: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  /** Mails that arrived for `to`. */
  to(address: string): ReceivedMail[];
  /** Refuse every mail with 451 (a server that fails) until called with false. */
  failAll(on: boolean): void;
  close(): Promise<void>;
}

function decodeQp(s: string): Buffer {
  const soft = s.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const c = soft[i]!;
    if (c === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(c, 'utf8'));
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / ?B?). */
function decodeWords(s: string): string {
  return s
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_m, _cs, enc: string, body: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(body, 'base64').toString('utf8')
        : decodeQp(body.replace(/_/g, ' ')).toString('utf8'),
    );
}

function parseHeaders(block: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) out[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return out;
}

function split(raw: string): { headers: Record<string, string>; body: string } {
  const m = /\r?\n\r?\n/.exec(raw);
  if (!m) return { headers: parseHeaders(raw), body: '' };
  return { headers: parseHeaders(raw.slice(0, m.index)), body: raw.slice(m.index + m[0].length) };
}

function decodeBody(body: string, encoding = ''): string {
  const e = encoding.toLowerCase();
  if (e === 'quoted-printable') return decodeQp(body).toString('utf8');
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Every leaf part (text/plain, text/html) of a message, nested multiparts included. */
function leaves(part: { headers: Record<string, string>; body: string }): { type: string; text: string }[] {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return part.body
      .split(`--${boundary}`)
      .slice(1)
      .filter((p) => !p.startsWith('--'))
      .flatMap((p) => leaves(split(p.replace(/^\r?\n/, ''))));
  }
  return [
    { type: type.split(';')[0]!.toLowerCase(), text: decodeBody(part.body, part.headers['content-transfer-encoding']) },
  ];
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const top = split(raw);
  const parts = leaves(top);
  return {
    from: envelope.from,
    to: envelope.to,
    subject: decodeWords(top.headers.subject ?? ''),
    text: parts.find((p) => p.type === 'text/plain')?.text ?? '',
    html: parts.find((p) => p.type === 'text/html')?.text ?? '',
    headers: top.headers,
    raw,
  };
}

/** The first link in a mail's text that goes to `path` (the absolute URL). */
export function linkIn(mail: ReceivedMail, path: string): string {
  const found = mail.text.match(/https?:\/\/[^\s]+/g)?.find((u) => new URL(u).pathname === path);
  if (!found) throw new Error(`no link to ${path} in: ${mail.text}`);
  return found;
}

/** The token of a mail's link to `path`. */
export const tokenIn = (mail: ReceivedMail, path: string) => new URL(linkIn(mail, path)).searchParams.get('token')!;

/** Starts a server on 127.0.0.1 (`port` 0: any free one); no auth, no TLS. */
export async function startSmtp(port = 0): Promise<LocalSmtp> {
  const received: ReceivedMail[] = [];
  let failing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (failing) {
          const err = Object.assign(new Error('Tente mais tarde'), { responseCode: 451 });
          callback(err);
          return;
        }
        received.push(
          parseMail(Buffer.concat(chunks).toString('utf8'), {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          }),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as { port: number }).port;
  const to = (address: string) => received.filter((m) => m.to.includes(address.toLowerCase()));
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received,
    to,
    async waitFor(address, subject, timeoutMs = 10_000) {
      const end = Date.now() + timeoutMs;
      for (;;) {
        const m = to(address).find((x) => !subject || subject.test(x.subject));
        if (m) return m;
        if (Date.now() > end) throw new Error(`no mail to ${address}${subject ? ` matching ${subject}` : ''}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    failAll(on) {
      failing = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
