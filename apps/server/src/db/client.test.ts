import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBook, createUser } from '../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { DATABASE_TIMEOUT_MESSAGE, DATABASE_UNREACHABLE_MESSAGE } from '../http/error-handler.ts';
import { createPool } from './client.ts';

describe('the pool’s bounds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DB_LOCK_TIMEOUT_MS: '300' });
  });
  afterAll(() => t.close());

  it('sets statement, lock and idle-in-transaction time-outs on every connection', async () => {
    const pool = createPool(t.databaseUrl, {
      statementTimeoutMs: 7000,
      lockTimeoutMs: 3000,
      idleInTransactionTimeoutMs: 9000,
    });
    try {
      const show = async (name: string) => (await pool.query(`SHOW ${name}`)).rows[0][name];
      expect(await show('statement_timeout')).toBe('7s');
      expect(await show('lock_timeout')).toBe('3s');
      expect(await show('idle_in_transaction_session_timeout')).toBe('9s');
    } finally {
      await pool.end();
    }
  });

  it('answers 503 instead of waiting on a lock held elsewhere, and changes nothing', async () => {
    await expectUpdateRefusedWhileLocked(t, DATABASE_TIMEOUT_MESSAGE);
  });

  it('fails a query the server leaves unanswered, closes its connection, and the pool goes on', async () => {
    // Server-side bounds far away: only the driver's own wait can end these.
    const pool = createPool(t.databaseUrl, { queryTimeoutMs: 300, statementTimeoutMs: 20_000 });
    try {
      let started = Date.now();
      await expect(pool.query('SELECT pg_sleep(5)')).rejects.toThrow('Query read timeout');
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      expect(Date.now() - started).toBeLessThan(2000);
      expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      // Answered in time, over several sweeps: left alone.
      expect((await pool.query('SELECT pg_sleep(0.2), 2 AS two')).rows[0].two).toBe(2);
      // A connection checked out (as a transaction holds it): the same, and the pool drops it.
      const client = await pool.connect();
      started = Date.now();
      await expect(client.query('SELECT pg_sleep(5)')).rejects.toThrow('Query read timeout');
      expect(Date.now() - started).toBeLessThan(2000);
      client.release();
      expect((await pool.query('SELECT 3 AS three')).rows).toEqual([{ three: 3 }]);
      expect(pool.totalCount).toBe(1);
    } finally {
      await pool.end();
    }
  });
});

describe('a server that stops answering in the middle of a request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DB_QUERY_TIMEOUT_MS: '300', DB_LOCK_TIMEOUT_MS: '20000' });
  });
  afterAll(() => t.close());

  it('answers 503 in the error shape after DB_QUERY_TIMEOUT_MS, and changes nothing', async () => {
    // The update runs in a transaction: its ROLLBACK then finds the connection closed, and what the
    // reader is told is that the database cannot be reached.
    await expectUpdateRefusedWhileLocked(t, DATABASE_UNREACHABLE_MESSAGE);
  });
});

/**
 * A book's update while another connection holds its owner's row lock: 503 in the error shape with
 * `message` in under 3 s, and the book unchanged.
 */
async function expectUpdateRefusedWhileLocked(t: TestApp, message: string): Promise<void> {
  const owner = await createUser(t, { plan: 'basic' });
  const book = await createBook(t, owner, { title: 'Before' });
  const other = new pg.Client({ connectionString: t.databaseUrl });
  await other.connect();
  try {
    await other.query('BEGIN');
    await other.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [owner.user.id]);
    const started = Date.now();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/books/${book._id}`,
      headers: owner.headers,
      payload: { title: 'After', author: book.author, status: 'Reading' },
    });
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual({ message, code: 'SERVICE_UNAVAILABLE' });
    expect(Date.now() - started).toBeLessThan(3000);
  } finally {
    await other.query('ROLLBACK');
    await other.end();
  }
  const all = await t.app.inject({ method: 'GET', url: '/api/books/all-books', headers: owner.headers });
  expect(all.json().data[0].title).toBe('Before');
}
