// The rating as members read it, without zod: the rental cards and the owner badge load it
// without the reviews contract (decision 047). Re-exported by contract/reviews.ts.

import { APP_LANG, t } from './i18n.js';

/** The average is shown only from this many published reviews on. */
export const REVIEWS_FOR_AVERAGE = 3;

/** A member's rating: the count, and the average (null below REVIEWS_FOR_AVERAGE reviews). */
export interface RatingFigures {
  count: number;
  average: number | null;
}

/** '★ 4,5 (12 avaliações)'; below three reviews only the count. */
export function ratingText(r: RatingFigures): string {
  if (r.count === 0) return t('Sem avaliações');
  const n = r.count === 1 ? t('{count} avaliação', { count: r.count }) : t('{count} avaliações', { count: r.count });
  const average = r.average?.toFixed(1);
  return average === undefined ? n : `★ ${APP_LANG === 'en' ? average : average.replace('.', ',')} (${n})`;
}
