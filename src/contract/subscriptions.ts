/**
 * Where a subscription came from. Only 'stripe' is revenue (monthly recurring revenue counts it);
 * 'admin' (manual activation) and 'grant' (free month) are not. Decision 006.
 */
export const SUBSCRIPTION_SOURCES = ['stripe', 'admin', 'grant'] as const;
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];
export const SUBSCRIPTION_SOURCE_LABELS: Record<SubscriptionSource, string> = {
  stripe: 'Pagamento',
  admin: 'Ativação manual',
  grant: 'Mês grátis',
};

/** 'active' only while the subscription is in force: status active and end null or in the future. */
export const SUBSCRIPTION_STATUSES = ['active', 'inactive'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * Decision 006. Both admin actions extend from max(now, current end while active) by whole
 * calendar months (UTC; Jan 31 + 1 month = Feb 28/29):
 * - activate-subscription: +12 months, source 'admin';
 * - grant-month-subscription: +1 month, source 'grant'.
 * Both are refused (409) while a paid ('stripe') subscription is active or the current one is
 * open-ended (end null): the payment provider owns that end date.
 */
export const ADMIN_ACTIVATION_MONTHS = 12;
export const GRANT_MONTHS = 1;

export const subscriptionMessages = {
  required: 'Você precisa de uma assinatura ativa para usar este recurso.',
  activated: 'Assinatura ativada por 12 meses.',
  granted: 'Um mês de assinatura concedido.',
  paidActive: 'Este membro tem uma assinatura paga ativa; ela é gerida pelo pagamento e não pode ser alterada aqui.',
  openEnded: 'Este membro já tem uma assinatura ativa sem data de término.',
  grantFailed: 'Falha ao conceder assinatura',
} as const;
