// The rating as members read it, without zod: the rental cards and the owner badge load it
// without the reviews contract (decision 047). Re-exported by contract/reviews.ts.

/** The average is shown only from this many published reviews on. */
export const REVIEWS_FOR_AVERAGE = 3;

/** A member's rating: the count, and the average (null below REVIEWS_FOR_AVERAGE reviews). */
export interface RatingFigures {
  count: number;
  average: number | null;
}

/** '★ 4,5 (12 avaliações)'; below three reviews only the count. */
export function ratingText(r: RatingFigures): string {
  if (r.count === 0) return 'Sem avaliações';
  const n = `${r.count} ${r.count === 1 ? 'avaliação' : 'avaliações'}`;
  return r.average === null ? n : `★ ${r.average.toFixed(1).replace('.', ',')} (${n})`;
}
