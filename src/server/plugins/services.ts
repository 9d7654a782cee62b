import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createServices, type Services } from '../services.js';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** Decorates `app.services`: routes, admin routes, jobs and seeding all use these instances. */
export default fp(
  async function services(app: FastifyInstance) {
    const { db, database, config, storage, rateLimiter } = app;
    const services = createServices({
      db,
      dbKind: database.kind,
      config,
      storage,
      rateLimiter,
      listen: database.listen,
      log: app.log,
    });
    app.decorate('services', services);
    // Open live streams would keep the server from closing: they end first (clients reconnect
    // elsewhere, resuming from Last-Event-ID), then the LISTEN stops.
    app.addHook('preClose', () => services.notifications.stopLive());
    // The LISTEN of the kept alert matches (decision 061).
    app.addHook('preClose', () => services.blacklist.stopMatches());
  },
  { name: 'services', dependencies: ['database', 'storage'] },
);
