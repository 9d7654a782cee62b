import { z } from 'zod';

/** Keys anyone may read through GET /api/site-config (the rest are admin-only). */
export const PUBLIC_SITE_CONFIG_KEYS = [
  'subscription_price',
  'site_title',
  'site_description',
  'launch_promotion_active',
  'launch_promotion_limit',
  'launch_promotion_until',
  'subscription_regular_price',
  'admin_whatsapp',
  'og_image',
  'community_whatsapp_url',
  'theme_color',
  'background_color',
] as const;

/** Spec section 9 defaults, seeded on first start. */
export const SITE_CONFIG_DEFAULTS: { key: string; value: string; description: string; isEditable?: boolean }[] = [
  { key: 'subscription_price', value: '2.99', description: 'Preço mensal da assinatura em euros' },
  {
    key: 'site_title',
    value: 'Comunidade Entregadores Dublin',
    description: 'Título do site (aba do navegador e SEO)',
  },
  {
    key: 'site_description',
    value: 'A comunidade dos entregadores brasileiros em Dublin: marketplace, eventos, aluguel de contas e mais.',
    description: 'Descrição do site para SEO e compartilhamento',
  },
  { key: 'launch_promotion_active', value: 'true', description: 'Promoção de lançamento ativa (true/false)' },
  { key: 'launch_promotion_limit', value: '50', description: 'Número de vagas da promoção de lançamento' },
  {
    key: 'launch_promotion_until',
    value: '2026-12-31',
    description: 'Último dia da promoção de lançamento (AAAA-MM-DD; vazio = sem data final)',
  },
  {
    key: 'subscription_regular_price',
    value: '9.99',
    description: 'Preço mensal normal da assinatura em euros (após a promoção)',
  },
  {
    key: 'admin_whatsapp',
    value: '353830000000',
    description: 'WhatsApp do administrador (suporte e recuperação de senha)',
  },
  { key: 'og_image', value: '/og-image.png', description: 'Imagem Open Graph para compartilhamento em redes sociais' },
  {
    key: 'community_whatsapp_url',
    value: '',
    description:
      'Link de convite do grupo da comunidade no WhatsApp (https://chat.whatsapp.com/…); vazio esconde o convite na página inicial',
  },
  {
    key: 'theme_color',
    value: '#047857',
    description: 'Cor do app instalado: barra do navegador e da tela inicial do celular (#RRGGBB)',
  },
  {
    key: 'background_color',
    value: '#f8fafc',
    description: 'Cor de fundo da abertura do app instalado no celular (#RRGGBB)',
  },
];

export const siteConfigEntrySchema = z.object({ key: z.string(), value: z.string() });
export const siteConfigListSchema = z.array(siteConfigEntrySchema);
export type SiteConfigEntry = z.infer<typeof siteConfigEntrySchema>;

export const DEFAULT_SUBSCRIPTION_PRICE = 2.99;
export const REGULAR_SUBSCRIPTION_PRICE = 9.99;

export const siteConfigMessages = {
  updated: 'Configuração atualizada',
  updateFailed: 'Falha ao atualizar configuração.',
  notFound: 'Configuração não encontrada',
  notEditable: 'Esta configuração não pode ser editada.',
  valueRequired: 'Valor é obrigatório',
  valueMax: 'Valor deve ter no máximo 2000 caracteres',
  empty: 'Nenhuma configuração encontrada. Verifique se você está logado como administrador.',
  subscriptionPrice: 'Preço da assinatura deve ser um número positivo com até 2 casas decimais (ex.: 2.99)',
  booleanValue: "Valor deve ser 'true' ou 'false'",
  nonNegativeInteger: 'Valor deve ser um número inteiro maior ou igual a 0',
  date: 'Data deve estar no formato AAAA-MM-DD (ex.: 2026-12-31) ou vazia',
  whatsapp: 'WhatsApp deve ter pelo menos 10 dígitos e conter apenas números, espaços e +',
  ogImage: 'Imagem Open Graph deve ser um caminho começando com / ou uma URL https://',
  siteTitle: 'Título deve ter entre 1 e 120 caracteres',
  siteDescription: 'Descrição deve ter entre 1 e 300 caracteres',
  communityWhatsappUrl:
    'Link do grupo deve ser um convite https://chat.whatsapp.com/… (ou vazio para esconder o convite)',
  color: 'Cor deve estar no formato #RRGGBB (ex.: #047857)',
} as const;

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * Format check of each known key's value (already trimmed); null when valid, else the pt-BR message.
 * Keys not listed here accept any text up to 2000 characters.
 */
