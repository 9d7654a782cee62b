import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { TEST_VAPID } from '../test/vapid.js';

// Issue 16, safe local start: the demo accounts (printed password demo1234) must not be reachable
// from the network by default.
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

/** Runs src/server/main.ts with `env` until it prints the ready banner or exits. */
async function start(env: Record<string, string>) {
  const dataDir = await mkdtemp(join(tmpdir(), 'local-start-'));
  dirs.push(dataDir);
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      HOST: '',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      LOG_LEVEL: 'silent',
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const result = await new Promise<{ code: number | null; ready: boolean }>((done) => {
    child.stdout.on('data', () => {
      if (output.includes('Comunidade pronta')) done({ code: null, ready: true });
    });
    child.on('exit', (code) => done({ code, ready: false }));
  });
  return { ...result, output: () => output, port, stop: () => child.kill('SIGKILL') };
}

describe('HOST', () => {
  it('defaults to 127.0.0.1 outside production and 0.0.0.0 in production; set, it is explicit', () => {
    expect(loadConfig({})).toMatchObject({ host: '127.0.0.1', hostExplicit: false });
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), ...TEST_VAPID })).toMatchObject({
      host: '0.0.0.0',
      hostExplicit: false,
    });
    expect(loadConfig({ HOST: '0.0.0.0' })).toMatchObject({ host: '0.0.0.0', hostExplicit: true });
    expect(loadConfig({ HOST: '' })).toMatchObject({ host: '127.0.0.1', hostExplicit: false });
  });

  it('refuses to listen on a public interface with demo accounts unless HOST is set, and says why', {
    timeout: 60_000,
  }, async () => {
    const run = await start({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      ...TEST_VAPID,
      SEED_DEMO: 'accounts',
    });
    expect(run.ready).toBe(false);
    expect(run.code).toBe(1);
    expect(run.output()).toContain('Recusado: este banco tem contas de demonstração (senha demo1234');
    expect(run.output()).toContain('Defina HOST explicitamente');
  });

  it('on a fresh clone (no HOST) starts with the demo accounts, reachable on this machine only', {
    timeout: 60_000,
  }, async () => {
    const run = await start({ NODE_ENV: 'development', SEED_DEMO: 'accounts' });
    try {
      expect(run.ready, run.output()).toBe(true);
      const res = await fetch(`http://127.0.0.1:${run.port}/healthz`);
      expect(res.status).toBe(200);
    } finally {
      run.stop();
    }
  });
});
