import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from 'pino';
import { type Config, DATABASE_LIMIT_DEFAULTS } from '../config.ts';
import { currentDatabaseDeadline } from './deadline.ts';
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
  /** The embedded database's superuser (backups and restores run as it); undefined with DATABASE_URL. */
  adminUrl?: string;
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

/**
 * A query sent and not yet answered. A client sends its queries one at a time, in order: the first
 * of its list is the one on the wire, and its clock starts when it gets there.
 */
interface Waiting {
  /** The deadline of the request it was sent for (`performance.now()`), or Infinity for background work. */
  readonly requestDeadline: number;
  /** When it became the query on the wire; 0 while queued behind another. */
  startedAt: number;
  /** Given up by the sweep: its error is the time-out, whatever the closed connection said. */
  expired: boolean;
}

/** The error a query gets when the server has not answered it in time (as pg's own `query_timeout`). */
export const QUERY_READ_TIMEOUT = 'Query read timeout';

/**
 * Even a request that has used up its deadline (long work of its own before this query) lets each
 * query wait this long, so a slow but healthy database is not taken for a dead one.
 */
export const MIN_QUERY_WAIT_MS = 1000;

/** How often the pool looks for queries waiting past their deadline, at most. */
const SWEEP_MS = 100;

/** The error a query gets for `error` when the sweep gave it up: the time-out, with the cause kept. */
const timedOut = (error: unknown) => Object.assign(new Error(QUERY_READ_TIMEOUT), { cause: error });

export function createPool(url: string, limits: Partial<PoolLimits> = {}): pg.Pool {
  const l = { ...DEFAULT_POOL_LIMITS, ...limits };
  const clients = new Set<BoundedClient>();
  let sweep: NodeJS.Timeout | undefined;

  /**
   * pg-pool passes one `connectionTimeoutMillis` to both its queue and each new client; a client
   * class of our own keeps "wait for a free connection" and "open a connection" apart, and notes
   * each query it sends and each answer, through pg's public `query` (every form: callback, promise,
   * submittable), so the sweep below can tell a query that waits too long.
   */
  class BoundedClient extends pg.Client {
    readonly waiting: Waiting[] = [];
    constructor(options: pg.ClientConfig = {}) {
      super({ ...options, connectionTimeoutMillis: l.connectTimeoutMs });
      watch(this);
      this.once('end', () => unwatch(this));
    }

    /** The deadline of the query on the wire, or 0 when none is waiting. */
    deadline(): number {
      const head = this.waiting[0];
      if (!head) return 0;
      const byOwnWait = head.startedAt + l.queryTimeoutMs;
      if (head.requestDeadline === Number.POSITIVE_INFINITY) return byOwnWait;
      return Math.min(byOwnWait, Math.max(head.requestDeadline, head.startedAt + MIN_QUERY_WAIT_MS));
    }

    /** Closes the connection under every query waiting now; each fails with QUERY_READ_TIMEOUT. */
    giveUp(): void {
      for (const query of this.waiting) query.expired = true;
      unwatch(this);
      // Checked out of the pool, a client has no error listener of pg-pool's any more.
      this.on('error', () => {});
      // With a query unanswered, pg's `end` closes the socket at once instead of saying goodbye.
      this.end().catch(() => {});
    }
  }

  const sent = (client: BoundedClient): Waiting => {
    const query: Waiting = {
      requestDeadline: currentDatabaseDeadline() ?? Number.POSITIVE_INFINITY,
      startedAt: client.waiting.length === 0 ? performance.now() : 0,
      expired: false,
    };
    client.waiting.push(query);
    return query;
  };
  const answered = (client: BoundedClient, query: Waiting, error: unknown): unknown => {
    const at = client.waiting.indexOf(query);
    if (at >= 0) client.waiting.splice(at, 1);
    // The next query in its queue is sent now.
    const next = client.waiting[0];
    if (next && next.startedAt === 0) next.startedAt = performance.now();
    return error && query.expired ? timedOut(error) : error;
  };

  const pgQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  Object.defineProperty(BoundedClient.prototype, 'query', {
    value: function watchedQuery(this: BoundedClient, ...args: unknown[]): unknown {
      const query = sent(this);
      const [first] = args;
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = (error: unknown, result: unknown) =>
          (last as (e: unknown, r: unknown) => void)(answered(this, query, error), result);
        return pgQuery.apply(this, args);
      }
      const submittable = first as { submit?: unknown; callback?: (e: unknown, r: unknown) => void };
      if (typeof submittable?.submit === 'function') {
        const callback = submittable.callback;
        if (callback) {
          submittable.callback = (error, result) => callback(answered(this, query, error), result);
        } else {
          const done = () => answered(this, query, null);
          (first as NodeJS.EventEmitter).once('end', done).once('error', done);
        }
        return pgQuery.apply(this, args);
      }
      return (pgQuery.apply(this, args) as Promise<unknown>).then(
        (result) => {
          answered(this, query, null);
          return result;
        },
        (error: unknown) => {
          throw answered(this, query, error);
        },
      );
    },
  });

  // A server that no longer answers at all: one sweep over the connections (decision 0018), instead
  // of pg's `query_timeout`, which starts and clears a timer for every query and leaves the
  // connection busy with the unanswered query. A query still unanswered at its deadline fails with
  // QUERY_READ_TIMEOUT within SWEEP_MS more, and its connection is closed: the pool drops it, and a
  // transaction's ROLLBACK fails at once instead of queueing behind the stuck query. The sweep runs
  // only while the pool has connections.
  function watch(client: BoundedClient) {
    clients.add(client);
    sweep ??= setInterval(
      () => {
        const now = performance.now();
        for (const each of clients) {
          const deadline = each.deadline();
          if (deadline !== 0 && now >= deadline) each.giveUp();
        }
      },
      Math.min(SWEEP_MS, Math.max(10, Math.floor(l.queryTimeoutMs / 4))),
    );
    sweep.unref();
  }
  function unwatch(client: BoundedClient) {
    clients.delete(client);
    if (clients.size === 0 && sweep) {
      clearInterval(sweep);
      sweep = undefined;
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
    // Notice a connection whose server vanished without closing it (a crashed host, a cut network)
    // within seconds, not the system's two hours.
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_INITIAL_DELAY_MS,
  });
}

/** Idle connections are probed by TCP keep-alive after this long without traffic. */
export const KEEP_ALIVE_INITIAL_DELAY_MS = 10_000;

export function createDb(pool: pg.Pool): Database {
  return drizzle(pool, { schema, casing: 'snake_case' });
}

const onConnection = new WeakMap<pg.PoolClient, Database>();

/**
 * drizzle over one connection checked out of the pool, made once per connection (the pool keeps its
 * connections for long; drizzle reads the schema's relations when it is made). db/transaction.ts
 * runs each transaction on one, so that the connection goes back to the pool whatever happens.
 */
export function databaseOn(client: pg.PoolClient): Database {
  let db = onConnection.get(client);
  if (!db) {
    db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Database;
    onConnection.set(client, db);
  }
  return db;
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
    adminUrl,
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
