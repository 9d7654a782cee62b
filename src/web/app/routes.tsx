import { useQuery } from '@tanstack/react-query';
import { type ComponentType, createElement, lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { type FIRST_PAGE_PATHS, firstPageIndex } from '../../contract/first-pages.js';
import { getEventsQueryOptions } from '../events/api/get-events.js';
import { userQueryOptions, useUser } from '../lib/auth.js';
import { paths } from '../lib/paths.js';
import { queryClient } from '../lib/query-client.js';
import { siteConfigQueryOptions } from '../lib/site-config.js';
import { getItemQueryOptions } from '../marketplace/api/get-item.js';
import { getItemsQueryOptions } from '../marketplace/api/get-items.js';
import { FullScreenSpinner, Spinner } from '../ui/spinner.js';
import LandingPage from './pages/landing-page.js';

// Every page but the landing page is its own chunk: the first load of / carries the shell and
// the landing page only (and the JS budget counts exactly that).
/**
 * lazy(), except that a page whose chunk has already arrived (the first page, started beside
 * GET /api/user below, or a page seen before) renders at once instead of suspending for a tick:
 * React holds a fallback it has shown for up to 300 ms before revealing what replaced it, which
 * was a third of a second of blank page before the first page's own requests even started.
 */
function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((m) => {
      loaded = m.default;
      return m;
    });
  const Lazy = lazy(preload);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per page at module level, like lazy() itself
  const Page = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Page, { preload });
}
const MemberHomePage = lazyPage(() => import('./pages/member-home-page.js'));
const NotFoundPage = lazyPage(() => import('./not-found-page.js'));
const LoginPage = lazyPage(() => import('../auth/login-page.js'));
const RegisterPage = lazyPage(() => import('../auth/register-page.js'));
const SettingsPage = lazyPage(() => import('../users/settings-page.js'));
const MarketplacePage = lazyPage(() => import('../marketplace/marketplace-page.js'));
const MarketplaceItemPage = lazyPage(() => import('../marketplace/marketplace-item-page.js'));
const MarketplaceFormPage = lazyPage(() => import('../marketplace/marketplace-form-page.js'));
const EventsPage = lazyPage(() => import('../events/events-page.js'));
const CreateEventPage = lazyPage(() => import('../events/create-event-page.js'));
const AccountRentalPage = lazyPage(() => import('./pages/account-rental-page.js'));
const MessagesPage = lazyPage(() => import('../messages/messages-page.js'));
const SubscribePage = lazyPage(() => import('../subscriptions/subscribe-page.js'));
const DangerousAreasPage = lazyPage(() => import('../safety-reports/dangerous-areas-page.js'));
const BePartnerPage = lazyPage(() => import('../partner-applications/be-partner-page.js'));
const EventPage = lazyPage(() => import('../events/event-page.js'));
// Every page of the features that came after the spec's route table, and the not-found page (more-routes.tsx).
const MoreRoutes = lazyPage(() => import('./pages/more-routes.js'));

// The public page the app opens on (contract/first-pages.ts) starts loading at once, beside
// GET /api/user, instead of after it: one round trip less before the page (and its largest image)
// can show on 4G. Its first data too, under the query key the page will use (the list pages only
// without filters). The server has already asked for its chunks in the HTML (modulepreload).
type FirstPageLoad = [() => Promise<unknown>, (path: string) => unknown];
// In the order of FIRST_PAGE_PATHS.
const FIRST_PAGE_LOADS: readonly FirstPageLoad[] & { length: (typeof FIRST_PAGE_PATHS)['length'] } = [
  [
    MarketplacePage.preload,
    () => !window.location.search && queryClient.prefetchInfiniteQuery(getItemsQueryOptions({})),
  ],
  [MarketplaceItemPage.preload, (path) => queryClient.prefetchQuery(getItemQueryOptions(Number(path.split('/')[2])))],
  [EventsPage.preload, () => queryClient.prefetchInfiniteQuery(getEventsQueryOptions({ when: 'upcoming', limit: 12 }))],
  [EventPage.preload, () => null],
  [AccountRentalPage.preload, () => null],
  [DangerousAreasPage.preload, () => null],
];
if (typeof window !== 'undefined') {
  // The login state and site config too: the route table waits for them (below), and they need not
  // wait for the first render.
  queryClient.prefetchQuery(userQueryOptions);
  queryClient.prefetchQuery(siteConfigQueryOptions);
  const path = window.location.pathname;
  const first = FIRST_PAGE_LOADS[firstPageIndex(path)];
  first?.[0]().catch(() => {}); // lazy() retries and reports
  first?.[1](path);
}

