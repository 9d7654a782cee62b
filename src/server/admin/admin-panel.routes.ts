import type { FastifyInstance } from 'fastify';
import adminPartnerApplicationsRoutes from './admin-partner-applications.routes.js';
import adminSiteConfigRoutes from './admin-site-config.routes.js';
import adminSponsorsRoutes from './admin-sponsors.routes.js';
import adminStatsRoutes from './admin-stats.routes.js';
import adminUsersRoutes from './admin-users.routes.js';

/** The panel's cross-cutting tabs (issue 6): users, partners, sponsors, site config, stats. */
export default async function adminPanelRoutes(app: FastifyInstance) {
  await app.register(adminUsersRoutes);
  await app.register(adminPartnerApplicationsRoutes);
  await app.register(adminSponsorsRoutes);
  await app.register(adminSiteConfigRoutes);
  await app.register(adminStatsRoutes);
}
