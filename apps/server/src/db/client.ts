import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { type EmbeddedDatabase, findRunningEmbedded, startEmbeddedPostgres } from './embedded.ts';
import * as schema from './schema/index.ts';

export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  url: string;
  isEmbedded: boolean;
  close(): Promise<void>;
}

export function createPool(url: string, max = 10): pg.Pool {
  return new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 10_000 });
}

export function createDb(pool: pg.Pool): Database {
  return drizzle(pool, { schema, casing: 'snake_case' });
}

/**
 * DATABASE_URL when set, else an embedded PostgreSQL in DATA_DIR. With `joinRunningApp` (tools such
 * as the seed), the embedded server a running app has started there is used instead of starting a
 * second one on the same directory, which PostgreSQL would refuse.
 */
export async function openDatabase(
  config: Config,
  log: Logger,
  options: { joinRunningApp?: boolean } = {},
): Promise<DatabaseHandle> {
  let embedded: EmbeddedDatabase | undefined;
  let url = config.DATABASE_URL;
  if (!url && options.joinRunningApp) {
    url = (await findRunningEmbedded(config.DATA_DIR)) ?? undefined;
    if (url) log.info('using the database of the app running on this DATA_DIR');
  }
  if (!url) {
    embedded = await startEmbeddedPostgres(config.DATA_DIR, log);
    url = embedded.url;
  }
  const pool = createPool(url);
  // An idle client losing its server (a restart, a failover) must not crash the process.
  pool.on('error', (error) => log.warn({ err: error }, 'idle database connection failed'));
  return {
    db: createDb(pool),
    pool,
    url,
    isEmbedded: Boolean(embedded),
    // Only a server this process started is stopped by it; a running app's stays up.
    async close() {
      await pool.end();
      await embedded?.stop();
    },
  };
}
