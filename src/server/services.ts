import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAccountRentalsService } from './account-rentals/account-rentals.service.js';
import { createAdminUsersService } from './admin-users/admin-users.service.js';
import { createAuditService } from './audit/audit.service.js';
import { createAuthService } from './auth/auth.service.js';
import { createBlacklistService } from './blacklist/blacklist.service.js';
import { createBlocksService } from './blocks/blocks.service.js';
import type { AppConfig } from './config.js';
import type { Database, Db } from './db/client.js';
import type { RateLimiter } from './db/rate-limit.js';
import { createEventsService } from './events/events.service.js';
import { createGuidesService } from './guides/guides.service.js';
import { createMarketTemperatureService } from './market-temperature/market-temperature.service.js';
import { createMarketplaceService } from './marketplace/marketplace.service.js';
import { createMessagesService } from './messages/messages.service.js';
import { createNotificationsService } from './notifications/notifications.service.js';
import { createPushService } from './notifications/push.service.js';
import { createPartnerApplicationsService } from './partner-applications/partner-applications.service.js';
import { createPrivacyService } from './privacy/privacy.service.js';
import { createReportsService } from './reports/reports.service.js';
import { createGeocodeService } from './safety-reports/geocode.service.js';
import { createSafetyReportsService } from './safety-reports/safety-reports.service.js';
import { createSiteConfigService } from './site-config/site-config.service.js';
import { createSponsorsService } from './sponsors/sponsors.service.js';
import { createStatsService } from './stats/stats.service.js';
import type { Storage } from './storage/storage.js';
import { createPaymentGateway } from './subscriptions/payment-gateway-factory.js';
import { createPaymentsService } from './subscriptions/payments.service.js';
import { createSubscriptionsService } from './subscriptions/subscriptions.service.js';
import { createUploadsService } from './uploads/uploads.service.js';
import { createUsersService } from './users/users.service.js';

/** What services are built from: the database and the process-wide infrastructure. */
export interface Infrastructure {
  db: Db;
  /** PostgreSQL or PGlite: jobs that must run once across instances lock only on PostgreSQL. */
  dbKind: Database['kind'];
  config: AppConfig;
  storage: Storage;
  rateLimiter: RateLimiter;
  /** The LISTEN behind the live streams (issue 29). */
  listen: Database['listen'];
  log?: { error(obj: object, msg: string): void };
}

/**
 * Every domain's service, built once (decision 009). Each takes one deps object: the database, the
 * infrastructure it uses and the other services it calls, so the order below is the dependency order.
 */
export function createServices(infra: Infrastructure) {
  const { db, dbKind, config, storage, rateLimiter, listen } = infra;
  const audit = createAuditService({ db });
  // Web push: the outbox written with each notification, and the member's preferences.
  const push = createPushService({ db, config });
  // Issue 29: other domains make their notifications through it, on their own transaction; it also
  // holds this instance's live streams and their one LISTEN.
  const notifications = createNotificationsService({
    db,
    listen,
    live: { perMember: config.live.streamsPerMember, heartbeatMs: config.live.heartbeatMs, replayLimit: 100 },
    push,
    onError: (err, what) => infra.log?.error({ err }, `live streams: ${what}`),
  });
  const uploads = createUploadsService({ db, storage, rateLimiter, config });
  const users = createUsersService({ db, storage, uploads, rateLimiter, config });
  const auth = createAuthService({ db, config, rateLimiter, users, notifications });
  const subscriptions = createSubscriptionsService({ db });
  const siteConfig = createSiteConfigService({ db, audit, cacheMs: config.siteConfigCacheMs });
  const payments = createPaymentsService({
    db,
    ...createPaymentGateway(config),
    siteConfig,
    audit,
    graceDays: config.paymentGraceDays,
    publicUrl: config.publicUrl,
    notifications,
  });
  const blacklist = createBlacklistService({
    db,
    uploads,
    audit,
    rateLimiter,
    config: { contactChecksPerDay: config.rateLimits.contactChecksPerDay },
    notifications,
  });
  const marketplace = createMarketplaceService({ db, uploads, audit, blacklist, notifications });
  const events = createEventsService({ db, uploads, notifications });
  const blocks = createBlocksService({ db });
  const messages = createMessagesService({ db, rateLimiter, config, blacklist, blocks, notifications });
  const sponsors = createSponsorsService({ db, uploads, audit });
  const partnerApplications = createPartnerApplicationsService({ db, rateLimiter, audit });
  const stats = createStatsService({ db, siteConfig, subscriptions });
  const adminUsers = createAdminUsersService({
    db,
    users,
    auth,
    audit,
    subscriptions,
    marketplace,
    payments,
    uploads,
    notifications,
  });
  const safetyReports = createSafetyReportsService({ db, dbKind, rateLimiter, config, audit });
  const geocoder = createGeocodeService({ rateLimiter, config });
  const accountRentals = createAccountRentalsService({
    db,
    audit,
    blacklist,
    notifications,
    config: { contactRevealsPerDay: config.rateLimits.contactRevealsPerDay },
  });
  const marketTemperature = createMarketTemperatureService({ db, audit, accountRentals });
  const privacy = createPrivacyService({ db, storage, auth, users, adminUsers, notifications, push });
  const reports = createReportsService({
    db,
    audit,
    rateLimiter,
    config: { toHide: config.reports.toHide, maxPerDay: config.reports.maxPerDay },
    targets: { marketplace, accountRentals, messages, users, safetyReports },
    adminUsers,
    notifications,
  });
  const guides = createGuidesService({ db, audit });
  return {
    notifications,
    push,
    blocks,
    reports,
    privacy,
    blacklist,
    audit,
    uploads,
    users,
    auth,
    subscriptions,
    siteConfig,
    payments,
    marketplace,
    events,
    messages,
    sponsors,
    partnerApplications,
    stats,
    adminUsers,
    safetyReports,
    geocoder,
    accountRentals,
    marketTemperature,
    guides,
  };
}
export type Services = ReturnType<typeof createServices>;

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
  },
  { name: 'services', dependencies: ['database', 'storage'] },
);
