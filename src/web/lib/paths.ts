// Every in-app address, built in one place: a renamed route changes here, and links cannot drift
// from the route table (app/routes.tsx). Links use these builders, never string literals.

type Id = number | string;

const withQuery = (path: string, query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
};

export const paths = {
  home: () => '/',
  login: () => '/login',
  register: () => '/register',
  dashboard: () => '/dashboard',
  /** The member home's payments section (its subscription prompt when there is no membership). */
  payments: () => '/dashboard#pagamentos',
  settings: () => '/settings',
  notifications: () => '/notificacoes',
  subscribe: () => '/subscribe',
  paymentSuccess: () => '/payment-success',
  messages: () => '/messages',
  admin: (tab?: string) => withQuery('/admin', { tab }),

  marketplace: () => '/marketplace',
  marketplaceCreate: () => '/marketplace/create',
  marketplaceItem: (id: Id) => `/marketplace/${id}`,
  marketplaceEdit: (id: Id) => `/marketplace/${id}/edit`,
  myItems: () => '/my-items',

  events: () => '/events',
  eventCreate: () => '/events/create',
  eventEdit: (id: Id) => withQuery('/events/create', { edit: id }),
  eventCalendar: (id: Id) => `/api/events/${id}.ics`,

  accountRental: () => '/account-rental',
  accountRentalCreate: () => '/account-rental/create',

  dangerousAreas: () => '/dangerous-areas',
  verifyContact: () => '/verificar-contato',
  bePartner: () => '/be-partner',
  sponsorsSection: () => '/#patrocinadores',

  event: (id: Id) => `/events/${id}`,

  contact: () => '/contact',
  help: () => '/ajuda',
  terms: () => '/termos',
  privacy: () => '/privacidade',

  guides: (q?: string) => withQuery('/guias', { q }),
  guide: (slug: string) => `/guias/${slug}`,
  gardaReport: (id: Id) => `/levar-a-garda/${id}`,
} as const;
