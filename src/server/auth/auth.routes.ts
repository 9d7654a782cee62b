import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authMessages, loginSchema, registerSchema } from '../../contract/auth.js';
import { errorSchema } from '../../contract/common.js';
import { sessionIdParams, sessionsListSchema } from '../../contract/sessions.js';
import { loginPendingSchema, loginTwoFactorSchema } from '../../contract/two-factor.js';
import { currentUserSchema } from '../../contract/users.js';
import { setLanguageCookie } from '../plugins/language.js';
import { currentUser } from '../plugins/session.js';

export default async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth } = app.services;
  const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema, 429: errorSchema };

  r.post(
    '/api/register',
    { schema: { tags: ['auth'], body: registerSchema, response: { 201: currentUserSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await auth.register(request.body, request.ip, request.lang)),
  );

  r.post(
    '/api/login',
    {
      schema: {
        tags: ['auth'],
        body: loginSchema,
        // 202: two-factor is on, the second step (POST /api/login/two-factor) opens the session.
        response: { 200: currentUserSchema, 202: loginPendingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await auth.login(request.body, request.ip);
      if ('pending' in result) return reply.status(202).send({ twoFactorRequired: true, token: result.pending });
      await app.sessions.start(request, reply, result.id);
      // Issue 36: the member's language follows them to this browser.
      if (result.user.language) setLanguageCookie(reply, result.user.language);
      return result.user;
    },
  );

  r.post(
    '/api/login/two-factor',
    { schema: { tags: ['auth'], body: loginTwoFactorSchema, response: { 200: currentUserSchema, ...errors } } },
    async (request, reply) => {
      const { id, user } = await auth.loginTwoFactor(request.body, request.ip);
      await app.sessions.start(request, reply, id);
      if (user.language) setLanguageCookie(reply, user.language);
      return user;
    },
  );

  // Issue 30: the member's sessions in /settings.
  const message = z.object({ message: z.string() });
  r.get(
    '/api/sessions',
    { config: { access: 'member' }, schema: { tags: ['auth'], response: { 200: sessionsListSchema } } },
    async (request) => auth.listSessions(currentUser(request).id, request.sessionId!),
  );
  r.delete(
    '/api/sessions/:handle',
    {
      config: { access: 'member' },
      schema: {
        tags: ['auth'],
        params: sessionIdParams,
        response: { 200: message, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => auth.endSessionByHandle(currentUser(request).id, request.params.handle, request.sessionId!),
  );
  r.post(
    '/api/sessions/end-others',
    {
      config: { access: 'member' },
      schema: { tags: ['auth'], response: { 200: message.extend({ ended: z.number().int() }) } },
    },
    async (request) => auth.endOtherSessions(currentUser(request).id, request.sessionId!),
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
