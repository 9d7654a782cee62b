import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../contract/common.js';
import {
  createSubscriptionAnswerSchema,
  createSubscriptionInputSchema,
  demoPaymentAnswerSchema,
  demoPaymentInputSchema,
  mySubscriptionSchema,
  portalAnswerSchema,
  subscriptionActionAnswerSchema,
  subscriptionOfferSchema,
} from '../../contract/subscriptions.js';
import { currentUser } from '../plugins/session.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 503: errorSchema };

/** Membership payments (decision 013). Handlers are one call to app.services.payments. */
export default async function subscriptionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { payments } = app.services;
  const tags = ['subscriptions'];

  // The viewer's own hold (a payment in progress) still counts as free for them.
  r.get('/api/subscription/offer', { schema: { tags, response: { 200: subscriptionOfferSchema } } }, async (request) =>
    payments.offer(request.user?.id ?? null),
  );

  r.get(
    '/api/subscription',
    { config: { access: 'member' }, schema: { tags, response: { 200: mySubscriptionSchema, ...errors } } },
    async (request) => payments.mine(currentUser(request).id),
  );

  r.post(
    '/api/create-subscription',
    {
      config: { access: 'member' },
      schema: {
        tags,
        body: createSubscriptionInputSchema,
        response: { 200: createSubscriptionAnswerSchema, ...errors },
      },
    },
    async (request) => payments.createSubscription(currentUser(request).id, { renew: request.body?.renew === true }),
  );

  r.post(
    '/api/subscription/demo-payment',
    {
      config: { access: 'member' },
      schema: { tags, body: demoPaymentInputSchema, response: { 200: demoPaymentAnswerSchema, ...errors } },
    },
    async (request) => payments.demoPayment(currentUser(request).id, request.body.clientSecret, request.body.outcome),
  );

  r.post(
    '/api/subscription/cancel',
    { config: { access: 'member' }, schema: { tags, response: { 200: subscriptionActionAnswerSchema, ...errors } } },
    async (request) => payments.setCancelAtPeriodEnd(currentUser(request).id, true),
  );

  r.post(
    '/api/subscription/reactivate',
    { config: { access: 'member' }, schema: { tags, response: { 200: subscriptionActionAnswerSchema, ...errors } } },
    async (request) => payments.setCancelAtPeriodEnd(currentUser(request).id, false),
  );

  r.post(
    '/api/subscription/portal',
    { config: { access: 'member' }, schema: { tags, response: { 200: portalAnswerSchema, ...errors } } },
    async (request) => payments.portal(currentUser(request).id, `${request.protocol}://${request.host}`),
  );

  // Stripe signs the exact bytes it sent: this route alone keeps the body raw.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    webhook.withTypeProvider<ZodTypeProvider>().post(
      '/api/stripe/webhook',
      {
        schema: {
          tags,
          hide: true,
          response: {
            200: z.object({ received: z.boolean(), duplicate: z.boolean() }),
            400: errorSchema,
            503: errorSchema,
          },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        return payments.handleWebhook(raw, typeof signature === 'string' ? signature : undefined);
      },
    );
  });
}
