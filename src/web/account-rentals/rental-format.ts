import { ACCOUNT_TYPE_LABELS } from '../../contract/account-rentals-card.js';
import type { RentalAccountType } from '../../contract/account-rentals-labels.js';
import { t } from '../../contract/i18n.js';
import { formatEuro } from '../lib/format.js';

/** '€ 150/semana', '€ 187,35/semana' in pt-BR (cents only when there are any, then both digits). */
export function weeklyPriceText(value: string | number): string {
  const euros = formatEuro(value);
  return euros ? t('{price}/semana', { price: euros }) : '';
}

export const accountTypeLabel = (type: string) => ACCOUNT_TYPE_LABELS[type as RentalAccountType] ?? type;
