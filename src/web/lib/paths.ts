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

/**
 * The addresses of the features after the spec (app/pages/more-routes.tsx), apart from `paths`: the
 * shell's modules read `paths`, and these builders then stay out of its first load.
 */
export const featurePaths = {
  /** Issue 30: the reset link by email (contract/mail.ts mailPaths holds every /conta/ address). */
  forgotPassword: (email?: string) => withQuery('/conta/esqueci-senha', { email }),
  favourites: () => '/favoritos',
  /** Issue 34: the member's saved searches. */
  savedSearches: () => '/buscas-salvas',
  /** Issue 34: the sellers the member follows. */
  follows: () => '/seguindo',
  myBikes: () => '/minhas-bicicletas',
  stolenBikes: () => '/bicicletas-roubadas',
  verifyBike: () => '/verificar-bicicleta',
  /** The messages page opened on a conversation with that member. */
  conversationWith: (memberId: Id) => withQuery('/messages', { conversa: memberId }),
  /** Issue 33: the member's deals and reviews; `registrar` opens 'who did you sell/rent to' for an item. */
  deals: (register?: { kind: 'listing' | 'rental'; itemId: Id }) =>
    withQuery('/negociacoes', register ? { registrar: register.kind, item: register.itemId } : {}),
  memberProfile: (memberNumber: string) => `/membros/${encodeURIComponent(memberNumber)}`,
  /** Issue 33: the rental agreement template ('Modelo de acordo'). */
  agreement: () => '/modelo-de-acordo',
} as const;
