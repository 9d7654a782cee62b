// What a rental card shows, on the landing (first load of /) and on /account-rental: kept out of
// account-rentals-labels.ts (which re-exports it) so the landing does not bundle the form's lists.
import type { RentalAccountType } from './account-rentals-labels.js';
import { APP_LANG, t } from './i18n.js';

export const ACCOUNT_TYPE_LABELS: Record<RentalAccountType, string> = {
  bike: t('Bicicleta'),
  bike_eletrica: t('Bicicleta elétrica'),
  moto: t('Moto'),
  carro: t('Carro'),
};

export type OwnerBadge = 'ADMIN VERIFICADO' | 'MEMBRO ANTIGO' | 'MEMBRO ATIVO' | 'NOVO MEMBRO';

/** What each badge reads in the build's language (the badge itself is the pt-BR key). */
export const OWNER_BADGE_LABELS: Record<OwnerBadge, string> = {
  'ADMIN VERIFICADO': t('ADMIN VERIFICADO'),
  'MEMBRO ANTIGO': t('MEMBRO ANTIGO'),
  'MEMBRO ATIVO': t('MEMBRO ATIVO'),
  'NOVO MEMBRO': t('NOVO MEMBRO'),
};

/** A rental's app as members read it: the apps are names, except 'Outros' (the API's value). */
export const appLabel = (app: string): string => (app === 'Outros' ? t('Outros') : app);

/** Spec: admin; member number below CL100; active subscription; otherwise new member. */
// i18n: stored values (OWNER_BADGE_LABELS shows them).
export function ownerBadge(r: {
  ownerIsAdmin: boolean;
  ownerMemberNumber: string | null;
  ownerSubscriptionStatus: string;
}): OwnerBadge {
  if (r.ownerIsAdmin) return 'ADMIN VERIFICADO';
  const n = Number(/^CL(\d+)$/i.exec(r.ownerMemberNumber ?? '')?.[1] ?? Number.NaN);
  if (Number.isFinite(n) && n < 100) return 'MEMBRO ANTIGO';
  if (r.ownerSubscriptionStatus === 'active') return 'MEMBRO ATIVO';
  return 'NOVO MEMBRO';
}

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/**
 * Beside every owner badge: 'membro desde nov/2026' from the owner's join month ('2026-11'), so a
 * renter sees how long the owner has been here (issue 28: the spec's MEMBRO ANTIGO, member number
 * below 100, is every member of a new site). '' when the month is unknown.
 */
export function memberSinceText(month: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month ?? '');
  const name = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !name) return '';
  // Other languages: the month's short name in the language ('Nov', 'nov'); pt-BR keeps its own ('nov').
  const shown =
    APP_LANG === 'pt-BR'
      ? name
      : new Intl.DateTimeFormat(APP_LANG, { month: 'short', timeZone: 'UTC' })
          .format(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1))
          .replace('.', '');
  return t('membro desde {month}/{year}', { month: shown, year: m[1] ?? '' });
}

/** The card's banner: demo and rented listings read ALUGADO, sold ones VENDIDO. */
export function rentalBanner(r: { isFake: boolean; status: string }): 'ALUGADO' | 'VENDIDO' | null {
  if (r.status === 'sold') return 'VENDIDO';
  if (r.isFake || r.status === 'rented') return 'ALUGADO';
  return null;
}

/** The banner as members read it. */
export const RENTAL_BANNER_LABELS: Record<'ALUGADO' | 'VENDIDO', string> = {
  ALUGADO: t('ALUGADO'),
  VENDIDO: t('VENDIDO'),
};
