import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/common.js';
import { createTestApp, type TestApp } from '../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const badLogin = { email: 'ninguem@teste.local', password: 'qualquer1' };

describe('cross-origin requests (CSRF)', () => {
  it('refuses a state-changing request from another origin with 403 JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: badLogin,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ message: messages.crossOrigin });
  });

  it('refuses one whose Referer names another origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { referer: 'https://evil.example/pagina' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: messages.crossOrigin });
  });

  it('lets a same-origin request through', async () => {
    // app.inject sends Host: localhost:80, so the page's own origin is http://localhost:80.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: badLogin,
      headers: { origin: 'http://localhost:80' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Email ou senha incorretos' });
  });

  it('lets a request without Origin or Referer through (not a browser form post)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(200);
  });

  it('does not apply to safe methods', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/stats', headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('headers and error shapes', () => {
  it('sends a page a Content-Security-Policy that forbids framing and foreign scripts', async () => {
    // A page's address (this test app has no web build, so its answer is the not-found JSON, with the page's headers).
    const res = await t.app.inject({ method: 'GET', url: '/marketplace' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/script-src 'self'[^;]*;/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives an API answer only the headers an API answer needs (issue 38)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/marketplace' });
    for (const url of ['/api/site-config', '/api/whatever', '/healthz']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      // Nothing runs or loads if it is ever opened as a document, and it is never framed.
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      for (const documentOnly of [
        'permissions-policy',
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'referrer-policy',
        'x-dns-prefetch-control',
      ]) {
        expect(res.headers[documentOnly], `${url} ${documentOnly}`).toBeUndefined();
        expect(page.headers[documentOnly], `page ${documentOnly}`).toBeDefined();
      }
      const bytes = (h: typeof res.headers) =>
        Object.entries(h).reduce((n, [k, v]) => n + k.length + String(v).length + 4, 0);
      expect(bytes(page.headers) - bytes(res.headers), url).toBeGreaterThan(400); // 458 bytes here (no HSTS outside production)
    }
  });

  it('answers an unknown API path with 404 JSON { message }', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/api/whatever' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ message: messages.notFound });
    }
  });

  it('answers a malformed JSON body with 400 and a message, never a stack', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{"email": "a@b.c", "password": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'JSON inválido no corpo da requisição.' });
    expect(res.body).not.toMatch(/stack|SyntaxError|node_modules|\sat\s/);
  });

  it('GET /healthz is 200 while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
