import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertWarning } from '../../contract/blacklist.js';
import type { Message } from '../../contract/messages.js';
import { emailKey, keysIn, phoneKey } from '../blacklist/blacklist.keys.js';
import { blacklist, messages, users } from '../db/schema.js';
import { call } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { listOf } from '../test/messages.js';

// Issue 38: the inbox's community-alert check (decision 022) reads the senders' contacts with the
// page and matches each key against its newest live alert, kept in memory until an alert changes
// (decision 061). Its answers must be exactly those of the check as it was: `reference` below is that
// computation, written out again (the senders' contacts looked up by id, the keys found in every
// text, the newest of at most 50 live alerts matching any key: fewer than 50 match here).

type Member = Awaited<ReturnType<typeof createMember>>;
let t: TestApp;
let me: Member;
const senders: Member[] = [];

async function reference(page: Message[], meId: number): Promise<Map<number, AlertWarning | null>> {
  const received = page.filter((m) => m.receiverId === meId);
  const ids = [...new Set(received.map((m) => m.senderId).filter((id): id is number => id !== null))];
  const people = new Map(
    (ids.length
      ? await t.db
          .select({ id: users.id, phone: users.phone, whatsapp: users.whatsapp, email: users.email })
          .from(users)
          .where(inArray(users.id, ids))
      : []
    ).map((u) => [u.id, u]),
  );
  const keyed = received.map((m) => {
    const texts: (string | null)[] = [m.content];
    const u = m.senderId === null ? undefined : people.get(m.senderId);
    if (u) texts.push(u.phone, u.whatsapp, u.email);
    const phones = new Set<string>();
    const emails = new Set<string>();
    for (const x of texts) {
      if (!x) continue;
      const found = keysIn(x);
      for (const p of found.phones) phones.add(p);
      for (const e of found.emails) emails.add(e);
    }
    return { id: m.id, phones, emails };
  });
  const allPhones = [...new Set(keyed.flatMap((k) => [...k.phones]))];
  const allEmails = [...new Set(keyed.flatMap((k) => [...k.emails]))];
  const hits =
    allPhones.length || allEmails.length
      ? await t.db
          .select({ description: blacklist.description, phoneKey: blacklist.phoneKey, emailKey: blacklist.emailKey })
          .from(blacklist)
          .where(
            and(
              eq(blacklist.approvalStatus, 'approved'),
              eq(blacklist.isActive, true),
              or(
                allPhones.length ? inArray(blacklist.phoneKey, allPhones) : undefined,
                allEmails.length ? inArray(blacklist.emailKey, allEmails) : undefined,
              ),
            ),
          )
          .orderBy(desc(blacklist.id))
          .limit(50)
      : [];
  return new Map(
    keyed.map((k) => {
      const hit = hits.find(
        (h) => (h.phoneKey && k.phones.has(h.phoneKey)) || (h.emailKey && k.emails.has(h.emailKey)),
      );
      return [k.id, hit ? { description: hit.description } : null];
    }),
  );
}

/** Every page of `box` (undefined: both boxes), `limit` at a time, each page checked against the reference. */
async function compareAllPages(member: Member, box: 'received' | 'sent' | undefined, limit: number) {
  let cursor: number | null = null;
  let pages = 0;
  let warned = 0;
  do {
    const q = new URLSearchParams({ limit: String(limit), ...(box ? { box } : {}) });
    if (cursor !== null) q.set('cursor', String(cursor));
    const page = await listOf(t, member.cookie, `?${q}`);
    const expected = await reference(page.items, member.user.id);
    for (const m of page.items) {
      expect(m.alert ?? null, `message ${m.id} (${m.content})`).toEqual(
        m.receiverId === member.user.id ? expected.get(m.id) : null,
      );
      if (m.alert) warned++;
    }
    cursor = page.nextCursor;
    pages++;
  } while (cursor !== null);
  return { pages, warned };
}

