import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  FIRST_ANSWERS_ID,
  type FIRST_PAGE_PATHS,
  firstPageIndex,
  pageAnswers,
  SHELL_ANSWERS,
} from '../../contract/first-pages.js';
import { coverOf, type ImageSize, imageVariant } from '../../contract/images.js';
import { SESSION_COOKIE } from '../plugins/session.js';
import { escapeHtml } from './page-meta.js';

type Answer = [status: number, body: unknown];
type Listed = { imageUrls: string[]; coverImageIndex: number } | { imageUrl: string | null };
/** A listing's cover, or an event's photo. */
const photoOf = (i: Listed | undefined) => (!i ? null : 'imageUrls' in i ? coverOf(i) : i.imageUrl);
const firstListed = (body: unknown) => (body as { items?: Listed[] } | null)?.items?.[0];

/**
 * The image that is each first page's largest on a phone (its LCP), from the page's first answer,
 * with the `srcset` widths and `sizes` of the `<img>` that shows it (the component named): the
 * browser picks the same file for the preload as for the image, or it would fetch two.
 */
const FIRST_IMAGES = [
  // marketplace/item-card.tsx (ItemImage): the first card's cover.
  (body: unknown) => ({
    path: photoOf(firstListed(body)),
    widths: [320, 800],
    sizes: '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 112px',
  }),
  // marketplace/gallery.tsx: the cover, first.
  (body: unknown) => ({
    path: photoOf(body as Listed),
    widths: [320, 800, 1600],
    sizes: '(min-width: 1024px) 600px, 100vw',
  }),
  // events/event-card.tsx: the first event's photo.
  (body: unknown) => ({
    path: photoOf(firstListed(body)),
    widths: [320, 800],
    sizes: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  }),
  null,
  null,
  null,
] as const satisfies { length: (typeof FIRST_PAGE_PATHS)['length'] };

const VARIANT: Record<number, ImageSize> = { 320: 'thumb', 800: 'md', 1600: 'full' };

/** What a visitor's first page gets in its HTML: `head` (the LCP image's preload) and `body` (the answers). */
export interface FirstAnswers {
  head: string;
  body: string;
}

/** What a member's page, another page or a HEAD gets: no answers, no preload. */
const NONE: FirstAnswers = { head: '', body: '' };

/**
 * How old a visitor's first answers may be: one second (issue 38; decision 010 named this
 * micro-cache). Every visitor asks for the same answers, so a rush of visitors from a link shared in
 * a large group costs the app one set of in-process requests per page per second instead of one per
 * visitor. A change (an admin's approval, a site setting) reaches a visitor's HTML within this;
 * what the page asks for later over the network is not affected. A member's page never reads or
 * fills it (a session cookie means no answers at all), so a login or a logout shows at once.
 */
export const VISITOR_ANSWERS_MS = 1000;
/** Distinct first pages kept at once (item pages make one each); the oldest goes first. */
const MAX_KEPT = 500;

type Kept = { until: number; answers: Promise<{ answers: FirstAnswers; complete: boolean }> };

/**
 * The API answers a visitor's first page needs (contract/first-pages.ts), as a JSON `<script>` to
 * put in its HTML: `{ url: [status, body] }`. Each is the API's own answer, asked of the app itself
 * (`inject`, as the visitor's address, so rate limits count it as theirs): the same validation,
 * serializer and visibility as the request the page would have made. Only 200s and 401s (a
 * visitor's GET /api/user) are kept; anything else the page asks for over the network as usual.
 * With them, the preload of the page's largest image (FIRST_IMAGES), which then loads beside the
 * code instead of after the page has rendered. Nothing for a request with a session cookie (a
 * member's answers differ: `joined`, own items, the login state), for the other pages, for a HEAD.
 *
 * One app's instance: the answers of each page are kept for `keepMs` (VISITOR_ANSWERS_MS) from the
 * moment they were asked for, and visitors arriving while they are asked share that one request.
 * A set with an answer missing (an error, a visitor's rate limit) serves the requests that waited
 * for it and is not kept.
 */
export function visitorFirstAnswers(app: FastifyInstance, keepMs = VISITOR_ANSWERS_MS) {
  const kept = new Map<string, Kept>();

  function keep(key: string, entry: Kept, now: number) {
    kept.delete(key); // a renewed page goes to the end: the map stays in order of expiry
    for (const [k, e] of kept) {
      if (e.until > now && kept.size < MAX_KEPT) break;
      kept.delete(k);
    }
    kept.set(key, entry);
  }

  return function firstAnswers(request: FastifyRequest, path: string): Promise<FirstAnswers> {
    const own = pageAnswers(path, request.url.includes('?'));
    if (!own || request.method !== 'GET' || request.cookies?.[SESSION_COOKIE]) return Promise.resolve(NONE);
    const index = firstPageIndex(path);
    const urls = [...SHELL_ANSWERS, ...own];
    // Issue 36: the answers speak the page's language (a 401's message, the site's default texts).
    const key = `${request.lang} ${index} ${urls.join(' ')}`;
    const now = Date.now();
    const hit = kept.get(key);
    if (hit && hit.until > now) return hit.answers.then((a) => a.answers);
    const entry: Kept = { until: now + keepMs, answers: ask(app, request, urls, own, index) };
    if (keepMs > 0) keep(key, entry, now);
    void entry.answers.then((a) => {
      if (!a.complete && kept.get(key) === entry) kept.delete(key);
    });
    return entry.answers.then((a) => a.answers);
  };
}

async function ask(
  app: FastifyInstance,
  request: FastifyRequest,
  urls: string[],
  own: readonly string[],
  index: number,
): Promise<{ answers: FirstAnswers; complete: boolean }> {
  const answers = await Promise.all(
    urls.map((url) =>
      app
        .inject({
          method: 'GET',
          url,
          remoteAddress: request.ip,
          headers: { 'user-agent': request.headers['user-agent'] ?? '', cookie: `lang=${request.lang}` },
        })
        .then((res): [string, Answer] | null =>
          res.statusCode === 200 || res.statusCode === 401 ? [url, [res.statusCode, res.json()]] : null,
        )
        .catch(() => null),
    ),
  );
  const found: Record<string, Answer> = Object.fromEntries(answers.filter((a) => a !== null));
  // `<` escaped: no `</script>` or `<!--` in an item's text can end the element early.
  const json = JSON.stringify(found).replace(/</g, '\\u003c');
  const main = own[0] ? found[own[0]] : undefined;
  const image = main?.[0] === 200 && index >= 0 ? FIRST_IMAGES[index]?.(main[1]) : null;
  let head = '';
  if (image?.path && /-full\.webp$/.test(image.path)) {
    const srcset = image.widths.map((w) => `${imageVariant(image.path!, VARIANT[w]!)} ${w}w`).join(', ');
    head = `<link rel="preload" as="image" href="${escapeHtml(imageVariant(image.path, 'md'))}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${image.sizes}" fetchpriority="high">`;
  }
  return {
    answers: { head, body: `<script type="application/json" id="${FIRST_ANSWERS_ID}">${json}</script>` },
    complete: answers.every((a) => a !== null),
  };
}
