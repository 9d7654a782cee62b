import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createStorage, MAX_KEY_LENGTH, type Storage } from '../storage/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export default fp(
  async function storage(app: FastifyInstance, opts: { storage?: Storage }) {
    const store = opts.storage ?? createStorage(app.config);
    app.decorate('storage', store);

    // Object keys carry a random id, so an object never changes: cache it for a year.
    app.get('/objects/*', { schema: { hide: true } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      // A name no stored object can have is simply not found (issue 37: 252+ characters gave a 500).
      const obj = key.length > MAX_KEY_LENGTH ? null : await store.get(key);
      if (!obj) return reply.status(404).send({ message: 'Arquivo não encontrado' });
      return reply
        .header('content-type', obj.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(obj.body);
    });
  },
  { name: 'storage', dependencies: ['database'] },
);
