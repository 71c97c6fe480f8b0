import { desc, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor.ts';
import { jobRuns } from '../db/schema/platform.ts';
import type { Clock } from '../platform/clock.ts';

/**
 * The last successful run of each recurring job, kept in PostgreSQL so every instance's runs count
 * and the admin overview sees them. The composition root wraps each recurring job with `succeeded`.
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
