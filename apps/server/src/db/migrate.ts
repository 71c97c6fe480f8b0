import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Logger, runMigrations as runJobQueueMigrations } from 'graphile-worker';
import pg from 'pg';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any constant 64-bit number of our own; instances that start together queue on it. */
const MIGRATION_LOCK_KEY = 7_305_112_019;

const quiet = new Logger(() => () => {});

/**
 * Applies the committed SQL migrations, then the job queue's own (graphile-worker keeps its tables
 * in the `graphile_worker` schema and versions them itself). The advisory lock makes a second
 * instance that starts at the same moment wait, then find nothing left to do, instead of racing to
 * create the same tables; the test template is migrated here too, so it holds both.
 */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  // A connection of its own, without the pool's time-outs: a migration may rebuild an index on a
  // big table, and a second instance waits here for the first one's migrations. Neither is a
  // request that must answer within seconds.
  const client = new pg.Client({ connectionString: pool.options.connectionString });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client), { migrationsFolder });
      // On a pool of its own: ours may allow one connection, and this one holds the lock.
      await runJobQueueMigrations({
        connectionString: pool.options.connectionString,
        maxPoolSize: 1,
        logger: quiet,
      });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}
