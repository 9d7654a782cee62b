import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { TEST_VAPID } from '../test/vapid.js';

const prod = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) };

describe('web push settings', () => {
  it('production requires the VAPID keys and subject, and says which are missing', () => {
    expect(() => loadConfig(prod)).toThrow(/VAPID_PUBLIC_KEY: is required in production/);
    expect(() => loadConfig({ ...prod, ...TEST_VAPID, VAPID_SUBJECT: '' })).toThrow(
      /VAPID_SUBJECT: is required in production/,
    );
    expect(() => loadConfig({ ...prod, ...TEST_VAPID, VAPID_SUBJECT: 'admin@x.ie' })).toThrow(/mailto: or https/);
    const config = loadConfig({ ...prod, ...TEST_VAPID });
    expect(config.push).toMatchObject({
      vapid: {
        publicKey: TEST_VAPID.VAPID_PUBLIC_KEY,
        privateKey: TEST_VAPID.VAPID_PRIVATE_KEY,
        subject: TEST_VAPID.VAPID_SUBJECT,
      },
      httpsOnly: true,
      allowedHosts: ['fcm.googleapis.com', '*.push.services.mozilla.com', '*.notify.windows.com', '*.push.apple.com'],
    });
  });

  it('outside production the keys may be unset (main.ts keeps generated ones in DATA_DIR), never half set', () => {
    expect(loadConfig({}).push).toMatchObject({ vapid: undefined, httpsOnly: false, pollMs: 2000 });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: TEST_VAPID.VAPID_PUBLIC_KEY })).toThrow(/set together/);
  });

  it('PUSH_ALLOWED_HOSTS is a list of host names, checked', () => {
    expect(loadConfig({ PUSH_ALLOWED_HOSTS: ' 127.0.0.1:5228, *.Example.org ' }).push.allowedHosts).toEqual([
      '127.0.0.1:5228',
      '*.example.org',
    ]);
    expect(() => loadConfig({ PUSH_ALLOWED_HOSTS: 'https://fcm.googleapis.com/' })).toThrow(/not host names/);
    expect(() => loadConfig({ PUSH_ALLOWED_HOSTS: 'a.com,*' })).toThrow(/not host names: \*/);
  });
});
