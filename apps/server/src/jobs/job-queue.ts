import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import {
  type CronItem,
  Logger as GraphileLogger,
  type LogLevel,
  parseCronItems,
  type Runner,
  run,
  runOnce,
  type TaskList,
  type WorkerEvents,
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

/** What a recurring job's handler is told: the minute its schedule fired (absent when run on demand). */
export interface RecurringRun {
  scheduledFor?: Date;
}

export interface RecurringOptions {
  /**
   * After a time with no instance running, one run for each tick missed in the last `backfillMs`
   * (graphile-worker's `backfillPeriod`, counted from when the schedule was first known). 0: none.
   */
  backfillMs?: number;
}

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
   * A recurring job on graphile-worker's crontab: `schedule` is a cron pattern in UTC (minute hour
   * day month weekday, e.g. `*\/15 * * * *`), the job's name is its identifier. However many
   * instances run, each tick is one job (graphile-worker's `known_crontabs` row for the identifier
   * is the lock), on a queue of the job's own name, so runs of one job never overlap.
   */
  recurring(
    name: string,
    schedule: string,
    handler: (run: RecurringRun) => Promise<void>,
    options?: RecurringOptions,
  ): void;
  /** Queues a task in the caller's transaction: it exists exactly when the change commits. */
  enqueue(executor: Executor, name: string, payload?: unknown, options?: EnqueueOptions): Promise<void>;
  /**
   * Starts the worker with the crontab (main.ts, unless SCHEDULER=off); resolves once the crontab
   * is registered and missed ticks are backfilled.
   */
  start(): Promise<void>;
  /** Stops the crontab, lets the jobs in progress finish, stops the worker. */
  stop(): Promise<void>;
  /**
   * Adds the named recurring jobs (default: all) as their schedule would, and works the queue until
   * nothing runnable is left: tests move the clock and call this instead of waiting for a minute.
   */
  runNow(names?: string[]): Promise<void>;
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

/** The minute a cron job was scheduled for, from graphile-worker's `_cron` payload. */
function scheduledFor(payload: unknown): Date | undefined {
  const ts = (payload as { _cron?: { ts?: unknown } } | null)?._cron?.ts;
  return typeof ts === 'string' ? new Date(ts) : undefined;
}

export function createJobs(deps: { db: Database; pool: pg.Pool; log: Logger; concurrency?: number }): Jobs {
  const log = deps.log.child({ component: 'jobs' });
  const taskList: TaskList = {};
  const maxAttempts = new Map<string, number>();
  const cronItems: CronItem[] = [];
  let runner: Runner | null = null;
  let isStarted = false;
  const logger = graphileLogger(log);

  const addJob = async (
    executor: Executor,
    name: string,
    payload: unknown,
    options: EnqueueOptions & { queueName?: string },
  ) => {
    const attempts = options.maxAttempts ?? maxAttempts.get(name) ?? null;
    const query = sql`select graphile_worker.add_job(
      ${name}, ${JSON.stringify(payload ?? {})}::json,
      queue_name => ${options.queueName ?? null}::text,
      run_at => ${options.runAt ?? null}::timestamptz,
      max_attempts => ${attempts}::int,
      job_key => ${options.jobKey ?? null}::text,
      job_key_mode => 'preserve_run_at')`;
    await executor.execute(query);
  };

  const options = () => ({
    pgPool: deps.pool,
    taskList,
    logger,
    concurrency: deps.concurrency ?? 2,
    noHandleSignals: true,
    pollInterval: 2000,
    // Our schedules, never a `crontab` file from the working directory.
    parsedCronItems: parseCronItems(cronItems),
  });

  return {
    define(name, handler, opts = {}) {
      if (taskList[name]) throw new Error(`job ${name} is defined twice`);
      taskList[name] = async (payload) => handler(payload);
      if (opts.maxAttempts) maxAttempts.set(name, opts.maxAttempts);
    },
    recurring(name, schedule, handler, opts = {}) {
      this.define(name, (payload) => handler({ scheduledFor: scheduledFor(payload) }), {
        maxAttempts: RECURRING_MAX_ATTEMPTS,
      });
      cronItems.push({
        task: name,
        identifier: name,
        match: schedule,
        options: {
          backfillPeriod: opts.backfillMs ?? 0,
          maxAttempts: RECURRING_MAX_ATTEMPTS,
          queueName: name,
        },
      });
    },
    async enqueue(executor, name, payload, opts = {}) {
      if (!taskList[name]) throw new Error(`job ${name} is not defined`);
      await addJob(executor, name, payload, opts);
    },
    async start() {
      if (isStarted) return;
      isStarted = true;
      const events = new EventEmitter() as WorkerEvents;
      const cronStarted = new Promise<void>((resolve) => events.once('cron:started', () => resolve()));
      runner = await run({ ...options(), events });
      if (cronItems.length > 0) {
        // The cron registers its identifiers and backfills before it reports started; a failure
        // ends the runner's promise instead.
        await Promise.race([cronStarted, runner.promise]);
      }
    },
    async stop() {
      isStarted = false;
      const current = runner;
      runner = null;
      await current?.stop();
    },
    async runNow(names) {
      for (const item of cronItems) {
        if (!names || names.includes(item.task)) {
          await addJob(deps.db, item.task, {}, { queueName: item.task, maxAttempts: RECURRING_MAX_ATTEMPTS });
        }
      }
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
