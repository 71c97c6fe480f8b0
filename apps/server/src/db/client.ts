import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from 'pino';
import { type Config, DATABASE_LIMIT_DEFAULTS } from '../config.ts';
import {
  EMBEDDED_ROLES,
  type EmbeddedDatabase,
  findRunningEmbedded,
  startEmbeddedPostgres,
} from './embedded.ts';
import { runMigrations } from './migrate.ts';
import { roleUrl } from './roles.ts';
import * as schema from './schema/index.ts';

/** drizzle over the pool; `$client` is the pool itself (db/statement.ts runs named statements on it). */
export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  /** Where the pool connects: DATABASE_URL, or the embedded database as its app role. */
  url: string;
  /** The embedded server when the app runs its own (no DATABASE_URL); it is restarted if it dies. */
  embedded?: EmbeddedDatabase;
  /**
   * Applies the migrations. On the embedded database they run as its superuser, which then gives
   * the audit log to its own owner and the app's role the rest (db/roles.ts): call it before the
   * pool is used, since that role may not exist yet.
   */
  migrate(): Promise<void>;
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

/** A client of the pool: it notes since when its oldest query has been waiting for an answer. */
interface WatchedClient extends pg.Client {
  waiting: number;
  /** `performance.now()` when the oldest query still unanswered was sent; 0 while none is. */
  waitingSince: number;
}

const sent = (client: WatchedClient) => {
  if (client.waiting++ === 0) client.waitingSince = performance.now();
};
const answered = (client: WatchedClient) => {
  client.waiting = Math.max(0, client.waiting - 1);
  // The next query in its queue is sent now.
  client.waitingSince = client.waiting === 0 ? 0 : performance.now();
};

/** pg's `query`, noting each query sent and answered (every form: callback, promise, submittable). */
const pgQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
function watchedQuery(this: WatchedClient, ...args: unknown[]): unknown {
  sent(this);
  const [first] = args;
  const last = args.at(-1);
  if (typeof last === 'function') {
    args[args.length - 1] = (error: unknown, result: unknown) => {
      answered(this);
      (last as (e: unknown, r: unknown) => void)(error, result);
    };
    return pgQuery.apply(this, args);
  }
  const submittable = first as { submit?: unknown; callback?: (e: unknown, r: unknown) => void };
  if (typeof submittable?.submit === 'function') {
    const callback = submittable.callback;
    if (callback) {
      submittable.callback = (error, result) => {
        answered(this);
        callback(error, result);
      };
    } else {
      const done = () => answered(this);
      (first as NodeJS.EventEmitter).once('end', done).once('error', done);
    }
    return pgQuery.apply(this, args);
  }
  const result = pgQuery.apply(this, args) as Promise<unknown>;
  const done = () => answered(this);
  result.then(done, done);
  return result;
}

/** The error a query gets when the server has not answered it in time (as pg's own `query_timeout`). */
export const QUERY_READ_TIMEOUT = 'Query read timeout';

export function createPool(url: string, limits: Partial<PoolLimits> = {}): pg.Pool {
  const l = { ...DEFAULT_POOL_LIMITS, ...limits };
  const clients = new Set<WatchedClient>();
  // pg-pool passes one `connectionTimeoutMillis` to both its queue and each new client; a client
  // class of our own keeps "wait for a free connection" and "open a connection" apart.
  class BoundedClient extends pg.Client {
    waiting = 0;
    waitingSince = 0;
    constructor(options: pg.ClientConfig = {}) {
      super({ ...options, connectionTimeoutMillis: l.connectTimeoutMs });
      clients.add(this);
      this.once('end', () => clients.delete(this));
    }
  }
  (BoundedClient.prototype as unknown as { query: typeof watchedQuery }).query = watchedQuery;
  const pool = new pg.Pool({
    connectionString: url,
    max: l.max,
    Client: BoundedClient,
    connectionTimeoutMillis: l.acquireTimeoutMs,
    statement_timeout: l.statementTimeoutMs,
    lock_timeout: l.lockTimeoutMs,
    idle_in_transaction_session_timeout: l.idleInTransactionTimeoutMs,
    // Notice a connection whose server vanished without closing it (a crashed host, a cut network).
    keepAlive: true,
  });
  // A server that no longer answers at all: one sweep over the connections, instead of pg's
  // `query_timeout`, which starts and clears a timer for every query. A query still unanswered
  // after queryTimeoutMs fails with QUERY_READ_TIMEOUT within a quarter of that time more (a second
  // at most), and its connection is closed: pg hands the error to every query waiting on it, the
  // pool drops it, and a transaction's ROLLBACK fails at once instead of queueing behind the stuck
  // query (with pg's time-out it waited for a second one).
  const sweep = setInterval(
    () => {
      const now = performance.now();
      for (const client of clients) {
        if (client.waitingSince === 0 || now - client.waitingSince < l.queryTimeoutMs) continue;
        clients.delete(client);
        // A connection checked out of the pool has no error listener of pg-pool's any more.
        client.on('error', () => {});
        const connection = (client as unknown as { connection?: { stream?: { destroy(e: Error): void } } })
          .connection;
        connection?.stream?.destroy(new Error(QUERY_READ_TIMEOUT));
      }
    },
    Math.min(1000, Math.max(10, Math.floor(l.queryTimeoutMs / 4))),
  );
  sweep.unref();
  const end = pool.end.bind(pool) as (...args: unknown[]) => unknown;
  pool.end = ((...args: unknown[]) => {
    clearInterval(sweep);
    return end(...args);
  }) as typeof pool.end;
  return pool;
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
  let adminUrl: string | undefined;
  if (!config.DATABASE_URL && options.joinRunningApp) {
    adminUrl = (await findRunningEmbedded(config.DATA_DIR)) ?? undefined;
    if (adminUrl) log.info('using the database of the app running on this DATA_DIR');
  }
  if (!config.DATABASE_URL && !adminUrl) {
    embedded = await startEmbeddedPostgres(config.DATA_DIR, log);
    adminUrl = embedded.url;
  }
  // The embedded database's superuser only migrates; the app connects as its own role.
  const asAdmin = adminUrl ? { adminUrl, roles: EMBEDDED_ROLES } : undefined;
  const url =
    config.DATABASE_URL ?? roleUrl(adminUrl as string, EMBEDDED_ROLES.app, EMBEDDED_ROLES.appPassword);
  const pool = createPool(url, poolLimitsFrom(config));
  // An idle client losing its server (a restart, a failover) must not crash the process.
  pool.on('error', (error) => log.warn({ err: error }, 'idle database connection failed'));
  return {
    db: createDb(pool),
    pool,
    url,
    embedded,
    migrate: () => runMigrations(pool, asAdmin),
    prepareToClose() {
      embedded?.stopSupervising();
    },
    async close() {
      await pool.end();
      await embedded?.stop();
    },
  };
}