// Contacts typed in the ways members type them: every phone format the keys read, upper-case emails.
const SENDER_CONTACTS: { phone: string | null; whatsapp: string | null; email?: string }[] = [
  { phone: '+353 87 111 2222', whatsapp: null },
  { phone: null, whatsapp: '087 333 4444' },
  { phone: '00353 85 555 6666', whatsapp: '+55 11 91234-5678' },
  { phone: null, whatsapp: null, email: 'Golpista.Conhecido@Example.IE' },
  { phone: '(11) 98888-7777', whatsapp: null },
  { phone: null, whatsapp: null },
  { phone: '89 777 8888', whatsapp: '+353 89 777 8888' },
];

const TEXTS = [
  'Oi, tudo bem? Ainda está disponível?',
  'Me chama no zap +353 86 123 4567 que eu explico.',
  'Manda o depósito pra golpe@exemplo.com antes, por favor.',
  'Meu número: 0861234567. Ou no email OUTRO@EXEMPLO.COM',
  'Pode ligar (11) 97777-6666 depois das 18h',
  'Sem contato aqui, só texto. 2025 foi um ano difícil; 10.000 entregas.',
  'Telefone antigo 087-333-4444, o novo é 087 999 0000',
  'Dois contatos: +353 85 555 6666 e email inexistente@nada.ie',
];

beforeAll(async () => {
  t = await createTestApp({ env: { MESSAGE_MAX_PER_MINUTE: '100000', MESSAGE_MAX_PER_DAY: '100000' } });
  me = await createMember(t, { subscriber: true });
  for (const c of SENDER_CONTACTS) {
    const s = await createMember(t, { subscriber: true });
    await t.db
      .update(users)
      .set({ phone: c.phone, whatsapp: c.whatsapp, ...(c.email ? { email: c.email } : {}) })
      .where(eq(users.id, s.user.id));
    senders.push(s);
  }
  // Alerts in every state; some keys live twice (the newest wins), some only pending, rejected or inactive.
  const alert = (
    description: string,
    contact: { phone?: string; email?: string },
    approvalStatus = 'approved',
    isActive = true,
  ) => ({
    name: 'Golpista',
    description,
    phoneNumber: contact.phone ?? null,
    email: contact.email ?? null,
    phoneKey: phoneKey(contact.phone),
    emailKey: emailKey(contact.email),
    approvalStatus,
    isActive,
  });
  await t.db
    .insert(blacklist)
    .values([
      alert('Alerta antigo do número irlandês', { phone: '+353 87 111 2222' }),
      alert('Alerta novo do número irlandês', { phone: '087 111 2222' }),
      alert('Alerta do WhatsApp', { phone: '+353 87 333 4444' }),
      alert('Alerta pendente', { phone: '+353 86 123 4567' }, 'pending'),
      alert('Alerta do número no texto', { phone: '086 123 4567' }),
      alert('Alerta do email', { email: 'golpe@exemplo.com' }),
      alert('Alerta rejeitado', { email: 'outro@exemplo.com' }, 'rejected'),
      alert('Alerta desativado', { phone: '+55 11 97777-6666' }, 'approved', false),
      alert('Alerta do email do remetente', { email: 'golpista.conhecido@example.ie' }),
      alert('Alerta do número brasileiro', { phone: '+55 11 91234-5678' }),
      alert('Alerta sem par', { phone: '+353 83 000 0000' }),
    ]);
  // 3 messages from each sender to `me` and one back, texts rotating; one sender's account deleted afterwards.
  const rows: (typeof messages.$inferInsert)[] = [];
  senders.forEach((s, i) => {
    for (let k = 0; k < 3; k++)
      rows.push({ senderId: s.user.id, receiverId: me.user.id, content: TEXTS[(i * 3 + k) % TEXTS.length]! });
    rows.push({ senderId: me.user.id, receiverId: s.user.id, content: TEXTS[i % TEXTS.length]! });
  });
  await t.db.insert(messages).values(rows);
  await t.db.update(messages).set({ senderId: null }).where(eq(messages.senderId, senders[5]!.user.id));
}, 180_000);
afterAll(() => t.close());

