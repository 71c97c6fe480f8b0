import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { APP_NAME, APP_VERSION } from '@shelfwise/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerAuthGuard } from './http/auth-guard.ts';
import { answerClientError, answerFrameworkError } from './http/client-error.ts';
import { registerDatabaseDeadline } from './http/database-deadline.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { openApiOptions } from './http/openapi.ts';
import { registerProblemDetails } from './http/problem-details.ts';
import { registerMetrics, registerRequestIds, requestIdGenerator } from './http/request-id.ts';
import { registerSecurityHeaders, securityHeaders } from './http/security-headers.ts';
import { createLifecycle, type Lifecycle, registerShutdownGate } from './http/shutdown.ts';
import { registerTextGuard } from './http/text-guard.ts';
import { registerWebApp } from './http/web-app.ts';
import { accessTokensRoutes } from './modules/access-tokens/index.ts';
import { activityRoutes } from './modules/activity/index.ts';
import { adminRoutes, appSettingsRoutes } from './modules/admin/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { billingRoutes } from './modules/billing/index.ts';
import { booksRoutes } from './modules/books/index.ts';
import { borrowerPortalRoutes } from './modules/borrower-portal/index.ts';
import { borrowersRoutes, unsubscribeRoutes } from './modules/borrowers/index.ts';
import { calendarRoutes } from './modules/calendar/index.ts';
import { catalogRoutes } from './modules/catalog/index.ts';
import { friendsRoutes } from './modules/friends/index.ts';
import { geoRoutes } from './modules/geo/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { exportRoutes, importsRoutes } from './modules/imports/index.ts';
import { loanRequestsRoutes, loansRoutes } from './modules/loans/index.ts';
import { recommendationsRoutes } from './modules/recommendations/index.ts';
import { remindersRoutes } from './modules/reminders/index.ts';
import { usersRoutes } from './modules/users/index.ts';
import { webhooksRoutes } from './modules/webhooks/index.ts';
import { wishlistRoutes } from './modules/wishlist/index.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { createServices, type Services, scheduleJobs, type TestHooks } from './wiring.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  pool: pg.Pool;
  log: Logger;
  /** Defaults to the system clock; tests pass a manual one and move it. */
  clock?: Clock;
  /**
   * Work the job queue and tick the recurring jobs in this process (main.ts, unless SCHEDULER=off).
   * Tests leave it off and run the jobs on demand with `services.jobs.runNow()`.
   */
  runJobs?: boolean;
  /** Shutdown state (main.ts marks it on SIGTERM); defaults to a fresh one. */
  lifecycle?: Lifecycle;
  /** Faults tests inject (wiring.ts TestHooks); never set in production. */
  testHooks?: TestHooks;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every service, for test factories and tools; requests reach them through their routes. */
    services: Services;
  }
}

/**
 * The composition root: every service (wiring.ts), plugin, route and recurring job is put together
 * here and nowhere else. No `listen`, so tests drive it with `app.inject()`.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, log } = deps;
  const clock = deps.clock ?? systemClock;
  const headers = securityHeaders(config.APP_URL);
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    // Trust exactly TRUST_PROXY hops of X-Forwarded-For (a load balancer), never a client's claim.
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY,
    genReqId: requestIdGenerator(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // On shutdown, idle keep-alive sockets are closed at once; busy ones finish their request.
    forceCloseConnections: 'idle',
    // Requests arriving while we stop get our own 503 in the one error shape (http/shutdown.ts).
    return503OnClosing: false,
    clientErrorHandler: (error, socket) => answerClientError(error, socket, headers),
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestIds(app);
  registerErrorHandler(app);
  registerDatabaseDeadline(app, config.DB_REQUEST_TIMEOUT_MS);
  registerSecurityHeaders(app, headers);
  registerTextGuard(app);
  const lifecycle = deps.lifecycle ?? createLifecycle();
  registerShutdownGate(app, lifecycle);

  const services = createServices({
    config,
    db: deps.db,
    pool: deps.pool,
    log,
    clock,
    testHooks: deps.testHooks,
  });
  app.decorate('services', services);
  registerMetrics(app, services.metrics, config.METRICS_TOKEN);
  registerAuthGuard(app, {
    session: services.auth.authenticator,
    accessToken: services.accessTokens.authenticator,
  });
  registerProblemDetails(app);
  scheduleJobs(services, { db: deps.db });
  app.addHook('onReady', async () => {
    // Neither waits for the database: without it, mail waits in the outbox and nothing is cached.
    void services.auth.start();
    void services.mailer.start();
    if (deps.runJobs) await services.jobs.start();
  });
  app.addHook('onClose', async () => {
    await services.auth.settle();
    // Jobs first (they queue mail), then the mailer finishes the message it is sending.
    await services.jobs.stop();
    await services.mailer.close();
    await services.auth.close();
    await services.limiter.close();
  });

  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  await app.register(fastifySwagger, openApiOptions({ title: `${APP_NAME} API`, version: APP_VERSION }));
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { pool: deps.pool, lifecycle });
      await api.register(geoRoutes, { geo: services.geo });
      await api.register(authRoutes, {
        auth: services.auth,
        countBooks: (userId) => services.books.countOf(userId),
      });
      await api.register(usersRoutes, { users: services.users });
      await api.register(accessTokensRoutes, { accessTokens: services.accessTokens });
      await api.register(webhooksRoutes, { webhooks: services.webhooks });
      await api.register(appSettingsRoutes, { appSettings: services.appSettings });
      await api.register(adminRoutes, {
        admin: services.admin,
        audit: services.audit,
        clock,
        prefix: '/admin',
      });
      await api.register(booksRoutes, {
        books: services.books,
        lending: services.loans,
        clock,
        catalog: services.catalog,
      });
      await api.register(catalogRoutes, { catalog: services.catalog });
      await api.register(borrowersRoutes, { borrowers: services.borrowers, lending: services.loans });
      await api.register(loansRoutes, { loans: services.loans });
      await api.register(loanRequestsRoutes, { loans: services.loans });
      await api.register(remindersRoutes, { reminders: services.reminders });
      await api.register(calendarRoutes, { calendar: services.calendar });
      await api.register(borrowerPortalRoutes, { portal: services.borrowerPortal });
      await api.register(unsubscribeRoutes, { borrowers: services.borrowers });
      await api.register(activityRoutes, { activity: services.activity });
      await api.register(billingRoutes, { billing: services.billing });
      await api.register(friendsRoutes, { friends: services.friends });
      await api.register(recommendationsRoutes, { recommendations: services.recommendations });
      await api.register(wishlistRoutes, { wishlist: services.wishlist });
      await api.register(importsRoutes, { imports: services.imports });
      await api.register(exportRoutes, { exporter: services.exporter, clock });
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, config.WEB_DIST_DIR);
  return app;
}
