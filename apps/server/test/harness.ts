import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { createDb, createPool, type Database, poolLimitsFrom } from '../src/db/client.ts';
import { roleUrl } from '../src/db/roles.ts';
import type { Clock } from '../src/platform/clock.ts';
import type { Services, TestHooks } from '../src/wiring.ts';
import { cloneDatabase, databaseUrl, dropDatabase, prepareAppRole } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  pool: ReturnType<typeof createPool>;
  config: Config;
  databaseUrl: string;
  /** The app's services (the same ones its routes call), for factories and direct checks. */
  services: Services;
  close(): Promise<void>;
}

/** What factories need of an app: its routes and its services (a TestApp, or an app built by hand). */
export type AppUnderTest = Pick<TestApp, 'app' | 'services'>;

export interface TestAppOptions {
  /** The app's clock; pass `createManualClock(...)` to move time in a test. Default: the system clock. */
  clock?: Clock;
  /** The app's logger; default silent. */
  log?: Logger;
  /**
   * A second instance of the app on the database of `sameDatabaseAs` (several instances behind a
   * load balancer); the first app's `close` drops the database, this one's leaves it.
   */
  sameDatabaseAs?: TestApp;
  /** An app on a database the test made and migrated itself (e.g. an upgrade); `close` leaves it. */
  onDatabase?: string;
  /** Faults to inject into real code paths (wiring.ts TestHooks). */
  testHooks?: TestHooks;
  /**
   * Connect as the app's own role, as the embedded database does in production (db/roles.ts: the
   * roles are set up on the fresh database first), instead of the test server's superuser.
   */
  asAppRole?: boolean;
}

let counter = 0;

/**
 * A real app on a fresh database of its own, cloned from the migrated template: each test file
 * starts from an empty, fully migrated schema and cannot see another file's rows.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const adminUrl = inject('pgAdminUrl');
  const template = inject('pgTemplate');
  const shared =
    options.sameDatabaseAs ?? (options.onDatabase ? { databaseUrl: options.onDatabase } : undefined);
  const name = `${template.replace(/template$/, '')}${process.pid}_${++counter}`;
  if (!shared) await cloneDatabase(adminUrl, template, name);
  let url = shared ? shared.databaseUrl : databaseUrl(adminUrl, name);
  if (options.asAppRole && !shared) {
    const roles = inject('pgRoles');
    await prepareAppRole(url, roles);
    url = roleUrl(url, roles.app, roles.appPassword);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'shelfwise-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    APP_URL: 'http://shelfwise.test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    // Webhook receivers in tests listen on loopback (the private-address tests turn it off);
    // production refuses the flag, so a test of production behaviour goes without it.
    ...(env.NODE_ENV === 'production' ? {} : { WEBHOOKS_ALLOW_PRIVATE: '1' }),
    ...env,
  });
  const pool = createPool(url, { ...poolLimitsFrom(config), max: 5 });
  const db = createDb(pool);
  const app = await buildApp({
    config,
    db,
    pool,
    log: options.log ?? pino({ level: 'silent' }),
    clock: options.clock,
    testHooks: options.testHooks,
  });
  await app.ready();
  return {
    app,
    db,
    pool,
    config,
    databaseUrl: url,
    services: app.services,
    async close() {
      await app.close();
      await pool.end();
      if (!shared) await dropDatabase(adminUrl, name);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
