import { t } from '../../contract/i18n.js';
import { formatEuro } from '../lib/format.js';

/** Whole euros without decimals, cents with two (issue 16). Without a price: a donation is free, anything else is negotiable. */
export function priceText(item: { price: string | null; type: string }): string {
  const euros = formatEuro(item.price);
  if (euros) return euros;
  return item.type === 'doacao' ? t('Grátis') : t('A combinar');
}
