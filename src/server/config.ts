// The app's configuration: AppConfig, built once at boot from the environment that config-env.ts reads
// and validates. Callers import AppConfig and loadConfig from here.
import { z } from 'zod';
import { type Env, envSchema } from './config-env.js';

export type { Env } from './config-env.js';

/** The Stripe keys and prices (decision 013), set together or not at all. */
export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Price ids from STRIPE_PRICE_PROMO / STRIPE_PRICE_REGULAR; otherwise looked up or created by lookup_key. */
  pricePromo?: string;
  priceRegular?: string;
  portalEnabled: boolean;
  /** Tests and stripe-mock: the API's base URL (host, port and protocol of the SDK). */
  apiUrl?: string;
}

export interface AppConfig {
  /** How long an instance keeps the public site config before reading it again (SITE_CONFIG_CACHE_SECONDS). */
  siteConfigCacheMs: number;
  env: Env['NODE_ENV'];
  /** Outside production 127.0.0.1 unless HOST is set (issue 16: demo accounts never reachable by accident). */
  host: string;
  /** HOST was set: the operator chose the interface (main.ts then allows a public one with demo accounts). */
  hostExplicit: boolean;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  /** Signs the session cookie. Outside production, main.ts keeps a generated one under DATA_DIR when unset. */
  sessionSecret?: string;
  sessionTtlDays: number;
  /** Issue 30 (decision 034): two-factor sign-in required of administrators, and the key of its secrets. */
  twoFactor: { staffRequired: boolean; key?: string };
  adminEmail?: string;
  adminPassword?: string;
  /** Into an empty database: demo accounts, sponsors and partner applications; 'all' adds listings, events and messages. */
  seedDemo: 'all' | 'accounts' | false;
  publicUrl?: string;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses; true only outside production. */
  trustProxy: boolean | number | string[];
  logLevel: NonNullable<Env['LOG_LEVEL']>;
  /** On SIGTERM: seconds /healthz answers 503 while requests are still served (issue 14, hole 6). */
  shutdownDrainSeconds: number;
  /** Issue 29's live streams: per member and instance (429 beyond), and the heartbeat that keeps them open. */
  live: { streamsPerMember: number; heartbeatMs: number };
  /**
   * Issue 37: image work (decode, resize, WebP encode) per instance: at most `concurrency` images at
   * once, each on one libvips thread; `queueMax` more wait; beyond that 503 at once (decision 028).
   */
  images: { concurrency: number; queueMax: number };
  rateLimits: {
    loginFailsPerAccount: number;
    loginFailsPerIp: number;
    loginWindowMs: number;
    /** After an account's limit: tries (per account, per window) from IPs with no failure, each delayed. */
    loginCleanIpTries: number;
    loginCleanIpDelayMs: number;
    /** Images one member may upload per hour (every upload path but the profile photo). */
    uploadsPerHour: number;
    /** Profile photo changes one member may make per hour (429 beyond). */
    profilePhotosPerHour: number;
    registerPerIp: number;
    registerWindowMs: number;
    /** Messages one member may send per minute and per day (429 beyond). */
    messagesPerMinute: number;
    messagesPerDay: number;
    /** Rental contacts one member may reveal per day (429 beyond; admins and owners exempt). */
    contactRevealsPerDay: number;
    /** Contacts one member may check on /verificar-contato per day (429 beyond): no enumerating alerts. */
    contactChecksPerDay: number;
    /** Serials one address and one member may check on /verificar-bicicleta per hour (429 beyond). */
    bikeChecksPerHourPerIp: number;
    bikeChecksPerHourPerMember: number;
    /** Deals (a sale or rental said to be with a member) one member may register per day (issue 33). */
    dealsPerDay: number;
  };
  /** Issue 15: reports of one thing that hide it until an admin looks; reports one member may send per day. */
  reports: { toHide: number; maxPerDay: number };
  map: {
    /** Tile URL template; the CSP allows exactly its host. */
    tileUrl: string;
    tileAttribution: string;
    /** Nominatim-compatible search service the server asks on behalf of the browser. */
    geocoderUrl: string;
    /** Searches that reach the geocoder per client IP and per member per hour (issue 37). */
    geocoderPerHour: number;
    /** Searches waiting for the geocoder on one instance; beyond, 503 at once (issue 37). */
    geocoderQueueMax: number;
    /** Reports outside are refused ('Local fora da área de Dublin'). */
    bounds: { south: number; west: number; north: number; east: number };
    reportsPerHour: number;
    /** Issue 31: zone alerts pushed to one member per hour; the rest wait in the bell. */
    alertsPerHour: number;
    /** SAFETY_ALERTS_POLL_SECONDS × 1000: the zone alerts' fan-out job; 0 schedules nothing. */
    alertsPollMs: number;
    /** Decision 052: members per fan-out batch (one transaction), and the pause after each, so requests get the cores. */
    alertsBatch: number;
    alertsPauseMs: number;
    /** Issue 31: 'Não vi nada' from this many members (whose answer weighs, decision 027) takes a report off the map. */
    disputesToHide: number;
  };
  s3?: {
    endpoint?: string;
    region: string;
    bucket: string;
    accessKeyId: string;
    secretAccessKey: string;
    publicUrl?: string;
  };
  /** Real payments when the three keys are set (decision 013); otherwise demo (not production) or none. */
  stripe?: StripeSettings;
  /** Days a member stays active after a failed renewal (PAYMENT_GRACE_DAYS). */
  paymentGraceDays: number;
  /** Web push (issue 29). */
  push: {
    /** The VAPID keys; outside production main.ts keeps generated ones under DATA_DIR when unset. */
    vapid?: { publicKey: string; privateKey: string; subject: string };
    /** PUSH_ALLOWED_HOSTS: `host`, `*.domain`, optionally `:port`. */
    allowedHosts: string[];
    /** Production: endpoints are https only. */
    httpsOnly: boolean;
    /** PUSH_POLL_SECONDS × 1000; 0 schedules nothing. */
    pollMs: number;
  };
  /** Issue 30: account mails. */
  mail: {
    /** SMTP_URL; unset (outside production): mails go to the development outbox under DATA_DIR. */
    smtpUrl?: string;
    from: string;
    /** MAIL_FEATURES: false sends nothing and turns the mail flows off. */
    on: boolean;
    /** MAIL_POLL_SECONDS × 1000; 0 schedules nothing. */
    pollMs: number;
    forgotPerIp: number;
    forgotPerEmail: number;
    resendPerHour: number;
    /** MAIL_DIGEST_HOUR: the Dublin hour from which the daily email digest goes out. */
    digestHour: number;
  };
  /** EVENT_REMINDERS_POLL_SECONDS × 1000; 0 schedules nothing. */
  eventRemindersPollMs: number;
  /** EVENT_REMINDERS_CLOCK_OFFSET_SECONDS × 1000: browser tests move the reminders job's clock (never in production). */
  eventRemindersClockOffsetMs: number;
  /** LISTINGS_EXPIRY_POLL_SECONDS × 1000; 0 schedules nothing. */
  listingsExpiryPollMs: number;
  /** SAVED_SEARCHES_POLL_SECONDS × 1000: the saved searches' matching job (decision 051); 0 schedules nothing. */
  savedSearchesPollMs: number;
}

