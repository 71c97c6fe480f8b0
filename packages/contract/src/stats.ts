import { z } from 'zod';

/**
 * Statistics (spec §2 Statistics, §3 Stats and Return-rate row, §7 `/api/books/stats` and the
 * analytics calls). Every figure is the caller's own, computed on the server, with months taken in
 * the user's timezone setting.
 */

/** Monthly Loans and Return Rate Trends cover this many months, the current one last (spec §9). */
export const STATS_MONTHS = 12;

/** A calendar month in the user's timezone, `YYYY-MM`. */
const monthSchema = z.string().regex(/^\d{4}-\d{2}$/);
const count = z.number().int().min(0);
const percentage = z.number().min(0).max(100);

/** `?period=previous`: the same four figures as they stood at the end of last month. */
export const statsPeriods = ['current', 'previous'] as const;
export type StatsPeriod = (typeof statsPeriods)[number];

export const statsQuerySchema = z.object({
  period: z.enum(statsPeriods, "period must be 'previous', or left out for now").optional(),
});
export type StatsQuery = z.infer<typeof statsQuerySchema>;

/** GET /api/books/stats (spec §3 Stats). */
export const bookStatsSchema = z.object({
  totalBooks: count,
  /** Loans not yet returned (overdue ones included). */
  activeLoans: count,
  totalBorrowers: count,
  booksAddedThisMonth: count,
});
export type BookStats = z.infer<typeof bookStatsSchema>;

/** One month of GET /api/borrow/analytics/return-rates (spec §3 Return-rate row). */
export const returnRateRowSchema = z.object({
  month: monthSchema,
  /** Returns on or before their due day, as a percentage of the month's returns (one decimal); 0 with none. */
  onTimePercentage: percentage,
  /** 100 minus onTimePercentage when the month had returns; 0 with none. */
  latePercentage: percentage,
  totalReturns: count,
  /** Average days past the due day of the month's late returns (one decimal); 0 with none. */
  avgDaysLate: z.number().min(0),
});
export type ReturnRateRow = z.infer<typeof returnRateRowSchema>;

export const returnRatesSchema = z.object({ data: z.array(returnRateRowSchema) });
export type ReturnRates = z.infer<typeof returnRatesSchema>;

/** GET /api/borrow/analytics/average-loan-duration: over returned loans, days to one decimal; 0 with none. */
export const averageLoanDurationSchema = z.object({ averageDurationDays: z.number().min(0) });
export type AverageLoanDuration = z.infer<typeof averageLoanDurationSchema>;

/** GET /api/borrow/analytics/overdue-count: loans not returned whose due day has passed. */
export const overdueCountSchema = z.object({ overdueBooksCount: count });
export type OverdueCount = z.infer<typeof overdueCountSchema>;

/** GET /api/borrow/analytics/monthly-loans: loans begun per month, oldest first, empty months included. */
export const monthlyLoansSchema = z.object({
  data: z.array(z.object({ month: monthSchema, count })),
});
export type MonthlyLoans = z.infer<typeof monthlyLoansSchema>;

/**
 * GET /api/books/analytics/categories: books per category, largest first (ties by name). Books
 * without a category are one row with `category: null`, last among equals: the screens call it
 * 'Uncategorised' in the reader's language, and it is never a category the reader did not create.
 */
export const categoryDistributionSchema = z.object({
  data: z.array(z.object({ category: z.string().nullable(), count })),
});
export type CategoryDistribution = z.infer<typeof categoryDistributionSchema>;

/** GET /api/borrowers/analytics/active-count: borrowers holding at least one unreturned loan. */
export const activeBorrowersCountSchema = z.object({ activeBorrowersCount: count });
export type ActiveBorrowersCount = z.infer<typeof activeBorrowersCountSchema>;
