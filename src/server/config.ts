import { z } from 'zod';
import type { StripeSettings } from './subscriptions/stripe-gateway.js';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/**
 * TRUST_PROXY (issue 14, hole 2): which proxies' X-Forwarded-For to believe. A hop count ('1': the
 * load balancer in front), or their addresses and CIDR ranges ('10.0.0.0/8,192.168.1.7'). 'true'
 * believes any client, so it is refused in production (see the superRefine below).
 */
const IP_OR_CIDR = /^(\d{1,3}(\.\d{1,3}){3}(\/\d{1,2})?|[0-9a-f:]+(\/\d{1,3})?)$/i;
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): boolean | number | string[] => {
    const value = (v ?? '').trim();
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    const bad = list.filter((a) => !IP_OR_CIDR.test(a));
    if (bad.length)
      ctx.addIssue({
        code: 'custom',
        message: `expects a hop count (1) or proxy addresses/CIDRs (10.0.0.0/8,192.168.1.7); not ${bad.join(', ')}`,
      });
    return list;
  });

const optionalText = z
  .string()
  .optional()
  .or(z.literal('').transform(() => undefined));

const int = (def: number) => z.coerce.number().int().positive().default(def);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: optionalText,
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    DATABASE_POOL_SIZE: int(10),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SESSION_TTL_DAYS: int(30),
    ADMIN_EMAIL: z
      .string()
      .email()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    ADMIN_PASSWORD: z
      .string()
      .min(6)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SEED_DEMO: z.enum(['true', 'accounts', 'false']).default('true'),
    PUBLIC_URL: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    TRUST_PROXY: trustProxy,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOGIN_MAX_FAILS_PER_ACCOUNT: int(10),
    LOGIN_MAX_FAILS_PER_IP: int(50),
    LOGIN_WINDOW_MINUTES: int(15),
    LOGIN_CLEAN_IP_TRIES_PER_ACCOUNT: int(3),
    UPLOADS_MAX_PER_HOUR: int(60),
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(5),
    LOGIN_CLEAN_IP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
    REGISTER_MAX_PER_IP: int(20),
    REGISTER_WINDOW_MINUTES: int(60),
    MESSAGE_MAX_PER_MINUTE: int(20),
    MESSAGE_MAX_PER_DAY: int(200),
    /** Spec: public site config is cached 5 minutes per instance; another instance sees an edit within this. */
    SITE_CONFIG_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
    MAP_TILE_URL: z
      .string()
      .regex(/^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/, 'must be an http(s) URL template with {z}, {x} and {y}')
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    MAP_TILE_ATTRIBUTION: z
      .string()
      .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
    GEOCODER_URL: z.string().url().default('https://nominatim.openstreetmap.org'),
    DUBLIN_BOUNDS: z
      .string()
      .default('53.18,-6.55,53.64,-5.99')
      .transform((v, ctx) => {
        const [south, west, north, east] = v.split(',').map(Number);
        if (
          [south, west, north, east].some((n) => n === undefined || !Number.isFinite(n)) ||
          south! >= north! ||
          west! >= east!
        ) {
          ctx.addIssue({ code: 'custom', message: 'must be south,west,north,east in degrees' });
          return z.NEVER;
        }
        return { south: south!, west: west!, north: north!, east: east! };
      }),
    SAFETY_REPORT_MAX_PER_HOUR: int(10),
    CONTACT_REVEALS_PER_DAY: int(30),
    CONTACT_CHECKS_PER_DAY: int(30),
    REPORTS_TO_HIDE: int(3),
    REPORTS_MAX_PER_DAY: int(20),
    S3_ENDPOINT: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    S3_REGION: z.string().default('auto'),
    S3_BUCKET: z
      .string()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    S3_ACCESS_KEY_ID: z
      .string()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    S3_SECRET_ACCESS_KEY: z
      .string()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    S3_PUBLIC_URL: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_PUBLISHABLE_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_PRICE_PROMO: optionalText,
    STRIPE_PRICE_REGULAR: optionalText,
    STRIPE_PORTAL_ENABLED: bool,
    /** Tests and stripe-mock only: where the Stripe SDK sends its requests. */
    STRIPE_API_URL: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    PAYMENT_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(3),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.TRUST_PROXY === true) {
      ctx.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY'],
        message:
          "'true' is refused in production: it believes any X-Forwarded-For, so a client can forge its IP and escape every per-IP limit. Set the number of proxies in front of the app (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8)",
      });
    }
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' });
    }
    const stripe = [env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY, env.STRIPE_WEBHOOK_SECRET];
    if (stripe.some(Boolean) && !stripe.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set together',
      });
    }
    const s3 = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

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
  adminEmail?: string;
  adminPassword?: string;
  /** Into an empty database: demo accounts, sponsors and partner applications; 'all' adds listings, events and messages. */
  seedDemo: 'all' | 'accounts' | false;
  publicUrl?: string;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses; true only outside production. */
  trustProxy: boolean | number | string[];
  logLevel: Env['LOG_LEVEL'];
  /** On SIGTERM: seconds /healthz answers 503 while requests are still served (issue 14, hole 6). */
  shutdownDrainSeconds: number;
  rateLimits: {
    loginFailsPerAccount: number;
    loginFailsPerIp: number;
    loginWindowMs: number;
    /** After an account's limit: tries (per account, per window) from IPs with no failure, each delayed. */
    loginCleanIpTries: number;
    loginCleanIpDelayMs: number;
    /** Images one member may upload per hour (every upload path but the profile photo). */
    uploadsPerHour: number;
    registerPerIp: number;
    registerWindowMs: number;
    /** Messages one member may send per minute and per day (429 beyond). */
    messagesPerMinute: number;
    messagesPerDay: number;
    /** Rental contacts one member may reveal per day (429 beyond; admins and owners exempt). */
    contactRevealsPerDay: number;
    /** Contacts one member may check on /verificar-contato per day (429 beyond): no enumerating alerts. */
    contactChecksPerDay: number;
  };
  /** Issue 15: reports of one thing that hide it until an admin looks; reports one member may send per day. */
  reports: { toHide: number; maxPerDay: number };
  map: {
    /** Tile URL template; the CSP allows exactly its host. */
    tileUrl: string;
    tileAttribution: string;
    /** Nominatim-compatible search service the server asks on behalf of the browser. */
    geocoderUrl: string;
    /** Reports outside are refused ('Local fora da área de Dublin'). */
    bounds: { south: number; west: number; north: number; east: number };
    reportsPerHour: number;
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
}

