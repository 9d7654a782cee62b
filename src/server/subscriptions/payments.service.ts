import { paymentsCheckout } from './payments.checkout.js';
import { createPaymentsCore, type PaymentsDeps } from './payments.helpers.js';
import { paymentsManage } from './payments.manage.js';
import { paymentsWebhook } from './payments.webhook.js';

export type { PaymentsDeps } from './payments.helpers.js';

/**
 * Membership payments (decision 013), one service of three parts sharing the member's billing row:
 * the checkout (payments.checkout.ts), Stripe's webhook (payments.webhook.ts) and the management of
 * a running membership by its member or an admin (payments.manage.ts).
 */
export function createPaymentsService(deps: PaymentsDeps) {
  const core = createPaymentsCore(deps);
  return {
    mode: core.mode,
    ...paymentsCheckout(core),
    ...paymentsWebhook(core),
    ...paymentsManage(core),
    applySnapshot: core.applySnapshot,
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
