import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBook, createUser } from '../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { DATABASE_TIMEOUT_MESSAGE } from '../http/error-handler.ts';
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
      expect(res.json()).toEqual({ message: DATABASE_TIMEOUT_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await other.query('ROLLBACK');
      await other.end();
    }
    const all = await t.app.inject({ method: 'GET', url: '/api/books/all-books', headers: owner.headers });
    expect(all.json().data[0].title).toBe('Before');
  });
});