/** Parses the environment once at boot; throws one error listing everything that is wrong. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
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
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO === 'true' ? 'all' : e.SEED_DEMO === 'accounts' ? 'accounts' : false,
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    siteConfigCacheMs: e.SITE_CONFIG_CACHE_SECONDS * 1000,
    rateLimits: {
      loginFailsPerAccount: e.LOGIN_MAX_FAILS_PER_ACCOUNT,
      loginFailsPerIp: e.LOGIN_MAX_FAILS_PER_IP,
      loginWindowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
      loginCleanIpTries: e.LOGIN_CLEAN_IP_TRIES_PER_ACCOUNT,
      loginCleanIpDelayMs: e.LOGIN_CLEAN_IP_DELAY_MS,
      uploadsPerHour: e.UPLOADS_MAX_PER_HOUR,
      registerPerIp: e.REGISTER_MAX_PER_IP,
      registerWindowMs: e.REGISTER_WINDOW_MINUTES * 60_000,
      messagesPerMinute: e.MESSAGE_MAX_PER_MINUTE,
      messagesPerDay: e.MESSAGE_MAX_PER_DAY,
      contactRevealsPerDay: e.CONTACT_REVEALS_PER_DAY,
      contactChecksPerDay: e.CONTACT_CHECKS_PER_DAY,
    },
    reports: { toHide: e.REPORTS_TO_HIDE, maxPerDay: e.REPORTS_MAX_PER_DAY },
    map: {
      tileUrl: e.MAP_TILE_URL,
      tileAttribution: e.MAP_TILE_ATTRIBUTION,
      geocoderUrl: e.GEOCODER_URL.replace(/\/+$/, ''),
      bounds: e.DUBLIN_BOUNDS,
      reportsPerHour: e.SAFETY_REPORT_MAX_PER_HOUR,
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
  };
}
