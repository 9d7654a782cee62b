/** The member's calendar day in Dublin: the reveal limit starts again at local midnight. */
export const dublinDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Dublin' }).format(d);

/** Seconds until the next Dublin midnight (the 429's retry-after). */
export function secondsToDublinMidnight(d: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Dublin',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(d);
  const h = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const m = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  return Math.max(60, (24 * 60 - (h * 60 + m)) * 60);
}
