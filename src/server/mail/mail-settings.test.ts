import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { parseMail } from '../test/smtp.js';
import { TEST_VAPID } from '../test/vapid.js';
import { mailTexts } from './mail-texts.js';
import { createMailTransport, devOutboxDir } from './mail-transport.js';

const prod = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), ...TEST_VAPID };

describe('mail settings', () => {
  it('production without SMTP_URL refuses to start while the mail features are on, and names them', () => {
    expect(() => loadConfig({ ...prod, SMTP_URL: '' })).toThrow(
      /SMTP_URL: is required in production while the mail features are on \(password reset by email, email verification/,
    );
    expect(loadConfig({ ...prod, SMTP_URL: '', MAIL_FEATURES: 'off' }).mail).toMatchObject({
      on: false,
      smtpUrl: undefined,
    });
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com' })).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(loadConfig({}).mail).toMatchObject({
      on: true,
      smtpUrl: undefined,
      pollMs: 2000,
      forgotPerIp: 10,
      forgotPerEmail: 3,
    });
  });

  it('without SMTP_URL each mail is an .eml file in DATA_DIR/mail-outbox and a log line with its links', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'mail-outbox-'));
    const logged: object[] = [];
    const transport = createMailTransport(loadConfig({ DATA_DIR: dataDir }), { warn: (o) => logged.push(o) });
    const content = mailTexts.resetPassword('Comunidade', 'Ana', 'http://localhost:5000/conta/nova-senha?token=abc');
    await transport.send({ id: 7, to: 'ana@teste.local', kind: 'reset-password', headers: {}, ...content });
    const files = await readdir(devOutboxDir(dataDir));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-7-reset-password\.eml$/);
    const mail = parseMail(await readFile(join(devOutboxDir(dataDir), files[0]!), 'utf8'), { from: '', to: [] });
    expect(mail.subject).toBe('Criar uma nova senha — Comunidade');
    expect(mail.text).toContain('http://localhost:5000/conta/nova-senha?token=abc');
    expect(mail.html).toContain('href="http://localhost:5000/conta/nova-senha?token=abc"');
    expect(logged).toEqual([
      expect.objectContaining({ to: 'ana@teste.local', links: ['http://localhost:5000/conta/nova-senha?token=abc'] }),
    ]);
    transport.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('escapes what members typed in the HTML', () => {
    const m = mailTexts.changeEmail('Site <b>', 'Zé <script>', 'x@y.ie', 'https://s.ie/a?b=1&c=2');
    expect(m.html).not.toContain('<script>');
    expect(m.html).toContain('Zé &lt;script&gt;');
    expect(m.html).toContain('https://s.ie/a?b=1&amp;c=2');
    expect(m.text).toContain('https://s.ie/a?b=1&c=2');
  });
});
