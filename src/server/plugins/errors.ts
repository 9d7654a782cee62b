import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { messages } from '../../contract/common.js';
import { isRetryableConflict } from '../db/client.js';
import { HttpError } from '../http-errors.js';
import { translate } from '../i18n/translate.js';

// (a boundary over 256 characters makes streamsearch throw 'The needle cannot have a length bigger than 256').
const MULTIPART_FAULT = /boundary|unexpected end of (form|multipart)|malformed|multipart|needle/i;
const MULTIPART_MESSAGE = 'Envio de arquivo malformado. Tente novamente.';
const isMultipart = (request: FastifyRequest) =>
  String(request.headers['content-type'] ?? '')
    .toLowerCase()
    .startsWith('multipart/');

/** Connection-level failures: the database is down or restarting, not this request's fault. */
const DB_UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);
const DB_UNREACHABLE_TEXT =
  /connection terminated|connection timeout|timeout exceeded when trying to connect|terminating connection|the database system is (starting up|shutting down)|connection error and is not queryable/i;
export const DB_DOWN_MESSAGE = 'Serviço temporariamente indisponível. Tente novamente em alguns segundos.';
export const DB_DOWN_RETRY_SECONDS = 5;

/** Drizzle wraps the driver's error in `cause`: look down the chain. */
function databaseUnreachable(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string' && DB_UNREACHABLE_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && DB_UNREACHABLE_TEXT.test(e.message)) return true;
  }
  return false;
}

/** Every error leaves as JSON { message } in the request's language; 500s are logged, never shown with a stack. */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      // Issue 36: said in pt-BR here and in the services, answered in the request's language.
      const lang = request.lang ?? 'pt-BR';
      const tr = (text: string) => translate(lang, text);
      if (err instanceof HttpError) {
        if (err.headers) reply.headers(err.headers);
        return reply.status(err.statusCode).send({ message: tr(err.message) });
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        // `message` stays the first problem (what forms show today); `errors` names every one.
        const errors = err.validation.map((v) => ({
          field: v.instancePath.slice(1).replaceAll('/', '.') || (err.validationContext ?? ''),
          message: tr(v.message || messages.invalidInput),
        }));
        return reply.status(400).send({ message: errors[0]?.message ?? tr(messages.invalidInput), errors });
      }
      if (isResponseSerializationError(err)) {
        request.log.error({ err }, 'response did not match its schema');
        return reply.status(500).send({ message: tr(messages.internal) });
      }
      const status = err.statusCode ?? 500;
      if (status === 413) return reply.status(413).send({ message: tr('Arquivo ou requisição grande demais.') });
      if (status === 415) return reply.status(415).send({ message: tr('Tipo de conteúdo não suportado.') });
      if (status === 429) return reply.status(429).send({ message: tr(messages.tooManyRequests) });
      if (status >= 400 && status < 500) {
        const text =
          err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'JSON inválido no corpo da requisição.'
            : messages.invalidInput;
        return reply.status(status).send({ message: tr(text) });
      }
      // A body busboy cannot read (no or bad boundary, cut short, malformed part headers) is the
      // client's fault on every multipart route: one 400, never a 500 (issue 14, hole 4).
      if (isMultipart(request) && MULTIPART_FAULT.test(err.message))
        return reply.status(400).send({ message: tr(MULTIPART_MESSAGE) });
      // Issue 14, hole 7: the database cannot be reached — 503 and when to retry, not a 500.
      if (databaseUnreachable(err)) {
        request.log.warn({ code: (err as { code?: string }).code }, 'database unreachable');
        return reply
          .status(503)
          .header('retry-after', String(DB_DOWN_RETRY_SECONDS))
          .send({ message: tr(DB_DOWN_MESSAGE) });
      }
      // Issue 37: two writes collided (deadlock, serialization) even after the service's one retry.
      if (isRetryableConflict(err)) {
        request.log.warn({ code: (err as { code?: string }).code }, 'transaction conflict');
        return reply
          .status(503)
          .header('retry-after', '1')
          .send({ message: tr(messages.busy) });
      }
      request.log.error({ err }, 'unhandled error');
      return reply.status(500).send({ message: tr(messages.internal) });
    });
  },
  { name: 'errors' },
);
