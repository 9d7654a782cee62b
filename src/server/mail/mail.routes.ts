import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../contract/common.js';
import { changeEmailSchema, forgotPasswordSchema, resetPasswordSchema, tokenSchema } from '../../contract/mail.js';
import { currentUser } from '../plugins/session.js';

const message = z.object({ message: z.string() });
const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  409: errorSchema,
  429: errorSchema,
  503: errorSchema,
};
const tags = ['mail'];

/** Issue 30: the account mails' flows (verification, password reset, email change). */
export default async function mailRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { accountMail } = app.services;

  r.post(
    '/api/mail/forgot-password',
    {
      schema: {
        tags,
        description:
          "'Esqueci minha senha': mails a link (1 h, single use) when the address has an account; the same answer either way.",
        body: forgotPasswordSchema,
        response: { 200: message, ...errors },
      },
    },
    async (request) => accountMail.forgotPassword(request.body.email, request.ip),
  );

  r.post(
    '/api/mail/reset-password',
    {
      schema: {
        tags,
        description: "The reset link's new password: every session of the member ends and a notice is mailed.",
        body: resetPasswordSchema,
        response: { 200: message, ...errors },
      },
    },
    async (request) => accountMail.resetPassword(request.body.token, request.body.password),
  );

  r.post(
    '/api/mail/verify-email',
    {
      schema: {
        tags,
        description: "The verification link (24 h, single use); signed out too, never for another member's session.",
        body: tokenSchema,
        response: { 200: message, ...errors },
      },
    },
    async (request) => accountMail.verifyEmail(request.body.token, request.user?.id ?? null),
  );

  r.post(
    '/api/mail/verify-email/resend',
    {
      config: { access: 'member' },
      schema: {
        tags,
        description: "'Reenviar': a new verification link (limited per hour).",
        response: { 200: message, ...errors },
      },
    },
    async (request) => accountMail.resendVerification(currentUser(request).id),
  );

  r.post(
    '/api/mail/change-email',
    {
      config: { access: 'member' },
      schema: {
        tags,
        description:
          'A new address (with the current password): confirmed from its own mailbox; the current address is told.',
        body: changeEmailSchema,
        response: { 200: message, ...errors },
      },
    },
    async (request) => accountMail.requestEmailChange(currentUser(request).id, request.body),
  );

  r.post(
    '/api/mail/confirm-email-change',
    {
      schema: {
        tags,
        description: "The new address's link: the account takes it; the old address gets a notice.",
        body: tokenSchema,
        response: { 200: message, ...errors },
      },
    },
    async (request) => accountMail.confirmEmailChange(request.body.token, request.user?.id ?? null),
  );

  // One-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` as a form
  // (this plugin's own parser: the body is not read), the web page POSTs nothing. Public, signed token.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, undefined),
  );
  const unsubscribeQuery = z.object({ token: z.string().max(200) });
  r.get(
    '/api/mail/unsubscribe',
    {
      schema: {
        tags,
        description: "The unsubscribe page's question: whether the link's member gets email notifications. Reads only.",
        querystring: unsubscribeQuery,
        response: { 200: z.object({ emailOn: z.boolean() }), ...errors },
      },
    },
    async (request) => accountMail.unsubscribeState(request.query.token, request.user?.id ?? null),
  );
  r.post(
    '/api/mail/unsubscribe',
    {
      bodyLimit: 1024,
      schema: {
        tags,
        description:
          "One-click unsubscribe (List-Unsubscribe-Post, RFC 8058) and the page's button: the email notifications off. No sign-in.",
        querystring: unsubscribeQuery,
        response: { 200: message, ...errors },
      },
    },
    async (request) => accountMail.unsubscribe(request.query.token, request.user?.id ?? null),
  );

  r.get(
    '/api/mail/me',
    {
      config: { access: 'member' },
      schema: {
        tags,
        description: "The member's address: confirmed or not, a change waiting, whether this server sends mail.",
        response: {
          200: z.object({
            email: z.string(),
            verified: z.boolean(),
            pendingEmail: z.string().nullable(),
            mailOn: z.boolean(),
          }),
          ...errors,
        },
      },
    },
    async (request) => accountMail.state(currentUser(request).id),
  );
}
