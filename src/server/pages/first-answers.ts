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

/**
 * The API answers a visitor's first page needs (contract/first-pages.ts), as a JSON `<script>` to
 * put in its HTML: `{ url: [status, body] }`. Each is the API's own answer, asked of the app itself
 * (`inject`, as the visitor's address, so rate limits count it as theirs): the same validation,
 * serializer and visibility as the request the page would have made. Only 200s and 401s (a
 * visitor's GET /api/user) are kept; anything else the page asks for over the network as usual.
 * With them, the preload of the page's largest image (FIRST_IMAGES), which then loads beside the
 * code instead of after the page has rendered. Nothing for a request with a session cookie (a
 * member's answers differ: `joined`, own items, the login state), for the other pages, for a HEAD.
 */
export async function firstAnswers(app: FastifyInstance, request: FastifyRequest, path: string): Promise<FirstAnswers> {
  const own = pageAnswers(path, request.url.includes('?'));
  if (!own || request.method !== 'GET' || request.cookies?.[SESSION_COOKIE]) return { head: '', body: '' };
  const index = firstPageIndex(path);
  const urls = [...SHELL_ANSWERS, ...own];
  const answers = await Promise.all(
    urls.map((url) =>
      app
        .inject({
          method: 'GET',
          url,
          remoteAddress: request.ip,
          headers: { 'user-agent': request.headers['user-agent'] ?? '' },
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
  return { head, body: `<script type="application/json" id="${FIRST_ANSWERS_ID}">${json}</script>` };
}
