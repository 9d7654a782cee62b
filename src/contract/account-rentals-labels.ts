// Enums, labels and presentation rules without zod: the landing and the cards load them without
// the validation library. Re-exported by contract/account-rentals.ts.

// Readings of issue 12 where the spec gives two.
export const RENTAL_APPS = [
  'Deliveroo',
  'Uber Eats',
  'Just Eat',
  'Chuppa',
  'Fox Delivery',
  'Panda Delivery',
  'Outros',
] as const;
export const RENTAL_ACCOUNT_TYPES = ['bike', 'bike_eletrica', 'moto', 'carro'] as const;
export const RENTAL_STATUSES = ['active', 'rented', 'sold'] as const;
export const RENTAL_APPROVALS = ['pending', 'approved', 'rejected'] as const;
/** The list's orders: newest first (default) or 'Melhor avaliação' (issue 33). */
export const RENTAL_SORTS = ['recent', 'rating'] as const;
export type RentalSort = (typeof RENTAL_SORTS)[number];
export type RentalApp = (typeof RENTAL_APPS)[number];
export type RentalAccountType = (typeof RENTAL_ACCOUNT_TYPES)[number];
export type RentalStatus = (typeof RENTAL_STATUSES)[number];
export type RentalApproval = (typeof RENTAL_APPROVALS)[number];

// The landing's rental cards need only these; they live apart so the first load of / does not carry
// the form's lists and limits (a module is bundled whole into the chunk that first imports it).
export * from './account-rentals-card.js';

import { appLabel } from './account-rentals-card.js';
import { t } from './i18n.js';

export const RENTAL_LIMITS = {
  whatsappMin: 10,
  whatsappMax: 20,
  appName: 100,
  region: 100,
  instagram: 255,
  text: 2000,
  maxPrice: 99_999_999.99,
  /** Spec: a non-active listing stays in the list this long after its status changed. */
  hiddenAfterMs: 24 * 60 * 60 * 1000,
  /** Spec: the admin's demo generation creates this many listings. */
  fakeCount: 5,
  /** Landing section 8: the first rentals shown. */
  landingPreview: 6,
} as const;

// i18n: stored values.
export const DEFAULT_REGION = 'Dublin';

/** A link to a rental that is no longer there (a notification's, issue 29). */
export const RENTAL_GONE = t('Este anúncio de aluguel não está mais disponível: foi removido ou apagado.');

export const ATTESTATION_TEXT = t(
  'Declaro que quem vai trabalhar com esta conta tem direito de trabalhar na Irlanda e será registrado como substituto onde o aplicativo exigir',
);

/**
 * The message a renter sends the owner. `priceText` is the price as the card shows it, period
 * included ('€ 120/semana', rental-format.ts): the period is written once, there (issue 28: the
 * message read 'por € 120/semana/semana').
 */
export function whatsappMessage(appName: string, priceText: string): string {
  return t(
    'Olá! Vi seu anúncio de aluguel da conta {app} por {price} na Comunidade dos Entregadores. Ainda está disponível?',
    {
      app: appLabel(appName),
      price: priceText,
    },
  );
}

/** The WhatsApp chat link: digits only, with the prefilled message naming the app and price. */
export function whatsappLink(whatsapp: string, appName: string, priceText: string): string {
  const digits = whatsapp.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(whatsappMessage(appName, priceText))}`;
}

/**
 * Issue 33: what a renter ticks before a rental's contact, once a year (the server keeps the date).
 * `key` is the field of the checklist's body; each item links to the rule it is about.
 */
export const RENTER_CHECKLIST = [
  { key: 'substitute', text: t('Estou (ou vou estar) registrado como substituto no aplicativo de entrega.') },
  { key: 'selfEmployed', text: t('Tenho direito de trabalhar como autônomo (self-employed) na Irlanda.') },
  {
    key: 'notStamp2',
    text: t('Não estou com permissão Stamp 2 (estudante), que não permite trabalho autônomo.'),
  },
] as const;
export const RENTER_CHECKLIST_DAYS = 365;
