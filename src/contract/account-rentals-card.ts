// What a rental card shows, on the landing (first load of /) and on /account-rental: kept out of
// account-rentals-labels.ts (which re-exports it) so the landing does not bundle the form's lists.
import type { RentalAccountType } from './account-rentals-labels.js';

export const ACCOUNT_TYPE_LABELS: Record<RentalAccountType, string> = {
  bike: 'Bicicleta',
  bike_eletrica: 'Bicicleta elétrica',
  moto: 'Moto',
  carro: 'Carro',
};

export type OwnerBadge = 'ADMIN VERIFICADO' | 'MEMBRO ANTIGO' | 'MEMBRO ATIVO' | 'NOVO MEMBRO';

/** Spec: admin; member number below CL100; active subscription; otherwise new member. */
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
  return m && name ? `membro desde ${name}/${m[1]}` : '';
}

/** The card's banner: demo and rented listings read ALUGADO, sold ones VENDIDO. */
export function rentalBanner(r: { isFake: boolean; status: string }): 'ALUGADO' | 'VENDIDO' | null {
  if (r.status === 'sold') return 'VENDIDO';
  if (r.isFake || r.status === 'rented') return 'ALUGADO';
  return null;
}
