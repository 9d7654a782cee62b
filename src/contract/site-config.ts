import { z } from 'zod';

/** Keys anyone may read through GET /api/site-config (the rest are admin-only). */
export const PUBLIC_SITE_CONFIG_KEYS = [
  'subscription_price',
  'site_title',
  'site_description',
  'launch_promotion_active',
  'launch_promotion_limit',
  'admin_whatsapp',
  'og_image',
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
  { key: 'admin_whatsapp', value: '353830000000', description: 'WhatsApp do administrador (suporte e recuperação de senha)' },
  { key: 'og_image', value: '/og-image.png', description: 'Imagem Open Graph para compartilhamento em redes sociais' },
];

export const siteConfigEntrySchema = z.object({ key: z.string(), value: z.string() });
export const siteConfigListSchema = z.array(siteConfigEntrySchema);
export type SiteConfigEntry = z.infer<typeof siteConfigEntrySchema>;

export const DEFAULT_SUBSCRIPTION_PRICE = 2.99;
export const REGULAR_SUBSCRIPTION_PRICE = 9.99;
