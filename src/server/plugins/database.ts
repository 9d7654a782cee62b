import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import type { Database, Db } from '../db/client.js';
import { createRateLimiter, type RateLimiter } from '../db/rate-limit.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    database: Database;
    rateLimiter: RateLimiter;
  }
}

export default fp(
  async function database(app: FastifyInstance, opts: { config: AppConfig; database: Database }) {
    app.decorate('config', opts.config);
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    app.decorate('rateLimiter', createRateLimiter(opts.database.db));
  },
  { name: 'database' },
);
