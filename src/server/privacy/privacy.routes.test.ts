import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { registerBike, stolenBike } from '../test/bikes.js';
import { createItem, itemBody, uploadImages } from '../test/marketplace.js';
import { unzip } from '../test/unzip.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const exportOf = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/privacy/export', headers: cookie ? { cookie } : {} });

describe("'Baixar meus dados' (GET /api/privacy/export)", () => {
  it('needs a login', async () => {
    const res = await exportOf();
    expect(res.statusCode).toBe(401);
  });

  it("is a ZIP of everything stored about the member and their images, other members' data only as their conversations", async () => {
    const me = await createMember(t, { subscriber: true, register: { firstName: 'Joana' } });
    const friend = await createMember(t, { subscriber: true });
    const stranger = await createMember(t, { subscriber: true });
    const [photo] = await uploadImages(t, me.cookie, 1);
    // Issue 32: a bikes listing's frame serial (private to her) is hers to export, in its normal form.
    const item = await createItem(
      t,
      me.cookie,
      itemBody([photo!], { title: 'Bag térmica usada', frameSerial: 'exp-77 ol' }),
    );
    const send = (cookie: string, receiverId: number, content: string) =>
      t.app.inject({ method: 'POST', url: '/api/messages', headers: { cookie }, payload: { receiverId, content } });
    expect((await send(me.cookie, friend.user.id, 'Oi, a bag ainda está disponível?')).statusCode).toBe(201);
    expect((await send(friend.cookie, me.user.id, 'Está sim, pode buscar amanhã.')).statusCode).toBe(201);
    expect((await send(friend.cookie, stranger.user.id, 'Conversa que não é da Joana')).statusCode).toBe(201);
    // Issue 29: a browser with push on, and preferences.
    const browser = {
      endpoint: 'http://127.0.0.1:9/push/navegador-da-joana',
      keys: { p256dh: 'chave-publica-do-navegador', auth: 'segredo-do-navegador' },
    };
    const push = async (method: 'POST' | 'PUT', url: string, payload: object) =>
      expect((await t.app.inject({ method, url, headers: { cookie: me.cookie }, payload })).statusCode).toBe(200);
    await push('POST', '/api/push/subscriptions', browser);
    // Issue 31: her answer to 'Ainda está acontecendo?' on someone else's report.
    const incident = await t.app.inject({
      method: 'POST',
      url: '/api/safety-reports',
      headers: { cookie: friend.cookie },
      payload: { latitude: 53.345, longitude: -6.264, description: 'Assalto na esquina', incidentType: 'assalto' },
    });
    await push('PUT', `/api/safety-reports/${incident.json().id}/votes`, { answer: 'confirm' });
    // Issue 33: the renter's checklist, ticked.
    await push('PUT', '/api/account-rentals/checklist', { substitute: true, selfEmployed: true, notStamp2: true });
    await push('PUT', '/api/notifications/preferences', {
      pushOff: ['event-starts-1h'],
      quietHours: { enabled: true, start: '22:00', end: '08:00' },
    });

    const res = await exportOf(me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="meus-dados-${me.user.memberNumber}.zip"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const files = await unzip(res.rawPayload);
    // The same two kinds of entry as ever: the JSON deflated, the photo stored.
    expect([...files.keys()]).toEqual(['meus-dados.json', `imagens/${photo!.split('/').pop()}`]);
    expect(files.get('meus-dados.json')!.method).toBe(8);
    const data = JSON.parse(files.get('meus-dados.json')!.body.toString());

    expect(data.profile).toMatchObject({
      id: me.user.id,
      email: me.email,
      firstName: 'Joana',
      memberNumber: me.user.memberNumber,
    });
    expect(data.profile).not.toHaveProperty('password');
    expect(data.rentalChecklist).toEqual({ acceptedAt: expect.any(String) });
    expect(Date.now() - Date.parse(data.rentalChecklist.acceptedAt)).toBeLessThan(60_000);
    expect(data.marketplaceItems).toMatchObject([
      { id: item.id, title: 'Bag térmica usada', imageUrls: [photo], frameSerial: 'EXP7701' },
    ]);
    expect(data.messages).toEqual([
      expect.objectContaining({
        direction: 'sent',
        content: 'Oi, a bag ainda está disponível?',
        otherMemberNumber: friend.user.memberNumber,
      }),
      expect.objectContaining({
        direction: 'received',
        content: 'Está sim, pode buscar amanhã.',
        otherMemberNumber: friend.user.memberNumber,
      }),
    ]);
    // Issue 29: their notifications, as stored (the friend's message told them who wrote, not what).
    expect(data.notifications).toEqual([
      {
        id: expect.any(Number),
        type: 'message-received',
        data: { from: expect.any(String), itemTitle: null },
        readAt: null,
        createdAt: expect.any(String),
      },
    ]);
    expect(data.safetyReportAnswers).toEqual([
      {
        reportId: incident.json().id,
        answer: 'confirm',
        createdAt: expect.any(String),
        answeredAt: expect.any(String),
      },
    ]);
    expect(data.notificationPreferences).toEqual({
      emailOn: [],
      pushOff: ['event-starts-1h'],
      quietHours: { enabled: true, start: '22:00', end: '08:00' },
    });
    expect(data.pushSubscriptions).toEqual([
      expect.objectContaining({ endpoint: browser.endpoint, lastSuccessAt: null }),
    ]);
    expect(data.sessions.length).toBeGreaterThan(0);
    // Issue 30: the browser, when it began, was last used and ends; never its id.
    expect(data.sessions[0]).toEqual({
      userAgent: 'lightMyRequest',
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      expire: expect.any(String),
    });
    expect(data.twoFactor).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    // Nobody else's email, nor any session id or password hash, is in the file.
    const text = files.get('meus-dados.json')!.body.toString();
    expect(text).not.toContain(friend.email);
    expect(text).not.toContain('Conversa que não é da Joana');
    expect(text).not.toMatch(/\$argon2/);
    expect(text).not.toContain(browser.keys.auth);
    expect(text).not.toContain(me.cookie.split('=')[1]!.split('.')[0]!);

    // The listing photo itself, as stored.
    const image = files.get(`imagens/${photo!.split('/').pop()}`)!;
    expect(image.body.subarray(0, 4).toString()).toBe('RIFF');
    expect(image.method).toBe(0);
    expect(image.sizesUpFront).toBe(true);
    const stored = await t.app.inject({ method: 'GET', url: photo! });
    expect(stored.statusCode).toBe(200);
    expect(image.body.equals(stored.rawPayload)).toBe(true);
  });

  it('streams the messages a page at a time: 1,200 of them come out whole and in order', async () => {
    const me = await createMember(t, { subscriber: true });
    const friend = await createMember(t, { subscriber: true });
    const { messages } = await import('../db/schema.js');
    const rows = Array.from({ length: 1200 }, (_, i) => ({
      senderId: i % 2 ? friend.user.id : me.user.id,
      receiverId: i % 2 ? me.user.id : friend.user.id,
      content: `mensagem ${i}`,
    }));
    for (let i = 0; i < rows.length; i += 400) await t.db.insert(messages).values(rows.slice(i, i + 400));
    const files = await unzip((await exportOf(me.cookie)).rawPayload);
    const data = JSON.parse(files.get('meus-dados.json')!.body.toString());
    expect(data.messages).toHaveLength(1200);
    expect(data.messages.map((m: { content: string }) => m.content)).toEqual(rows.map((r) => r.content));
  });
});

describe('issue 34: event waitlists in the export', () => {
  it('lists the lines the member stands in, with their place', async () => {
    const admin = await createMember(t, { admin: true });
    const [ana, me] = [await createMember(t, { subscriber: true }), await createMember(t, { subscriber: true })];
    const date = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const ev = (
      await t.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { cookie: admin.cookie },
        payload: { title: 'Pedal lotado', date, maxParticipants: 1 },
      })
    ).json();
    await t.app.inject({ method: 'POST', url: `/api/events/${ev.id}/join`, headers: { cookie: ana.cookie } });
    await t.app.inject({ method: 'POST', url: `/api/events/${ev.id}/waitlist`, headers: { cookie: me.cookie } });
    const files = await unzip((await exportOf(me.cookie)).rawPayload);
    const data = JSON.parse(files.get('meus-dados.json')!.body.toString());
    expect(data.eventWaitlist).toEqual([
      { eventId: ev.id, title: 'Pedal lotado', date: expect.any(String), since: expect.any(String), position: 1 },
    ]);
    expect(data.eventParticipations).toEqual([]);
  });
});

