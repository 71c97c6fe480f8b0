import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { CRONTAB } from '../wiring.ts';
import { createJobs } from './job-queue.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const log = pino({ level: 'silent' });
const waiting = async (name: string) =>
  (
    await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from graphile_worker.jobs where task_identifier = ${name}`,
    )
  ).rows[0]?.n;

describe('job queue', () => {
  it('runs each tick of a schedule once however many instances run it: the crontab, not timers', async () => {
    const ticks: string[] = [];
    const instance = () => {
      const jobs = createJobs({ db: t.db, pool: t.pool, log });
      jobs.recurring(
        'test-tick',
        '* * * * *',
        async (run) => {
          ticks.push(run.scheduledFor?.toISOString() ?? 'on demand');
        },
        { backfillMs: 60 * 60_000 },
      );
      return jobs;
    };
    // No sleeping for minutes: the schedule was known ten minutes ago and no instance ran since,
    // so the two instances that now start together each find ten missed ticks to backfill.
    await t.pool.query(
      `insert into graphile_worker._private_known_crontabs (identifier, known_since)
       values ('test-tick', date_trunc('minute', now()) - interval '10 minutes')`,
    );
    const [a, b] = [instance(), instance()];
    await Promise.all([a.start(), b.start()]);
    await a.runNow([]); // works whatever the two have not yet
    await Promise.all([a.stop(), b.stop()]);
    expect(ticks.length).toBeGreaterThanOrEqual(10);
    expect(ticks).not.toContain('on demand');
    // One job per minute, not one per instance.
    expect(new Set(ticks).size).toBe(ticks.length);
    expect(ticks.every((ts) => ts.endsWith(':00.000Z'))).toBe(true);
  });

  it('registers every recurring job of the app on the crontab when it starts, and runs one on demand', async () => {
    await t.services.jobs.start();
    await t.services.jobs.stop();
    const { rows } = await t.pool.query<{ identifier: string }>(
      'select identifier from graphile_worker._private_known_crontabs order by identifier',
    );
    expect(rows.map((r) => r.identifier)).toEqual(expect.arrayContaining(Object.keys(CRONTAB)));
    const runs: string[] = [];
    const jobs = createJobs({ db: t.db, pool: t.pool, log });
    jobs.recurring('test-sweep', '*/5 * * * *', async () => {
      runs.push('ran');
    });
    await jobs.runNow([]);
    expect(runs).toHaveLength(0);
    await jobs.runNow(['test-sweep']);
    expect(runs).toHaveLength(1);
    expect(await waiting('test-sweep')).toBe(0);
  });

  it('queues a task only when the caller’s transaction commits', async () => {
    const seen: unknown[] = [];
    const jobs = createJobs({ db: t.db, pool: t.pool, log });
    jobs.define('test-task', async (payload) => {
      seen.push(payload);
    });
    await t.db
      .transaction(async (tx) => {
        await jobs.enqueue(tx, 'test-task', { n: 1 });
        throw new Error('the change failed');
      })
      .catch(() => {});
    await t.db.transaction((tx) => jobs.enqueue(tx, 'test-task', { n: 2 }, { jobKey: 'only-one' }));
    await t.db.transaction((tx) => jobs.enqueue(tx, 'test-task', { n: 3 }, { jobKey: 'only-one' }));
    await jobs.runNow([]);
    // The rolled-back one never existed; the two with one key were one job (the later payload).
    expect(seen).toEqual([{ n: 3 }]);
    await expect(jobs.enqueue(t.db, 'unknown-task')).rejects.toThrow(/not defined/);
  });

  it('retries a failing task with backoff, up to its attempts', async () => {
    let calls = 0;
    const jobs = createJobs({ db: t.db, pool: t.pool, log });
    jobs.define(
      'test-flaky',
      async () => {
        calls++;
        throw new Error('not yet');
      },
      { maxAttempts: 2 },
    );
    await jobs.enqueue(t.db, 'test-flaky');
    await jobs.runNow([]);
    expect(calls).toBe(1);
    const [row] = (
      await t.db.execute<{ attempts: number; max_attempts: number; later: boolean; last_error: string }>(
        sql`select attempts, max_attempts, run_at > now() as later, last_error from graphile_worker.jobs where task_identifier = 'test-flaky'`,
      )
    ).rows;
    expect(row).toMatchObject({ attempts: 1, max_attempts: 2, later: true });
    expect(row?.last_error).toContain('not yet');
  });
});
