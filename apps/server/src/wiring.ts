// Past 400 lines: the composition root names every service once, with the order they are built in
// and why; split in two, a reader would have to hold both halves to see what depends on what.
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createJobRuns, createJobs, type JobRuns, type Jobs, jobQueueStats } from './jobs/index.ts';
import { type AccessTokensService, createAccessTokensService } from './modules/access-tokens/index.ts';
import {
  type ActivityService,
  createActivityExport,
  createActivityService,
} from './modules/activity/index.ts';
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
import {
  type BooksService,
  createBooksExport,
  createBooksService,
  seedDemoBooks,
} from './modules/books/index.ts';
import { type BorrowerPortalService, createBorrowerPortalService } from './modules/borrower-portal/index.ts';
import {
  type BorrowersService,
  createBorrowersExport,
  createBorrowersService,
} from './modules/borrowers/index.ts';
import { type CalendarService, createCalendarService } from './modules/calendar/index.ts';
import { type Catalog, createCatalog } from './modules/catalog/index.ts';
import { createFriendsExport, createFriendsService, type FriendsService } from './modules/friends/index.ts';
import {
  createGeoService,
  createIpLocationClient,
  GEO_LOOKUP_TIMEOUT_MS,
  type GeoService,
} from './modules/geo/index.ts';
import {
  createExporter,
  createImportsService,
  createRestorer,
  type Exporter,
  IMPORT_COVERS_JOB,
  IMPORT_JOB,
  type ImportChunkHook,
  type ImportJobPayload,
  type ImportsService,
} from './modules/imports/index.ts';
import {
  createLoansExport,
  createLoansService,
  type LoansService,
  seedDemoLending,
} from './modules/loans/index.ts';
import {
  createRecommendationsExport,
  createRecommendationsService,
  type RecommendationsService,
} from './modules/recommendations/index.ts';
import {
  createReminderJobs,
  createRemindersExport,
  createRemindersService,
  REMINDER_MAIL_KIND,
  type ReminderJobs,
  type RemindersService,
} from './modules/reminders/index.ts';
import {
  createUsersExport,
  createUsersService,
  DEMO_ADMIN_EMAIL,
  seedDemoAccounts,
  type UsersService,
} from './modules/users/index.ts';
import {
  createWebhooksService,
  WEBHOOK_DELIVERY_JOB,
  type WebhookResolver,
  type WebhooksService,
} from './modules/webhooks/index.ts';
import {
  createWishlistExport,
  createWishlistService,
  type WishlistService,
} from './modules/wishlist/index.ts';

import type { Clock, ManualClock } from './platform/clock.ts';
import { purgeIdempotencyKeys } from './platform/idempotency.ts';
import { purgeOldMailCounts } from './platform/mail/mail-cap.ts';
import { createMailer, type Mailer } from './platform/mail/mailer.ts';
import { outboxStats } from './platform/mail/outbox.ts';
import { createMetrics, type Metrics } from './platform/metrics.ts';
import {
  createPgRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
  withFallback,
} from './platform/rate-limit.ts';

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
  /** Faults tests inject into real code paths (never set in production). */
  testHooks?: TestHooks;
}

export interface TestHooks {
  /** Runs after each chunk an import job writes, inside its transaction (throw to force a failure). */
  importAfterChunk?: ImportChunkHook;
  /** Where the session cache LISTENs instead of the pool's database (a proxy that can stall). */
  sessionCacheListenUrl?: string;
  /** How webhook host names resolve (a name that turns into 127.0.0.1), instead of the system's DNS. */
  webhookResolver?: WebhookResolver;
}

