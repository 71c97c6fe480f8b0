import type pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { type ActivityService, createActivityService } from './modules/activity/index.ts';
import {
  type AdminService,
  type AppSettingsService,
  type AuditLog,
  createAdminService,
  createAppSettings,
  createAuditLog,
} from './modules/admin/index.ts';
import { type AuthService, createAuthService } from './modules/auth/index.ts';
import { type BillingService, createBillingService } from './modules/billing/index.ts';
import { type BooksService, createBooksService, seedDemoBooks } from './modules/books/index.ts';
import { type BorrowersService, createBorrowersService } from './modules/borrowers/index.ts';
import { type Catalog, createCatalog } from './modules/catalog/index.ts';
import {
  createGeoService,
  createIpLocationClient,
  GEO_LOOKUP_TIMEOUT_MS,
  type GeoService,
} from './modules/geo/index.ts';
import { createLoansService, type LoansService } from './modules/loans/index.ts';
import { createUsersService, seedDemoAccounts, type UsersService } from './modules/users/index.ts';
import type { Clock } from './platform/clock.ts';
import { createMailer, type Mailer } from './platform/mail/mailer.ts';
import {
  createPgRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
  withFallback,
} from './platform/rate-limit.ts';
import { createJobRuns, type JobRuns, type Scheduler } from './platform/scheduler.ts';

/**
 * The composition root's first half: every service of the app, built once from the outside parts
 * (config, database, clock, logger) and handed what it needs of the others. Modules never build
 * each other; they receive each other here.
 */

export interface WiringDeps {
  config: Config;
  db: Database;
  pool: pg.Pool;
  log: Logger;
  clock: Clock;
}

export interface Services {
  /** The app's one clock (tests pass a manual one). */
  clock: Clock;
  mailer: Mailer;
  limiter: RateLimiter;
  /** The last successful run of each recurring job (the admin overview reads it). */
  jobRuns: JobRuns;
  activity: ActivityService;
  audit: AuditLog;
  appSettings: AppSettingsService;
  auth: AuthService;
  users: UsersService;
  billing: BillingService;
  books: BooksService;
  borrowers: BorrowersService;
  loans: LoansService;
  catalog: Catalog;
  geo: GeoService;
  admin: AdminService;
}

function createLimiter(config: Config, db: Database, log: Logger): RateLimiter {
  if (!config.REDIS_URL) return createPgRateLimiter(db);
  return withFallback(
    createRedisRateLimiter(config.REDIS_URL, (error) =>
      log.warn({ err: error }, 'redis rate limiter connection error'),
    ),
    createPgRateLimiter(db),
    (error) => log.warn({ err: error }, 'redis did not answer: rate limits counted in PostgreSQL'),
  );
}

export function createServices({ config, db, pool, log, clock }: WiringDeps): Services {
  const mailer = createMailer({ db, pool, config, log });
  const limiter = createLimiter(config, db, log);
  const activity = createActivityService({ db, clock });
  const jobRuns = createJobRuns(db, clock);
  // The audit log and the app settings come first: most modules write to the one or read the other.
  const audit = createAuditLog({ db, clock });
  const appSettings = createAppSettings({ db, clock, audit });

  // Some services ask each other in both directions (auth counts books, books lock the account);
  // those calls go through these late-bound references, filled in below before any request runs.
  let books: BooksService | undefined;
  let loans: LoansService | undefined;
  const late = <T>(service: T | undefined, name: string): T => {
    if (!service) throw new Error(`${name} service used before the app was wired`);
    return service;
  };

  const auth = createAuthService({
    db,
    config,
    log,
    limiter,
    clock,
    countBooks: (userId) => late(books, 'books').countOf(userId),
    audit,
    appSettings,
  });
  const users = createUsersService({ db, config, log, auth, audit });
  const billing = createBillingService({ db, config, clock, log, auth, activity, audit });
  // Deleting an account cancels its subscription at the provider first; a failure stops the deletion.
  users.onAccountDeletion((tx, user) => billing.cancelForDeletedAccount(tx, user.id));
  let borrowers: BorrowersService | undefined;
  books = createBooksService({
    db,
    clock,
    auth,
    activity,
    stats: {
      countActiveLoansAt: (userId, month) => late(loans, 'loans').countActiveAt(userId, month),
      countBorrowersAt: (userId, month) => late(borrowers, 'borrowers').countAt(userId, month),
    },
  });
  borrowers = createBorrowersService({
    db,
    clock,
    activity,
    loans: {
      countsByBorrower: (userId) => late(loans, 'loans').countsByBorrower(userId),
      countActiveOfBorrower: (tx, userId, borrowerId) =>
        late(loans, 'loans').countActiveOfBorrower(tx, userId, borrowerId),
      countBorrowersWithActiveLoans: (userId) => late(loans, 'loans').borrowersWithActiveLoans(userId),
    },
  });
  loans = createLoansService({ db, config, clock, auth, books, borrowers, activity });
  const catalog = createCatalog({
    baseUrl: config.BOOKS_API_URL,
    apiKey: config.GOOGLE_BOOKS_API_KEY,
    timeoutMs: config.BOOKS_API_TIMEOUT_MS,
  });
  const geo = createGeoService({
    client: createIpLocationClient(config.GEO_API_URL, GEO_LOOKUP_TIMEOUT_MS),
    log,
  });
  const admin = createAdminService({
    db,
    clock,
    auth,
    users,
    billing,
    books,
    loans,
    activity,
    audit,
    appSettings,
    jobRuns,
  });
  return {
    clock,
    mailer,
    limiter,
    jobRuns,
    activity,
    audit,
    appSettings,
    auth,
    users,
    billing,
    books,
    borrowers,
    loans,
    catalog,
    geo,
    admin,
  };
}

const MAIL_SWEEP_MS = 30_000;
const HOUSEKEEPING_MS = 60 * 60 * 1000;
const BILLING_SWEEP_MS = 5 * 60 * 1000;

/**
 * Every recurring job of the app, registered in this one place. Each successful run is recorded
 * (`jobRuns`), so the admin overview can tell a job that stopped running.
 */
export function scheduleJobs(target: Scheduler, services: Services): void {
  const { mailer, limiter, billing, clock, jobRuns } = services;
  const scheduler: Pick<Scheduler, 'every'> = {
    every: (name, intervalMs, job) =>
      target.every(name, intervalMs, async () => {
        await job();
        await jobRuns.succeeded(name);
      }),
  };
  scheduler.every('mail-outbox', MAIL_SWEEP_MS, () => mailer.deliverDue().then(() => undefined));
  scheduler.every('housekeeping', HOUSEKEEPING_MS, async () => {
    await mailer.purgeSent();
    await limiter.purgeExpired();
  });
  scheduler.every('billing-expiry', BILLING_SWEEP_MS, () =>
    billing.expireEndedSubscriptions(clock.now()).then(() => undefined),
  );
  scheduler.every('billing-provider-cancellations', BILLING_SWEEP_MS, () =>
    billing.retryProviderCancellations(),
  );
}

/**
 * Demo data for `npm run db:seed`, each seeder idempotent; books after accounts, because they
 * belong to the demo users. Returns the lines to print (the demo accounts and their passwords).
 */
export async function seedDemoData(services: Services): Promise<string[]> {
  return [...(await seedDemoAccounts(services.auth)), ...(await seedDemoBooks(services))];
}