function ScrollToTop() {
  const [location] = useLocation();
  // Braces matter: recent Chromium returns a Promise from scrollTo, and an effect must return a
  // cleanup function or nothing (React calls whatever comes back, and the page goes blank).
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll on every path change
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/**
 * /dashboard, and the spec's payment return address /dashboard?payment=success, which forwards
 * to /payment-success with its query (Stripe's own return URL is /payment-success).
 */
function DashboardRoute() {
  const search = useSearch();
  if (new URLSearchParams(search).get('payment') === 'success')
    return <Redirect to={`${paths.paymentSuccess()}?${search}`} replace />;
  return <MemberHomePage variant="dashboard" />;
}

/** The route table of spec section 2, switched on the login state. */
export function AppRoutes() {
  const { isLoading, isAuthenticated } = useUser();
  // Site config decides what the shell and the landing show (sections that are hidden when a
  // setting is empty keep their place until it is read): a page that rendered before it would move.
  // Its first answer only: a failed read asked again (useDocumentTitle's observer retries it on every
  // page mount) is pending again, and waiting for it unmounted the page, whose next mount asked again.
  const configPending = !useQuery(siteConfigQueryOptions).isFetched;
  // The answer of GET /api/user reaches React through useSyncExternalStore, whose updates render
  // in one blocking task: the whole first page at once (a 50 ms task on a fast laptop, 200 ms on a
  // phone's CPU). Deferred, the page renders in the background in slices that yield to the browser,
  // as the first render does (main.tsx); the spinner stays until it is ready.
  const state = useDeferredValue(isLoading || configPending ? 'loading' : isAuthenticated ? 'member' : 'visitor');
  if (state === 'loading') return <FullScreenSpinner />;
  return (
    <Suspense
      fallback={
        <div className="flex min-h-dvh items-center justify-center">
          <Spinner />
        </div>
      }
    >
      <ScrollToTop />
      <Switch>
        {/* Every login state */}
        <Route path="/dangerous-areas" component={DangerousAreasPage} />
        <Route path="/be-partner" component={BePartnerPage} />
        <Route path="/dashboard" component={DashboardRoute} />
        {/* English addresses of the pt-BR pages (the server answers them with a 301 too). */}
        <Route path="/terms">{() => <Redirect to={paths.terms()} replace />}</Route>
        <Route path="/privacy">{() => <Redirect to={paths.privacy()} replace />}</Route>
        <Route path="/help">{() => <Redirect to={paths.help()} replace />}</Route>
        {/* The 'Editar' links of old listings point here (spec section 2). */}
        <Route path="/marketplace/edit/:id">{(p) => <Redirect to={paths.marketplaceEdit(p.id)} replace />}</Route>

        {state === 'member' ? (
          <Switch>
            <Route path="/">{() => <MemberHomePage variant="home" />}</Route>
            <Route path="/login">{() => <MemberHomePage variant="home" />}</Route>
            <Route path="/register">{() => <MemberHomePage variant="home" />}</Route>
            <Route path="/marketplace" component={MarketplacePage} />
            <Route path="/marketplace/create" component={MarketplaceFormPage} />
            <Route path="/marketplace/:id/edit" component={MarketplaceFormPage} />
            <Route path="/marketplace/:id" component={MarketplaceItemPage} />
            <Route path="/events" component={EventsPage} />
            <Route path="/events/create" component={CreateEventPage} />
            <Route path="/events/:id" component={EventPage} />
            <Route path="/account-rental" component={AccountRentalPage} />
            <Route path="/messages" component={MessagesPage} />
            <Route path="/settings" component={SettingsPage} />
            <Route path="/subscribe" component={SubscribePage} />
            <Route component={MoreRoutes} />
          </Switch>
        ) : (
          <Switch>
            <Route path="/" component={LandingPage} />
            <Route path="/login" component={LoginPage} />
            <Route path="/register" component={RegisterPage} />
            <Route path="/marketplace" component={MarketplacePage} />
            <Route path="/marketplace/create" component={MarketplaceFormPage} />
            <Route path="/marketplace/:id/edit" component={MarketplaceFormPage} />
            <Route path="/marketplace/:id" component={MarketplaceItemPage} />
            <Route path="/events" component={EventsPage} />
            {/* Not in the logged-out route table (spec): the not-found page, not an event called 'create'. */}
            <Route path="/events/create" component={NotFoundPage} />
            <Route path="/events/:id" component={EventPage} />
            <Route path="/account-rental" component={AccountRentalPage} />
            <Route path="/subscribe" component={SubscribePage} />
            {/* Member pages send a logged-out visitor to sign in instead of a bare 404 (/my-items: more-routes.tsx). */}
            <Route path="/messages">{() => <Redirect to={paths.login()} replace />}</Route>
            <Route path="/settings">{() => <Redirect to={paths.login()} replace />}</Route>
            <Route component={MoreRoutes} />
          </Switch>
        )}
      </Switch>
    </Suspense>
  );
}
