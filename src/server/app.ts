import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { installPtBrErrors } from '../contract/zod-pt-br.js';
import accountRentalsRoutes from './account-rentals/account-rentals.routes.js';
import { scheduleRentalsExpiry } from './account-rentals/account-rentals.schedule.js';
import adminRoutes from './admin/admin.routes.js';
import authRoutes from './auth/auth.routes.js';
import bikesRoutes from './bikes/bikes.routes.js';
import blacklistRoutes from './blacklist/blacklist.routes.js';
import blocksRoutes from './blocks/blocks.routes.js';
import type { AppConfig } from './config.js';
import { type Database, ping } from './db/client.js';
import eventsRoutes from './events/events.routes.js';
import { scheduleEventReminders } from './events/events.schedule.js';
import favouritesRoutes from './favourites/favourites.routes.js';
import followsRoutes from './follows/follows.routes.js';
import guidesRoutes from './guides/guides.routes.js';
import { readableLogStream } from './log-format.js';
import { errWithoutParams, reqWithoutSecrets } from './log-safety.js';
import mailRoutes from './mail/mail.routes.js';
import { scheduleMailOutbox } from './mail/mail-outbox.job.js';
import marketTemperatureRoutes from './market-temperature/market-temperature.routes.js';
import marketplaceRoutes from './marketplace/marketplace.routes.js';
import { scheduleListingsExpiry } from './marketplace/marketplace.schedule.js';
import messagesRoutes from './messages/messages.routes.js';
import { scheduleEmailDigest } from './notifications/email-digest.schedule.js';
import notificationsRoutes from './notifications/notifications.routes.js';
import pushRoutes from './notifications/push.routes.js';
import { schedulePushDeliveries } from './notifications/push-deliveries.job.js';
import partnerApplicationsRoutes from './partner-applications/partner-applications.routes.js';
import bodyLimits from './plugins/body-limits.js';
import compress from './plugins/compress.js';
import database from './plugins/database.js';
import drain from './plugins/drain.js';
import errors from './plugins/errors.js';
import httpCache from './plugins/http-cache.js';
import inputGuard from './plugins/input-guard.js';
import language from './plugins/language.js';
import maintenance from './plugins/maintenance.js';
import openapi from './plugins/openapi.js';
import security from './plugins/security.js';
import services from './plugins/services.js';
import session from './plugins/session.js';
import storage from './plugins/storage.js';
import web from './plugins/web.js';
import privacyRoutes from './privacy/privacy.routes.js';
import reportsRoutes from './reports/reports.routes.js';
import reviewsRoutes from './reviews/reviews.routes.js';
import { scheduleReviews } from './reviews/reviews.schedule.js';
import safetyReportVotesRoutes from './safety-reports/safety-report-votes.routes.js';
import { scheduleSafetyReportsArchive } from './safety-reports/safety-reports.archive.js';
import safetyReportsRoutes from './safety-reports/safety-reports.routes.js';
import { scheduleSafetyAlerts } from './safety-zones/safety-alerts.job.js';
import safetyZonesRoutes from './safety-zones/safety-zones.routes.js';
import { scheduleSavedSearchMatching } from './saved-searches/saved-searches.job.js';
import savedSearchesRoutes from './saved-searches/saved-searches.routes.js';
import { scheduleSavedSearches } from './saved-searches/saved-searches.schedule.js';
import siteConfigRoutes from './site-config/site-config.routes.js';
import sponsorsRoutes from './sponsors/sponsors.routes.js';
import statsRoutes from './stats/stats.routes.js';
import type { Storage } from './storage/storage.js';
import { scheduleMembershipEnding } from './subscriptions/membership-ending.schedule.js';
import subscriptionsRoutes from './subscriptions/subscriptions.routes.js';
import { fastifyTrustProxy } from './trust-proxy.js';
import twoFactorRoutes from './two-factor/two-factor.routes.js';
import uploadsRoutes from './uploads/uploads.routes.js';
import usersRoutes from './users/users.routes.js';

export interface AppDeps {
  database: Database;
  storage?: Storage;
  /** The built web app (default dist/web); tests point it at a fixture. */
  webRoot?: string;
  /** Where the log goes (default stdout); tests read it. */
  logStream?: NodeJS.WritableStream;
}

