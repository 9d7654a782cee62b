/**
 * The public pages a rider opens first from a shared link or a search (docs/decisions/010-fast-on-4g.md).
 * Read by both sides: the web app starts that page's chunk and first data beside GET /api/user
 * (app/routes.tsx), and the server lists the chunk and its imports as `<link rel="modulepreload">`
 * in the HTML it sends (pages/page-preload.ts), so they load beside the main chunk instead of
 * after it has run, and, for a visitor, the API answers the page needs first (FIRST_PAGE_ANSWERS).
 * Lists in the same order, so the module names stay out of the web bundle.
 */
export const FIRST_PAGE_PATHS = [
  /^\/marketplace\/?$/,
  /^\/marketplace\/\d+\/?$/,
  /^\/events\/?$/,
  /^\/events\/\d+\/?$/,
  /^\/account-rental\/?$/,
  /^\/dangerous-areas\/?$/,
] as const;

/** The page module of each first page, as Vite's build manifest names it (relative to src/web). */
export const FIRST_PAGE_MODULES = [
  'marketplace/marketplace-page.tsx',
  'marketplace/marketplace-item-page.tsx',
  'events/events-page.tsx',
  'events/event-page.tsx',
  'app/pages/account-rental-page.tsx',
  'safety-reports/dangerous-areas-page.tsx',
] as const satisfies { length: (typeof FIRST_PAGE_PATHS)['length'] };

/**
 * The name of the chunk that holds a first page's module and what only that page needs
 * (vite.config.ts; decision 010, sixth pass). Such a chunk has no module of its own in Vite's
 * manifest: the server finds the page by this name.
 */
export const firstPageChunkName = (module: string) => `page-${module.replace(/^.*\//, '').replace(/\.tsx?$/, '')}`;

const idOf = (path: string) => Number(path.split('/')[2]);

/**
 * The API answers each first page asks for before it can show its first screen, by the exact URL
 * the web app requests them with (its `api/` modules). For a visitor (no session cookie) the server
 * puts them, with SHELL_ANSWERS, in the HTML it sends (pages/first-answers.ts), and the web app's
 * API helper answers those requests from there instead of the network, once (lib/api.ts): the page
 * renders as soon as its code has run, without a round trip on 4G for its data or the login state.
 * The lists only when the address has no query (filters make other URLs).
 */
export const FIRST_PAGE_ANSWERS = [
  () => ['/api/marketplace?limit=12'],
  (path: string) => [`/api/marketplace/${idOf(path)}`],
  () => ['/api/events?when=upcoming&limit=12'],
  (path: string) => [`/api/events/${idOf(path)}`],
  () => ['/api/market-temperature', '/api/account-rentals?limit=12'],
  () => ['/api/safety-reports/config', '/api/safety-reports/summary?window=30d'],
] as const satisfies { length: (typeof FIRST_PAGE_PATHS)['length'] };

/**
 * The landing (`/`) is in the main chunk, so not a first page above (nothing to preload), but a
 * visitor's HTML carries its answers too: the route table waits for the login state and site
 * config, and the launch banner asks for the offer (decision 010, fifth pass).
 */
export const HOME_ANSWERS = ['/api/subscription/offer'] as const;

/**
 * The answers a visitor's HTML for `path` carries beyond SHELL_ANSWERS (none when the address has
 * a query: filters make other URLs), or null for a page that carries none at all.
 */
export function pageAnswers(path: string, hasQuery: boolean): readonly string[] | null {
  if (path === '/') return hasQuery ? [] : HOME_ANSWERS;
  const page = FIRST_PAGE_ANSWERS[firstPageIndex(path)];
  return !page ? null : hasQuery ? [] : page(path);
}

/** The id of the JSON `<script>` that holds them in the HTML. */
export const FIRST_ANSWERS_ID = 'first-answers';

/** What every page asks for first: the login state (a visitor's is a 401) and the site's settings. */
export const SHELL_ANSWERS = ['/api/user', '/api/site-config'] as const;

/** Which first page `path` is (an index into the lists above), or -1. */
export const firstPageIndex = (path: string): number => FIRST_PAGE_PATHS.findIndex((re) => re.test(path));
