// Every table of the product, re-exported for drizzle-kit and the database client.
export * from '../account-rentals/account-rentals.tables.js';
export * from '../audit/audit.tables.js';
export * from '../auth/auth.tables.js';
export * from '../blacklist/blacklist.tables.js';
export * from '../blocks/blocks.tables.js';
export * from '../events/events.tables.js';
export * from '../market-temperature/market-temperature.tables.js';
export * from '../marketplace/marketplace.tables.js';
export * from '../messages/messages.tables.js';
export * from '../partner-applications/partner-applications.tables.js';
export * from '../reports/reports.tables.js';
export * from '../safety-reports/safety-reports.tables.js';
export * from '../site-config/site-config.tables.js';
export * from '../sponsors/sponsors.tables.js';
export * from '../subscriptions/subscriptions.tables.js';
export * from '../uploads/uploads.tables.js';
export * from '../users/users.tables.js';
