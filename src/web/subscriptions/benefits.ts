/** Spec section 2: the eight benefits of the success dialog (and of the offer). */
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

/** Spec section 9 delays. */
export const ALREADY_ACTIVE_REDIRECT_MS = 1500;
export const LOGIN_REDIRECT_MS = 1000;
export const LOAD_HINT_MS = 10_000;
