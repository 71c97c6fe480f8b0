import { sql } from 'drizzle-orm';
import {
  Logger as GraphileLogger,
  type LogLevel,
  type Runner,
  run,
  runOnce,
  type TaskList,
} from 'graphile-worker';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { Executor } from '../db/executor.ts';

/**
 * The app's PostgreSQL job queue, on graphile-worker (docs/decisions/0007-job-queue.md). Its tables
 * live in the `graphile_worker` schema, created by `runMigrations` (db/migrate.ts) under the same
 * advisory lock as ours, so the test template and every instance have them before a job runs.
 */

export type JobHandler = (payload: unknown) => Promise<void>;

export interface EnqueueOptions {
  /** At most one waiting job per key (graphile-worker job_key): the later add replaces the payload. */
  jobKey?: string;
  runAt?: Date;
  /** Tries before the job is left failed; retries wait exponentially longer (graphile-worker). */
  maxAttempts?: number;
}

export interface Jobs {
  /** A task other code may enqueue by name (its handler must be safe to run again: retries). */
  define(name: string, handler: JobHandler, options?: { maxAttempts?: number }): void;
  /**
   * A recurring job: every `intervalMs` each running instance adds it under the job key
   * `recurring:<name>`, so however many instances tick, one waits at a time; one of them runs it.
   */
  every(name: string, intervalMs: number, handler: () => Promise<void>): void;
  /** Queues a task in the caller's transaction: it exists exactly when the change commits. */
  enqueue(executor: Executor, name: string, payload?: unknown, options?: EnqueueOptions): Promise<void>;
  /** Starts the worker and the ticks of the recurring jobs (main.ts, unless SCHEDULER=off). */
  start(): Promise<void>;
  /** Stops ticking, lets the jobs in progress finish, stops the worker. */
  stop(): Promise<void>;
  /** Adds the named recurring jobs (default: all) now, as each instance's timer does. */
  tick(names?: string[]): Promise<void>;
  /**
   * Adds the named recurring jobs (default: all) and works the queue until nothing runnable is left.
   * What a tick does, on demand: tests move the clock and call this instead of waiting.
   */
  runNow(names?: string[]): Promise<void>;
}

interface Recurring {
  name: string;
  intervalMs: number;
  timer?: NodeJS.Timeout;
}

const RECURRING_MAX_ATTEMPTS = 3;

function graphileLogger(log: Logger): GraphileLogger {
  const levels: Record<LogLevel, 'error' | 'warn' | 'info' | 'debug'> = {
    error: 'error',
    warning: 'warn',
    info: 'debug', // graphile-worker reports every completed job at info
    debug: 'debug',
  };
  return new GraphileLogger(() => (level, message, meta) => log[levels[level]](meta ?? {}, message));
}

export function createJobs(deps: { db: Database; pool: pg.Pool; log: Logger; concurrency?: number }): Jobs {
  const log = deps.log.child({ component: 'jobs' });
  const taskList: TaskList = {};
  const maxAttempts = new Map<string, number>();
  const recurring: Recurring[] = [];
  let runner: Runner | null = null;
  let isStarted = false;
  const logger = graphileLogger(log);

  const addJob = async (executor: Executor, name: string, payload: unknown, options: EnqueueOptions) => {
    const attempts = options.maxAttempts ?? maxAttempts.get(name) ?? null;
    const query = sql`select graphile_worker.add_job(
      ${name}, ${JSON.stringify(payload ?? {})}::json,
      queue_name => ${options.jobKey?.startsWith('recurring:') ? name : null}::text,
      run_at => ${options.runAt ?? null}::timestamptz,
      max_attempts => ${attempts}::int,
      job_key => ${options.jobKey ?? null}::text,
      job_key_mode => 'preserve_run_at')`;
    await executor.execute(query);
  };

  const tick = (entry: Recurring) =>
    addJob(
      deps.db,
      entry.name,
      {},
      { jobKey: `recurring:${entry.name}`, maxAttempts: RECURRING_MAX_ATTEMPTS },
    );

  const options = () => ({
    pgPool: deps.pool,
    taskList,
    logger,
    concurrency: deps.concurrency ?? 2,
    noHandleSignals: true,
    pollInterval: 2000,
    crontab: '',
  });

  return {
    define(name, handler, opts = {}) {
      if (taskList[name]) throw new Error(`job ${name} is defined twice`);
      taskList[name] = async (payload) => handler(payload);
      if (opts.maxAttempts) maxAttempts.set(name, opts.maxAttempts);
    },
    every(name, intervalMs, handler) {
      this.define(name, () => handler(), { maxAttempts: RECURRING_MAX_ATTEMPTS });
      const entry: Recurring = { name, intervalMs };
      recurring.push(entry);
    },
    async enqueue(executor, name, payload, opts = {}) {
      if (!taskList[name]) throw new Error(`job ${name} is not defined`);
      await addJob(executor, name, payload, opts);
    },
    async start() {
      if (isStarted) return;
      isStarted = true;
      runner = await run(options());
      for (const entry of recurring) {
        const fire = () =>
          void tick(entry).catch((error: unknown) =>
            log.warn({ err: error, job: entry.name }, 'could not add a recurring job'),
          );
        fire(); // at start-up too: a restart does not wait a whole interval
        entry.timer = setInterval(fire, entry.intervalMs);
        entry.timer.unref();
      }
    },
    async stop() {
      isStarted = false;
      for (const entry of recurring) clearInterval(entry.timer);
      const current = runner;
      runner = null;
      await current?.stop();
    },
    async tick(names) {
      for (const entry of recurring) {
        if (!names || names.includes(entry.name)) await tick(entry);
      }
    },
    async runNow(names) {
      await this.tick(names);
      await runOnce(options());
    },
  };
}

/**
 * The queue at a glance, for /metrics: jobs ready to run at `now` that no worker holds, and how
 * long the oldest of them has waited (through graphile-worker's public `jobs` view).
 */
export async function jobQueueStats(
  db: Executor,
  now: Date,
): Promise<{ ready: number; oldestReadySeconds: number }> {
  const { rows } = await db.execute<{ ready: number; oldest: string | null }>(sql`
    select count(*)::int as ready, min(run_at) as oldest
    from graphile_worker.jobs
    where locked_at is null and run_at <= ${now.toISOString()}::timestamptz and attempts < max_attempts`);
  const oldest = rows[0]?.oldest ? new Date(rows[0].oldest).getTime() : null;
  return {
    ready: rows[0]?.ready ?? 0,
    oldestReadySeconds: oldest === null ? 0 : Math.max(0, (now.getTime() - oldest) / 1000),
  };
}
