import type { FastifyInstance } from 'fastify';
import { treeAccess } from '../plugins/session.js';
import adminAccountRentalsRoutes from './admin-account-rentals.routes.js';
import adminBikesRoutes from './admin-bikes.routes.js';
import adminBlacklistRoutes from './admin-blacklist.routes.js';
import adminEventsRoutes from './admin-events.routes.js';
import adminGuidesRoutes from './admin-guides.routes.js';
import adminMarketTemperatureRoutes from './admin-market-temperature.routes.js';
import adminMarketplaceRoutes from './admin-marketplace.routes.js';
import adminPartnerApplicationsRoutes from './admin-partner-applications.routes.js';
import adminReportsRoutes from './admin-reports.routes.js';
import adminReviewsRoutes from './admin-reviews.routes.js';
import adminSafetyReportsRoutes from './admin-safety-reports.routes.js';
import adminSiteConfigRoutes from './admin-site-config.routes.js';
import adminSponsorsRoutes from './admin-sponsors.routes.js';
import adminStatsRoutes from './admin-stats.routes.js';
import adminUsersRoutes from './admin-users.routes.js';

/**
 * Everything under /api/admin: access 'admin' for the whole tree (401 visitors, 403 members). One file
 * per tab, named admin-<key>.routes.ts after the domain whose service it calls.
 */
export default async function adminRoutes(app: FastifyInstance) {
  await app.register(async (admin) => {
    // Every route of the tree is for admins (the session plugin's guard, before any input is validated).
    admin.addHook('onRoute', treeAccess('admin'));
    await admin.register(adminEventsRoutes);
    await admin.register(adminMarketplaceRoutes);
    await admin.register(adminUsersRoutes);
    await admin.register(adminPartnerApplicationsRoutes);
    await admin.register(adminSponsorsRoutes);
    await admin.register(adminSiteConfigRoutes);
    await admin.register(adminStatsRoutes);
    await admin.register(adminSafetyReportsRoutes);
    await admin.register(adminAccountRentalsRoutes);
    await admin.register(adminMarketTemperatureRoutes);
    await admin.register(adminBlacklistRoutes);
    await admin.register(adminReportsRoutes);
    await admin.register(adminGuidesRoutes);
    await admin.register(adminBikesRoutes);
    await admin.register(adminReviewsRoutes);
  });
}
