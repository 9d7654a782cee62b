// No zod here: the shell and the landing page (first-load budget) import this.

/** The site's name when site config has none (the seeded default of `site_title`). */
export const DEFAULT_SITE_TITLE = 'Comunidade Entregadores Dublin';

/**
 * Each page's own name, shown before the site's title in the browser tab and in share previews:
 * 'Marketplace · Comunidade Entregadores Dublin'. The server (pages/page-meta.ts) and the
 * pages (lib/use-document-title.ts) read this one table, so both say the same.
 */
export const PAGE_TITLES = {
  marketplace: 'Marketplace',
  marketplaceCreate: 'Criar Item no Marketplace',
  myItems: 'Meus Anúncios',
  events: 'Eventos',
  eventCreate: 'Criar Evento',
  accountRental: 'Aluguel de Contas',
  accountRentalCreate: 'Anunciar Conta para Aluguel',
  dangerousAreas: 'Áreas Perigosas',
  bePartner: 'Seja Parceiro',
  login: 'Entrar',
  register: 'Cadastrar',
  subscribe: 'Assinar a Comunidade',
  paymentSuccess: 'Status do Pagamento',
  dashboard: 'Meu Painel',
  messages: 'Mensagens',
  settings: 'Configurações',
  admin: 'Painel Administrativo',
  contact: 'Contato',
  help: 'Central de Ajuda',
  terms: 'Termos de Uso',
  privacy: 'Política de Privacidade',
  verifyContact: 'Verificar Contato',
  notFound: 'Página não encontrada',
} as const;

/**
 * The pages of the features that came after the spec (app/pages/more-routes.tsx): a table of their
 * own, so the shell, which reads PAGE_TITLES, does not carry their names in its first load.
 */
export const FEATURE_PAGE_TITLES = {
  notifications: 'Notificações',
  deals: 'Negociações e avaliações',
  memberProfile: 'Perfil do membro',
  agreement: 'Modelo de acordo',
  guides: 'Guias do Entregador',
  gardaReport: 'Levar à Garda',
  myBikes: 'Minhas Bicicletas',
  stolenBikes: 'Bicicletas Roubadas',
  verifyBike: 'Verificar Bicicleta',
  savedSearches: 'Buscas salvas',
  follows: 'Seguindo',
  unsubscribe: 'Cancelar emails',
} as const;

/** 'Marketplace · Comunidade…'; the site's title alone without a page name (the landing page). */
export function pageTitle(page: string | undefined, siteTitle: string | undefined): string {
  const site = siteTitle?.trim() || DEFAULT_SITE_TITLE;
  return page ? `${page} · ${site}` : site;
}
