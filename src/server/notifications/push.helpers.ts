// Pure rules of web push (issue 29): which endpoints the server may call, quiet hours in Dublin time,
// and the retries' backoff. Shared by the push service and its tests.

const DUBLIN = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Dublin',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Minutes after midnight in Dublin (GMT in winter, IST = UTC+1 in summer) at `at`. */
export function dublinMinutes(at: Date): number {
  const parts = DUBLIN.formatToParts(at);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  return hour * 60 + minute;
}

/** Whether `m` (minutes after midnight) falls in [start, end), the range wrapping past midnight when end < start. */
export function inQuietRange(m: number, start: number, end: number): boolean {
  if (start === end) return false;
  return start < end ? m >= start && m < end : m >= start || m < end;
}

/**
 * When a non-urgent push made at `now` may go: `now` outside quiet hours, else the next time the
 * Dublin clock reads `end` (whole minute). Counted in minutes of the Dublin clock, then corrected
 * once by what the clock really reads there, so a change to or from summer time in between lands on
 * `end` too.
 */
export function quietHoursEnd(now: Date, start: number, end: number): Date {
  const m = dublinMinutes(now);
  if (!inQuietRange(m, start, end)) return now;
  const wait = (end - m + 1440) % 1440;
  const whole = new Date(now.getTime() - (now.getTime() % 60_000));
  let at = new Date(whole.getTime() + wait * 60_000);
  const off = dublinMinutes(at) - end;
  if (off !== 0) at = new Date(at.getTime() - (((off + 720 + 1440) % 1440) - 720) * 60_000);
  return at;
}

/** Attempts at one push before it is given up (kept as 'failed'). */
export const MAX_PUSH_ATTEMPTS = 5;

/** Seconds before attempt `attempts + 1`: 30 s, 2 min, 8 min, 32 min (×4, at most an hour), ±10 %. */
export function backoffSeconds(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(30 * 4 ** Math.max(0, attempts - 1), 3600);
  return Math.round(base * (0.9 + 0.2 * random()));
}

/**
 * Whether the server may POST to `endpoint`: a URL whose host matches PUSH_ALLOWED_HOSTS (`host`,
 * `*.domain` for its subdomains, `:port` pinning a port), https in production, no user name or
 * password in it. Any other address is refused, so a member cannot make the server call it.
 */
export function endpointAllowed(endpoint: string, allowedHosts: readonly string[], httpsOnly: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && (httpsOnly || url.protocol !== 'http:')) return false;
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  const port = url.port;
  return allowedHosts.some((entry) => {
    const [name, pinned] = entry.split(':') as [string, string | undefined];
    if (pinned !== undefined && pinned !== port) return false;
    if (name.startsWith('*.')) {
      const domain = name.slice(2);
      return host.endsWith(`.${domain}`);
    }
    return host === name;
  });
}
