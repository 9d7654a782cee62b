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

/** The card's banner: demo and rented listings read ALUGADO, sold ones VENDIDO. */
export function rentalBanner(r: { isFake: boolean; status: string }): 'ALUGADO' | 'VENDIDO' | null {
  if (r.status === 'sold') return 'VENDIDO';
  if (r.isFake || r.status === 'rented') return 'ALUGADO';
  return null;
}
