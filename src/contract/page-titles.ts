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
  notifications: 'Notificações',
  settings: 'Configurações',
  admin: 'Painel Administrativo',
  contact: 'Contato',
  help: 'Central de Ajuda',
  terms: 'Termos de Uso',
  privacy: 'Política de Privacidade',
  verifyContact: 'Verificar Contato',
  notFound: 'Página não encontrada',
  guides: 'Guias do Entregador',
  gardaReport: 'Levar à Garda',
} as const;

/** 'Marketplace · Comunidade…'; the site's title alone without a page name (the landing page). */
export function pageTitle(page: string | undefined, siteTitle: string | undefined): string {
  const site = siteTitle?.trim() || DEFAULT_SITE_TITLE;
  return page ? `${page} · ${site}` : site;
}
