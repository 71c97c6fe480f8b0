import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Logger, runMigrations as runJobQueueMigrations } from 'graphile-worker';
import pg from 'pg';
import { type DatabaseRoles, separateRoles } from './roles.ts';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any constant 64-bit number of our own; instances that start together queue on it. */
const MIGRATION_LOCK_KEY = 7_305_112_019;

const quiet = new Logger(() => () => {});

/**
 * The embedded database: migrations run as its superuser (`adminUrl`), then `separateRoles` gives the
 * audit log to its own owner and the app the rest, for the app to connect as `roles.app`.
 */
export interface MigrateAsAdmin {
  adminUrl: string;
  roles: DatabaseRoles;
}

/**
 * Applies the committed SQL migrations, then the job queue's own (graphile-worker keeps its tables
 * in the `graphile_worker` schema and versions them itself). The advisory lock makes a second
 * instance that starts at the same moment wait, then find nothing left to do, instead of racing to
 * create the same tables; the test template is migrated here too, so it holds both. With `asAdmin`
 * (the embedded database) they run as its superuser, and the roles are set up under the same lock.
 */
export async function runMigrations(pool: pg.Pool, asAdmin?: MigrateAsAdmin): Promise<void> {
  const connectionString = asAdmin?.adminUrl ?? pool.options.connectionString;
  // A connection of its own, without the pool's time-outs: a migration may rebuild an index on a
  // big table, and a second instance waits here for the first one's migrations. Neither is a
  // request that must answer within seconds.
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client), { migrationsFolder });
      // On a pool of its own: ours may allow one connection, and this one holds the lock.
      await runJobQueueMigrations({ connectionString, maxPoolSize: 1, logger: quiet });
      if (asAdmin) await separateRoles(client, asAdmin.roles);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}
