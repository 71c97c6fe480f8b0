import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { NOW, type StatisticsLibrary, seedStatisticsLibrary } from '../../../test/statistics-library.ts';
import { createManualClock } from '../../platform/clock.ts';

// The data set and the reasoning behind each expected figure: test/statistics-library.ts.
const WINDOW = [
  '2024-07',
  '2024-08',
  '2024-09',
  '2024-10',
  '2024-11',
  '2024-12',
  '2025-01',
  '2025-02',
  '2025-03',
  '2025-04',
  '2025-05',
  '2025-06',
];

/** The 12 months of the window with the given figures, zeros elsewhere. */
const months = <T extends object>(zero: T, given: Record<string, Partial<T>>) =>
  WINDOW.map((month) => ({ month, ...zero, ...given[month] }));

const noReturns = { onTimePercentage: 0, latePercentage: 0, totalReturns: 0, avgDaysLate: 0 };

describe('lending analytics', () => {
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

  it('counts loans begun per month over 12 months, oldest first, empty months as 0', async () => {
    // January: L1. March: L2, L3, L9. April: L4. May: L5, L6. June: L7, L8. L0 (June 2024) is
    // before the window.
    expect(await get(lib.alice.headers, '/api/borrow/analytics/monthly-loans')).toEqual({
      data: months(
        { count: 0 },
        {
          '2025-01': { count: 1 },
          '2025-03': { count: 3 },
          '2025-04': { count: 1 },
          '2025-05': { count: 2 },
          '2025-06': { count: 2 },
        },
      ),
    });
  });

  it('shares each month’s returns between on time and late, with the average days late', async () => {
    // January: L1 on its due day (on time) → 100 / 0.
    // March: L3 on time, L2 3 days late, L9 4 days late → 1 of 3 on time: 33.3 / 66.7, late average 3.5.
    // April: L4 7 days late → 0 / 100, 7.
    // June: L8 on its due day, L5 18 days late → 50 / 50, 18.
    // L0 (returned June 2024) is before the window; L6 and L7 are not returned.
    expect(await get(lib.alice.headers, '/api/borrow/analytics/return-rates')).toEqual({
      data: months(noReturns, {
        '2025-01': { onTimePercentage: 100, latePercentage: 0, totalReturns: 1, avgDaysLate: 0 },
        '2025-03': { onTimePercentage: 33.3, latePercentage: 66.7, totalReturns: 3, avgDaysLate: 3.5 },
        '2025-04': { onTimePercentage: 0, latePercentage: 100, totalReturns: 1, avgDaysLate: 7 },
        '2025-06': { onTimePercentage: 50, latePercentage: 50, totalReturns: 2, avgDaysLate: 18 },
      }),
    });
  });

  it('averages the duration of every returned loan, to one decimal', async () => {
    // L0 10 + L1 14 + L2 10 + L3 10 + L9 9 + L4 14 + L5 32 + L8 2 = 101 days over 8 loans = 12.625.
    expect(await get(lib.alice.headers, '/api/borrow/analytics/average-loan-duration')).toEqual({
      averageDurationDays: 12.6,
    });
  });

  it('counts loans out past their due day, and the borrowers holding books', async () => {
    // L6 was due 1 June and is still out; L7 is due 30 June.
    expect(await get(lib.alice.headers, '/api/borrow/analytics/overdue-count')).toEqual({
      overdueBooksCount: 1,
    });
    // Cara holds L6, Dan holds L7; Ben returned everything.
    expect(await get(lib.alice.headers, '/api/borrowers/analytics/active-count')).toEqual({
      activeBorrowersCount: 2,
    });
  });

  it('takes the months and days of a user in UTC-8 in their own time', async () => {
    // Carol's loan began 2025-05-01 07:30 UTC: 23:30 on 30 April for her, so it counts in April.
    expect(await get(lib.carol.headers, '/api/borrow/analytics/monthly-loans')).toEqual({
      data: months({ count: 0 }, { '2025-04': { count: 1 } }),
    });
    // Returned 2025-06-01 07:30 UTC, 23:30 on 31 May for her: in May, on its due day, so on time
    // (in UTC it would be a June return, a day late).
    expect(await get(lib.carol.headers, '/api/borrow/analytics/return-rates')).toEqual({
      data: months(noReturns, {
        '2025-05': { onTimePercentage: 100, latePercentage: 0, totalReturns: 1, avgDaysLate: 0 },
      }),
    });
    // 31 days to the minute.
    expect(await get(lib.carol.headers, '/api/borrow/analytics/average-loan-duration')).toEqual({
      averageDurationDays: 31,
    });
  });

  it('takes "overdue" from the user’s today', async () => {
    // Alice's L7 is due 30 June. At 2025-07-01 03:00 UTC it is 1 July for Alice (UTC): overdue.
    clock.set('2025-07-01T03:00:00Z');
    try {
      expect(await get(lib.alice.headers, '/api/borrow/analytics/overdue-count')).toEqual({
        overdueBooksCount: 2,
      });
      // Bob's loan, due 12 May, is overdue for him too: one, his own.
      expect(await get(lib.bob.headers, '/api/borrow/analytics/overdue-count')).toEqual({
        overdueBooksCount: 1,
      });
    } finally {
      clock.set(NOW);
    }
  });

  it('never counts another user’s loans', async () => {
    // Bob: lent in March (returned 20 days late) and May (still out).
    const bob = lib.bob.headers;
    expect(await get(bob, '/api/borrow/analytics/monthly-loans')).toEqual({
      data: months({ count: 0 }, { '2025-03': { count: 1 }, '2025-05': { count: 1 } }),
    });
    expect(await get(bob, '/api/borrow/analytics/return-rates')).toEqual({
      data: months(noReturns, {
        '2025-03': { onTimePercentage: 0, latePercentage: 100, totalReturns: 1, avgDaysLate: 20 },
      }),
    });
    expect(await get(bob, '/api/borrow/analytics/average-loan-duration')).toEqual({
      averageDurationDays: 21,
    });
    expect(await get(bob, '/api/borrowers/analytics/active-count')).toEqual({ activeBorrowersCount: 1 });
  });

  it('answers zeros, and 12 empty months, for a reader with no loans', async () => {
    clock.set(new Date());
    const newcomer = (await createUser(t, { plan: 'premium', timezone: 'UTC' })).headers;
    clock.set(NOW);
    expect(await get(newcomer, '/api/borrow/analytics/monthly-loans')).toEqual({
      data: months({ count: 0 }, {}),
    });
    expect(await get(newcomer, '/api/borrow/analytics/return-rates')).toEqual({
      data: months(noReturns, {}),
    });
    expect(await get(newcomer, '/api/borrow/analytics/average-loan-duration')).toEqual({
      averageDurationDays: 0,
    });
    expect(await get(newcomer, '/api/borrow/analytics/overdue-count')).toEqual({ overdueBooksCount: 0 });
    expect(await get(newcomer, '/api/borrowers/analytics/active-count')).toEqual({
      activeBorrowersCount: 0,
    });
  });
});
