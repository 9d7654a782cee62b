// Shared by scripts/js-budget.mjs and scripts/bench-web.mjs: start the built app on a throwaway
// database, and build + serve a bare Vite + React 19 hello world to compare against.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const ROOT = resolve(import.meta.dirname, '../..');
export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * `node dist/server/main.js` on a fresh PGlite in a temporary DATA_DIR. `seed` is SEED_DEMO:
 * 'true' (accounts, listings with photos, events) or 'accounts'. Resolves once /healthz answers.
 */
export async function startApp({ port, seed = 'true', log = false }) {
  const dataDir = mkdtempSync(join(tmpdir(), `web-measure-${port}-`));
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: ROOT,
    stdio: ['ignore', log ? 'inherit' : 'ignore', 'inherit'],
    env: {
      ...process.env,
      // test, not production: production adds upgrade-insecure-requests, which plain http cannot honour.
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SHUTDOWN_DRAIN_SECONDS: '0',
      SESSION_SECRET: randomBytes(24).toString('hex'),
      SEED_DEMO: seed,
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      LOG_LEVEL: 'warn',
      S3_BUCKET: '',
    },
  });
  let exited = null;
  child.on('exit', (code) => {
    exited = code ?? 1;
  });
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (exited !== null) throw new Error(`the app exited with code ${exited} before answering (is port ${port} free?)`);
    if (Date.now() - started > 120_000) {
      child.kill('SIGKILL');
      throw new Error('the app did not answer /healthz within 120 s');
    }
    try {
      const res = await fetch(`${origin}/healthz`);
      if (res.ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  const stop = async () => {
    if (exited === null) {
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([done, new Promise((r) => setTimeout(r, 15_000))]);
      if (exited === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { origin, stop };
}

/**
 * The yardstick: a Vite + React 19 "hello world" (StrictMode, createRoot, one <h1>) built with
 * the project's own Vite and React, so the comparison moves with them. Built under node_modules
 * so `react` resolves to the project's copy.
 */
export async function buildBareReact() {
  const dir = join(ROOT, 'node_modules/.cache/bare-react');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(
    join(dir, 'src/index.html'),
    '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width, initial-scale=1" />\n    <title>Hello</title>\n  </head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="./main.jsx"></script>\n  </body>\n</html>\n',
  );
  writeFileSync(
    join(dir, 'src/main.jsx'),
    "import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\n\nfunction App() {\n  return <h1>Hello world</h1>;\n}\n\ncreateRoot(document.getElementById('root')).render(\n  <StrictMode>\n    <App />\n  </StrictMode>,\n);\n",
  );
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  await build({
    configFile: false,
    logLevel: 'warn',
    root: join(dir, 'src'),
    plugins: [react()],
    build: { outDir: join(dir, 'dist'), emptyOutDir: true, target: 'es2022' },
  });
  return join(dir, 'dist');
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * Serves a static build the way the app serves its own: brotli or gzip (highest levels, as the
 * app's build-time copies) by Accept-Encoding, index.html for unknown paths. Fair comparison: the
 * bare build gets the same compression as the app.
 */
export function serveStatic(dir, port) {
  const cache = new Map();
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    let file = normalize(join(dir, decodeURIComponent(url.pathname)));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html');
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
    const key = `${file}|${encoding}`;
    if (!cache.has(key)) {
      const raw = readFileSync(file);
      const body =
        encoding === 'br'
          ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : encoding === 'gzip'
            ? gzipSync(raw, { level: 9 })
            : raw;
      cache.set(key, body);
    }
    const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', vary: 'accept-encoding' };
    if (encoding) headers['content-encoding'] = encoding;
    res.writeHead(200, headers);
    res.end(cache.get(key));
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () =>
      done({ origin: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) }),
    );
  });
}

/** The public pages to measure: the fixed ones, an item page, and the pages whose APIs exist. */
export async function publicPages(origin) {
  const pages = ['/', '/marketplace'];
  const list = await fetch(`${origin}/api/marketplace?limit=1`).then((r) => r.json());
  const itemId = list.items?.[0]?.id;
  if (itemId) pages.push(`/marketplace/${itemId}`);
  pages.push('/events');
  // These pages are placeholders until their domain ships: measured once their API answers.
  for (const [page, api] of [
    ['/account-rental', '/api/account-rentals'],
    ['/dangerous-areas', '/api/safety-reports'],
  ]) {
    const res = await fetch(`${origin}${api}`).catch(() => null);
    if (res?.ok) pages.push(page);
  }
  return pages;
}

export const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
