import { createAccountRentalsService } from './account-rentals/account-rentals.service.js';
import { createAdminUsersService } from './admin-users/admin-users.service.js';
import { createAuditService } from './audit/audit.service.js';
import { createAuthService } from './auth/auth.service.js';
import { createBikesService } from './bikes/bikes.service.js';
import { createBlacklistService } from './blacklist/blacklist.service.js';
import { createBlocksService } from './blocks/blocks.service.js';
import type { AppConfig } from './config.js';
import type { Database, Db } from './db/client.js';
import type { RateLimiter } from './db/rate-limit.js';
import { createEventsService } from './events/events.service.js';
import { createFavouritesService } from './favourites/favourites.service.js';
import { createFollowsService } from './follows/follows.service.js';
import { createGuidesService } from './guides/guides.service.js';
import { createAccountMailService } from './mail/account-mail.service.js';
import { createMailService } from './mail/mail.service.js';
import { createMailTransport, type MailTransport } from './mail/mail-transport.js';
import { createMarketTemperatureService } from './market-temperature/market-temperature.service.js';
import { createMarketplaceService } from './marketplace/marketplace.service.js';
import { createMessagesService } from './messages/messages.service.js';
import { createEmailDigestService } from './notifications/email-digest.service.js';
import { createNotificationsService } from './notifications/notifications.service.js';
import { createPushService } from './notifications/push.service.js';
import { createPartnerApplicationsService } from './partner-applications/partner-applications.service.js';
import { createPrivacyService } from './privacy/privacy.service.js';
import { createReportsService } from './reports/reports.service.js';
import { createReviewsService } from './reviews/reviews.service.js';
import { createGeocodeService } from './safety-reports/geocode.service.js';
import { createSafetyReportVotesService } from './safety-reports/safety-report-votes.service.js';
import { createSafetyReportsService } from './safety-reports/safety-reports.service.js';
import { createSafetyZonesService } from './safety-zones/safety-zones.service.js';
import { createSavedSearchesService } from './saved-searches/saved-searches.service.js';
import { createSiteConfigService } from './site-config/site-config.service.js';
import { createSponsorsService } from './sponsors/sponsors.service.js';
import { createStatsService } from './stats/stats.service.js';
import type { Storage } from './storage/storage.js';
import { createPaymentGateway } from './subscriptions/payment-gateway-factory.js';
import { createPaymentsService } from './subscriptions/payments.service.js';
import { createSubscriptionsService } from './subscriptions/subscriptions.service.js';
import { createTwoFactorService } from './two-factor/two-factor.service.js';
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
  log?: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Issue 30: where mails go; by default SMTP_URL, or the development outbox (tests pass their own). */
  mailTransport?: MailTransport;
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
  const siteConfig = createSiteConfigService({ db, audit, cacheMs: config.siteConfigCacheMs });
  // Issue 30: two-factor sign-in (decision 034); the auth service asks it for the second step.
  const twoFactor = createTwoFactorService({
    db,
    config,
    rateLimiter,
    siteConfig,
    // Issue 30: the notice mail (accountMail is built below; called only after start-up).
    onChange: (userId, on) => accountMail.twoFactorChanged(userId, on),
  });
  const auth = createAuthService({
    db,
    config,
    rateLimiter,
    users,
    notifications,
    push,
    twoFactor,
    // Issue 30: the verification mail (accountMail is built below; called only after start-up).
    afterRegister: (user) => accountMail.afterRegister(user),
    onNewBrowser: (userId, seen) => accountMail.newSignIn(userId, seen),
    log: infra.log,
  });
  const subscriptions = createSubscriptionsService({ db });
  // Issue 30: the mail outbox and the account mails' flows.
  const mail = createMailService({
    db,
    config,
    transport: infra.mailTransport ?? createMailTransport(config, infra.log),
    siteConfig,
    log: infra.log,
  });
  // Issue 30: the daily email digest of unread notifications (the notifications' email column).
  const emailDigest = createEmailDigestService({ db, mail, hour: config.mail.digestHour });
  const accountMail = createAccountMailService({
    db,
    config,
    rateLimiter,
    mail,
    users,
    auth,
    push,
    log: infra.log,
  });
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
    listen,
    onError: (err) => infra.log?.error({ err }, 'scam alerts: LISTEN failed'),
  });
  // Issue 34: favourites; the marketplace and rentals tell it of a price made public (price drops).
  const favourites = createFavouritesService({ db, notifications });
  // Issue 34: saved searches; the marketplace and rentals tell it of each approval (the alerts).
  const savedSearches = createSavedSearchesService({ db, notifications });
  // Issue 34: follows; the marketplace and rentals tell it of a listing an approval made public.
  const follows = createFollowsService({ db, notifications });
  const blocks = createBlocksService({ db });
  // Issue 32: the bikes register; the marketplace and the account deletion call it.
  const bikes = createBikesService({
    db,
    uploads,
    audit,
    notifications,
    blocks,
    rateLimiter,
    // Issue 32: the marketplace is built below; called only after start-up (decision 049).
    holdListings: (tx, bike, actorId) => marketplace.holdStolenSerial(tx, bike, actorId),
    config: {
      checksPerHourPerIp: config.rateLimits.bikeChecksPerHourPerIp,
      checksPerHourPerMember: config.rateLimits.bikeChecksPerHourPerMember,
    },
  });
  const marketplace = createMarketplaceService({
    db,
    uploads,
    audit,
    blacklist,
    notifications,
    favourites,
    savedSearches,
    follows,
    bikes,
    blocks,
    // Issue 32: the reports service is built below (it acts on listings); called only after start-up.
    queueStolenListing: (tx, entry) => reports.queueListingMatch(tx, entry),
  });
  const events = createEventsService({ db, uploads, notifications, audit });
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
    events,
    bikes,
  });
  // Issue 31: alert zones; a new report's alerts are made on the report's transaction.
  const safetyZones = createSafetyZonesService({ db, rateLimiter, config, notifications });
  const safetyReports = createSafetyReportsService({ db, dbKind, rateLimiter, config, audit, alerts: safetyZones });
  const geocoder = createGeocodeService({ rateLimiter, config });
  const accountRentals = createAccountRentalsService({
    db,
    audit,
    blacklist,
    notifications,
    favourites,
    savedSearches,
    follows,
    config: { contactRevealsPerDay: config.rateLimits.contactRevealsPerDay },
  });
  const marketTemperature = createMarketTemperatureService({ db, audit, accountRentals });
  // Issue 33: deals and the blind reviews after them, member profiles (with their listings and rentals).
  const reviews = createReviewsService({
    db,
    rateLimiter,
    config: { dealsPerDay: config.rateLimits.dealsPerDay },
    blocks,
    notifications,
    audit,
    marketplace,
    accountRentals,
  });
  const reports = createReportsService({
    db,
    audit,
    rateLimiter,
    config: { toHide: config.reports.toHide, maxPerDay: config.reports.maxPerDay },
    targets: { marketplace, accountRentals, messages, users, safetyReports, bikes, reviews },
    adminUsers,
    notifications,
  });
  const safetyReportVotes = createSafetyReportVotesService({
    db,
    rateLimiter,
    audit,
    config: { disputesToHide: config.map.disputesToHide },
    safetyReports,
    reports,
  });
  const guides = createGuidesService({ db, audit });
  const privacy = createPrivacyService({
    db,
    storage,
    auth,
    users,
    adminUsers,
    notifications,
    push,
    twoFactor,
    accountMail,
    safetyZones,
    bikes,
    favourites,
    savedSearches,
    follows,
    reviews,
  });
  return {
    notifications,
    push,
    mail,
    accountMail,
    emailDigest,
    blocks,
    favourites,
    savedSearches,
    follows,
    reports,
    privacy,
    blacklist,
    audit,
    uploads,
    users,
    auth,
    twoFactor,
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
    safetyZones,
    safetyReportVotes,
    geocoder,
    accountRentals,
    marketTemperature,
    guides,
    bikes,
    reviews,
  };
}
export type Services = ReturnType<typeof createServices>;
