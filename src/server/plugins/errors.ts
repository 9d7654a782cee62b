import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { messages } from '../../contract/common.js';
import { HttpError } from '../http-errors.js';

// (a boundary over 256 characters makes streamsearch throw 'The needle cannot have a length bigger than 256').
const MULTIPART_FAULT = /boundary|unexpected end of (form|multipart)|malformed|multipart|needle/i;
const MULTIPART_MESSAGE = 'Envio de arquivo malformado. Tente novamente.';
const isMultipart = (request: FastifyRequest) => String(request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');

/** Every error leaves as JSON { message } in pt-BR; 500s are logged, never shown with a stack. */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (err instanceof HttpError) {
        if (err.headers) reply.headers(err.headers);
        return reply.status(err.statusCode).send({ message: err.message });
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        // `message` stays the first problem (what forms show today); `errors` names every one.
        const errors = err.validation.map((v) => ({
          field: v.instancePath.slice(1).replaceAll('/', '.') || (err.validationContext ?? ''),
          message: v.message || messages.invalidInput,
        }));
        return reply.status(400).send({ message: errors[0]?.message ?? messages.invalidInput, errors });
      }
      if (isResponseSerializationError(err)) {
        request.log.error({ err }, 'response did not match its schema');
        return reply.status(500).send({ message: messages.internal });
      }
      const status = err.statusCode ?? 500;
      if (status === 413) return reply.status(413).send({ message: 'Arquivo ou requisição grande demais.' });
      if (status === 415) return reply.status(415).send({ message: 'Tipo de conteúdo não suportado.' });
      if (status === 429) return reply.status(429).send({ message: messages.tooManyRequests });
      if (status >= 400 && status < 500) {
        const text = err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'JSON inválido no corpo da requisição.'
          : messages.invalidInput;
        return reply.status(status).send({ message: text });
      }
      // A body busboy cannot read (no or bad boundary, cut short, malformed part headers) is the
      // client's fault on every multipart route: one 400, never a 500 (issue 14, hole 4).
      if (isMultipart(request) && MULTIPART_FAULT.test(err.message)) return reply.status(400).send({ message: MULTIPART_MESSAGE });
      request.log.error({ err }, 'unhandled error');
      return reply.status(500).send({ message: messages.internal });
    });
  },
  { name: 'errors' },
);
