import { t } from './i18n.js';
// No zod here: the shell and the landing page (first-load budget) import this.

/** The site's name when site config has none (the seeded default of `site_title`). */
// i18n: same in every language (the community's name).
export const DEFAULT_SITE_TITLE = 'Comunidade Entregadores Dublin';

/**
 * Each page's own name, shown before the site's title in the browser tab and in share previews:
 * 'Marketplace · Comunidade Entregadores Dublin'. The server (pages/page-meta.ts) and the
 * pages (lib/use-document-title.ts) read this one table, so both say the same.
 */
export const PAGE_TITLES = {
  marketplace: t('Marketplace'),
  marketplaceCreate: t('Criar Item no Marketplace'),
  myItems: t('Meus Anúncios'),
  events: t('Eventos'),
  eventCreate: t('Criar Evento'),
  accountRental: t('Aluguel de Contas'),
  accountRentalCreate: t('Anunciar Conta para Aluguel'),
  dangerousAreas: t('Áreas Perigosas'),
  bePartner: t('Seja Parceiro'),
  login: t('Entrar'),
  register: t('Cadastrar'),
  subscribe: t('Assinar a Comunidade'),
  paymentSuccess: t('Status do Pagamento'),
  dashboard: t('Meu Painel'),
  messages: t('Mensagens'),
  settings: t('Configurações'),
  admin: t('Painel Administrativo'),
  contact: t('Contato'),
  help: t('Central de Ajuda'),
  terms: t('Termos de Uso'),
  privacy: t('Política de Privacidade'),
  verifyContact: t('Verificar Contato'),
  notFound: t('Página não encontrada'),
} as const;

/**
 * The pages of the features that came after the spec (app/pages/more-routes.tsx): a table of their
 * own, so the shell, which reads PAGE_TITLES, does not carry their names in its first load.
 */
export const FEATURE_PAGE_TITLES = {
  notifications: t('Notificações'),
  deals: t('Negociações e avaliações'),
  memberProfile: t('Perfil do membro'),
  agreement: t('Modelo de acordo'),
  guides: t('Guias do Entregador'),
  gardaReport: t('Levar à Garda'),
  myBikes: t('Minhas Bicicletas'),
  stolenBikes: t('Bicicletas Roubadas'),
  verifyBike: t('Verificar Bicicleta'),
  savedSearches: t('Buscas salvas'),
  follows: t('Seguindo'),
  unsubscribe: t('Cancelar emails'),
} as const;

/** 'Marketplace · Comunidade…'; the site's title alone without a page name (the landing page). */
export function pageTitle(page: string | undefined, siteTitle: string | undefined): string {
  const site = siteTitle?.trim() || DEFAULT_SITE_TITLE;
  return page ? `${page} · ${site}` : site;
}
