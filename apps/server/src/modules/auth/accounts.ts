import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { registerAuthGuard } from '../../http/auth-guard.ts';
import { createMailer, type Mailer } from '../../platform/mail/mailer.ts';
import {
  createPgRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
  withFallback,
} from '../../platform/rate-limit.ts';
import type { Scheduler } from '../../platform/scheduler.ts';
import { adminRoutes } from '../admin/admin.routes.ts';
import { usersRoutes } from '../users/users.routes.ts';
import { createUsersService, type UsersService } from '../users/users.service.ts';
import { authRoutes } from './auth.routes.ts';
import { type AuthService, createAuthService } from './auth.service.ts';

export interface Accounts {
  auth: AuthService;
  users: UsersService;
  mailer: Mailer;
  limiter: RateLimiter;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The account services (also used by seeds and test factories) and the shared mailer/limiter. */
    accounts: Accounts;
  }
}

const MAIL_SWEEP_MS = 30_000;
const HOUSEKEEPING_MS = 60 * 60 * 1000;

/**
 * Wires the auth guard, mailer and rate limiter onto the root instance (so every module sees
 * `request.user` and `app.accounts`), and their jobs onto the scheduler when there is one.
 */
export function setupAccounts(
  app: FastifyInstance,
  deps: { config: Config; db: Database; pool: pg.Pool; log: Logger; scheduler?: Scheduler },
): Accounts {
  const { config, db, pool, log, scheduler } = deps;
  registerAuthGuard(app, { db, jwtSecret: config.JWT_SECRET });
  const mailer = createMailer({ db, pool, config, log });
  const limiter = config.REDIS_URL
    ? withFallback(
        createRedisRateLimiter(config.REDIS_URL, (error) =>
          log.warn({ err: error }, 'redis rate limiter connection error'),
        ),
        createPgRateLimiter(db),
        (error) => log.warn({ err: error }, 'redis did not answer: rate limits counted in PostgreSQL'),
      )
    : createPgRateLimiter(db);
  const auth = createAuthService({ db, config, log, limiter });
  const users = createUsersService({ db, config, log, auth });
  const accounts: Accounts = { auth, users, mailer, limiter };
  app.decorate('accounts', accounts);

  app.addHook('onReady', async () => {
    void mailer.start();
  });
  app.addHook('onClose', async () => {
    await mailer.close();
    await limiter.close();
  });
  scheduler?.every('mail-outbox', MAIL_SWEEP_MS, () => mailer.deliverDue().then(() => undefined));
  scheduler?.every('accounts-housekeeping', HOUSEKEEPING_MS, async () => {
    await mailer.purgeSent();
    await limiter.purgeExpired();
  });
  return accounts;
}

/** Registered inside the `/api` prefix. */
export const accountRoutes: FastifyPluginAsyncZod<{ accounts: Accounts; config: Config }> = async (
  api,
  { accounts, config },
) => {
  await api.register(authRoutes, { auth: accounts.auth });
  await api.register(usersRoutes, { users: accounts.users, config });
  await api.register(adminRoutes, { users: accounts.users, prefix: '/admin' });
};
