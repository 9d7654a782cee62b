/**
 * Issue 38's PGlite bar (decision 057): each endpoint's throughput on the embedded database beside
 * the same endpoint on PostgreSQL in the same run, and the marketplace list judged (≥ 0.5 ×). The
 * two databases run one after the other, not interleaved: the load averages printed with each
 * case say whether the machine was as quiet for both.
 */
export interface KindFigure {
  /** `<case>: <endpoint>` */
  name: string;
  kind: 'postgres' | 'pglite';
  requestsPerSec: number;
  p99Ms: number;
}

export const PGLITE_BAR = { name: 'marketplace: list, first page', ratio: 0.5 };

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Prints the table and returns how many judged rows missed the bar (0 or 1). */
export function printPgliteBeside(figures: KindFigure[]): number {
  const names = [...new Set(figures.map((f) => f.name))];
  const pairs = names.flatMap((name) => {
    const pg = figures.find((f) => f.name === name && f.kind === 'postgres');
    const lite = figures.find((f) => f.name === name && f.kind === 'pglite');
    return pg && lite ? [{ name, pg, lite }] : [];
  });
  if (!pairs.length) return 0;
  console.log('\n━━ PGlite beside PostgreSQL (same run, one after the other) ━━');
  let failed = 0;
  for (const { name, pg, lite } of pairs) {
    const ratio = lite.requestsPerSec / Math.max(1, pg.requestsPerSec);
    const judged = name === PGLITE_BAR.name;
    const verdict = judged ? (ratio >= PGLITE_BAR.ratio ? ' PASS' : ' FAIL') : '';
    if (judged && ratio < PGLITE_BAR.ratio) failed++;
    console.log(
      `  ${name}: PGlite ${fmt(lite.requestsPerSec)} req/s (p99 ${fmt(lite.p99Ms)} ms), PostgreSQL ${fmt(pg.requestsPerSec)} req/s (p99 ${fmt(pg.p99Ms)} ms): ${fmt(ratio, 2)}×${judged ? ` (bar ≥ ${PGLITE_BAR.ratio} ×)${verdict}` : ''}`,
    );
  }
  return failed;
}
