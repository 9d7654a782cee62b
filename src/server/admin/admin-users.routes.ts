import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminPasswordInputSchema,
  adminUserDeletedSchema,
  adminUserDetailsSchema,
  adminUserListQuery,
  adminUserPageSchema,
  adminUserResultSchema,
  userStatusInputSchema,
} from '../../contract/admin-users.js';
import { errorSchema, idParam } from '../../contract/common.js';
import { subscriptionActionAnswerSchema } from '../../contract/subscriptions.js';
import { currentUser } from '../plugins/session.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** Admin tab Usuários: list, detail, status, promotion, subscriptions, password, permanent delete. */
export default async function adminUsersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { adminUsers: users, payments } = app.services;
  const tags = ['admin'];
  const result = { 200: adminUserResultSchema, ...errors };

  r.get(
    '/api/admin/users',
    { schema: { tags, querystring: adminUserListQuery, response: { 200: adminUserPageSchema, ...errors } } },
    async (request) => users.list(request.query),
  );

  r.get(
    '/api/admin/users/:id/details',
    { schema: { tags, params: idParam, response: { 200: adminUserDetailsSchema, ...errors } } },
    async (request) => users.details(request.params.id),
  );

  r.patch(
    '/api/admin/users/:id/status',
    { schema: { tags, params: idParam, body: userStatusInputSchema, response: result } },
    async (request) => users.setStatus(currentUser(request), request.params.id, request.body.isActive),
  );

  r.post('/api/admin/users/:id/make-admin', { schema: { tags, params: idParam, response: result } }, async (request) =>
    users.makeAdmin(currentUser(request), request.params.id),
  );

  r.post(
    '/api/admin/users/:id/activate-subscription',
    { schema: { tags, params: idParam, response: result } },
    async (request) => users.extendSubscription(currentUser(request), request.params.id, 'activate'),
  );

  r.post(
    '/api/admin/users/:id/grant-month-subscription',
    { schema: { tags, params: idParam, response: result } },
    async (request) => users.extendSubscription(currentUser(request), request.params.id, 'grant'),
  );

  // Paid subscriptions end with the period paid for; admin-given ones end now (decision 013).
  r.post(
    '/api/admin/users/:id/cancel-subscription',
    {
      schema: { tags, params: idParam, response: { 200: subscriptionActionAnswerSchema, ...errors, 503: errorSchema } },
    },
    async (request) => payments.adminCancel(currentUser(request).id, request.params.id),
  );

  r.post(
    '/api/admin/users/:id/change-password',
    { schema: { tags, params: idParam, body: adminPasswordInputSchema, response: result } },
    async (request) => users.changePassword(currentUser(request), request.params.id, request.body.password),
  );

  r.delete(
    '/api/admin/users/:id',
    { schema: { tags, params: idParam, response: { 200: adminUserDeletedSchema, ...errors, 503: errorSchema } } },
    async (request) => users.remove(currentUser(request), request.params.id),
  );
}
