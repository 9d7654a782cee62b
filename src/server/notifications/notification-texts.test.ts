// Issue 36: every kind's title and body, as the server writes them in pt-BR from a notification's
// data, is found in both catalogues (as a text or a template), so the bell, push and the digest
// reach a member in their language; what members wrote stays as written.
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, type NotificationData, notificationKinds } from '../../contract/notifications-types.js';
import { hasText } from '../i18n/translate.js';
import { inLanguage, notificationTexts } from './notification-texts.js';

const base: NotificationData = {
  from: 'Ana Souza',
  seller: 'Zé Lima',
  itemTitle: 'Bicicleta usada',
  title: 'Bicicleta usada',
  name: 'Bikes baratas',
  count: 1,
  kind: 'listing',
  before: '120',
  after: '95,50',
  until: '2026-12-01T10:00:00Z',
  graceEnd: '2026-12-08',
  closesAt: '2026-12-03',
  reason: null,
  outcome: 'actioned',
  incidentType: 'Roubo',
  metres: 850,
  zone: 'Casa',
  bike: 'Caloi Elite',
  area: 'Dublin 1',
};
/** Each branch a kind's texts take. */
const variants: NotificationData[] = [
  {},
  { count: 3 },
  { kind: 'rental' },
  { kind: 'rental', count: 2 },
  { itemTitle: null },
  { reason: 'Chuva forte' },
  { outcome: 'dismissed' },
  ...['rental', 'message', 'member', 'safety_report'].flatMap((kind) => [{ kind }, { kind, outcome: 'dismissed' }]),
  { metres: 1200 },
  ...['Assalto', 'Vandalismo', 'Acidentes', 'Problemas Policiais', 'Outros'].map((incidentType) => ({ incidentType })),
];

describe('notification texts in the reader’s language (issue 36)', () => {
  it('has every kind’s title and body in English and Spanish', () => {
    const missing: string[] = [];
    for (const type of NOTIFICATION_TYPES) {
      const kind = notificationKinds[type];
      for (const v of variants) {
        const d = { ...base, ...v };
        for (const text of [kind.title(d), kind.body(d)])
          for (const lang of ['en', 'es'] as const)
            if (!hasText(lang, text)) missing.push(`${type} (${lang}): ${text}`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it('keeps what members wrote and translates the words around it', () => {
    const es = notificationTexts('item-approved', { title: 'Bicicleta usada' }, 'es');
    const pt = notificationTexts('item-approved', { title: 'Bicicleta usada' }, 'pt-BR');
    expect(pt.body).toBe('Seu anúncio “Bicicleta usada” está publicado no marketplace.');
    expect(es.body).not.toBe(pt.body);
    expect(es.body).toContain('Bicicleta usada');
    expect(notificationTexts('nothing-like-this', {}, 'en')).toEqual({ title: 'Notification', body: '' });
  });

  it('a zone alert’s incident type and distance in the language too', () => {
    const en = notificationTexts('safety-zone-alert', { incidentType: 'Roubo', metres: 1200, zone: 'Casa' }, 'en');
    expect(en.body).not.toMatch(/Roubo|do centro/);
    expect(en.body).toContain('1.2 km');
    expect(en.body).toContain('Casa');
    // The live stream's copy (written in pt-BR) reads the same once translated.
    const pt = notificationTexts('safety-zone-alert', { incidentType: 'Roubo', metres: 1200, zone: 'Casa' }, 'pt-BR');
    expect(inLanguage('en', { type: 'safety-zone-alert', ...pt })).toMatchObject(en);
  });
});
