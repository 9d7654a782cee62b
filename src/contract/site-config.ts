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
] as const;

/** Spec section 9 defaults, seeded on first start. */
export const SITE_CONFIG_DEFAULTS: { key: string; value: string; description: string; isEditable?: boolean }[] = [
  { key: 'subscription_price', value: '2.99', description: 'Preço mensal da assinatura em euros' },
  { key: 'site_title', value: 'Comunidade Entregadores Dublin', description: 'Título do site (aba do navegador e SEO)' },
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
  { key: 'subscription_regular_price', value: '9.99', description: 'Preço mensal normal da assinatura em euros (após a promoção)' },
  { key: 'admin_whatsapp', value: '353830000000', description: 'WhatsApp do administrador (suporte e recuperação de senha)' },
  { key: 'og_image', value: '/og-image.png', description: 'Imagem Open Graph para compartilhamento em redes sociais' },
  {
    key: 'community_whatsapp_url',
    value: '',
    description: 'Link de convite do grupo da comunidade no WhatsApp (https://chat.whatsapp.com/…); vazio esconde o convite na página inicial',
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
  communityWhatsappUrl: 'Link do grupo deve ser um convite https://chat.whatsapp.com/… (ou vazio para esconder o convite)',
} as const;

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
    v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))) ? null : siteConfigMessages.date,
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
  community_whatsapp_url: (v) =>
    v === '' || (/^https:\/\/chat\.whatsapp\.com\/[A-Za-z0-9_-]{6,100}$/.test(v)) ? null : siteConfigMessages.communityWhatsappUrl,
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
