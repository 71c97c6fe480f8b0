import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from 'pino';
import { type Config, DATABASE_LIMIT_DEFAULTS } from '../config.ts';
import { type EmbeddedDatabase, findRunningEmbedded, startEmbeddedPostgres } from './embedded.ts';
import * as schema from './schema/index.ts';

export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  url: string;
  /** The embedded server when the app runs its own (no DATABASE_URL); it is restarted if it dies. */
  embedded?: EmbeddedDatabase;
  /** Shutdown has begun: an embedded server that stops now is not started again. */
  prepareToClose(): void;
  close(): Promise<void>;
}

/**
 * How long the app waits on PostgreSQL. With every bound in place a request never hangs on the
 * database: it gets its answer or a 503 (see http/error-handler.ts). Values in milliseconds.
 */
export interface PoolLimits {
  max: number;
  /** Opening one connection (TCP and start-up): a stopped or unreachable server fails in this time. */
  connectTimeoutMs: number;
  /** Waiting for a free connection when all `max` are busy, connecting included. */
  acquireTimeoutMs: number;
  /** PostgreSQL cancels a statement running longer (server side). */
  statementTimeoutMs: number;
  /** PostgreSQL gives up waiting for a row or table lock after this (server side). */
  lockTimeoutMs: number;
  /** PostgreSQL ends a session left idle inside an open transaction (server side). */
  idleInTransactionTimeoutMs: number;
  /** The driver gives up on an answer after this, for a server that no longer answers at all. */
  queryTimeoutMs: number;
}

export function poolLimitsFrom(config: { [K in keyof typeof DATABASE_LIMIT_DEFAULTS]: number }): PoolLimits {
  return {
    max: config.DB_POOL_MAX,
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    acquireTimeoutMs: config.DB_ACQUIRE_TIMEOUT_MS,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    lockTimeoutMs: config.DB_LOCK_TIMEOUT_MS,
    idleInTransactionTimeoutMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    queryTimeoutMs: config.DB_QUERY_TIMEOUT_MS,
  };
}

export const DEFAULT_POOL_LIMITS: PoolLimits = poolLimitsFrom(DATABASE_LIMIT_DEFAULTS);

export function createPool(url: string, limits: Partial<PoolLimits> = {}): pg.Pool {
  const l = { ...DEFAULT_POOL_LIMITS, ...limits };
  // pg-pool passes one `connectionTimeoutMillis` to both its queue and each new client; a client
  // class of our own keeps "wait for a free connection" and "open a connection" apart.
  class BoundedClient extends pg.Client {
    constructor(options: pg.ClientConfig = {}) {
      super({ ...options, connectionTimeoutMillis: l.connectTimeoutMs });
    }
  }
  return new pg.Pool({
    connectionString: url,
    max: l.max,
    Client: BoundedClient,
    connectionTimeoutMillis: l.acquireTimeoutMs,
    statement_timeout: l.statementTimeoutMs,
    lock_timeout: l.lockTimeoutMs,
    idle_in_transaction_session_timeout: l.idleInTransactionTimeoutMs,
    query_timeout: l.queryTimeoutMs,
    // Notice a connection whose server vanished without closing it (a crashed host, a cut network).
    keepAlive: true,
  });
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
  const pool = createPool(url, poolLimitsFrom(config));
  // An idle client losing its server (a restart, a failover) must not crash the process.
  pool.on('error', (error) => log.warn({ err: error }, 'idle database connection failed'));
  return {
    db: createDb(pool),
    pool,
    url,
    embedded,
    prepareToClose() {
      embedded?.stopSupervising();
    },
    async close() {
      await pool.end();
      await embedded?.stop();
    },
  };
}
