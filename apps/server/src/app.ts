import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { APP_NAME, APP_VERSION } from '@shelfwise/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerWebApp } from './http/web-app.ts';
import { activityRoutes } from './modules/activity/activity.routes.ts';
import { accountRoutes, setupAccounts } from './modules/auth/accounts.ts';
import { booksRoutes } from './modules/books/books.routes.ts';
import { borrowersRoutes } from './modules/borrowers/borrowers.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { createCatalog } from './modules/catalog/catalog.service.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { loansRoutes } from './modules/loans/loans.routes.ts';
import type { Scheduler } from './platform/scheduler.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  pool: pg.Pool;
  log: Logger;
  /** Periodic jobs (mail retries, housekeeping); main.ts passes one, tests usually do not. */
  scheduler?: Scheduler;
}

/** The whole HTTP application without `listen`, so tests can drive it with `app.inject()`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, log } = deps;
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    // Trust exactly TRUST_PROXY hops of X-Forwarded-For (a load balancer), never a client's claim.
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // On shutdown, idle keep-alive sockets are closed at once; busy ones finish their request.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const accounts = setupAccounts(app, deps);

  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${APP_NAME} API`, version: APP_VERSION },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { pool: deps.pool });
      await api.register(geoRoutes, { geoApiUrl: config.GEO_API_URL });
      await api.register(accountRoutes, { accounts, config });
      await api.register(booksRoutes, { db: deps.db });
      await api.register(catalogRoutes, {
        catalog: createCatalog({
          baseUrl: config.BOOKS_API_URL,
          apiKey: config.GOOGLE_BOOKS_API_KEY,
          timeoutMs: config.BOOKS_API_TIMEOUT_MS,
        }),
      });
      await api.register(borrowersRoutes, { db: deps.db });
      await api.register(loansRoutes, { db: deps.db, config });
      await api.register(activityRoutes, { db: deps.db });
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, config.WEB_DIST_DIR);
  return app;
}
