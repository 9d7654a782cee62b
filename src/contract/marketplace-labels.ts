// No zod here: the marketplace list, item and my-listings pages validate nothing and should not
// download zod (≈15 KB gzip) on 4G for labels. src/contract/marketplace.ts re-exports all of this,
// so server and forms keep one source. (The landing page copies the four type labels instead:
// importing this module there would move it into the first load of /.)
import { t } from './i18n.js';

export const ITEM_TYPES = ['venda', 'troca', 'doacao', 'aluguel'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
export const ITEM_TYPE_LABELS: Record<ItemType, string> = {
  venda: t('Venda'),
  troca: t('Troca'),
  doacao: t('Doação'),
  aluguel: t('Aluguel'),
};

export const ITEM_CATEGORIES = ['motos', 'equipamentos', 'acessorios', 'eletronicos', 'manutencao', 'outros'] as const;
export type ItemCategory = (typeof ITEM_CATEGORIES)[number];
export const ITEM_CATEGORY_LABELS: Record<ItemCategory, string> = {
  motos: t('Motos e Bikes'),
  equipamentos: t('Equipamentos'),
  acessorios: t('Acessórios'),
  eletronicos: t('Eletrônicos'),
  manutencao: t('Manutenção'),
  outros: t('Outros'),
};

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const APPROVAL_LABELS: Record<ApprovalStatus, string> = {
  pending: t('Pendente'),
  approved: t('Aprovado'),
  rejected: t('Rejeitado'),
};
export const ITEM_STATUSES = ['active', 'inactive'] as const;
/** Issue 34: the status the expiry job gives a listing LISTING_LIFETIME_DAYS after its last renewal. */
export const ITEM_EXPIRED = 'expired';

/** Issue 34 (decision 045): listings and rentals leave the public lists this long after their last renewal. */
export const LISTING_LIFETIME_DAYS = 60;
/** …and their owner is told this long before. */
export const LISTING_EXPIRY_NOTICE_DAYS = 3;

/** Issue 32: the public badge of a bikes listing whose frame serial was given (the serial itself is private). */
export const SERIAL_BADGE_LABEL = t('Número de série informado');

/** The label of a stored type or category, or the raw value for a legacy one. */
export const typeLabel = (t: string) => ITEM_TYPE_LABELS[t as ItemType] ?? t;
export const categoryLabel = (c: string) => ITEM_CATEGORY_LABELS[c as ItemCategory] ?? c;

/** Spec section 9: loading skeletons of the marketplace (8) and of my listings (6). */
export const MARKETPLACE_SKELETONS = 8;
export const MY_ITEMS_SKELETONS = 6;
