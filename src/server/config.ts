import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const int = (def: number) => z.coerce.number().int().positive().default(def);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
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
    ADMIN_EMAIL: z.string().email().optional().or(z.literal('').transform(() => undefined)),
    ADMIN_PASSWORD: z.string().min(6).optional().or(z.literal('').transform(() => undefined)),
    SEED_DEMO: z.enum(['true', 'accounts', 'false']).default('true'),
    PUBLIC_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
    TRUST_PROXY: bool,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOGIN_MAX_FAILS_PER_ACCOUNT: int(10),
    LOGIN_MAX_FAILS_PER_IP: int(50),
    LOGIN_WINDOW_MINUTES: int(15),
    REGISTER_MAX_PER_IP: int(20),
    REGISTER_WINDOW_MINUTES: int(60),
    MESSAGE_MAX_PER_MINUTE: int(20),
    MESSAGE_MAX_PER_DAY: int(200),
    CONTACT_REVEALS_PER_DAY: int(30),
    S3_ENDPOINT: z.string().url().optional().or(z.literal('').transform(() => undefined)),
    S3_REGION: z.string().default('auto'),
    S3_BUCKET: z.string().optional().or(z.literal('').transform(() => undefined)),
    S3_ACCESS_KEY_ID: z.string().optional().or(z.literal('').transform(() => undefined)),
    S3_SECRET_ACCESS_KEY: z.string().optional().or(z.literal('').transform(() => undefined)),
    S3_PUBLIC_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' });
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
  env: Env['NODE_ENV'];
  host: string;
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
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  rateLimits: {
    loginFailsPerAccount: number;
    loginFailsPerIp: number;
    loginWindowMs: number;
    registerPerIp: number;
    registerWindowMs: number;
    /** Messages one member may send per minute and per day (429 beyond). */
    messagesPerMinute: number;
    messagesPerDay: number;
    /** Rental contacts one member may reveal per day (429 beyond; admins and owners exempt). */
    contactRevealsPerDay: number;
  };
  s3?: { endpoint?: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string; publicUrl?: string };
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
    host: e.HOST,
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
    rateLimits: {
      loginFailsPerAccount: e.LOGIN_MAX_FAILS_PER_ACCOUNT,
      loginFailsPerIp: e.LOGIN_MAX_FAILS_PER_IP,
      loginWindowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
      registerPerIp: e.REGISTER_MAX_PER_IP,
      registerWindowMs: e.REGISTER_WINDOW_MINUTES * 60_000,
      messagesPerMinute: e.MESSAGE_MAX_PER_MINUTE,
      messagesPerDay: e.MESSAGE_MAX_PER_DAY,
      contactRevealsPerDay: e.CONTACT_REVEALS_PER_DAY,
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
  };
}