export interface Services {
  /** The app's one clock (tests pass a manual one). */
  clock: Clock;
  mailer: Mailer;
  /** This instance's /metrics (decision 0027). */
  metrics: Metrics;
  /** The job queue: recurring jobs are registered on it by `scheduleJobs`. */
  jobs: Jobs;
  limiter: RateLimiter;
  /** The last successful run of each recurring job (the admin overview reads it). */
  jobRuns: JobRuns;
  activity: ActivityService;
  audit: AuditLog;
  appSettings: AppSettingsService;
  auth: AuthService;
  accessTokens: AccessTokensService;
  users: UsersService;
  billing: BillingService;
  books: BooksService;
  borrowers: BorrowersService;
  loans: LoansService;
  calendar: CalendarService;
  borrowerPortal: BorrowerPortalService;
  friends: FriendsService;
  recommendations: RecommendationsService;
  wishlist: WishlistService;
  reminders: RemindersService;
  reminderJobs: ReminderJobs;
  catalog: Catalog;
  geo: GeoService;
  admin: AdminService;
  imports: ImportsService;
  exporter: Exporter;
  webhooks: WebhooksService;
}

function createLimiter(config: Config, db: Database, log: Logger, clock: Clock): RateLimiter {
  const inPostgres = createPgRateLimiter(db, () => clock.now());
  if (!config.REDIS_URL) return inPostgres;
  return withFallback(
    createRedisRateLimiter(config.REDIS_URL, (error) =>
      log.warn({ err: error }, 'redis rate limiter connection error'),
    ),
    inPostgres,
    (error) => log.warn({ err: error }, 'redis did not answer: rate limits counted in PostgreSQL'),
  );
}

/**
 * Without SMTP_URL the mailer prints each message, codes and links included, to the log at `info`,
 * so a newcomer can sign up with no mail server. In production that would put secrets in the log:
 * there the mailer logs warnings and errors only.
 */
function mailerLog(config: Config, log: Logger): Logger {
  if (config.SMTP_URL || config.NODE_ENV !== 'production') return log;
  log.warn('SMTP_URL is not set: no mail is sent, and in production none is printed to the log either');
  return log.isLevelEnabled('warn') ? log.child({}, { level: 'warn' }) : log;
}

