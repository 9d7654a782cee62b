import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { seedDemoContent } from './demo-content.js';
import { DEMO_PASSWORD, seedDemo } from './seed.js';

describe('demo content of a first start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expect((await seedDemo(t.app)).length).toBe(5);
    await seedDemoContent(t.app);
  }, 60_000);
  afterAll(() => t.close());

  async function cookieOf(email: string) {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(200);
    const raw = res.headers['set-cookie'];
    return String(Array.isArray(raw) ? raw[0] : raw).split(';')[0]!;
  }

  it("confirms every demo address but Carla's, whose home shows 'Confirme seu email' (issue 30)", async () => {
    for (const [email, verified] of [
      ['ana@demo.local', true],
      ['admin@demo.local', true],
      ['carla@demo.local', false],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/mail/me',
        headers: { cookie: await cookieOf(email) },
      });
      expect(res.json().verified, email).toBe(verified);
    }
    const bruno = await cookieOf('bruno@demo.local');
    const prefs = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/preferences',
      headers: { cookie: bruno },
    });
    expect(prefs.json().emailOn).toEqual(['message-received']);
  });

  it('shows visitors six approved listings with two photos each, served as images', async () => {
    const res = await t.app.inject({ url: '/api/marketplace' });
    const page = res.json();
    expect(page.total).toBe(6);
    expect(page.items.map((i: { title: string }) => i.title)).toContain('Bicicleta elétrica Fiido D11');
    expect(
      page.items.every(
        (i: { imageUrls: string[]; whatsapp: string | null }) => i.imageUrls.length === 2 && i.whatsapp === null,
      ),
    ).toBe(true);
    const image = await t.app.inject({ url: page.items[0].imageUrls[0] });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('leaves one listing in the moderation queue', async () => {
    const res = await t.app.inject({
      url: '/api/admin/marketplace/pending',
      headers: { cookie: await cookieOf('admin@demo.local') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((i: { title: string }) => i.title)).toEqual(['Power bank 20.000 mAh']);
  });

  it('lists four upcoming events, Ana in each; the full workshop has Bruno first in its waitlist (issue 34)', async () => {
    const res = await t.app.inject({ url: '/api/events', headers: { cookie: await cookieOf('ana@demo.local') } });
    const items = res.json().items as {
      title: string;
      currentParticipants: number;
      isJoined?: boolean;
      joined?: boolean;
    }[];
    expect(items).toHaveLength(4);
    expect(items.map((e) => e.currentParticipants)).toEqual([2, 2, 2, 1]);
    const bruno = await t.app.inject({ url: '/api/events', headers: { cookie: await cookieOf('bruno@demo.local') } });
    const workshop = bruno.json().items.find((e: { maxParticipants: number }) => e.maxParticipants === 2);
    expect(workshop).toMatchObject({ currentParticipants: 2, joined: false, waitlistPosition: 1 });
  });

  it("gives Bruno an alert zone 'Casa' (issue 31), which only he sees", async () => {
    const zones = async (email: string) =>
      (await t.app.inject({ url: '/api/safety-zones', headers: { cookie: await cookieOf(email) } })).json().items;
    expect(await zones('bruno@demo.local')).toEqual([
      expect.objectContaining({ name: 'Casa', radiusM: 750, kind: 'fixed', urgentBreaksQuiet: true }),
    ]);
    expect(await zones('ana@demo.local')).toEqual([]);
  });

  it('gives Ana and Bruno a conversation about the e-bike, one unread message each', async () => {
    for (const email of ['ana@demo.local', 'bruno@demo.local']) {
      const cookie = await cookieOf(email);
      const unread = await t.app.inject({ url: '/api/messages/unread-count', headers: { cookie } });
      expect(unread.json()).toEqual({ count: 1 });
      const box = await t.app.inject({ url: '/api/messages', headers: { cookie } });
      expect(box.json().items.map((m: { itemTitle: string }) => m.itemTitle)).toEqual([
        'Bicicleta elétrica Fiido D11',
        'Bicicleta elétrica Fiido D11',
      ]);
    }
  });

  it("gives Ana and Bruno a notification of the other's message: the bell is not empty on a fresh start", async () => {
    for (const [email, from] of [
      ['ana@demo.local', 'Bruno'],
      ['bruno@demo.local', 'Ana'],
    ] as const) {
      const cookie = await cookieOf(email);
      const page = (await t.app.inject({ url: '/api/notifications', headers: { cookie } })).json();
      const message = page.items.find((n: { type: string }) => n.type === 'message-received');
      expect(message).toMatchObject({ read: false, targetGone: false, body: 'Sobre “Bicicleta elétrica Fiido D11”.' });
      expect(message.title).toContain(`Nova mensagem de ${from}`);
      expect(page.unread).toBeGreaterThanOrEqual(1);
    }
  });

  it('puts a few dozen safety reports over Dublin in the last 30 days, spread over many areas', async () => {
    const summary = (await t.app.inject({ url: '/api/safety-reports/summary' })).json();
    expect(summary.total).toBe(40);
    expect(summary.areas).toBeGreaterThanOrEqual(10);
    expect(summary.topAreas).toHaveLength(5);
    expect((await t.app.inject({ url: '/api/safety-reports?window=7d' })).json().points.length).toBeGreaterThan(0);
  });

  it('lists approved rentals from three owners, one rented, and keeps one waiting for approval', async () => {
    const page = (await t.app.inject({ url: '/api/account-rentals' })).json();
    expect(page.items).toHaveLength(4);
    expect(new Set(page.items.map((r: { ownerId: number }) => r.ownerId)).size).toBe(3);
    expect(page.items.filter((r: { status: string }) => r.status === 'rented')).toHaveLength(1);
    const pending = await t.app.inject({
      url: '/api/admin/account-rentals?status=pending',
      headers: { cookie: await cookieOf('admin@demo.local') },
    });
    expect(pending.json().items.map((r: { appName: string }) => r.appName)).toEqual(['Chuppa']);
    expect((await t.app.inject({ url: '/api/stats' })).json().accountRentals).toBe(3);
  });

  it("publishes reviews of completed rental deals: Bruno's cards show '★ 4,7 (3 avaliações)', profiles list the reviews (issue 33)", async () => {
    const cookie = await cookieOf('ana@demo.local');
    const page = (await t.app.inject({ url: '/api/account-rentals' })).json();
    const bruno = page.items.find((r: { appName: string }) => r.appName === 'Uber Eats');
    expect(bruno.ownerRating).toEqual({ count: 3, average: 4.7 });
    const ana = page.items.find(
      (r: { appName: string; status: string }) => r.appName === 'Deliveroo' && r.status === 'active',
    );
    expect(ana.ownerRating).toEqual({ count: 1, average: null });
    const number = bruno.ownerMemberNumber as string;
    const profile = await t.app.inject({ url: `/api/reviews/members/${number}`, headers: { cookie } });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().rating).toEqual({ count: 3, average: 4.7 });
    const reviews = (await t.app.inject({ url: `/api/reviews/members/${number}/reviews`, headers: { cookie } })).json();
    expect(
      reviews.items.map((r: { author: { firstName: string }; stars: number }) => [r.author.firstName, r.stars]),
    ).toEqual([
      ['Sofia', 5],
      ['Rafael', 4],
      ['Ana', 5],
    ]);
    expect(reviews.items[2].tags).toEqual(['Pagamento combinado respeitado', 'Conta funcionou']);
  });
});
