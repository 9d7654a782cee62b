import Bowser from 'bowser';

/** The longest user agent kept with a session (sessions.user_agent): enough for browser and system. */
export const USER_AGENT_MAX = 255;
/** The user agent as kept with a session (issue 30): trimmed, at most USER_AGENT_MAX characters. */
export function keptUserAgent(header: string | string[] | undefined): string | null {
  const ua = (Array.isArray(header) ? header[0] : header)?.trim();
  return ua ? ua.slice(0, USER_AGENT_MAX) : null;
}

/** Browser and system as a member reads them ('Chrome 120', 'Android 14'), read on the server. */
export function describeUserAgent(ua: string | null): { browser: string; system: string } {
  if (!ua) return { browser: 'Navegador desconhecido', system: 'Sistema desconhecido' };
  const parsed = Bowser.parse(ua);
  const major = (v?: string) => v?.split('.')[0];
  const named = (name?: string, version?: string) => (name ? [name, version].filter(Boolean).join(' ') : undefined);
  return {
    browser: named(parsed.browser.name, major(parsed.browser.version)) ?? 'Navegador desconhecido',
    system: named(parsed.os.name, parsed.os.versionName ?? major(parsed.os.version)) ?? 'Sistema desconhecido',
  };
}

/** The key of a browser for the new sign-in alert: browser and system names, no versions ('Chrome|Android'). */
export function browserKey(ua: string | null): string {
  if (!ua) return '?|?';
  const parsed = Bowser.parse(ua);
  return `${parsed.browser.name ?? '?'}|${parsed.os.name ?? '?'}`.slice(0, 100);
}
