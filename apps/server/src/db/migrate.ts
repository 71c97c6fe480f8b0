import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any constant 64-bit number of our own; instances that start together queue on it. */
const MIGRATION_LOCK_KEY = 7_305_112_019;

/**
 * Applies the committed SQL migrations. The advisory lock makes a second instance that starts at
 * the same moment wait, then find nothing left to do, instead of racing to create the same tables.
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
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}
