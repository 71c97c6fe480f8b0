import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBook, createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

/**
 * A deadlock made on purpose: another session holds the book and then asks for the user while the
 * edit holds the user and waits for the book. PostgreSQL breaks it by aborting the edit (its wait
 * began first, and the other session's deadlock_timeout is set longer), exactly what happens when
 * two requests lock in opposite orders. The edit must be run again, not answered with a 500.
 */
describe('a book edit that PostgreSQL picks as a deadlock victim', () => {
  let t: TestApp;
  let other: pg.Client;
  beforeAll(async () => {
    t = await createTestApp();
    other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    await other.query("SET deadlock_timeout = '20s'");
  });
  afterAll(async () => {
    await other.end();
    await t.close();
  });

  /** Until a session other than ours waits for a lock in this database. */
  async function someoneWaitsForALock(): Promise<void> {
    for (let i = 0; i < 500; i++) {
      const { rows } = await other.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'`,
      );
      if (rows[0].n > 0) return;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error('the request never waited for the lock');
  }

  it('is run again and answers 200 with the edit applied', async () => {
    const owner = await createUser(t, { plan: 'basic' });
    const book = await createBook(t, owner, { title: 'Before' });

    await other.query('BEGIN');
    await other.query('SELECT 1 FROM books WHERE id = $1 FOR UPDATE', [book._id]);
    const edit = t.app.inject({
      method: 'PUT',
      url: `/api/books/${book._id}`,
      headers: owner.headers,
      payload: { title: 'After', author: book.author, status: 'Reading' },
    });
    await someoneWaitsForALock();
    // Now close the cycle: this waits for the edit's user lock, and the edit is aborted as the victim.
    await other.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [owner.user.id]);
    await other.query('COMMIT');

    const res = await edit;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'After', status: 'Available', readingStatus: 'reading' });
  });
});
