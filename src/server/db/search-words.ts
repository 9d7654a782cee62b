/** Search words for ILIKE filters: lower-cased, LIKE wildcards escaped, at most 5 (each must match). */
export function searchWords(q: string | undefined): string[] | undefined {
  const words = (q ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5)
    .map((w) => w.replace(/[\\%_]/g, '\\$&'));
  return words.length ? words : undefined;
}
