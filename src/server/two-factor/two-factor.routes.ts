import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../contract/common.js';
import {
  disableTwoFactorSchema,
  recoveryCodesSchema,
  twoFactorCodeSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../../contract/two-factor.js';
import { currentUser } from '../plugins/session.js';

/** Issue 30: a member's two-factor sign-in in /settings (the sign-in's second step is in auth.routes.ts). */
export default async function twoFactorRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { twoFactor, auth } = app.services;
  const errors = { 400: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema };
  const member = { access: 'member' as const };

  r.get(
    '/api/two-factor',
    { config: member, schema: { tags: ['two-factor'], response: { 200: twoFactorStatusSchema } } },
    async (request) => twoFactor.status(currentUser(request)),
  );

  r.post(
    '/api/two-factor/setup',
    { config: member, schema: { tags: ['two-factor'], response: { 200: twoFactorSetupSchema, ...errors } } },
    async (request) => twoFactor.setup(currentUser(request)),
  );

  r.post(
    '/api/two-factor/confirm',
    {
      config: member,
      schema: { tags: ['two-factor'], body: twoFactorCodeSchema, response: { 200: recoveryCodesSchema, ...errors } },
    },
    async (request) => twoFactor.confirm(currentUser(request).id, request.body.code),
  );

  // 'Gerar novos códigos': ten new recovery codes for a current code; the old ones stop working.
  r.post(
    '/api/two-factor/recovery-codes',
    {
      config: member,
      schema: { tags: ['two-factor'], body: twoFactorCodeSchema, response: { 200: recoveryCodesSchema, ...errors } },
    },
    async (request) => twoFactor.regenerateCodes(currentUser(request).id, request.body.code),
  );

  r.post(
    '/api/two-factor/disable',
    {
      config: member,
      schema: {
        tags: ['two-factor'],
        body: disableTwoFactorSchema,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => auth.disableTwoFactor(currentUser(request).id, request.body),
  );
}