export function createServices({ config, db, pool, log, clock, testHooks }: WiringDeps): Services {
  const metrics = createMetrics({
    pool,
    probes: {
      jobQueue: () => jobQueueStats(db, clock.now()),
      outbox: async () => {
        const { waiting, oldestWaitingSeconds } = await outboxStats(db, clock.now());
        return { waiting, oldestWaitingSeconds: oldestWaitingSeconds ?? 0 };
      },
    },
  });
  const mailer = createMailer({ db, pool, config, log: mailerLog(config, log), clock, metrics });
  const jobs = createJobs({ db, pool, log });
  const limiter = createLimiter(config, db, log, clock);
  const activity = createActivityService({ db, clock });
  const jobRuns = createJobRuns(db, clock);
  // The audit log and the app settings come first: most modules write to the one or read the other.
  const audit = createAuditLog({ db, clock });
  const appSettings = createAppSettings({ db, clock, audit });

  const auth = createAuthService({
    db,
    config,
    log,
    limiter,
    clock,
    audit,
    appSettings,
    // SESSION_CACHE=off: no listener, no cache; every request reads its session (README, Security).
    listenUrl:
      config.SESSION_CACHE === 'on'
        ? (testHooks?.sessionCacheListenUrl ?? pool.options.connectionString)
        : undefined,
  });
  const accessTokens = createAccessTokensService({ db, clock, auth, audit, limiter });
  const users = createUsersService({ db, config, log, clock, auth, audit });
  const billing = createBillingService({ db, config, clock, log, auth, activity, audit });
  // Deleting an account cancels its subscription at the provider first, before the deletion's
  // transaction opens; a failure stops the deletion, and inside it nothing new may be left to cancel.
  users.onAccountDeletion((user) => billing.cancelBeforeAccountDeletion(user.id));
  // Books, borrowers, then lending, which owns the loans and depends on both: the pages that show
  // loans beside books or borrowers (the list's holders, a book's history, the borrowers' counts,
  // the Statistics cards) are put together by lending, never asked of it from below (decision 0025).
  const books = createBooksService({ db, clock, auth, activity });
  const borrowers = createBorrowersService({
    db,
    clock,
    secret: config.JWT_SECRET,
    accounts: { findName: (id) => auth.findName(id), findCountry: (id) => auth.findCountry(id) },
    activity,
  });
  const loans = createLoansService({ db, config, clock, auth, books, borrowers, activity });
  const calendar = createCalendarService({ db, clock, appUrl: config.APP_URL, loans });
  const borrowerPortal = createBorrowerPortalService({
    clock,
    appUrl: config.APP_URL,
    limiter,
    auth,
    borrowers,
    loans,
  });
  const friends = createFriendsService({ db, config, clock, limiter, auth });
  // Signing up with an invited address makes the invitations to it wait for the new account.
  auth.onAccountCreated((tx, account) => friends.claimInvitations(tx, account));
  const recommendations = createRecommendationsService({ db, config, clock, auth, books, friends, activity });
  // The wishlist moves a bought book into the library through the books service, in its transaction.
  const wishlist = createWishlistService({
    db,
    clock,
    appUrl: config.APP_URL,
    limiter,
    auth,
    books,
    activity,
  });
  const reminders = createRemindersService({ db, config, clock, auth, loans, borrowers, activity, mailer });
  const reminderJobs = createReminderJobs({
    db,
    config,
    clock,
    log: log.child({ component: 'reminders' }),
    auth,
    loans,
    borrowers,
    activity,
    reminders,
  });
  // Reminder emails report back (sent or given up) and returns stop a loan's reminders, each in the
  // transaction of its cause.
  mailer.onOutcome(REMINDER_MAIL_KIND, (tx, outcomes) => reminders.recordDeliveries(tx, outcomes));
  loans.onReturn((tx, loan) => reminders.stopForLoan(tx, loan));
  loans.onLent((tx, loan) => reminderJobs.wake(tx, [loan.userId]));
  loans.onDueDateChanged((tx, loan) => reminders.followDueDate(tx, loan));
  users.onTimezoneChange((tx, user) => reminders.followTimezone(tx, user));
  // Outgoing webhooks sit above lending: each loan change queues its events (a delivery row and a
  // job per endpoint) in the change's own transaction; the job sends them after the commit.
  const webhooks = createWebhooksService({
    db,
    config,
    clock,
    jobs,
    auth,
    loans,
    resolve: testHooks?.webhookResolver,
  });
  loans.onLent((tx, loan) => webhooks.loanLent(tx, loan));
  loans.onReturn((tx, loan) => webhooks.loanReturned(tx, loan));
  loans.onRequest((tx, request) => webhooks.loanRequested(tx, request));
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
  // Import and the JSON export: each module hands out its own rows (its *.export.ts).
  const sections = {
    books: createBooksExport({ db }),
    borrowers: createBorrowersExport({ db }),
    loans: createLoansExport({ db, onRestored: (tx, owners) => reminderJobs.wake(tx, owners) }),
    reminders: createRemindersExport({ db }),
    activity: createActivityExport({ db }),
    friends: createFriendsExport({ db }),
    recommendations: createRecommendationsExport({ db }),
    wishlist: createWishlistExport({ db }),
  };
  const exporter = createExporter({ clock, users, sections });
  const imports = createImportsService({
    db,
    clock,
    jobs,
    books,
    catalog,
    planOf: async (userId) => (await auth.findAccounts([userId]))[0]?.plan ?? null,
    restorer: createRestorer({
      db,
      auth,
      books,
      booksExport: sections.books,
      borrowersExport: sections.borrowers,
      loansExport: sections.loans,
      remindersExport: sections.reminders,
      activityExport: sections.activity,
      usersExport: createUsersExport({ auth }),
      activity,
    }),
    afterChunk: testHooks?.importAfterChunk,
  });
  return {
    clock,
    mailer,
    metrics,
    jobs,
    limiter,
    jobRuns,
    activity,
    audit,
    appSettings,
    auth,
    accessTokens,
    users,
    billing,
    books,
    borrowers,
    loans,
    calendar,
    borrowerPortal,
    friends,
    recommendations,
    wishlist,
    reminders,
    reminderJobs,
    catalog,
    geo,
    admin,
    imports,
    exporter,
    webhooks,
  };
}

