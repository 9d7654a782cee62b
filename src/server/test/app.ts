/**
 * Test helpers for API tests through app.inject (fastify/demo habit: log in through the real endpoint).
 *
 *   let t: TestApp;
 *   beforeAll(async () => { t = await createTestApp(); });
 *   afterAll(() => t.close());
 *   const { cookie, user } = await createMember(t, { subscriber: true });
 *   await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
 *
 * The database is PGlite or PostgreSQL depending on the Vitest project (see vitest.config.ts).
 */
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { onTestFinished } from 'vitest';
import type { CurrentUser } from '../../contract/users.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database, Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { ensureDefaults } from '../seed/seed.js';
import { openTestDatabase } from './db.js';
import { trackOpen } from './registry.js';
import { TEST_VAPID } from './vapid.js';

export const TEST_SESSION_SECRET = 'test-session-secret-0123456789-abcdefghij';
export const TEST_PASSWORD = 'senha-secreta-1';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  /** The web build it serves when made with `web` (removed at close). */
  webRoot?: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables for loadConfig, e.g. { LOGIN_MAX_FAILS_PER_ACCOUNT: '3' }. */
  env?: Record<string, string>;
  /** Share an open database (not closed by this app's close()); by default each app gets its own. */
  database?: Database;
  /**
   * Serve a web build made for this app (without it the app serves none, never dist/): the source
   * src/web/index.html (the same placeholders as the built one, so this runs before `vite build`)
   * plus these files, by path under the build (`assets/x.js`, `.vite/manifest.json`).
   */
  web?: Record<string, string | Buffer>;
  /** Capture the log (with env LOG_LEVEL set): see hardening/log-safety tests. */
  logStream?: NodeJS.WritableStream;
}

/** The real app, in-process, on a fresh migrated database with the site-config defaults. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'app-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: TEST_SESSION_SECRET,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    // Generous limits: every request of a file comes from 127.0.0.1. Rate-limit tests lower them.
    LOGIN_MAX_FAILS_PER_ACCOUNT: '1000',
    LOGIN_MAX_FAILS_PER_IP: '100000',
    REGISTER_MAX_PER_IP: '100000',
    FORGOT_PASSWORD_MAX_PER_IP: '100000',
    LOGIN_CLEAN_IP_DELAY_MS: '0',
    // Pushes go only where a test says (its fake push service on 127.0.0.1), when it runs a round.
    PUSH_ALLOWED_HOSTS: '127.0.0.1',
    PUSH_POLL_SECONDS: '0',
    LISTINGS_EXPIRY_POLL_SECONDS: '0',
    SAFETY_ALERTS_POLL_SECONDS: '0',
    SAVED_SEARCHES_POLL_SECONDS: '0',
    // Mails are sent when a test runs a round (to its local SMTP server, src/server/test/smtp.ts).
    MAIL_POLL_SECONDS: '0',
    ...TEST_VAPID,
    ...options.env,
  });
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openTestDatabase());
  const webRoot = options.web && (await webBuild(options.web));
  let app: FastifyInstance | undefined;
  try {
    // Without `web`, no build at all: what a test sees never depends on whether dist/ holds one
    // (it does not in CI until first-start.test.ts builds it, in the middle of the run).
    app = await buildApp(config, {
      database,
      webRoot: webRoot ?? join(dataDir, 'no-web-build'),
      logStream: options.logStream,
    });
    await app.ready();
    await ensureDefaults(app);
  } catch (err) {
    await app?.close();
    if (ownsDatabase) await database.close();
    await rm(dataDir, { recursive: true, force: true });
    if (webRoot) await rm(webRoot, { recursive: true, force: true });
    throw err;
  }
  const ready = app;
  let closed = false;
  // The setup file closes whatever a test file forgot.
  const untrack = trackOpen(() => testApp.close());
  const testApp: TestApp = {
    app: ready,
    db: database.db,
    database,
    webRoot,
    async close() {
      if (closed) return;
      closed = true;
      untrack();
      await ready.close();
      if (ownsDatabase) await database.close();
      await rm(dataDir, { recursive: true, force: true });
      if (webRoot) await rm(webRoot, { recursive: true, force: true });
    },
  };
  return testApp;
}

/** A temporary web build: the source index.html and `files` (see TestAppOptions.web). */
async function webBuild(files: Record<string, string | Buffer>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'web-root-'));
  await copyFile(join(process.cwd(), 'src/web/index.html'), join(root, 'index.html'));
  for (const [path, body] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), body);
  }
  return root;
}

/**
 * Another app on `base`'s database with its own settings (small rate limits, say), closed when the
 * test ends: each test of a limits file gets its own counters without a database of its own.
 */
export async function appWithEnv(base: TestApp, env: Record<string, string>): Promise<TestApp> {
  const t = await createTestApp({ database: base.database, env });
  onTestFinished(() => t.close());
  return t;
}

let counter = 0;
/** A fresh address per call, so tests sharing a database never collide. */
export function uniqueEmail(prefix = 'membro'): string {
  counter += 1;
  return `${prefix}.${counter}.${randomBytes(3).toString('hex')}@teste.local`;
}

export interface RegisterBody {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  [extra: string]: unknown;
}

export function registerBody(overrides: Partial<RegisterBody> = {}): RegisterBody {
  return {
    firstName: 'João',
    lastName: 'Silva',
    email: uniqueEmail(),
    phone: '+353 83 123 4567',
    password: TEST_PASSWORD,
    ...overrides,
  };
}

/** Registers through POST /api/register; throws with the answer unless it is 201. */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<RegisterBody> = {},
): Promise<{ user: CurrentUser; email: string; password: string }> {
  const body = registerBody(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { user: res.json<CurrentUser>(), email: body.email, password: body.password };
}

/** The `sid=…` pair of a response's Set-Cookie, exactly as the browser would send it back. */
export function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const sid = all.find((c) => c.startsWith('sid=') && !c.startsWith('sid=;'));
  return sid?.split(';')[0];
}

/** Logs in through POST /api/login and returns the Cookie header value to send afterwards. */
export async function injectWithLogin(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  const cookie = sessionCookieOf(res);
  if (res.statusCode !== 200 || !cookie) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return cookie;
}

export async function makeAdmin(db: Db, userId: number, opts: { superAdmin?: boolean } = {}): Promise<void> {
  await db
    .update(users)
    .set({ isAdmin: true, isSuperAdmin: opts.superAdmin ?? false })
    .where(eq(users.id, userId));
}

export async function makeSubscriber(
  db: Db,
  userId: number,
  end: Date | null = new Date(Date.now() + 30 * 86_400_000),
) {
  await db
    .update(users)
    .set({ subscriptionStatus: 'active', subscriptionSource: 'admin', subscriptionEnd: end })
    .where(eq(users.id, userId));
}

/** A registered, logged-in member (optionally admin or subscriber), with the cookie to act as them. */
export async function createMember(
  t: TestApp,
  opts: { admin?: boolean; superAdmin?: boolean; subscriber?: boolean; register?: Partial<RegisterBody> } = {},
) {
  const { user, email, password } = await registerUser(t.app, opts.register);
  if (opts.admin || opts.superAdmin) await makeAdmin(t.db, user.id, { superAdmin: opts.superAdmin });
  if (opts.subscriber) await makeSubscriber(t.db, user.id);
  const cookie = await injectWithLogin(t.app, email, password);
  return { user, email, password, cookie };
}
