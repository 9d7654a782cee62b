import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../contract/common.js';
import { isLang, LANGS, type Lang } from '../../contract/i18n.js';
import { isAppPage } from '../pages/app-pages.js';
import { visitorFirstAnswers } from '../pages/first-answers.js';
import { metaTags, PAGE_REDIRECTS, pageMeta } from '../pages/page-meta.js';
import { loadPagePreloads } from '../pages/page-preload.js';
import { projectRoot } from '../project-root.js';
import { setLanguageCookie } from './language.js';
import { SESSION_COOKIE } from './session.js';

/** dist/web is built by `vite build` (scripts/build.mjs), under the project's root. */
export const WEB_ROOT = join(projectRoot(), 'dist', 'web');

/** Vite names every file under /assets/ by a hash of its content: it can be cached for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Set by helmet (plugins/security.ts) for every answer, but obeyed only by documents. */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/** Files of public/ (favicon) keep their names across builds: short cache, then revalidation. */
export const UNHASHED = 'public, max-age=3600';

/** A page's request carries no session lookup (plugins/session.ts reads it for /api/ only): this one does. */
async function rememberForMember(request: FastifyRequest, lang: Lang): Promise<void> {
  const raw = request.cookies?.[SESSION_COOKIE];
  const unsigned = raw ? request.unsignCookie(raw) : null;
  if (!unsigned?.valid || !unsigned.value) return;
  const { auth, users } = request.server.services;
  const found = await auth.findSession(unsigned.value);
  if (found?.user.isActive) await users.setLanguage(found.user.id, lang);
}

/**
 * Serves the built web app: hashed assets cached for a year, their brotli/gzip copies (made at
 * build time, vite.config.ts) chosen by Accept-Encoding with `Vary`, and index.html (index.<lang>.html
 * in the request's language, decision 058) for every
 * other non-API path (client-side routes), with that page's title, description and Open Graph and
 * Twitter tags (pages/page-meta.ts: site config, or the item's or event's own) in place of
 * `<!--page-meta-->`, so a link shared on WhatsApp shows a card without running any JavaScript,
 * and, on the first pages of contract/first-pages.ts, that page's chunks as modulepreload links
 * (pages/page-preload.ts) and, for a visitor, the API answers it needs first
 * (pages/first-answers.ts, kept for a second: VISITOR_ANSWERS_MS).
 * The HTML is `no-cache`; plugins/http-cache.ts gives it an ETag (304 on revalidation) and
 * plugins/compress.ts compresses it. HEAD is answered like GET, without the body.
 */
export default fp(
  async function web(app: FastifyInstance, opts: { webRoot?: string }) {
    const root = opts.webRoot ?? WEB_ROOT;
    const hasBuild = existsSync(join(root, 'index.html'));
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root,
        index: false,
        wildcard: false,
        preCompressed: true,
        setHeaders(res, path) {
          const hashed = path.includes(`${sep}assets${sep}`);
          // The service worker is checked at every start of the app: a new build reaches it at once.
          const worker = /[\\/]sw\.[\w-]+\.js$/.test(path);
          res.header('cache-control', hashed ? IMMUTABLE : worker ? 'no-cache' : UNHASHED);
          // A script or stylesheet is never a document: the policies that only documents obey are
          // ~0.8 KB of headers per file on the first load. nosniff and CORP stay.
          if (hashed) for (const h of DOCUMENT_ONLY_HEADERS) res.raw.removeHeader(h);
          // Nor does an immutable file get revalidated or fetched in ranges: its validators and
          // Accept-Ranges were ~100 bytes of headers per file on every first load.
          if (hashed) for (const h of ['etag', 'last-modified', 'accept-ranges']) res.removeHeader(h);
        },
      });
    }
    // Issue 36, decision 058: one build per language; pt-BR's files keep their names.
    const suffix = (lang: Lang) => (lang === 'pt-BR' ? '' : `.${lang}`);
    const builds = new Map(
      LANGS.map((lang) => {
        const file = join(root, `index${suffix(lang)}.html`);
        const template = existsSync(file) ? readFileSync(file, 'utf8') : null;
        return [lang, { template, preloads: loadPagePreloads(root, `manifest${suffix(lang)}.json`) }] as const;
      }),
    );
    const buildFor = (lang: Lang) => {
      const build = builds.get(lang)!;
      return build.template ? build : builds.get('pt-BR')!;
    };
    const template = builds.get('pt-BR')!.template;
    // The service worker of the page's language (each precaches its own build's files).
    if (existsSync(join(root, 'sw.pt-BR.js'))) {
      app.get('/sw.js', { schema: { hide: true } }, (request, reply) => {
        reply.header('vary', 'Cookie, Accept-Language').header('cache-control', 'no-cache');
        return reply.sendFile(`sw.${request.lang}.js`);
      });
    }
    const firstAnswers = visitorFirstAnswers(app);

    app.setNotFoundHandler(async (request, reply) => {
      // The app's pages only: an API path, a missing asset or any other file name gets a 404,
      // never the HTML page (a stale <script> must fail loudly, not parse HTML as JavaScript).
      const path = request.url.split('?')[0]!;
      const isFile = path.startsWith('/assets/') || path.startsWith('/objects/') || /\.[a-z0-9]{1,8}$/i.test(path);
      const moved = PAGE_REDIRECTS[path.replace(/\/+$/, '')];
      if (moved && (request.method === 'GET' || request.method === 'HEAD')) {
        const query = request.url.slice(path.length);
        return reply.redirect(`${moved}${query}`, 301);
      }
      if (path.startsWith('/api/') || isFile || (request.method !== 'GET' && request.method !== 'HEAD') || !template) {
        return reply.status(404).send({ message: messages.notFound });
      }
      // The footer's PT / EN / ES (issue 36): plain links, `?lang=`. The choice is kept on this browser
      // and, for a signed-in member, on the account; then the same page without the parameter.
      const asked = (request.query as Record<string, unknown> | undefined)?.lang;
      if (asked !== undefined) {
        const rest = new URLSearchParams(request.url.slice(path.length + 1));
        rest.delete('lang');
        if (isLang(asked)) {
          setLanguageCookie(reply, asked);
          await rememberForMember(request, asked);
        }
        const query = rest.toString();
        return reply.header('cache-control', 'no-store').redirect(query ? `${path}?${query}` : path, 303);
      }
      const [meta, answers] = await Promise.all([pageMeta(app, request, path), firstAnswers(request, path)]);
      const tags = metaTags(meta);
      const { template: page, preloads } = buildFor(request.lang);
      // A function, not a string: '$&' or "$'" in an item's title must not be read as a pattern.
      const html = page!
        .replace('<!--page-meta-->', () => tags)
        .replace('</head>', () => `${answers.head}${preloads(path)}</head>`)
        .replace('</body>', () => `${answers.body}</body>`);
      // An address the app has no page for: the same HTML (the app shows its not-found page), as a 404.
      if (!isAppPage(path)) reply.status(404);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      // The language comes from the cookie or Accept-Language (and a first page's HTML holds a
      // visitor's API answers, a member's does not: the cookie again).
      reply.header('vary', 'Cookie, Accept-Language');
      return reply.send(html);
    });
  },
  { name: 'web', dependencies: ['services'] },
);