/** When each recurring job runs: graphile-worker's crontab, in UTC (decision 0024). */
export const CRONTAB = {
  // Automatic and due reminders: each owner's send hour comes on a whole minute.
  reminders: '* * * * *',
  // Time zone offsets are whole quarter hours, so a Monday send hour starts on one of these.
  'weekly-digest': '*/15 * * * *',
  // A sweep behind the outbox's own LISTEN: retries and mail left by a stopped instance.
  'mail-outbox': '* * * * *',
  housekeeping: '7 * * * *',
  'billing-expiry': '*/5 * * * *',
  'billing-provider-cancellations': '*/5 * * * *',
  // Loans newly overdue for webhooks: owners' days start on quarter hours, like the digest's.
  'webhook-overdue': '*/15 * * * *',
} as const;

/**
 * Every recurring job of the app, registered in this one place on graphile-worker's crontab: any
 * number of instances run it, and each tick is one job (the crontab's identifier is the lock); every
 * job is safe to run on several instances. Each successful run is recorded (`jobRuns`), so the admin
 * overview can tell a job that stopped running.
 */
export function scheduleJobs(services: Services, deps: { db: Database }): void {
  const { mailer, limiter, reminderJobs, billing, users, clock, jobRuns } = services;
  const every = (name: keyof typeof CRONTAB, job: () => Promise<unknown>, backfillMs = 0) =>
    services.jobs.recurring(
      name,
      CRONTAB[name],
      async () => {
        await job();
        await jobRuns.succeeded(name);
      },
      { backfillMs },
    );
  every('reminders', () => reminderJobs.run());
  every('weekly-digest', () => reminderJobs.sendWeeklyDigests());
  every('mail-outbox', () => mailer.deliverDue());
  // Hourly: a restart does not skip the hour's run.
  every(
    'housekeeping',
    async () => {
      await mailer.purgeSent();
      await limiter.purgeExpired();
      await purgeOldMailCounts(deps.db, clock.now());
      await purgeIdempotencyKeys(deps.db, clock.now());
      await users.importDiskAvatars();
      await services.imports.purgeAbandoned();
    },
    60 * 60 * 1000,
  );
  every('billing-expiry', () => billing.expireEndedSubscriptions(clock.now()));
  every('billing-provider-cancellations', () => billing.retryProviderCancellations());
  every('webhook-overdue', () => services.webhooks.sweepOverdue());
  // Tasks queued by requests (not recurring): an import's books, then their covers; webhook deliveries.
  services.jobs.define(IMPORT_JOB, (payload) => services.imports.run(payload as ImportJobPayload));
  services.jobs.define(IMPORT_COVERS_JOB, (payload) =>
    services.imports.fetchCovers(payload as { userId: string; after?: string | null }),
  );
  services.jobs.define(WEBHOOK_DELIVERY_JOB, (payload) =>
    services.webhooks.deliver((payload as { deliveryId: string }).deliveryId),
  );
}

/**
 * Demo data for `npm run db:seed`, each seeder idempotent; books after accounts, because they
 * belong to the demo users, and lending after books. `clock` must be the services' own clock: the
 * lending seeder moves it to the past days its loans happened on. Returns the lines to print.
 */
export async function seedDemoData(
  services: Services,
  options: { clock: ManualClock; adminPassword?: string },
): Promise<string[]> {
  const accounts = await seedDemoAccounts(services.auth, { adminPassword: options.adminPassword });
  const books = await seedDemoBooks(services);
  const lending = await seedDemoLending(services, options.clock, [...DEMO_LENDERS, DEMO_ADMIN_EMAIL]);
  return [...accounts, ...books, ...lending];
}

const DEMO_LENDERS = ['free@demo.shelfwise.app', 'basic@demo.shelfwise.app', 'premium@demo.shelfwise.app'];
