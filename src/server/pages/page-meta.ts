import type { FastifyInstance, FastifyRequest } from 'fastify';
import { coverOf, imageVariant } from '../../contract/images.js';
import { FEATURE_PAGE_TITLES, PAGE_TITLES, pageTitle as titleOf } from '../../contract/page-titles.js';
import { siteColors } from '../../contract/site-config.js';
import { translate, translateExact } from '../i18n/translate.js';
import { isAppPage } from './app-pages.js';

/** What a share preview (WhatsApp, Facebook, X…) shows of a page, read from the HTML the server sends. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL, or '' when there is none. */
  image: string;
  type: 'website' | 'article';
  /** The browser bar's colour (site config theme_color). */
  themeColor: string;
  /** The site's own title (site config site_title): the installed app's name on iOS. */
  siteTitle: string;
}

type Static = { title: string; description?: string };

/** The app's public pages: their name in the tab and, where it helps a share card, their own description. */
const STATIC_PAGES: Record<string, Static> = {
  '/marketplace': {
    title: PAGE_TITLES.marketplace,
    description:
      'Motos, bikes, equipamentos e acessórios à venda, para troca, doação e aluguel entre entregadores em Dublin.',
  },
  '/marketplace/create': { title: PAGE_TITLES.marketplaceCreate },
  '/my-items': { title: PAGE_TITLES.myItems },
  '/events': {
    title: PAGE_TITLES.events,
    description: 'Encontros, passeios e eventos da comunidade de entregadores brasileiros em Dublin.',
  },
  '/events/create': { title: PAGE_TITLES.eventCreate },
  '/account-rental': {
    title: PAGE_TITLES.accountRental,
    description:
      'Contas de Deliveroo, Uber Eats, Just Eat e outros apps para alugar por semana, verificadas pela administração.',
  },
  '/account-rental/create': { title: PAGE_TITLES.accountRentalCreate },
  '/dangerous-areas': {
    title: PAGE_TITLES.dangerousAreas,
    description: 'Mapa de incidentes relatados pela comunidade, para planejar rotas mais seguras em Dublin.',
  },
  '/be-partner': {
    title: PAGE_TITLES.bePartner,
    description: 'Sua empresa diante de mais de 1000 entregadores ativos em Dublin.',
  },
  '/login': { title: PAGE_TITLES.login },
  '/register': { title: PAGE_TITLES.register },
  '/subscribe': { title: PAGE_TITLES.subscribe },
  '/payment-success': { title: PAGE_TITLES.paymentSuccess },
  '/dashboard': { title: PAGE_TITLES.dashboard },
  '/messages': { title: PAGE_TITLES.messages },
  '/notificacoes': { title: FEATURE_PAGE_TITLES.notifications },
  '/negociacoes': { title: FEATURE_PAGE_TITLES.deals },
  '/modelo-de-acordo': {
    title: FEATURE_PAGE_TITLES.agreement,
    description: 'Modelo de acordo para aluguel de conta: preço semanal, dia do pagamento, ganhos e como encerrar.',
  },
  '/buscas-salvas': { title: FEATURE_PAGE_TITLES.savedSearches },
  '/seguindo': { title: FEATURE_PAGE_TITLES.follows },
  '/settings': { title: PAGE_TITLES.settings },
  '/admin': { title: PAGE_TITLES.admin },
  '/contact': {
    title: PAGE_TITLES.contact,
    description: 'Fale com a administração da comunidade pelo WhatsApp ou envie uma proposta de parceria.',
  },
  '/ajuda': {
    title: PAGE_TITLES.help,
    description: 'Respostas curtas sobre assinatura, pagamentos, anúncios, aluguel de contas e segurança.',
  },
  '/termos': { title: PAGE_TITLES.terms },
  '/verificar-contato': {
    title: PAGE_TITLES.verifyContact,
    description: 'Antes de fechar negócio, confira se um telefone ou email tem um alerta da comunidade.',
  },
  '/guias': {
    title: FEATURE_PAGE_TITLES.guides,
    description:
      'Guias curtos em português para entregadores em Dublin: direito de trabalhar, seguro, e-bike, impostos, Garda e GDPR.',
  },
  '/bicicletas-roubadas': {
    title: FEATURE_PAGE_TITLES.stolenBikes,
    description: 'Bicicletas de membros roubadas em Dublin. Viu uma? Avise o dono pelo app.',
  },
  '/verificar-bicicleta': {
    title: FEATURE_PAGE_TITLES.verifyBike,
    description: 'Antes de comprar uma bicicleta usada, confira se o número de série está registrado como roubado.',
  },
  '/minhas-bicicletas': { title: FEATURE_PAGE_TITLES.myBikes },
  '/privacidade': {
    title: PAGE_TITLES.privacy,
    description: 'O que guardamos, por quê, por quanto tempo, quem vê e como exercer seus direitos.',
  },
};

