/**
 * The addresses the web app has a page for (the route table of web/app/routes.tsx, every login
 * state): the server answers any other address with the app's HTML and status 404, so a crawler or
 * a link checker sees the not-found page for what it is (the app shows its not-found page there).
 * `:id` (any `:name`) is any one segment, as the route table matches it; a trailing slash is allowed.
 */
const APP_PAGES: readonly string[] = [
  '/',
  '/login',
  '/register',
  '/dashboard',
  '/payment-success',
  '/subscribe',
  '/settings',
  '/messages',
  '/notificacoes',
  '/negociacoes',
  '/membros/:number',
  '/my-items',
  '/admin',
  '/contact',
  '/ajuda',
  '/termos',
  '/privacidade',
  '/terms',
  '/privacy',
  '/help',
  '/dangerous-areas',
  '/be-partner',
  '/verificar-contato',
  '/marketplace',
  '/marketplace/create',
  '/marketplace/:id',
  '/marketplace/:id/edit',
  '/marketplace/edit/:id',
  '/events',
  '/events/create',
  '/events/:id',
  '/account-rental',
  '/account-rental/create',
  '/guias',
  '/guias/:slug',
  '/levar-a-garda/:id',
  '/minhas-bicicletas',
  '/bicicletas-roubadas',
  '/verificar-bicicleta',
];

const PATTERNS = APP_PAGES.map((p) => new RegExp(`^${p === '/' ? '/' : `${p.replace(/:[a-z]+/g, '[^/]+')}/?`}$`));

/** Whether the web app has a page at `path` (the path alone, without the query). */
export const isAppPage = (path: string): boolean => PATTERNS.some((re) => re.test(path));

export { APP_PAGES };
