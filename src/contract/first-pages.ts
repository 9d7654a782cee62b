/**
 * The public pages a rider opens first from a shared link or a search (docs/decisions/010-fast-on-4g.md).
 * Read by both sides: the web app starts that page's chunk and first data beside GET /api/user
 * (app/routes.tsx), and the server lists the chunk and its imports as `<link rel="modulepreload">`
 * in the HTML it sends (plugins/page-preload.ts), so they load beside the main chunk instead of
 * after it has run. Two lists in the same order, so the module names stay out of the web bundle.
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

/** Which first page `path` is (an index into both lists), or -1. */
export const firstPageIndex = (path: string): number => FIRST_PAGE_PATHS.findIndex((re) => re.test(path));
