import { describe, expect, it } from 'vitest';
import {
  categoryName,
  categorySlices,
  categorySummary,
  formatDays,
  formatRate,
  monthlyLoansSummary,
  mostPopularCategory,
  overallReturnRate,
  returnRatesSummary,
  shareOf,
} from './figures.ts';
import { longMonth, shortMonth } from './months.ts';

const row = (month: string, totalReturns: number, onTimePercentage: number) => ({
  month,
  totalReturns,
  onTimePercentage,
  latePercentage: totalReturns ? 100 - onTimePercentage : 0,
  avgDaysLate: 0,
});

describe('months', () => {
  it('names a YYYY-MM month short and long, whatever the browser’s zone', () => {
    expect(shortMonth('2025-03')).toBe('Mar');
    expect(longMonth('2025-03')).toBe('March 2025');
    expect(longMonth('2024-12')).toBe('December 2024');
  });
});

describe('overallReturnRate', () => {
  it('weights each month by its returns and ignores months without any', () => {
    // 1 of 1 on time, 1 of 3 on time, 0 of 1, 1 of 2: 3 of 7 = 42.857… → 42.9.
    const rows = [
      row('2025-01', 1, 100),
      row('2025-02', 0, 0),
      row('2025-03', 3, 33.3),
      row('2025-04', 1, 0),
      row('2025-06', 2, 50),
    ];
    expect(overallReturnRate(rows)).toBe(42.9);
    expect(formatRate(42.9)).toBe('42.9%');
    expect(formatRate(100)).toBe('100.0%');
  });

  it('is null, not 0%, when nothing was returned', () => {
    expect(overallReturnRate([row('2025-01', 0, 0)])).toBeNull();
    expect(returnRatesSummary([row('2025-01', 0, 0), row('2025-02', 0, 0)])).toBe(
      'No returns in the last 2 months.',
    );
  });

  it('sums up the returns in a sentence', () => {
    expect(returnRatesSummary([row('2025-01', 1, 100), row('2025-02', 3, 33.3)])).toBe(
      '4 returns in the last 2 months; 50.0% on time.',
    );
  });
});

describe('categories', () => {
  const data = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((category, i) => ({ category, count: 10 - i }));

  it('keeps the largest slices and folds the rest into Other', () => {
    expect(categorySlices(data, 6)).toEqual([
      { name: 'A', count: 10 },
      { name: 'B', count: 9 },
      { name: 'C', count: 8 },
      { name: 'D', count: 7 },
      { name: 'E', count: 6 },
      { name: 'Other', count: 5 + 4 + 3 },
    ]);
    expect(categorySlices(data.slice(0, 3))).toHaveLength(3);
  });

  it('gives shares and a summary', () => {
    expect(shareOf(3, 7)).toBe('42.9%');
    expect(shareOf(0, 0)).toBe('0%');
    expect(
      categorySummary([
        { category: 'Fiction', count: 3 },
        { category: 'History', count: 1 },
      ]),
    ).toBe('4 books in 2 categories; the largest is Fiction with 3 (75%).');
    expect(categorySummary([])).toBe('No books yet.');
  });

  it('calls books without a category Uncategorised, and never the most popular category', () => {
    const data = [
      { category: null, count: 7 },
      { category: 'Poetry', count: 2 },
      { category: 'General', count: 1 },
    ];
    expect(data.map(categoryName)).toEqual(['Uncategorised', 'Poetry', 'General']);
    expect(mostPopularCategory(data)).toEqual({ category: 'Poetry', count: 2 });
    expect(mostPopularCategory([{ category: null, count: 3 }])).toBeUndefined();
    expect(categorySlices(data)[0]).toEqual({ name: 'Uncategorised', count: 7 });
  });
});

describe('monthlyLoansSummary', () => {
  it('names the total and the busiest month', () => {
    expect(
      monthlyLoansSummary([
        { month: '2025-01', count: 1 },
        { month: '2025-02', count: 3 },
        { month: '2025-03', count: 2 },
      ]),
    ).toBe('6 loans in the last 3 months; the most in February 2025 (3).');
    expect(monthlyLoansSummary([{ month: '2025-01', count: 0 }])).toBe('No loans in the last 1 month.');
  });

  it('formats days', () => {
    expect(formatDays(12.6)).toBe('12.6 days');
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(0)).toBe('0 days');
  });
});