/** Parses the environment once at boot; throws one error listing everything that is wrong. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // Settings are read by operators in English, whatever the app's pt-BR messages for riders (zod-pt-br.ts).
  const parsed = envSchema.safeParse(source, { error: z.locales.en().localeError });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST || (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    hostExplicit: !!e.HOST,
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    sessionSecret: e.SESSION_SECRET,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    twoFactor: {
      staffRequired:
        e.STAFF_2FA_REQUIRED === undefined || e.STAFF_2FA_REQUIRED === ''
          ? e.NODE_ENV === 'production'
          : e.STAFF_2FA_REQUIRED === 'true' || e.STAFF_2FA_REQUIRED === '1',
      key: e.TWO_FACTOR_KEY,
    },
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO === 'true' ? 'all' : e.SEED_DEMO === 'accounts' ? 'accounts' : false,
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'production' ? 'info' : 'warn'),
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    live: { streamsPerMember: e.LIVE_STREAMS_PER_MEMBER, heartbeatMs: Math.round(e.LIVE_HEARTBEAT_SECONDS * 1000) },
    siteConfigCacheMs: e.SITE_CONFIG_CACHE_SECONDS * 1000,
    images: { concurrency: e.IMAGE_CONCURRENCY, queueMax: e.IMAGE_QUEUE_MAX },
    rateLimits: {
      loginFailsPerAccount: e.LOGIN_MAX_FAILS_PER_ACCOUNT,
      loginFailsPerIp: e.LOGIN_MAX_FAILS_PER_IP,
      loginWindowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
      loginCleanIpTries: e.LOGIN_CLEAN_IP_TRIES_PER_ACCOUNT,
      loginCleanIpDelayMs: e.LOGIN_CLEAN_IP_DELAY_MS,
      uploadsPerHour: e.UPLOADS_MAX_PER_HOUR,
      profilePhotosPerHour: e.PROFILE_PHOTOS_MAX_PER_HOUR,
      registerPerIp: e.REGISTER_MAX_PER_IP,
      registerWindowMs: e.REGISTER_WINDOW_MINUTES * 60_000,
      messagesPerMinute: e.MESSAGE_MAX_PER_MINUTE,
      messagesPerDay: e.MESSAGE_MAX_PER_DAY,
      contactRevealsPerDay: e.CONTACT_REVEALS_PER_DAY,
      contactChecksPerDay: e.CONTACT_CHECKS_PER_DAY,
      bikeChecksPerHourPerIp: e.BIKE_CHECKS_PER_HOUR_PER_IP,
      bikeChecksPerHourPerMember: e.BIKE_CHECKS_PER_HOUR_PER_MEMBER,
      dealsPerDay: e.DEALS_PER_DAY,
    },
    reports: { toHide: e.REPORTS_TO_HIDE, maxPerDay: e.REPORTS_MAX_PER_DAY },
    map: {
      tileUrl: e.MAP_TILE_URL,
      tileAttribution: e.MAP_TILE_ATTRIBUTION,
      geocoderUrl: e.GEOCODER_URL.replace(/\/+$/, ''),
      geocoderPerHour: e.GEOCODER_MAX_PER_HOUR,
      geocoderQueueMax: e.GEOCODER_QUEUE_MAX,
      bounds: e.DUBLIN_BOUNDS,
      reportsPerHour: e.SAFETY_REPORT_MAX_PER_HOUR,
      alertsPerHour: e.SAFETY_ALERTS_MAX_PER_HOUR,
      alertsPollMs: e.SAFETY_ALERTS_POLL_SECONDS * 1000,
      alertsBatch: e.SAFETY_ALERTS_BATCH,
      alertsPauseMs: e.SAFETY_ALERTS_PAUSE_MS,
      disputesToHide: e.SAFETY_REPORT_DISPUTES_TO_HIDE,
    },
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            publicUrl: e.S3_PUBLIC_URL,
          }
        : undefined,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            pricePromo: e.STRIPE_PRICE_PROMO,
            priceRegular: e.STRIPE_PRICE_REGULAR,
            portalEnabled: e.STRIPE_PORTAL_ENABLED,
            apiUrl: e.STRIPE_API_URL,
          }
        : undefined,
    paymentGraceDays: e.PAYMENT_GRACE_DAYS,
    push: {
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? {
              publicKey: e.VAPID_PUBLIC_KEY,
              privateKey: e.VAPID_PRIVATE_KEY,
              subject: e.VAPID_SUBJECT ?? defaultVapidSubject(e.PUBLIC_URL),
            }
          : undefined,
      allowedHosts: e.PUSH_ALLOWED_HOSTS,
      httpsOnly: e.NODE_ENV === 'production',
      pollMs: e.PUSH_POLL_SECONDS * 1000,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      on: e.MAIL_FEATURES === 'on',
      pollMs: e.MAIL_POLL_SECONDS * 1000,
      forgotPerIp: e.FORGOT_PASSWORD_MAX_PER_IP,
      forgotPerEmail: e.FORGOT_PASSWORD_MAX_PER_EMAIL,
      resendPerHour: e.MAIL_RESEND_MAX_PER_HOUR,
      digestHour: e.MAIL_DIGEST_HOUR,
    },
    eventRemindersPollMs: e.EVENT_REMINDERS_POLL_SECONDS * 1000,
    eventRemindersClockOffsetMs: e.EVENT_REMINDERS_CLOCK_OFFSET_SECONDS * 1000,
    listingsExpiryPollMs: e.LISTINGS_EXPIRY_POLL_SECONDS * 1000,
    savedSearchesPollMs: e.SAVED_SEARCHES_POLL_SECONDS * 1000,
  };
}

/** The VAPID contact when VAPID_SUBJECT is unset (outside production): the site's address, or a placeholder. */
export function defaultVapidSubject(publicUrl: string | undefined): string {
  return publicUrl?.startsWith('https://') ? publicUrl : 'mailto:push@localhost.invalid';
}
