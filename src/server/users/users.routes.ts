import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema } from '../../contract/common.js';
import { currentUserSchema, languageUpdateSchema, profileUpdateSchema, userMessages } from '../../contract/users.js';
import { badRequest, isFileTooLarge } from '../http-errors.js';
import { setLanguageCookie } from '../plugins/language.js';
import { currentUser } from '../plugins/session.js';

export default async function usersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { users } = app.services;

  r.get(
    '/api/user',
    {
      config: { access: 'member' },
      schema: { tags: ['users'], response: { 200: currentUserSchema, 401: errorSchema } },
    },
    // 401 means "no user", which the client treats as logged out (spec section 4).
    async (request) => users.me(currentUser(request).id),
  );

  r.put(
    '/api/user/profile',
    {
      config: { access: 'member' },
      schema: { tags: ['users'], body: profileUpdateSchema, response: { 200: currentUserSchema, 401: errorSchema } },
    },
    async (request) => users.updateProfile(currentUser(request).id, request.body),
  );

  // Issue 36: the switch's choice on the account (the browser's own is the `lang` cookie, set here too).
  r.put(
    '/api/user/language',
    {
      config: { access: 'member' },
      schema: {
        tags: ['users'],
        body: languageUpdateSchema,
        response: { 200: currentUserSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      const me = await users.setLanguage(currentUser(request).id, request.body.language);
      setLanguageCookie(reply, request.body.language);
      return me;
    },
  );

  r.post(
    '/api/user/profile-photo',
    {
      config: { access: 'member' },
      schema: {
        tags: ['users'],
        consumes: ['multipart/form-data'],
        response: {
          200: currentUserSchema,
          400: errorSchema,
          401: errorSchema,
          413: errorSchema,
          429: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request) => {
      const file = await request.file({ limits: { files: 1, fileSize: userLimitBytes } }).catch(() => undefined);
      if (file?.fieldname !== 'profilePhoto') throw badRequest(userMessages.photoInvalid);
      const buffer = await file.toBuffer().catch((err: unknown) => {
        throw isFileTooLarge(err) ? badRequest(userMessages.photoTooLarge) : err;
      });
      if (file.file.truncated) throw badRequest(userMessages.photoTooLarge);
      return users.updatePhoto(currentUser(request), buffer);
    },
  );
}

const userLimitBytes = 5 * 1024 * 1024;
