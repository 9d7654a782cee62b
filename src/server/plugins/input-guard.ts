import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../http-errors.js';

export const inputGuardMessages = {
  badText: 'Texto com caracteres inválidos.',
  tooDeep: 'Dados inválidos: estrutura aninhada demais.',
} as const;

const MAX_DEPTH = 32;

/** What PostgreSQL text (UTF-8) cannot hold: NUL, and a UTF-16 surrogate without its pair. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const storable = (s: string) => !s.includes('\u0000') && !LONE_SURROGATE.test(s);

/** The first problem in a parsed value, or null. Buffers (multipart, uploads) are not text. */
function problem(value: unknown, depth: number): string | null {
  if (typeof value === 'string') return storable(value) ? null : inputGuardMessages.badText;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth > MAX_DEPTH) return inputGuardMessages.tooDeep;
  for (const [key, v] of Object.entries(value)) {
    if (!storable(key)) return inputGuardMessages.badText;
    const p = problem(v, depth + 1);
    if (p) return p;
  }
  return null;
}

/**
 * Issue 14, hole 4: every request's path parameters, query and JSON body are checked once, before
 * any route's schema, for text a database cannot store. One 400 in pt-BR for every endpoint, present
 * and future, instead of a 500 from the database.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
      const p = problem(request.params, 0) ?? problem(request.query, 0) ?? problem(request.body, 0);
      done(p ? badRequest(p) : undefined);
    });
  },
  { name: 'input-guard' },
);
