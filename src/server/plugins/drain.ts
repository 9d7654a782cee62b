import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Graceful shutdown (issue 14, hole 6): see main.ts. */
    drain: { begin(): void; readonly active: boolean };
  }
}

/**
 * Draining before a stop. Once `begin()` is called, /healthz answers 503 (the load balancer takes
 * this instance out), every answer carries `Connection: close` (kept-alive clients reconnect to
 * another instance instead of reusing a socket about to close), and requests are still served.
 * main.ts waits SHUTDOWN_DRAIN_SECONDS, closes the idle connections, then closes the app.
 */
export default fp(
  async (app: FastifyInstance) => {
    let active = false;
    app.decorate('drain', {
      begin() {
        active = true;
      },
      get active() {
        return active;
      },
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (active) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'drain' },
);
