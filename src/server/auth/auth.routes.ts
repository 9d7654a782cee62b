import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authMessages, loginSchema, registerSchema } from '../../contract/auth.js';
import { errorSchema } from '../../contract/common.js';
import { currentUserSchema } from '../../contract/users.js';

export default async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth } = app.services;
  const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema, 429: errorSchema };

  r.post(
    '/api/register',
    { schema: { tags: ['auth'], body: registerSchema, response: { 201: currentUserSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await auth.register(request.body, request.ip)),
  );

  r.post(
    '/api/login',
    { schema: { tags: ['auth'], body: loginSchema, response: { 200: currentUserSchema, ...errors } } },
    async (request, reply) => {
      const { id, user } = await auth.login(request.body, request.ip);
      await app.sessions.start(request, reply, id);
      return user;
    },
  );

  r.post(
    '/api/logout',
    { schema: { tags: ['auth'], response: { 200: z.object({ message: z.string() }) } } },
    async (request, reply) => {
      await app.sessions.destroy(request, reply);
      return { message: authMessages.loggedOut };
    },
  );

  // Old links point at /api/login (spec section 2): send browsers to the sign-in page.
  r.get('/api/login', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/login', 302));
}
