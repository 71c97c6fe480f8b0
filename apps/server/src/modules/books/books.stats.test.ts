import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { NOW, type StatisticsLibrary, seedStatisticsLibrary } from '../../../test/statistics-library.ts';
import { createManualClock } from '../../platform/clock.ts';

// The data set and the reasoning behind each expected figure: test/statistics-library.ts.
describe('statistics cards and categories', () => {
  const clock = createManualClock(NOW);
  let t: TestApp;
  let lib: StatisticsLibrary;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    lib = await seedStatisticsLibrary(t, clock);
  });
  afterAll(() => t.close());

  const get = async (headers: { authorization: string }, url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('counts the cards as they stand now', async () => {
    // Books: Dune, Emma, Odd, Odes, Rome, Blank, Kafka, Misc (Gone was deleted) = 8; added in
    // June: Kafka, Misc = 2. Active loans: L6 (overdue) and L7 = 2. Borrowers: Ben, Cara, Dan (Eve
    // was deleted) = 3.
    expect(await get(lib.alice.headers, '/api/books/stats')).toEqual({
      totalBooks: 8,
      activeLoans: 2,
      totalBorrowers: 3,
      booksAddedThisMonth: 2,
    });
  });

  it('answers period=previous as things stood at the end of last month', async () => {
    // Before 1 June: Dune, Emma, Odd, Odes, Rome, Blank = 6 (Gone existed then but was deleted
    // since, and deleted books cannot be counted back). Added in May: Rome, Blank = 2. Out at the
    // end of May: L5 (returned 3 June) and L6 = 2. Borrowers then: Ben, Cara = 2 (Eve deleted).
    expect(await get(lib.alice.headers, '/api/books/stats?period=previous')).toEqual({
      totalBooks: 6,
      activeLoans: 2,
      totalBorrowers: 2,
      booksAddedThisMonth: 2,
    });
    // period=current is the same as no period.
    expect(await get(lib.alice.headers, '/api/books/stats?period=current')).toMatchObject({ totalBooks: 8 });
  });

  it('takes "this month" in the user’s timezone', async () => {
    // Carol is in UTC-8: her second book came at 2025-06-01 07:00 UTC, 23:00 on 31 May for her, so
    // it was added last month, not this one; her one loan was returned on 31 May, her time.
    expect(await get(lib.carol.headers, '/api/books/stats')).toEqual({
      totalBooks: 2,
      activeLoans: 0,
      totalBorrowers: 1,
      booksAddedThisMonth: 0,
    });
    expect(await get(lib.carol.headers, '/api/books/stats?period=previous')).toEqual({
      totalBooks: 2,
      activeLoans: 0,
      totalBorrowers: 1,
      booksAddedThisMonth: 1,
    });
  });

  it('moves with the clock: on 1 July, June becomes last month', async () => {
    clock.set('2025-07-01T00:30:00Z');
    try {
      expect(await get(lib.alice.headers, '/api/books/stats')).toMatchObject({
        totalBooks: 8,
        booksAddedThisMonth: 0,
      });
      expect(await get(lib.alice.headers, '/api/books/stats?period=previous')).toEqual({
        totalBooks: 8,
        activeLoans: 2,
        totalBorrowers: 3,
        booksAddedThisMonth: 2,
      });
      // Still 30 June, 16:30, for Carol.
      expect(await get(lib.carol.headers, '/api/books/stats?period=previous')).toMatchObject({
        booksAddedThisMonth: 1,
      });
    } finally {
      clock.set(NOW);
    }
  });

  it('counts categories largest first, ties by name, blank ones as one uncategorised row', async () => {
    // Fiction: Dune, Emma, Kafka = 3. None: Odd (none), Blank ('   ') = 2, after the reader's own
    // 'General' (Misc) = 1, which is a category like any other. History: Rome = 1. Poetry: Odes = 1.
    // Gone (Fiction) was deleted.
    expect(await get(lib.alice.headers, '/api/books/analytics/categories')).toEqual({
      data: [
        { category: 'Fiction', count: 3 },
        { category: null, count: 2 },
        { category: 'General', count: 1 },
        { category: 'History', count: 1 },
        { category: 'Poetry', count: 1 },
      ],
    });
  });

  it('never counts another user’s rows', async () => {
    // Bob: 3 books (2 Fiction, 1 Poetry), 1 borrower, 1 loan still out; nothing added in June.
    expect(await get(lib.bob.headers, '/api/books/stats')).toEqual({
      totalBooks: 3,
      activeLoans: 1,
      totalBorrowers: 1,
      booksAddedThisMonth: 0,
    });
    expect(await get(lib.bob.headers, '/api/books/analytics/categories')).toEqual({
      data: [
        { category: 'Fiction', count: 2 },
        { category: 'Poetry', count: 1 },
      ],
    });
  });

  it('answers zeros for a reader with nothing yet', async () => {
    clock.set(new Date());
    const newcomer = await createUser(t, { plan: 'premium' });
    clock.set(NOW);
    expect(await get(newcomer.headers, '/api/books/stats')).toEqual({
      totalBooks: 0,
      activeLoans: 0,
      totalBorrowers: 0,
      booksAddedThisMonth: 0,
    });
    expect(await get(newcomer.headers, '/api/books/stats?period=previous')).toMatchObject({ totalBooks: 0 });
    expect(await get(newcomer.headers, '/api/books/analytics/categories')).toEqual({ data: [] });
  });

  it('refuses an unknown period with 400 and a message naming it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/books/stats?period=lastyear',
      headers: lib.alice.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('period'),
    });
  });
});
