import { z } from 'zod';
import { t } from './i18n.js';

/**
 * Every site setting in one table (issue 28): its pt-BR name, a one-line help, its group in the
 * admin tab, the control that edits it, its default, and the zod schema the server checks a value
 * with (PUT /api/admin/site-config/{key} answers 400 with the schema's pt-BR message). The admin tab
 * (src/web/admin/site-config/) draws itself from this table; start-up inserts the defaults from it.
 * Values are stored as text: a boolean is 'true'/'false', a number its decimal digits.
 */

export const siteConfigMessages = {
  updated: t('Configuração atualizada'),
  updateFailed: t('Falha ao atualizar configuração.'),
  notFound: t('Configuração não encontrada'),
  notEditable: t('Esta configuração não pode ser editada.'),
  valueRequired: t('Valor é obrigatório'),
  valueMax: t('Valor deve ter no máximo 2000 caracteres'),
  empty: t('Nenhuma configuração encontrada. Verifique se você está logado como administrador.'),
  subscriptionPrice: t('Preço deve ser um valor em euros entre 0,01 e 999,99, com até 2 casas decimais (ex.: 2.99)'),
  booleanValue: t("Valor deve ser 'true' (ligado) ou 'false' (desligado)"),
  nonNegativeInteger: t('Valor deve ser um número inteiro entre 0 e 100000'),
  date: t('Data deve ser uma data válida no formato AAAA-MM-DD (ex.: 2026-12-31) ou vazia'),
  whatsapp: t('WhatsApp deve ter pelo menos 10 dígitos e conter apenas números, espaços e +'),
  ogImage: t('Imagem Open Graph deve ser um caminho começando com / ou uma URL https://'),
  siteTitle: t('Título deve ter entre 1 e 120 caracteres'),
  siteDescription: t('Descrição deve ter entre 1 e 300 caracteres'),
  communityWhatsappUrl: t(
    'Link do grupo deve ser um convite https://chat.whatsapp.com/… (ou vazio para esconder o convite)',
  ),
  color: t('Cor deve estar no formato #RRGGBB (ex.: #047857)'),
} as const;

export const SETTING_GROUPS = [
  { key: 'geral', label: t('Geral') },
  { key: 'promocao', label: t('Promoção') },
  { key: 'contato', label: t('Contato') },
  { key: 'aparencia', label: t('Aparência') },
  { key: 'seo', label: 'SEO' },
] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number]['key'];

/** The control the admin tab draws: a switch, a number field, a date picker, a colour picker, a URL or text. */
export type SettingControl = 'switch' | 'number' | 'date' | 'color' | 'url' | 'text' | 'textarea' | 'phone';

export interface SiteSetting {
  key: string;
  label: string;
  help: string;
  group: SettingGroup;
  control: SettingControl;
  defaultValue: string;
  /** Checks a trimmed value; its messages are pt-BR. */
  schema: z.ZodType<string>;
  /** number: the range and step the field offers (the schema enforces the same). */
  min?: number;
  max?: number;
  step?: number;
  /** number: the unit shown beside the field. */
  unit?: string;
  /** Empty is a valid value (date: no end; url: hidden). */
  optional?: boolean;
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const PRICE_MAX = 999.99;
const LIMIT_MAX = 100_000;

const price = z
  .string()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, siteConfigMessages.subscriptionPrice)
  .refine((v) => Number(v) >= 0.01 && Number(v) <= PRICE_MAX, siteConfigMessages.subscriptionPrice);
const color = z.string().regex(HEX_COLOR, siteConfigMessages.color);
/** A real calendar day (2026-02-30 is refused), or empty. */
const isoDay = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))
    ? new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v
    : false;

