import { formatEuro } from '../lib/format.js';

/** Spec: euros with 0 decimals. Without a price: a donation is free, anything else is negotiable. */
export function priceText(item: { price: string | null; type: string }): string {
  const euros = formatEuro(item.price);
  if (euros) return euros;
  return item.type === 'doacao' ? 'Grátis' : 'A combinar';
}
