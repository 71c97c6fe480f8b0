import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBook, createUser } from '../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createDb, createPool, type Database } from './client.ts';
import { books } from './schema/books.ts';
import { namedStatement } from './statement.ts';

describe('namedStatement', () => {
  let t: TestApp;
  let pool: ReturnType<typeof createPool>;
  let db: Database;
  beforeAll(async () => {
    t = await createTestApp();
    // One connection, so the statements this test prepares are all on the session it inspects.
    pool = createPool(t.databaseUrl, { max: 1 });
    db = createDb(pool);
  });
  afterAll(async () => {
    await pool.end();
    await t.close();
  });

  const titlesOf = (database: Database) =>
    namedStatement<{ title: string }>(
      database,
      database
        .select({ title: books.title })
        .from(books)
        .where(eq(books.userId, sql.placeholder('userId')))
        .orderBy(books.title)
        .limit(sql.placeholder('limit')),
    );

  it('runs with the values given, answers the rows as named, and is parsed once per connection', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    for (const title of ['Alpha', 'Beta', 'Gamma']) await createBook(t, owner, { title });
    await createBook(t, other, { title: 'Other' });

    const titles = titlesOf(db);
    expect(await titles({ userId: owner.user.id, limit: 2 })).toEqual([
      { title: 'Alpha' },
      { title: 'Beta' },
    ]);
    expect(await titles({ userId: other.user.id, limit: 10 })).toEqual([{ title: 'Other' }]);
    for (let i = 0; i < 8; i++) await titles({ userId: owner.user.id, limit: 3 });

    const prepared = await pool.query<{ name: string; calls: string }>(
      'SELECT name, generic_plans + custom_plans AS calls FROM pg_prepared_statements',
    );
    expect(prepared.rows).toHaveLength(1);
    expect(Number(prepared.rows[0]?.calls)).toBe(10);
  });

  it('gives each statement its own name, so two texts never meet under one name', async () => {
    const owner = await createUser(t);
    await createBook(t, owner, { title: 'Only' });
    const first = titlesOf(db);
    const count = namedStatement<{ n: number }>(
      db,
      db
        .select({ n: sql<number>`count(*)::int`.as('n') })
        .from(books)
        .where(eq(books.userId, sql.placeholder('userId'))),
    );
    expect(await first({ userId: owner.user.id, limit: 5 })).toEqual([{ title: 'Only' }]);
    expect(await count({ userId: owner.user.id })).toEqual([{ n: 1 }]);
    const names = (await pool.query<{ name: string }>('SELECT name FROM pg_prepared_statements')).rows;
    expect(new Set(names.map((r) => r.name)).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses to run without a value for every placeholder, before anything reaches the database', async () => {
    const titles = titlesOf(db);
    await expect(titles({ userId: 'x' })).rejects.toThrow('No value for placeholder "limit"');
  });
});