/** Old and English addresses of the pt-BR pages: answered with a permanent redirect. */
export const PAGE_REDIRECTS: Record<string, string> = {
  '/terms': '/termos',
  '/privacy': '/privacidade',
  '/help': '/ajuda',
};

const MAX_DESCRIPTION = 200;
const clip = (s: string) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_DESCRIPTION ? `${flat.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…` : flat;
};

/** Where the app is reached: PUBLIC_URL when set, else the request's own scheme and host. */
function originOf(app: FastifyInstance, request: FastifyRequest): string {
  return app.config.publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
}

/** A share card needs an absolute image URL; stored paths (/objects/…, /og-image.png) are made so. */
const absolute = (origin: string, url: string) => (url.startsWith('/') ? `${origin}${url}` : url);

/**
 * The title, description and image of `path`. An item or an event costs one indexed lookup
 * through its domain's service with no viewer, so a pending, rejected, inactive or hidden one is
 * "not found" and the page gets the site's own card: nothing unpublished reaches a preview.
 */
export async function pageMeta(app: FastifyInstance, request: FastifyRequest, path: string): Promise<PageMeta> {
  const { siteConfig, marketplace, events, guides } = app.services;
  const cfg = await siteConfig.listPublic();
  // Issue 36: the page's words in its language; the site's default texts too (an administrator's own stay).
  const tr = (text: string) => translate(request.lang, text);
  const get = (k: string) => translateExact(request.lang, cfg.find((e) => e.key === k)?.value ?? '');
  const pageTitle = (title: string | undefined, siteTitle: string) =>
    titleOf(title === undefined ? undefined : tr(title), siteTitle);
  const siteTitle = get('site_title');
  const origin = originOf(app, request);
  const site: PageMeta = {
    title: pageTitle(undefined, siteTitle),
    description: get('site_description'),
    image: get('og_image') ? absolute(origin, get('og_image')) : '',
    type: 'website',
    themeColor: siteColors(get).theme,
    siteTitle: pageTitle(undefined, siteTitle),
  };
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;

  const item = /^\/marketplace\/(\d{1,9})$/.exec(clean);
  if (item) {
    const found = await marketplace.get(Number(item[1]), null).catch(() => null);
    if (!found) return site;
    const cover = coverOf(found);
    return {
      ...site,
      title: pageTitle(found.title, siteTitle),
      description: clip(found.description || site.description),
      image: cover ? absolute(origin, imageVariant(cover, 'md')) : site.image,
      type: 'article',
    };
  }
  const event = /^\/events\/(\d{1,9})$/.exec(clean);
  if (event) {
    const found = await events.get(Number(event[1]), null).catch(() => null);
    if (!found) return site;
    return {
      ...site,
      title: pageTitle(found.title, siteTitle),
      description: clip(found.description || site.description),
      image: found.imageUrl ? absolute(origin, imageVariant(found.imageUrl, 'md')) : site.image,
      type: 'article',
    };
  }
  // Issue 35: a published guide's card is its title and summary; an unpublished one is not found.
  const guide = /^\/guias\/([a-z0-9-]{1,80})$/i.exec(clean);
  if (guide) {
    const found = await guides.preview(guide[1]!).catch(() => null);
    if (!found) return { ...site, title: pageTitle(PAGE_TITLES.notFound, siteTitle) };
    return { ...site, title: pageTitle(found.title, siteTitle), description: clip(found.summary), type: 'article' };
  }
  const known = STATIC_PAGES[clean];
  if (!known) return isAppPage(clean) ? site : { ...site, title: pageTitle(PAGE_TITLES.notFound, siteTitle) };
  return {
    ...site,
    title: pageTitle(known.title, siteTitle),
    description: known.description ? tr(known.description) : site.description,
  };
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The <title> and the description, Open Graph, Twitter and iOS tags, every value escaped. */
export function metaTags(m: PageMeta): string {
  const t = escapeHtml(m.title);
  const d = escapeHtml(m.description);
  const i = escapeHtml(m.image);
  const tags = [
    `<title>${t}</title>`,
    `<meta name="theme-color" content="${escapeHtml(m.themeColor)}" />`,
    `<meta name="description" content="${d}" />`,
    `<meta property="og:type" content="${m.type}" />`,
    `<meta property="og:title" content="${t}" />`,
    `<meta property="og:description" content="${d}" />`,
    i && `<meta property="og:image" content="${i}" />`,
    `<meta name="twitter:card" content="${i ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${t}" />`,
    `<meta name="twitter:description" content="${d}" />`,
    i && `<meta name="twitter:image" content="${i}" />`,
    `<meta name="apple-mobile-web-app-title" content="${escapeHtml(m.siteTitle)}" />`,
  ];
  return tags.filter(Boolean).join('\n    ');
}
