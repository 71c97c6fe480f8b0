import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
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
  it('keeps one waiting copy of a recurring job however many instances tick, and runs it', async () => {
    const runs: string[] = [];
    const instances = [1, 2, 3].map((i) => {
      const jobs = createJobs({ db: t.db, pool: t.pool, log });
      jobs.every('test-sweep', 60_000, async () => {
        runs.push(`instance ${i}`);
      });
      return jobs;
    });
    // Every instance ticks before any works the queue.
    await Promise.all(instances.map((jobs) => jobs.tick()));
    expect(await waiting('test-sweep')).toBe(1);
    await instances[0]!.runNow([]);
    expect(runs).toHaveLength(1);
    expect(await waiting('test-sweep')).toBe(0);
    await instances[1]!.runNow(['test-sweep']);
    expect(runs).toHaveLength(2);
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
