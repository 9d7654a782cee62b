import type Stripe from 'stripe';
import type { AppConfig } from '../config.js';
import { createDemoGateway } from './demo-gateway.js';
import type { PaymentGateway } from './payment-gateway.js';
import { createStripeClient, createStripeGateway, verifyWebhook } from './stripe-gateway.js';

/**
 * Decision 013: Stripe when its three keys are set; otherwise the demo gateway outside
 * production, and no payments at all in production (the pages say so).
 */
export function createPaymentGateway(config: Pick<AppConfig, 'stripe' | 'env'>): {
  gateway: PaymentGateway | null;
  verifyWebhook?: (raw: Buffer, signature: string) => Stripe.Event;
} {
  const { stripe } = config;
  if (stripe) {
    const client = createStripeClient(stripe);
    return {
      gateway: createStripeGateway(stripe, client),
      verifyWebhook: (raw, signature) => verifyWebhook(client, raw, signature, stripe.webhookSecret),
    };
  }
  return { gateway: config.env === 'production' ? null : createDemoGateway() };
}
