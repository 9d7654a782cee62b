import { ACCOUNT_TYPE_LABELS } from '../../contract/account-rentals-card.js';
import type { RentalAccountType } from '../../contract/account-rentals-labels.js';

const euro = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** '€ 150/semana' in pt-BR (cents only when there are any). */
export function weeklyPriceText(value: string | number): string {
  const n = typeof value === 'string' ? Number.parseFloat(value) : value;
  return Number.isNaN(n) ? '' : `${euro.format(n)}/semana`;
}

export const accountTypeLabel = (t: string) => ACCOUNT_TYPE_LABELS[t as RentalAccountType] ?? t;