export const SITE_CONFIG_VALIDATORS: Record<string, (value: string) => string | null> = {
  subscription_price: (v) =>
    /^\d{1,6}(\.\d{1,2})?$/.test(v) && Number(v) > 0 ? null : siteConfigMessages.subscriptionPrice,
  launch_promotion_active: (v) => (v === 'true' || v === 'false' ? null : siteConfigMessages.booleanValue),
  launch_promotion_limit: (v) => (/^\d{1,9}$/.test(v) ? null : siteConfigMessages.nonNegativeInteger),
  launch_promotion_until: (v) =>
    v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)))
      ? null
      : siteConfigMessages.date,
  subscription_regular_price: (v) =>
    /^\d{1,6}(\.\d{1,2})?$/.test(v) && Number(v) > 0 ? null : siteConfigMessages.subscriptionPrice,
  admin_whatsapp: (v) =>
    /^[0-9+\s]+$/.test(v) && v.replace(/\D/g, '').length >= 10 && v.length <= 20 ? null : siteConfigMessages.whatsapp,
  og_image: (v) =>
    (/^\/[^\s/][^\s]*$/.test(v) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(v)) && v.length <= 500
      ? null
      : siteConfigMessages.ogImage,
  site_title: (v) => (v.length >= 1 && v.length <= 120 ? null : siteConfigMessages.siteTitle),
  site_description: (v) => (v.length >= 1 && v.length <= 300 ? null : siteConfigMessages.siteDescription),
  theme_color: (v) => (HEX_COLOR.test(v) ? null : siteConfigMessages.color),
  background_color: (v) => (HEX_COLOR.test(v) ? null : siteConfigMessages.color),
  community_whatsapp_url: (v) =>
    v === '' || /^https:\/\/chat\.whatsapp\.com\/[A-Za-z0-9_-]{6,100}$/.test(v)
      ? null
      : siteConfigMessages.communityWhatsappUrl,
};

/** GET /api/admin/site-config: every key (public and admin-only), ordered by key. */
export const adminSiteConfigEntrySchema = z.object({
  key: z.string(),
  value: z.string(),
  description: z.string().nullable(),
  isEditable: z.boolean(),
  /** ISO date-time. */
  updatedAt: z.string(),
});
export type AdminSiteConfigEntry = z.infer<typeof adminSiteConfigEntrySchema>;
export const adminSiteConfigListSchema = z.array(adminSiteConfigEntrySchema);

/** PUT /api/admin/site-config/{key}. The value is trimmed, then checked by SITE_CONFIG_VALIDATORS. */
export const siteConfigUpdateSchema = z.object({
  value: z
    .string({ message: siteConfigMessages.valueRequired })
    .trim()
    .max(2000, { message: siteConfigMessages.valueMax }),
});
export const siteConfigKeyParam = z.object({ key: z.string().min(1).max(100) });

/**
 * The app's colours on a home screen and in the browser's bar (docs/decisions/020-installable-app.md):
 * site config's theme_color and background_color; these when a value is missing or malformed.
 */
export const THEME_COLOR = '#047857';
export const BACKGROUND_COLOR = '#f8fafc';
export const siteColors = (get: (key: string) => string) => ({
  theme: HEX_COLOR.test(get('theme_color')) ? get('theme_color') : THEME_COLOR,
  background: HEX_COLOR.test(get('background_color')) ? get('background_color') : BACKGROUND_COLOR,
});

/** GET /manifest.webmanifest: what Android and iOS install from (name and description from site config). */
export const webManifestSchema = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  lang: z.string(),
  dir: z.literal('ltr'),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  orientation: z.literal('portrait'),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(
    z.object({
      src: z.string(),
      sizes: z.string(),
      type: z.literal('image/png'),
      purpose: z.enum(['any', 'maskable']),
    }),
  ),
});
export type WebManifest = z.infer<typeof webManifestSchema>;

const DEFAULT_TITLE = 'Comunidade Entregadores Dublin';
/** A home screen shows about 12 characters under the icon: a longer title gets this label. */
const SHORT_NAME = 'Entregadores';

export function webManifest(entries: SiteConfigEntry[]): WebManifest {
  const get = (k: string) => entries.find((e) => e.key === k)?.value ?? '';
  const name = get('site_title') || DEFAULT_TITLE;
  const colors = siteColors(get);
  const icon = (src: string, size: number, purpose: 'any' | 'maskable' = 'any') => ({
    src,
    sizes: `${size}x${size}`,
    type: 'image/png' as const,
    purpose,
  });
  return {
    id: '/',
    name,
    short_name: name.length <= 12 ? name : SHORT_NAME,
    description: get('site_description'),
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: colors.theme,
    background_color: colors.background,
    icons: [icon('/icon-192.png', 192), icon('/icon-512.png', 512), icon('/icon-maskable-512.png', 512, 'maskable')],
  };
}
