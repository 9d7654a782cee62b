import { afterEach, describe, expect, it, vi } from 'vitest';
import { hardRedirect } from './redirect.js';

function browser(userAgent: string) {
  const location = { replace: vi.fn(), assign: vi.fn() };
  vi.stubGlobal('navigator', { userAgent });
  vi.stubGlobal('window', { location });
  return location;
}
afterEach(() => vi.unstubAllGlobals());

describe('a full-page redirect (spec)', () => {
  it('replaces the address on a phone, so Back does not return to the page that sent it away', () => {
    for (const ua of [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
    ]) {
      const location = browser(ua);
      hardRedirect('/login');
      expect(location.replace).toHaveBeenCalledWith('/login');
      expect(location.assign).not.toHaveBeenCalled();
    }
  });

  it('assigns it on a desktop browser', () => {
    const location = browser('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36');
    hardRedirect('/');
    expect(location.assign).toHaveBeenCalledWith('/');
    expect(location.replace).not.toHaveBeenCalled();
  });
});
