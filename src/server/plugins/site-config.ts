import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSiteConfigRepository } from '../site-config/site-config.repository.js';
import { createSiteConfigService, type SiteConfigService } from '../site-config/site-config.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    siteConfig: SiteConfigService;
  }
}

/** One site-config service per app, shared by the API, the admin tab and the served index.html. */
export default fp(
  async function siteConfig(app: FastifyInstance) {
    app.decorate('siteConfig', createSiteConfigService(createSiteConfigRepository(app.db)));
  },
  { name: 'site-config', dependencies: ['database'] },
);
