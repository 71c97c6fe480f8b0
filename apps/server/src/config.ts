import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/**
 * All configuration comes from the environment, parsed here once. Nothing else reads process.env.
 * A bad value stops start-up with the whole list of what is wrong, not the first problem only.
 */
const optionalUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.url().optional(),
);

const optionalText = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().optional(),
);
/** How long the app waits on PostgreSQL, in ms (README, Operations); db/client.ts applies them. */
export const DATABASE_LIMIT_DEFAULTS = {
  DB_POOL_MAX: 10,
  DB_CONNECT_TIMEOUT_MS: 3000,
  DB_ACQUIRE_TIMEOUT_MS: 4500,
  DB_STATEMENT_TIMEOUT_MS: 10_000,
  DB_LOCK_TIMEOUT_MS: 5000,
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: 15_000,
  DB_QUERY_TIMEOUT_MS: 15_000,
} as const;

/** An on/off switch: `1`, `true`, `on` or `yes` is on; `0`, `false`, `off`, `no` or empty is off. */
const flag = z
  .preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(['1', 'true', 'on', 'yes', '0', 'false', 'off', 'no', ''], 'must be 1 or 0 (on or off)'),
  )
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'on' || v === 'yes');

const ms = (fallback: number) => z.coerce.number().int().min(1).max(3_600_000).default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public origin for links in emails; defaults to http://localhost:{PORT}. */
  APP_URL: z.url().optional(),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Shelfwise <no-reply@shelfwise.local>'),
  /** First retry delay of a failed email; each further retry waits twice as long (capped at 1 h). */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(1).default(30_000),
  /** Messages sent at once by one instance (and SMTP connections it keeps open). */
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(8),
  /**
   * SMTP connect, greeting and socket time-out. At most 40 s, so one send always ends well inside
   * the outbox's 120 s claim and no other instance can take the row meanwhile.
   */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(40_000).default(15_000),
  /** 'off' stops this instance from running the recurring jobs (others still do). */
  SCHEDULER: z.enum(['on', 'off']).default('on'),
  /** Reminders and the weekly digest go out from this hour of the owner's day (0-23). */
  REMINDER_SEND_HOUR: z.coerce.number().int().min(0).max(23).default(9),
  REDIS_URL: optionalUrl,
  /**
   * 'off': no session cache, every signed-in request reads its session from PostgreSQL. For a
   * pooler in transaction mode (PgBouncer and the like), where LISTEN hears nothing.
   */
  SESSION_CACHE: z.enum(['on', 'off']).default('on'),
  /** How often each instance's session cache listener sends itself a heartbeat through LISTEN. */
  SESSION_CACHE_HEARTBEAT_MS: z.coerce.number().int().min(50).max(30_000).default(2000),
  /**
   * A heartbeat not heard back within this turns the session cache off until LISTEN works again:
   * the longest a session revoked on one instance can still be used on another.
   */
  SESSION_CACHE_STALE_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Database bounds (db/client.ts): a request gets its answer or a 503, never an endless wait. */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(DATABASE_LIMIT_DEFAULTS.DB_POOL_MAX),
  DB_CONNECT_TIMEOUT_MS: ms(DATABASE_LIMIT_DEFAULTS.DB_CONNECT_TIMEOUT_MS),
  DB_ACQUIRE_TIMEOUT_MS: ms(DATABASE_LIMIT_DEFAULTS.DB_ACQUIRE_TIMEOUT_MS),
  DB_STATEMENT_TIMEOUT_MS: ms(DATABASE_LIMIT_DEFAULTS.DB_STATEMENT_TIMEOUT_MS),
  DB_LOCK_TIMEOUT_MS: ms(DATABASE_LIMIT_DEFAULTS.DB_LOCK_TIMEOUT_MS),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: ms(DATABASE_LIMIT_DEFAULTS.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS),
  DB_QUERY_TIMEOUT_MS: ms(DATABASE_LIMIT_DEFAULTS.DB_QUERY_TIMEOUT_MS),
  /**
   * A request's database work is due this long after the request arrives: a database that stops
   * answering gets the person a 503 within it (exports and background jobs keep DB_QUERY_TIMEOUT_MS).
   */
  DB_REQUEST_TIMEOUT_MS: ms(5000),
  /** On SIGTERM, how long requests in flight may take to finish before their connections are closed. */
  SHUTDOWN_GRACE_MS: ms(10_000),
  BOOKS_API_URL: z.url().default('https://www.googleapis.com/books/v1'),
  GOOGLE_BOOKS_API_KEY: z.string().optional(),
  /** Give up on a catalog search upstream call after this long (spec: 5 s; tests shorten it). */
  BOOKS_API_TIMEOUT_MS: z.coerce.number().int().min(1).default(5000),
  GEO_API_URL: z.url().default('https://ipapi.co'),
  /**
   * The built-in TEST MODE checkout (no card, no money) for each provider without keys. Off by
   * default; refused with NODE_ENV=production, because its Pay button gives a paid plan for free.
   */
  PAYMENTS_SANDBOX: flag,
  /**
   * Lets webhooks go to private, loopback and link-local addresses, and to http:// URLs (tests and
   * `npm run dev` set it). Off by default; refused with NODE_ENV=production (a way into the network).
   */
  WEBHOOKS_ALLOW_PRIVATE: flag,
  /** Absent: Stripe checkouts are not offered (or, with PAYMENTS_SANDBOX, go to the TEST MODE page). */
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_BASE: z.url().default('https://api.stripe.com'),
  /** Recurring USD prices made in the Stripe dashboard; absent: the plan table's price is sent inline. */
  STRIPE_PRICE_BASIC_MONTHLY: optionalText,
  STRIPE_PRICE_BASIC_YEARLY: optionalText,
  STRIPE_PRICE_PREMIUM_MONTHLY: optionalText,
  STRIPE_PRICE_PREMIUM_YEARLY: optionalText,
  /** Absent: Paystack checkouts are not offered (or, with PAYMENTS_SANDBOX, go to the TEST MODE page). */
  PAYSTACK_SECRET_KEY: optionalText,
  PAYSTACK_API_BASE: z.url().default('https://api.paystack.co'),
  /** Paystack plan codes (PLN_…); absent: found by name, or created, on first use. */
  PAYSTACK_PLAN_BASIC_MONTHLY: optionalText,
  PAYSTACK_PLAN_BASIC_YEARLY: optionalText,
  PAYSTACK_PLAN_PREMIUM_MONTHLY: optionalText,
  PAYSTACK_PLAN_PREMIUM_YEARLY: optionalText,
  /** Where the built web app lives; the server serves it for every non-/api path. */
  WEB_DIST_DIR: z.string().optional(),
  /** The demo admin's password for `npm run db:seed`; absent: generated when the admin is created. */
  SEED_ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  /**
   * GET /metrics (Prometheus) answers only `Authorization: Bearer <METRICS_TOKEN>`; absent: 404.
   */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** How many proxies in front of us to trust for the client address (X-Forwarded-For). */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
});