describe('the inbox’s community alerts (decision 022, issue 38)', () => {
  it('warns exactly as the check did, on every page of Recebidas, of both boxes and of Enviadas', async () => {
    const received = await compareAllPages(me, 'received', 4);
    expect(received.pages).toBeGreaterThan(3);
    // The data set is varied enough to mean something: many warnings, and messages without one.
    expect(received.warned).toBeGreaterThanOrEqual(8);
    expect(received.warned).toBeLessThan(SENDER_CONTACTS.length * 3);
    await compareAllPages(me, undefined, 5);
    await compareAllPages(me, 'sent', 3);
    // A sender sees their received replies warned the same way.
    for (const s of senders.slice(0, 3)) await compareAllPages(s, 'received', 2);
  });

  it('shows the newest live alert and never a pending, rejected or inactive one', async () => {
    const { items } = await listOf(t, me.cookie, '?box=received&limit=50');
    const descriptions = new Set(items.map((m) => m.alert?.description).filter(Boolean));
    expect(descriptions).toContain('Alerta novo do número irlandês');
    expect(descriptions).toContain('Alerta do email do remetente');
    for (const never of [
      'Alerta antigo do número irlandês',
      'Alerta pendente',
      'Alerta rejeitado',
      'Alerta desativado',
    ])
      expect(descriptions).not.toContain(never);
  });

  it('reads the senders’ contacts to match but never answers them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/messages?box=received&limit=50',
      headers: { cookie: me.cookie },
    });
    expect(res.statusCode).toBe(200);
    for (const hidden of ['golpista.conhecido@example.ie', 'Golpista.Conhecido', '111 2222', '333 4444', '91234-5678'])
      expect(res.body).not.toContain(hidden);
  });
});

describe('an alert changed by an administrator (decision 061: matches kept in memory)', () => {
  it('shows, or stops showing, on the very next read of the inbox', async () => {
    const admin = await createMember(t, { admin: true });
    const reporter = await createMember(t, { subscriber: true });
    const sender = await createMember(t, { subscriber: true });
    await t.db.update(users).set({ whatsapp: '+353 89 444 5555' }).where(eq(users.id, sender.user.id));
    await t.db.insert(messages).values({ senderId: sender.user.id, receiverId: me.user.id, content: 'Ainda tem?' });
    const warning = async () => {
      const { items } = await listOf(t, me.cookie, '?box=received&limit=1');
      expect(items[0]!.senderId).toBe(sender.user.id);
      return items[0]!.alert ?? null;
    };
    // Read (and kept) with no alert on that number; then reported, still pending: no warning.
    expect(await warning()).toBeNull();
    const submitted = await call(t, 'POST', '/api/blacklist', reporter.cookie, {
      name: 'Vendedor sumido',
      description: 'Recebeu o depósito e sumiu.',
      phoneNumber: '089 444 5555',
    });
    expect(submitted.statusCode).toBe(201);
    const id = submitted.json().item.id as number;
    expect(await warning()).toBeNull();
    const steps: [() => ReturnType<typeof call>, AlertWarning | null][] = [
      [
        () => call(t, 'PUT', `/api/admin/blacklist/${id}/status`, admin.cookie, { status: 'approved' }),
        { description: 'Recebeu o depósito e sumiu.' },
      ],
      [() => call(t, 'PUT', `/api/admin/blacklist/${id}/active`, admin.cookie, { isActive: false }), null],
      [
        () => call(t, 'PUT', `/api/admin/blacklist/${id}/active`, admin.cookie, { isActive: true }),
        { description: 'Recebeu o depósito e sumiu.' },
      ],
      [() => call(t, 'DELETE', `/api/admin/blacklist/${id}`, admin.cookie), null],
    ];
    for (const [change, expected] of steps) {
      // Read twice before the change, so the answer is the kept one.
      await warning();
      expect((await change()).statusCode).toBe(200);
      expect(await warning()).toEqual(expected);
    }
  });
});
