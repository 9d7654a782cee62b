import { rmSync } from 'node:fs';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { E2E_WORKERS, type E2eServer, e2eServer } from './e2e/servers.js';

// Browser tests run against the BUILT app (`npm run build` first; `npm test` and `npm run test:e2e`
// do it), on a throwaway PGlite database seeded with the demo accounts. Debian's Chromium at
// /usr/bin/chromium is the only browser: never `playwright install` (it downloads its own builds).
// One server per worker (decision 062, e2e/servers.ts): its own port, data directory and SMTP port.
type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;
const servers = Array.from({ length: E2E_WORKERS }, (_, i) => e2eServer(i));

// The config is loaded by the runner and again by every worker: only the runner, before it starts
// the servers, empties their data directories.
if (!process.env.TEST_WORKER_INDEX) for (const s of servers) rmSync(s.dataDir, { recursive: true, force: true });

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // Each worker has a server of its own (e2e/fixtures.ts sets its pages' baseURL), so files never
  // share data or settings; a file's tests stay in order on one worker.
  workers: E2E_WORKERS,
  // CI retries a failed test once (decision 055): a test that passes only on its retry counts as
  // passed, and `npm test` lists it with its first failure, as a bug to fix at its cause.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  use: {
    baseURL: servers[0]!.baseURL, // worker 0's; e2e/fixtures.ts gives every worker its own
    locale: 'pt-BR',
    timezoneId: 'Europe/Dublin',
    serviceWorkers: 'block', // a service worker would bypass the network stubs in e2e/fixtures.ts
    // Recording a trace costs the browser a screencast and DOM snapshots all along the test: 25–30 %
    // of the browser tests' time on CI's two cores (decision 063). CI records one on a failed test's
    // retry, which fails the same way when the failure is real; a run without retries (a developer's)
    // keeps the trace of any failure. `--trace=on` records every test.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox', // CI runs as root
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // Every spec runs at both sizes the product is designed for (docs/decisions/003-tooling.md).
  projects: [
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: servers.map(webServer),
});

/** What starts one worker's server: the built app on its own port and database. */
function webServer({ port, smtpPort, baseURL, dataDir }: E2eServer): WebServer {
  return {
    command: 'node dist/server/main.js',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      // test, not production: production adds upgrade-insecure-requests and Secure cookies, which
      // plain http://127.0.0.1 cannot honour.
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: '', // never a developer's PostgreSQL: the e2e database is thrown away
      SESSION_SECRET: 'e2e-only-session-secret-0123456789abcdef',
      // The demo accounts, without demo listings, events or messages: each spec makes its own.
      SEED_DEMO: 'accounts',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'false',
      SHUTDOWN_DRAIN_SECONDS: '0',
      // Every test registers and logs in from 127.0.0.1; the per-IP limits are tested in the API tests.
      REGISTER_MAX_PER_IP: '100000',
      LOGIN_MAX_FAILS_PER_IP: '100000',
      S3_ENDPOINT: '',
      S3_BUCKET: '',
      S3_ACCESS_KEY_ID: '',
      S3_SECRET_ACCESS_KEY: '',
      S3_PUBLIC_URL: '',
      // Web push goes only to the specs' local fake push service (e2e/notifications-push.spec.ts).
      PUSH_ALLOWED_HOSTS: '127.0.0.1',
      PUSH_POLL_SECONDS: '1',
      SAFETY_ALERTS_POLL_SECONDS: '0.5',
      // Decision 051: the saved searches' matching job (woken by each approval; the poll is the fallback).
      SAVED_SEARCHES_POLL_SECONDS: '0.5',
      // Issue 30: mail goes to this port, where e2e/mail.spec.ts runs a local SMTP server while it runs
      // (for the other specs nothing listens: their mails wait in the outbox, retried, never failing).
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_POLL_SECONDS: '0.5',
      // Every test asks from 127.0.0.1; the per-IP limit is tested in the API tests.
      FORGOT_PASSWORD_MAX_PER_IP: '100000',
      // The events' reminders job every second: e2e/events-waitlist.spec.ts waits for one it made.
      EVENT_REMINDERS_POLL_SECONDS: '1',
      // …reading a clock 6 hours ahead (refused in production): the 24 h reminder of an event 26 h away
      // is made by the job itself, the way a real one is a day before (issue 34).
      EVENT_REMINDERS_CLOCK_OFFSET_SECONDS: String(6 * 3600),
    },
  };
}