/** Every environment variable the server reads (.env.example documents each: env-example.test.ts). */
export const ENVIRONMENT_NAMES = Object.keys(envSchema.shape);

export type Config = Omit<z.infer<typeof envSchema>, 'JWT_SECRET' | 'DATA_DIR' | 'APP_URL'> & {
  APP_URL: string;
  DATA_DIR: string;
  JWT_SECRET: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The JWT secret comes from the environment, else from a file generated once in DATA_DIR. */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const value = parsed.data;
  if (value.STRIPE_SECRET_KEY && !value.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError([
      'STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set (webhooks could not be verified)',
    ]);
  }
  if (value.SESSION_CACHE_STALE_MS <= value.SESSION_CACHE_HEARTBEAT_MS) {
    throw new ConfigError([
      'SESSION_CACHE_STALE_MS: must be longer than SESSION_CACHE_HEARTBEAT_MS (a heartbeat must have time to come back)',
    ]);
  }
  const refusedInProduction: string[] = [];
  if (value.PAYMENTS_SANDBOX && value.NODE_ENV === 'production') {
    refusedInProduction.push(
      'PAYMENTS_SANDBOX: is refused with NODE_ENV=production (its TEST MODE checkout gives paid plans without payment)',
    );
  }
  if (value.WEBHOOKS_ALLOW_PRIVATE && value.NODE_ENV === 'production') {
    refusedInProduction.push(
      'WEBHOOKS_ALLOW_PRIVATE: is refused with NODE_ENV=production (webhooks could reach private and internal addresses)',
    );
  }
  if (!value.JWT_SECRET && value.NODE_ENV === 'production') {
    // A secret generated into DATA_DIR differs per instance: a session signed by one would be
    // refused by the others behind the same load balancer (decision 0027).
    refusedInProduction.push(
      'JWT_SECRET: is required with NODE_ENV=production (at least 32 characters, the same on every instance; e.g. `openssl rand -base64 48`)',
    );
  }
  if (refusedInProduction.length > 0) throw new ConfigError(refusedInProduction);
  const dataDir = resolve(value.DATA_DIR);
  return {
    ...value,
    APP_URL: (value.APP_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, ''),
    DATA_DIR: dataDir,
    JWT_SECRET: value.JWT_SECRET ?? loadOrCreateSecret(dataDir),
  };
}
