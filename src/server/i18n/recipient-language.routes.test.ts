// Issue 36 (decision 058): mails, pushes and the bell are written in pt-BR by the services and reach
// each member in their own language (users.language), whoever caused them; what members wrote (a
// name, a listing's title) stays as written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_TITLE } from '../../contract/page-titles.js';
import { call, setUser } from '../test/admin.js';
import { createMember, createTestApp, registerUser, type TestApp } from '../test/app.js';
import { type FakePush, startFakePush } from '../test/fake-push.js';
import { outboxFor } from '../test/mail.js';
import { sendOk } from '../test/messages.js';
import { deliver, pushMember } from '../test/push.js';
import { hasText, translate } from './translate.js';

let t: TestApp;
let fake: FakePush;
beforeAll(async () => {
  // The digest from midnight (Dublin): any test hour is past it.
  [t, fake] = await Promise.all([
    createTestApp({ env: { PUBLIC_URL: 'https://comunidade.test', MAIL_DIGEST_HOUR: '0' } }),
    startFakePush(),
  ]);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const quiet = { enabled: false, start: '23:00', end: '07:00' };

describe('mails in the recipient’s language', () => {
  it('the daily digest of a member who reads Spanish: its words, and the notifications’, in Spanish', async () => {
    const ana = await createMember(t, { register: { firstName: 'Ana' } });
    await setUser(t, ana.user.id, { language: 'es' });
    const prefs = await call(t, 'PUT', '/api/notifications/preferences', ana.cookie, {
      pushOff: [],
      quietHours: quiet,
      emailOn: ['message-received'],
    });
    expect(prefs.statusCode, prefs.body).toBe(200);
    // Caused by a member who reads pt-BR; the name and the listing's title as they wrote them.
    await t.app.services.notifications.notify(t.db, ana.user.id, 'message-received', {
      data: { from: 'Carla Souza', itemTitle: 'Bicicleta usada' },
    });
    await t.app.services.emailDigest.run();
    const [mail] = (await outboxFor(t, ana.email)).filter((m) => m.kind === 'digest');
    expect(mail, 'a digest').toBeDefined();
    expect(mail!.subject).toBe(`Resumen del día: 1 notificación sin leer — ${DEFAULT_SITE_TITLE}`);
    expect(mail!.text).toContain('¡Hola, Ana!');
    expect(mail!.text).toContain('Tienes 1 notificación sin leer desde el último resumen:');
    expect(mail!.text).toMatch(
      /Cancelar estos correos \(no necesitas iniciar sesión\): https:\/\/comunidade\.test\/conta\/cancelar-emails\?token=/,
    );
    expect(mail!.html).toContain('<html lang="es">');
    expect(mail!.html).toContain('Si el botón no se abre, copia esta dirección en el navegador:');
    // The notification's own texts, as the bell writes them in Spanish.
    expect(hasText('es', 'Nova mensagem de Carla Souza')).toBe(true);
    expect(mail!.text).toContain(
      `• ${translate('es', 'Nova mensagem de Carla Souza')} — ${translate('es', 'Sobre “Bicicleta usada”.')}`,
    );
    expect(mail!.text).toContain('Bicicleta usada');
    expect(mail!.text).not.toMatch(/Olá|Resumo do dia|Nova mensagem/);
  });

  it('a password reset mail in English for a member who chose English', async () => {
    const r = await registerUser(t.app, { firstName: 'Bia' });
    await setUser(t, r.user.id, { language: 'en' });
    const res = await call(t, 'POST', '/api/mail/forgot-password', undefined, { email: r.email });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = (await outboxFor(t, r.email)).filter((m) => m.kind === 'reset-password');
    expect(mail!.subject).toBe(`Create a new password — ${DEFAULT_SITE_TITLE}`);
    expect(mail!.text).toContain('Hello, Bia!');
    expect(mail!.text).toContain('The link works for 1 hour and can only be used once.');
    expect(mail!.text).toMatch(/Create new password: https:\/\/comunidade\.test\/conta\/nova-senha\?token=/);
    expect(mail!.html).toContain('<html lang="en">');
  });

  it('a member who never chose gets pt-BR, as before', async () => {
    const r = await registerUser(t.app, { firstName: 'Caio' });
    await call(t, 'POST', '/api/mail/forgot-password', undefined, { email: r.email });
    const [mail] = (await outboxFor(t, r.email)).filter((m) => m.kind === 'reset-password');
    expect(mail!.subject).toBe(`Criar uma nova senha — ${DEFAULT_SITE_TITLE}`);
    expect(mail!.text).toContain('Olá, Caio!');
    expect(mail!.html).toContain('<html lang="pt-BR">');
  });
});

describe('push and the bell in the reader’s language', () => {
  it('a message from a pt-BR member pushes in Spanish to a member who reads Spanish', async () => {
    const ana = await createMember(t, { subscriber: true, register: { firstName: 'Ana', lastName: 'Remetente' } });
    const bruno = await pushMember(t, fake);
    await setUser(t, bruno.user.id, { language: 'es' });
    await sendOk(t, ana.cookie, { receiverId: bruno.user.id, content: 'Oi, tudo bem?' });
    expect(await deliver(t)).toMatchObject({ sent: 1 });
    const [got] = fake.deliveredTo(bruno.id);
    const title = translate('es', 'Nova mensagem de Ana Remetente');
    expect(title).not.toBe('Nova mensagem de Ana Remetente');
    expect(title).toContain('Ana Remetente');
    expect(got!.payload).toMatchObject({ title, body: translate('es', 'Toque para ler e responder.') });
    expect(got!.payload?.body).not.toBe('Toque para ler e responder.');

    // The sender's own language is not the recipient's: Ana's pushes stay pt-BR.
    const { pushPayload } = await import('../notifications/push-payload.js');
    expect(
      pushPayload({ type: 'message-received', data: { from: 'Bruno' }, targetId: null, targetMemberId: 1 }).title,
    ).toBe('Nova mensagem de Bruno');

    // The bell: the list in the request's language (the account's here, or the `lang` cookie).
    const list = await call(t, 'GET', '/api/notifications', bruno.cookie);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items[0]).toMatchObject({ title, type: 'message-received' });
    const inEnglish = await call(t, 'GET', '/api/notifications', `${bruno.cookie}; lang=en`);
    expect(inEnglish.json().items[0].title).toBe(translate('en', 'Nova mensagem de Ana Remetente'));
    const inPortuguese = await call(t, 'GET', '/api/notifications', `${bruno.cookie}; lang=pt-BR`);
    expect(inPortuguese.json().items[0].title).toBe('Nova mensagem de Ana Remetente');
  });
});
