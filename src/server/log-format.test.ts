import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { formatLogLine } from './log-format.js';
import { TEST_VAPID } from './test/vapid.js';

describe('the log outside production (decision 029)', () => {
  it('is one readable line per entry, with the request and the first frame of an error', () => {
    const time = new Date(2026, 10, 26, 14, 3, 9).getTime();
    const line = formatLogLine(
      JSON.stringify({
        level: 50,
        time,
        msg: 'falhou',
        req: { method: 'POST', url: '/api/events' },
        res: { statusCode: 500 },
        err: {
          type: 'Error',
          message: 'connection refused\nparams: x',
          stack: 'Error: x\n    at run (a.ts:42:1)\n    at b',
        },
      }),
    );
    expect(line).toBe('14:03:09 ERROR falhou Error: connection refused (POST /api/events 500) at run (a.ts:42:1)\n');
    expect(formatLogLine('{"level":40,"time":0,"msg":"devagar"}')).toMatch(/^\d\d:\d\d:\d\d WARN {2}devagar\n$/);
    expect(formatLogLine('não é JSON')).toBe('não é JSON\n');
  });

  it('defaults to warnings and errors outside production, info in production; LOG_LEVEL overrides', () => {
    expect(loadConfig({}).logLevel).toBe('warn');
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('warn');
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), ...TEST_VAPID }).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(loadConfig({ LOG_LEVEL: '' }).logLevel).toBe('warn');
  });
});
