// The benefits list, in its own module: membership.ts is in every page's first load (useUser), this
// only on the pages that show the list (the landing's below-the-fold card, /subscribe, the success dialog).

/**
 * Spec section 2 (the payment success dialog): the eight benefits of a membership, shown there, on
 * the subscribe page's offer and on the landing page's membership card.
 */
export const MEMBER_BENEFITS = [
  'Acesso completo ao marketplace',
  'Participação em todos os eventos',
  'Número de membro exclusivo',
  'Suporte prioritário da comunidade',
  'Mensagens privadas com outros membros',
  'Descontos com parceiros',
  'Acesso ao aluguel de contas',
  'Networking com outros membros',
] as const;