describe('issue 32: bikes in the export', () => {
  it("carries the member's bikes (stolen reports with serial and Garda number) and the sightings they made", async () => {
    const [me, other] = [await createMember(t, { subscriber: true }), await createMember(t, { subscriber: true })];
    const [quiet, stolen] = [await registerBike(t, me.cookie), await stolenBike(t, me.cookie)];
    const theirs = await stolenBike(t, other.cookie);
    const sighting = { latitude: 53.35, longitude: -6.26, seenAt: new Date().toISOString(), note: 'Na Capel Street' };
    const url = `/api/bikes/stolen/${theirs.id}/sightings`;
    await t.app.inject({ method: 'POST', url, headers: { cookie: me.cookie }, payload: sighting });
    const files = await unzip((await exportOf(me.cookie)).rawPayload);
    const data = JSON.parse(files.get('meus-dados.json')!.body.toString());
    expect(data.bikes.map((b: { id: number }) => b.id)).toEqual([quiet.id, stolen.id]);
    expect(data.bikes[1]).toMatchObject({ serial: stolen.serial, stolen: { gardaIncident: 'PULSE-12345' } });
    expect(data.bikeSightings).toEqual([expect.objectContaining({ note: 'Na Capel Street' })]);
    expect(JSON.stringify(data)).not.toContain(theirs.serial);
  });
});
