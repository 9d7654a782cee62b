import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../plugins/session.js';
import adminEventsRoutes from './admin-events.routes.js';
import adminMarketplaceRoutes from './admin-marketplace.routes.js';
import adminPanelRoutes from './admin-panel.routes.js';

/** Everything under /api/admin: one guard for the whole tree (401 visitors, 403 members). */
export default async function adminRoutes(app: FastifyInstance) {
  await app.register(async (admin) => {
    // preValidation: visitors and members are refused before their input is even validated.
    admin.addHook('preValidation', requireAdmin);
    await admin.register(adminEventsRoutes);
    await admin.register(adminMarketplaceRoutes);
    await admin.register(adminPanelRoutes);
  });
}
