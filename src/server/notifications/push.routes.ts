import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../contract/common.js';
import {
  notificationPreferencesSchema,
  pushMessageSchema,
  pushSubscriptionInput,
  pushUnsubscribeInput,
  vapidKeySchema,
} from '../../contract/notifications-push.js';
import { currentUser } from '../plugins/session.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const tags = ['notifications'];

/** Issue 29: web push on this browser, and the member's notification preferences. */
export default async function pushRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { push } = app.services;

  r.get(
    '/api/push/vapid-key',
    {
      config: { access: 'member' },
      schema: {
        tags,
        description: "The server's VAPID public key: the browser's applicationServerKey when it subscribes.",
        response: { 200: vapidKeySchema, ...errors },
      },
    },
    async () => push.vapidPublicKey(),
  );

  r.post(
    '/api/push/subscriptions',
    {
      config: { access: 'member' },
      schema: {
        tags,
        description:
          "This browser's push subscription (PushSubscription.toJSON()). Only endpoints of the allowed push services; the same endpoint again updates it (and moves it to the member signed in).",
        body: pushSubscriptionInput,
        response: { 200: pushMessageSchema, ...errors },
      },
    },
    async (request) =>
      push.subscribe(currentUser(request), request.sessionId, request.body, request.headers['user-agent']),
  );

  r.delete(
    '/api/push/subscriptions',
    {
      config: { access: 'member' },
      schema: {
        tags,
        description: "Turns push off on this browser: its endpoint, if it is the member's.",
        body: pushUnsubscribeInput,
        response: { 200: pushMessageSchema, ...errors },
      },
    },
    async (request) => push.unsubscribe(currentUser(request), request.body.endpoint),
  );

  r.get(
    '/api/notifications/preferences',
    {
      config: { access: 'member' },
      schema: { tags, response: { 200: notificationPreferencesSchema, ...errors } },
    },
    async (request) => push.preferences(currentUser(request)),
  );

  r.put(
    '/api/notifications/preferences',
    {
      config: { access: 'member' },
      schema: {
        tags,
        description: 'Per kind, push on or off (in-app is always on); quiet hours in Dublin time (urgent kinds pass).',
        body: notificationPreferencesSchema,
        response: {
          200: z.object({ message: z.string(), preferences: notificationPreferencesSchema }),
          ...errors,
        },
      },
    },
    async (request) => push.savePreferences(currentUser(request), request.body),
  );
}
