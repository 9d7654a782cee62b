import { z } from 'zod';
import { t } from './i18n.js';

/**
 * Where a subscription came from. Only 'stripe' is revenue (monthly recurring revenue counts it);
 * 'admin' (manual activation), 'grant' (free month) and 'demo' (a simulated payment, decision 013)
 * are not. Decision 006.
 */
export const SUBSCRIPTION_SOURCES = ['stripe', 'admin', 'grant', 'demo'] as const;
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];
export const SUBSCRIPTION_SOURCE_LABELS: Record<SubscriptionSource, string> = {
  stripe: t('Pagamento'),
  admin: t('Ativação manual'),
  grant: t('Mês grátis'),
  demo: t('Pagamento de demonstração'),
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
  required: t('Você precisa de uma assinatura ativa para usar este recurso.'),
  activated: t('Assinatura ativada por 12 meses.'),
  granted: t('Um mês de assinatura concedido.'),
  paidActive: t('Este membro tem uma assinatura paga ativa; ela é gerida pelo pagamento e não pode ser alterada aqui.'),
  openEnded: t('Este membro já tem uma assinatura ativa sem data de término.'),
  grantFailed: t('Falha ao conceder assinatura'),
  cancelled: t('Assinatura cancelada.'),
  cancelScheduled: t('Assinatura cancelada. Ela continua ativa até o fim do período pago.'),
  reactivated: t('Assinatura reativada.'),
  nothingToCancel: t('Não há assinatura ativa para cancelar.'),
  nothingToReactivate: t('Não há cancelamento agendado para desfazer.'),
  notSelfManaged: t('Esta assinatura foi concedida pela administração e não pode ser cancelada por aqui.'),
  paymentsUnavailable: t('Os pagamentos ainda não estão disponíveis. Tente novamente mais tarde.'),
  demoRefused: t('Pagamentos de demonstração não são permitidos neste servidor.'),
  demoNoPending: t('Nenhum pagamento de demonstração pendente. Recarregue a página de assinatura.'),
  portalUnavailable: t('O portal de pagamentos não está disponível no momento.'),
  providerUnreachable: t('Não foi possível falar com o provedor de pagamentos. Tente novamente em instantes.'),
  deleteProviderUnreachable: t(
    'Não foi possível cancelar a assinatura deste usuário no provedor de pagamentos; nada foi excluído. Tente novamente em instantes.',
  ),
  webhookUnconfigured: t('Webhook de pagamentos não configurado.'),
  webhookSignature: t('Assinatura do webhook inválida.'),
} as const;

/** How payments are taken on this server (decision 013). */
export const PAYMENT_MODES = ['stripe', 'demo', 'unavailable'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** GET /api/subscription/offer (public): the prices, the launch promotion and the payment mode. */
export const subscriptionOfferSchema = z.object({
  mode: z.enum(PAYMENT_MODES),
  /** Stripe.js key, only in 'stripe' mode. */
  publishableKey: z.string().nullable(),
  /** What a new member pays now, in cents (promotional while places remain). */
  priceCents: z.number().int(),
  promoPriceCents: z.number().int(),
  regularPriceCents: z.number().int(),
  /** Whole percent off the regular price, computed from the two prices. */
  discountPercent: z.number().int(),
  promotion: z.object({
    /** Active flag on, end date not passed, and places left. */
    active: z.boolean(),
    limit: z.number().int(),
    remaining: z.number().int(),
    /** YYYY-MM-DD (site config launch_promotion_until), null when open-ended. */
    until: z.string().nullable(),
  }),
});
export type SubscriptionOffer = z.infer<typeof subscriptionOfferSchema>;

/** GET /api/subscription: the signed-in member's membership, from the database mirror. */
export const mySubscriptionSchema = z.object({
  /** In force now (decision 006 rule). */
  active: z.boolean(),
  source: z.enum(SUBSCRIPTION_SOURCES).nullable(),
  /** ISO: renewal date while renewing, last day when cancelling, end of an admin grant. */
  end: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Payment failed and the member is in the grace period. */
  inGracePeriod: z.boolean(),
  priceCents: z.number().int().nullable(),
  plan: z.enum(['promo', 'regular']).nullable(),
  /** 'Gerenciar pagamento' is offered (Stripe customer portal configured, member has a customer). */
  portalAvailable: z.boolean(),
  memberNumber: z.string(),
});
export type MySubscription = z.infer<typeof mySubscriptionSchema>;

/**
 * POST /api/create-subscription body (the spec sends none): `renew` asks to pay now although the
 * membership is in force; the month paid then starts where it ends (issue 28). Other keys are ignored.
 */
export const createSubscriptionInputSchema = z.object({ renew: z.boolean().optional() }).nullish();
export type CreateSubscriptionInput = z.infer<typeof createSubscriptionInputSchema>;

/** POST /api/create-subscription (spec section 7: already_active, or clientSecret, or message). */
export const createSubscriptionAnswerSchema = z.union([
  z.object({ status: z.literal('already_active') }),
  z.object({ clientSecret: z.string(), mode: z.enum(['stripe', 'demo']), priceCents: z.number().int() }),
  z.object({ message: z.string() }),
]);
export type CreateSubscriptionAnswer = z.infer<typeof createSubscriptionAnswerSchema>;

/** POST /api/subscription/demo-payment: the two buttons of the demo checkout. */
export const demoPaymentInputSchema = z.object({
  clientSecret: z.string().min(1).max(200),
  outcome: z.enum(['approved', 'declined']),
});
/** The payment-intent status the result page shows (same vocabulary as Stripe). */
export const demoPaymentAnswerSchema = z.object({ status: z.enum(['succeeded', 'requires_payment_method']) });

export const subscriptionActionAnswerSchema = z.object({ message: z.string(), subscription: mySubscriptionSchema });
export const portalAnswerSchema = z.object({ url: z.string() });

/** Spec section 9: the default grace after a failed renewal (PAYMENT_GRACE_DAYS). */
export const DEFAULT_PAYMENT_GRACE_DAYS = 3;
