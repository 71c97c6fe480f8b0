import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { pgErrorOf } from './pg-error.ts';
import { DEFAULT_RETRY_POLICY, retryDelayMs, transaction, withRetry } from './transaction.ts';

const conflict = (code: string) => Object.assign(new Error(`conflict ${code}`), { code });

describe('withRetry', () => {
  it('runs again after a deadlock or a serialization failure, up to the bound, then throws it', async () => {
    let runs = 0;
    const policy = { attempts: 4, baseDelayMs: 1, maxDelayMs: 2 };
    await expect(
      withRetry(async () => {
        runs++;
        throw conflict(runs % 2 ? '40P01' : '40001');
      }, policy),
    ).rejects.toThrow(/conflict/);
    expect(runs).toBe(4);
  });

  it('never repeats any other error', async () => {
    let runs = 0;
    await expect(
      withRetry(async () => {
        runs++;
        throw conflict('23505');
      }),
    ).rejects.toThrow(/23505/);
    expect(runs).toBe(1);
  });

  it('waits a random time below a doubling bound', () => {
    const policy = DEFAULT_RETRY_POLICY;
    expect(retryDelayMs(0, policy, () => 0.999)).toBe(9);
    expect(retryDelayMs(3, policy, () => 0.999)).toBe(79);
    expect(retryDelayMs(10, policy, () => 0.999)).toBe(policy.maxDelayMs - 1);
    expect(retryDelayMs(2, policy, () => 0)).toBe(0);
  });
});

describe('transaction(db, fn) against PostgreSQL', () => {
  let t: TestApp;
  let other: pg.Client;
  beforeAll(async () => {
    t = await createTestApp();
    await t.db.execute(sql`CREATE TABLE retry_probe (id int PRIMARY KEY, n int NOT NULL)`);
    await t.db.execute(sql`INSERT INTO retry_probe VALUES (1, 0)`);
    other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
  });
  afterAll(async () => {
    await other.end();
    await t.close();
  });

  it('runs a serializable transaction again when another one changed what it read, and commits once', async () => {
    let runs = 0;
    const result = await transaction(
      t.db,
      async (tx) => {
        runs++;
        const [row] = (await tx.execute(sql`SELECT n FROM retry_probe WHERE id = 1`)).rows as { n: number }[];
        // Only the first run meets a concurrent writer, which commits between our read and our write.
        if (runs === 1) await other.query('UPDATE retry_probe SET n = n + 100 WHERE id = 1');
        await tx.execute(sql`UPDATE retry_probe SET n = ${(row?.n ?? 0) + 1} WHERE id = 1`);
        return row?.n;
      },
      { isolationLevel: 'serializable' },
    );
    expect(runs).toBe(2);
    expect(result).toBe(100);
    const { rows } = await other.query('SELECT n FROM retry_probe WHERE id = 1');
    expect(rows[0].n).toBe(101);
  });

  it('gives a plain db.transaction the same conflict as an error (what the helper saves services from)', async () => {
    await other.query('UPDATE retry_probe SET n = 0 WHERE id = 1');
    const error = await t.db
      .transaction(
        async (tx) => {
          await tx.execute(sql`SELECT n FROM retry_probe WHERE id = 1`);
          await other.query('UPDATE retry_probe SET n = n + 1 WHERE id = 1');
          await tx.execute(sql`UPDATE retry_probe SET n = 5 WHERE id = 1`);
        },
        { isolationLevel: 'serializable' },
      )
      .catch((e: unknown) => e);
    expect(pgErrorOf(error)?.code).toBe('40001');
  });
});