/** The whole app without listening: main.ts, tests and benchmarks all build it this way. */
export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  if (!config.sessionSecret) throw new Error('sessionSecret is required');
  // zod's default messages in pt-BR: a rule without its own message never answers in English.
  installPtBrErrors();
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            serializers: { err: errWithoutParams, req: reqWithoutSecrets },
            // Outside production one readable line per entry (log-format.ts); production keeps pino's JSON lines.
            ...(deps.logStream
              ? { stream: deps.logStream }
              : config.env !== 'production' && { stream: readableLogStream(process.stdout) }),
          },
    // A hop count as a function: Fastify reads a bare number as "trust nobody" (trust-proxy.ts).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Stage 1: external and infrastructure plugins.
  await app.register(errors);
  // Each route reads at most the body it can need (before any route is registered).
  await app.register(bodyLimits);
  await app.register(drain);
  await app.register(inputGuard);
  await app.register(database, { config, database: deps.database });
  await app.register(security);
  await app.register(openapi);
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 4, fields: 20 } });
  await app.register(storage, { storage: deps.storage });
  // Every domain's service, once (decision 009); the session and maintenance plugins use them too.
  await app.register(services);
  await app.register(session);
  await app.register(language);
  // onSend order matters: the ETag (and 304) on the plain body, then compression.
  await app.register(httpCache);
  await app.register(compress);
  await app.register(maintenance);
  // A domain's own schedule: the safety reports' daily archive (spec: older than 30 days).
  scheduleSafetyReportsArchive(app);
  // Issue 29: the events' reminders and the memberships' "ends in 3 days", found in their rows.
  scheduleEventReminders(app);
  scheduleListingsExpiry(app);
  scheduleRentalsExpiry(app);
  scheduleMembershipEnding(app);
  scheduleReviews(app);
  // Issue 34: saved searches' grouped alerts, an hour after the last one.
  scheduleSavedSearches(app);
  // Decision 051: their matching and alerts, every SAVED_SEARCHES_POLL_SECONDS and after each approval.
  scheduleSavedSearchMatching(app);
  // Issue 29: the push deliveries outbox, every PUSH_POLL_SECONDS on each instance.
  schedulePushDeliveries(app);
  // Issue 30: the mail outbox, every MAIL_POLL_SECONDS on each instance.
  scheduleMailOutbox(app);
  // Decision 046: the zone alerts' fan-out, every SAFETY_ALERTS_POLL_SECONDS and after each report.
  scheduleSafetyAlerts(app);
  scheduleEmailDigest(app);

  // Stage 2: domain routes.
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    if (app.drain.active) return reply.status(503).send({ status: 'draining' });
    try {
      await ping(app.db);
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
  await app.register(authRoutes);
  await app.register(twoFactorRoutes);
  await app.register(usersRoutes);
  await app.register(uploadsRoutes);
  await app.register(eventsRoutes);
  await app.register(marketplaceRoutes);
  await app.register(messagesRoutes);
  await app.register(notificationsRoutes);
  await app.register(pushRoutes);
  await app.register(accountRentalsRoutes);
  await app.register(marketTemperatureRoutes);
  await app.register(adminRoutes);
  await app.register(siteConfigRoutes);
  await app.register(statsRoutes);
  await app.register(partnerApplicationsRoutes);
  await app.register(reportsRoutes);
  await app.register(blocksRoutes);
  await app.register(favouritesRoutes);
  await app.register(savedSearchesRoutes);
  await app.register(followsRoutes);
  await app.register(sponsorsRoutes);
  await app.register(safetyReportsRoutes);
  await app.register(safetyZonesRoutes);
  await app.register(safetyReportVotesRoutes);
  await app.register(privacyRoutes);
  await app.register(blacklistRoutes);
  await app.register(subscriptionsRoutes);
  await app.register(guidesRoutes);
  await app.register(mailRoutes);
  await app.register(bikesRoutes);
  await app.register(reviewsRoutes);

  // Stage 3: the web app and the not-found handler.
  await app.register(web, { webRoot: deps.webRoot });
  return app;
}
