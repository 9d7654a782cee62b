// Reading and validating the environment: each variable, its default and its rule. config.ts turns the
// result into the AppConfig the app uses.
import { z } from 'zod';
import { jobsEnvShape } from './config-env-jobs.js';

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

/** The push services of the browsers members use (Chrome/Android, Firefox, Edge/Windows, Safari/iOS). */
const PUSH_SERVICES = 'fcm.googleapis.com,*.push.services.mozilla.com,*.notify.windows.com,*.push.apple.com';
const PUSH_HOST = /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

const int = (def: number) => z.coerce.number().int().positive().default(def);

export const envSchema = z
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
    /** Unset: info (JSON lines) in production, warn (one readable line each) otherwise (decision 029). */
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .optional()
      .or(z.literal('').transform(() => undefined)),
    LOGIN_MAX_FAILS_PER_ACCOUNT: int(10),
    LOGIN_MAX_FAILS_PER_IP: int(50),
    LOGIN_WINDOW_MINUTES: int(15),
    LOGIN_CLEAN_IP_TRIES_PER_ACCOUNT: int(3),
    UPLOADS_MAX_PER_HOUR: int(60),
    PROFILE_PHOTOS_MAX_PER_HOUR: int(10),
    IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
    IMAGE_QUEUE_MAX: z.coerce.number().int().min(0).max(1000).default(10),
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(5),
    /** Issue 29: live streams (Server-Sent Events) one member may hold on one instance; 429 beyond. */
    LIVE_STREAMS_PER_MEMBER: z.coerce.number().int().min(1).max(100).default(10),
    /** Seconds between the comments that keep an idle live stream open through proxies. */
    LIVE_HEARTBEAT_SECONDS: z.coerce.number().min(0.05).max(300).default(25),
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
    /** Address searches that reach the geocoder, per client IP and per member, per hour (cached answers are free). */
    GEOCODER_MAX_PER_HOUR: int(30),
    /** Searches waiting for the geocoder on one instance; more are refused at once with 503. */
    GEOCODER_QUEUE_MAX: int(4),
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
    SAFETY_ALERTS_MAX_PER_HOUR: int(4),
    SAFETY_REPORT_DISPUTES_TO_HIDE: int(3),
    CONTACT_REVEALS_PER_DAY: int(30),
    CONTACT_CHECKS_PER_DAY: int(30),
    BIKE_CHECKS_PER_HOUR_PER_IP: int(30),
    BIKE_CHECKS_PER_HOUR_PER_MEMBER: int(20),
    DEALS_PER_DAY: int(10),
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
    /** Web push (issue 29): the VAPID key pair (base64url) and contact; required in production, generated into DATA_DIR otherwise. */
    VAPID_PUBLIC_KEY: optionalText,
    VAPID_PRIVATE_KEY: optionalText,
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /**
     * The only hosts push endpoints may point at (checked when subscribing and when sending): host
     * names, `*.` for any subdomain, `:port` to pin a port. Default: Google, Mozilla, Microsoft, Apple.
     */
    PUSH_ALLOWED_HOSTS: z
      .string()
      .default(PUSH_SERVICES)
      .transform((v, ctx) => {
        const list = v
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean);
        const bad = list.filter((h) => !PUSH_HOST.test(h));
        if (bad.length) ctx.addIssue({ code: 'custom', message: `not host names: ${bad.join(', ')}` });
        return list;
      }),
    /**
     * Issue 30: administrators must turn on two-factor sign-in before the panel opens. Unset: on in
     * production, off otherwise; 'false' relaxes it for a local install.
     */
    STAFF_2FA_REQUIRED: z.enum(['true', 'false', '1', '0', '']).optional(),
    /** Encrypts the two-factor secrets at rest and peppers the recovery codes (decision 034). Unset: derived from SESSION_SECRET. */
    TWO_FACTOR_KEY: z
      .string()
      .min(32, 'must have at least 32 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Issue 30: where mail goes (smtp:// or smtps://user:pass@host:port). Unset outside production: the development outbox. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** The sender of every mail ('Comunidade <no-reply@example.ie>'). */
    MAIL_FROM: z.string().default('Comunidade Entregadores Dublin <no-reply@localhost>'),
    /** 'off': no account mails at all (reset by email, verification, alerts); production may then run without SMTP_URL. */
    MAIL_FEATURES: z.enum(['on', 'off']).default('on'),
    /** 'Esqueci minha senha' requests per client IP and per address, per hour (the address's limit answers the same words). */
    FORGOT_PASSWORD_MAX_PER_IP: int(10),
    FORGOT_PASSWORD_MAX_PER_EMAIL: int(3),
    /** Verification mails ('Reenviar') and email changes one member may ask for per hour. */
    MAIL_RESEND_MAX_PER_HOUR: int(3),
    /** Issue 30: the Dublin hour (0–23) from which the daily email digest goes out. */
    MAIL_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(18),
    ...jobsEnvShape,
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
    if (env.NODE_ENV === 'production' && env.EVENT_REMINDERS_CLOCK_OFFSET_SECONDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['EVENT_REMINDERS_CLOCK_OFFSET_SECONDS'],
        message: 'is for browser tests only and is refused in production (reminders would go out early)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' });
    }
    if (env.NODE_ENV === 'production') {
      for (const key of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const)
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required in production (web push)' });
    }
    if (env.NODE_ENV === 'production' && !env.SMTP_URL && env.MAIL_FEATURES === 'on') {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'is required in production while the mail features are on (password reset by email, email verification, email change, new sign-in alerts). Set SMTP_URL, or MAIL_FEATURES=off to run without them (password help then only by WhatsApp)',
      });
    }
    if ([env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY].filter(Boolean).length === 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (npx web-push generate-vapid-keys)',
      });
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
