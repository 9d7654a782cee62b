import { t } from './i18n.js';
// The benefits list, in its own module: membership.ts is in every page's first load (useUser), this
// only on the pages that show the list (the landing's below-the-fold card, /subscribe, the success dialog).

/**
 * Spec section 2 (the payment success dialog): the eight benefits of a membership, shown there, on
 * the subscribe page's offer and on the landing page's membership card.
 */
export const MEMBER_BENEFITS = [
  t('Acesso completo ao marketplace'),
  t('Participação em todos os eventos'),
  t('Número de membro exclusivo'),
  t('Suporte prioritário da comunidade'),
  t('Mensagens privadas com outros membros'),
  t('Descontos com parceiros'),
  t('Acesso ao aluguel de contas'),
  t('Networking com outros membros'),
] as const;
