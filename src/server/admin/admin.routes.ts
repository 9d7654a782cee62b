import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../plugins/session.js';
import adminEventsRoutes from './admin-events.routes.js';
import adminMarketplaceRoutes from './admin-marketplace.routes.js';

/** Everything under /api/admin: one guard for the whole tree (401 visitors, 403 members). */
export default async function adminRoutes(app: FastifyInstance) {
  await app.register(async (admin) => {
    admin.addHook('preHandler', requireAdmin);
    await admin.register(adminEventsRoutes);
    await admin.register(adminMarketplaceRoutes);
  });
}