export const SITE_SETTINGS: readonly SiteSetting[] = [
  {
    key: 'site_title',
    label: t('Nome do site'),
    help: t('Aparece na aba do navegador, nas prévias de links e como nome do app instalado.'),
    group: 'geral',
    control: 'text',
    // i18n: stored values (the seeded setting; the server answers it in the reader's language where the catalogue has it).
    defaultValue: 'Comunidade Entregadores Dublin',
    schema: z.string().min(1, siteConfigMessages.siteTitle).max(120, siteConfigMessages.siteTitle),
  },
  {
    key: 'subscription_regular_price',
    label: t('Preço normal da assinatura'),
    help: t('Mensalidade em euros cobrada depois da promoção de lançamento.'),
    group: 'geral',
    control: 'number',
    defaultValue: '9.99',
    schema: price,
    min: 0.01,
    max: PRICE_MAX,
    step: 0.01,
    unit: t('€/mês'),
  },
  {
    key: 'launch_promotion_active',
    label: t('Promoção de lançamento ativa'),
    help: t('Ligada, os primeiros assinantes pagam o preço promocional e a página inicial mostra as vagas.'),
    group: 'promocao',
    control: 'switch',
    defaultValue: 'true',
    schema: z.enum(['true', 'false'], { message: siteConfigMessages.booleanValue }),
  },
  {
    key: 'subscription_price',
    label: t('Preço promocional'),
    help: t('Mensalidade em euros durante a promoção de lançamento.'),
    group: 'promocao',
    control: 'number',
    defaultValue: '2.99',
    schema: price,
    min: 0.01,
    max: PRICE_MAX,
    step: 0.01,
    unit: t('€/mês'),
  },
  {
    key: 'launch_promotion_limit',
    label: t('Vagas da promoção'),
    help: t('Quantos assinantes pagantes recebem o preço promocional.'),
    group: 'promocao',
    control: 'number',
    defaultValue: '50',
    schema: z
      .string()
      .regex(/^\d{1,6}$/, siteConfigMessages.nonNegativeInteger)
      .refine((v) => Number(v) <= LIMIT_MAX, siteConfigMessages.nonNegativeInteger),
    min: 0,
    max: LIMIT_MAX,
    step: 1,
    unit: t('vagas'),
  },
  {
    key: 'launch_promotion_until',
    label: t('Último dia da promoção'),
    help: t('Depois deste dia vale o preço normal. Vazio: a promoção não tem data para acabar.'),
    group: 'promocao',
    control: 'date',
    defaultValue: '2026-12-31',
    schema: z.string().refine((v) => v === '' || isoDay(v), siteConfigMessages.date),
    optional: true,
  },
  {
    key: 'admin_whatsapp',
    label: t('WhatsApp do administrador'),
    help: t("Usado em 'Esqueci minha senha' e na página de contato (com o código do país, ex.: 353 83 000 0000)."),
    group: 'contato',
    control: 'phone',
    defaultValue: '353830000000',
    schema: z
      .string()
      .refine(
        (v) => /^[0-9+\s]+$/.test(v) && v.replace(/\D/g, '').length >= 10 && v.length <= 20,
        siteConfigMessages.whatsapp,
      ),
  },
  {
    key: 'community_whatsapp_url',
    label: t('Grupo da comunidade no WhatsApp'),
    help: t(
      "Link de convite (https://chat.whatsapp.com/…). Vazio esconde o botão 'Entrar no grupo' da página inicial.",
    ),
    group: 'contato',
    control: 'url',
    defaultValue: '',
    schema: z
      .string()
      .refine(
        (v) => v === '' || /^https:\/\/chat\.whatsapp\.com\/[A-Za-z0-9_-]{6,100}$/.test(v),
        siteConfigMessages.communityWhatsappUrl,
      ),
    optional: true,
  },
  {
    key: 'theme_color',
    label: t('Cor do app'),
    help: t('Cor da barra do navegador no celular e do app instalado na tela inicial.'),
    group: 'aparencia',
    control: 'color',
    defaultValue: '#047857',
    schema: color,
  },
  {
    key: 'background_color',
    label: t('Cor de abertura do app'),
    help: t('Fundo da tela de abertura do app instalado no celular (vale para novas instalações).'),
    group: 'aparencia',
    control: 'color',
    defaultValue: '#f8fafc',
    schema: color,
  },
  {
    key: 'site_description',
    label: t('Descrição do site'),
    help: t('Frase que buscadores e prévias de links mostram abaixo do nome do site.'),
    group: 'seo',
    control: 'textarea',
    // i18n: stored values (as above).
    defaultValue:
      'A comunidade dos entregadores brasileiros em Dublin: marketplace, eventos, aluguel de contas e mais.',
    schema: z.string().min(1, siteConfigMessages.siteDescription).max(300, siteConfigMessages.siteDescription),
  },
  {
    key: 'og_image',
    label: t('Imagem de compartilhamento'),
    help: t(
      'Imagem da prévia ao compartilhar o site no WhatsApp e redes sociais: um caminho (/…) ou uma URL https://, 1200 × 630 px.',
    ),
    group: 'seo',
    control: 'url',
    defaultValue: '/og-image.png',
    schema: z
      .string()
      .refine(
        (v) => (/^\/[^\s/][^\s]*$/.test(v) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(v)) && v.length <= 500,
        siteConfigMessages.ogImage,
      ),
  },
];

const BY_KEY = new Map(SITE_SETTINGS.map((s) => [s.key, s]));

/** The table's row for a key; undefined for keys outside it (admin-only notes and the like: any text). */
export const siteSetting = (key: string): SiteSetting | undefined => BY_KEY.get(key);

/** Null when a trimmed value fits the key's schema (or the key has none), else the pt-BR message. */
export function settingProblem(key: string, value: string): string | null {
  const setting = BY_KEY.get(key);
  if (!setting) return null;
  const parsed = setting.schema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? siteConfigMessages.updateFailed);
}
