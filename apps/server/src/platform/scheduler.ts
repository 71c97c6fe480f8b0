import { desc, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Executor } from '../db/executor.ts';
import { jobRuns } from '../db/schema/platform.ts';
import type { Clock } from './clock.ts';

export interface Scheduler {
  /** Runs `job` every `intervalMs`, never two runs of the same job at once in this process. */
  every(name: string, intervalMs: number, job: () => Promise<void>): void;
  start(): void;
  /** Stops the timers and waits for the runs in progress. */
  stop(): Promise<void>;
}

interface Entry {
  name: string;
  intervalMs: number;
  job: () => Promise<void>;
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
}

/**
 * In-process periodic jobs. Jobs that must happen once across several instances claim their rows
 * with `FOR UPDATE SKIP LOCKED`, so every instance may run the same scheduler safely.
 */
export function createScheduler(log: Logger): Scheduler {
  const entries: Entry[] = [];
  let isStarted = false;

  const run = (entry: Entry) => {
    if (entry.running) return;
    entry.running = entry
      .job()
      .catch((error: unknown) => log.error({ err: error, job: entry.name }, 'scheduled job failed'))
      .finally(() => {
        entry.running = undefined;
      });
  };

  const arm = (entry: Entry) => {
    entry.timer = setInterval(() => run(entry), entry.intervalMs);
    entry.timer.unref();
  };

  return {
    every(name, intervalMs, job) {
      const entry: Entry = { name, intervalMs, job };
      entries.push(entry);
      if (isStarted) arm(entry);
    },
    start() {
      if (isStarted) return;
      isStarted = true;
      for (const entry of entries) arm(entry);
    },
    async stop() {
      isStarted = false;
      for (const entry of entries) clearInterval(entry.timer);
      await Promise.all(entries.map((e) => e.running));
    },
  };
}

/**
 * The last successful run of each recurring job, kept in PostgreSQL so every instance's runs count
 * and the admin overview sees them. The composition root wraps each job with `succeeded`; a job
 * queue that keeps this itself can answer `lastSuccesses` instead.
 */
export interface JobRuns {
  succeeded(name: string): Promise<void>;
  lastSuccesses(): Promise<Array<{ name: string; lastSuccessAt: Date }>>;
}

export function createJobRuns(db: Executor, clock: Clock): JobRuns {
  return {
    async succeeded(name) {
      const at = clock.now();
      await db
        .insert(jobRuns)
        .values({ name, lastSuccessAt: at })
        .onConflictDoUpdate({
          target: jobRuns.name,
          // Instances' clocks differ a little: never move the time backwards.
          set: { lastSuccessAt: sql`greatest(${jobRuns.lastSuccessAt}, excluded.last_success_at)` },
        });
    },
    lastSuccesses: () =>
      db
        .select({ name: jobRuns.name, lastSuccessAt: jobRuns.lastSuccessAt })
        .from(jobRuns)
        .orderBy(desc(jobRuns.lastSuccessAt), jobRuns.name),
  };
}
