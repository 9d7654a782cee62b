import { describe, expect, it } from 'vitest';
import { backoffSeconds, dublinMinutes, endpointAllowed, inQuietRange, quietHoursEnd } from './push.helpers.js';

const DEFAULT_HOSTS = ['fcm.googleapis.com', '*.push.services.mozilla.com', '*.notify.windows.com', '*.push.apple.com'];
const at = (iso: string) => new Date(iso);

describe('quiet hours (Dublin time)', () => {
  it('reads the Dublin clock: GMT in winter, UTC+1 in summer', () => {
    expect(dublinMinutes(at('2026-01-15T23:30:00Z'))).toBe(23 * 60 + 30);
    expect(dublinMinutes(at('2026-07-15T23:30:00Z'))).toBe(30);
  });

  it('wraps past midnight', () => {
    expect(inQuietRange(23 * 60, 23 * 60, 7 * 60)).toBe(true);
    expect(inQuietRange(3 * 60, 23 * 60, 7 * 60)).toBe(true);
    expect(inQuietRange(7 * 60, 23 * 60, 7 * 60)).toBe(false);
    expect(inQuietRange(12 * 60, 23 * 60, 7 * 60)).toBe(false);
    expect(inQuietRange(14 * 60, 13 * 60, 15 * 60)).toBe(true);
    expect(inQuietRange(14 * 60, 14 * 60, 14 * 60)).toBe(false);
  });

  it('holds a push made in quiet hours until they end, on the Dublin clock', () => {
    const Q = [23 * 60, 7 * 60] as const;
    // Winter: 23:30 Dublin = 23:30 UTC → 07:00 next day = 07:00 UTC.
    expect(quietHoursEnd(at('2026-01-15T23:30:20Z'), ...Q).toISOString()).toBe('2026-01-16T07:00:00.000Z');
    // Summer: 02:10 Dublin = 01:10 UTC → 07:00 Dublin = 06:00 UTC.
    expect(quietHoursEnd(at('2026-07-15T01:10:00Z'), ...Q).toISOString()).toBe('2026-07-15T06:00:00.000Z');
    // Outside quiet hours: now.
    const noon = at('2026-07-15T11:00:00Z');
    expect(quietHoursEnd(noon, ...Q)).toBe(noon);
    // Across the spring change (29 March 2026, 01:00 UTC clocks go to 02:00): 23:30 GMT → 07:00 IST = 06:00 UTC.
    expect(quietHoursEnd(at('2026-03-28T23:30:00Z'), ...Q).toISOString()).toBe('2026-03-29T06:00:00.000Z');
    // Across the autumn change (25 October 2026): 23:30 IST (22:30 UTC) → 07:00 GMT = 07:00 UTC.
    expect(quietHoursEnd(at('2026-10-24T22:30:00Z'), ...Q).toISOString()).toBe('2026-10-25T07:00:00.000Z');
  });
});

describe('push endpoints the server may call', () => {
  it('only the known push services by default, https only in production', () => {
    for (const ok of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://wns2-db5p.notify.windows.com/w/?token=x',
      'https://web.push.apple.com/QO4-abc',
    ])
      expect(endpointAllowed(ok, DEFAULT_HOSTS, true), ok).toBe(true);
    for (const bad of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.com/x',
      'https://evilfcm.googleapis.com/x',
      'https://push.services.mozilla.com.attacker.net/x',
      'https://push.apple.com/x', // `*.` is a subdomain, not the domain itself
      'https://user:pw@fcm.googleapis.com/x',
      'https://127.0.0.1/x',
      'https://169.254.169.254/latest/meta-data',
      'file:///etc/passwd',
      'not a url',
    ])
      expect(endpointAllowed(bad, DEFAULT_HOSTS, true), bad).toBe(false);
  });

  it('a local fake by setting: http allowed outside production, a pinned port holds', () => {
    expect(endpointAllowed('http://127.0.0.1:5228/push/a', ['127.0.0.1'], false)).toBe(true);
    expect(endpointAllowed('http://127.0.0.1:5228/push/a', ['127.0.0.1'], true)).toBe(false);
    expect(endpointAllowed('http://127.0.0.1:5228/push/a', ['127.0.0.1:5228'], false)).toBe(true);
    expect(endpointAllowed('http://127.0.0.1:6379/', ['127.0.0.1:5228'], false)).toBe(false);
  });
});

it('backs off ×4 from 30 s, at most an hour', () => {
  const mid = () => 0.5;
  expect([1, 2, 3, 4, 5, 9].map((n) => backoffSeconds(n, mid))).toEqual([30, 120, 480, 1920, 3600, 3600]);
});
