import { sql } from 'drizzle-orm';
import { listFilter } from '../db/list-query.js';
import { guides } from './guides.tables.js';

/** Which guides a list shows. */
export interface GuideFilter {
  /** Visitors and members: published guides only. */
  publishedOnly?: boolean;
  /** Search words, lower-cased and LIKE-escaped (db/search-words.ts); each must appear somewhere in the guide. */
  words?: string[];
}

export const guideFilter = listFilter<GuideFilter>({
  publishedOnly: { code: 'p', where: () => sql`${guides.isPublished} = true` },
  // search_text is unaccented and lower-cased; the word goes through the same functions, so
  // 'garda' finds 'Gárda' and 'imposto' finds 'IMPOSTO' (like the marketplace's search).
  words: {
    code: 'w',
    form: (words) => String(words.length),
    planWithValues: true,
    values: (words) => words,
    where: (p, words) =>
      words.map((_, i) => sql`${guides.searchText} like '%' || public.f_unaccent(lower(${p(i)})) || '%'`),
  },
});
