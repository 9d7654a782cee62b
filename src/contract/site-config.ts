import { z } from 'zod';
import { SITE_SETTINGS, siteConfigMessages } from './site-settings.js';

export { siteConfigMessages };

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

/** Spec section 9 defaults, seeded on first start (from the settings table, site-settings.ts). */
export const SITE_CONFIG_DEFAULTS: { key: string; value: string; description: string; isEditable?: boolean }[] =
  SITE_SETTINGS.map((s) => ({ key: s.key, value: s.defaultValue, description: s.help }));

export const siteConfigEntrySchema = z.object({ key: z.string(), value: z.string() });
export const siteConfigListSchema = z.array(siteConfigEntrySchema);
export type SiteConfigEntry = z.infer<typeof siteConfigEntrySchema>;

export const DEFAULT_SUBSCRIPTION_PRICE = 2.99;
export const REGULAR_SUBSCRIPTION_PRICE = 9.99;

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

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

/** PUT /api/admin/site-config/{key}. The value is trimmed, then checked by its schema in SITE_SETTINGS. */
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

// i18n: same in every language (the community's name and its short form on a home screen).
const DEFAULT_TITLE = 'Comunidade Entregadores Dublin';
/** A home screen shows about 12 characters under the icon: a longer title gets this label. */
// i18n: same in every language.
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
