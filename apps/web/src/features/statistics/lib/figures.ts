import type { CategoryDistribution, MonthlyLoans, ReturnRateRow } from '@shelfwise/contract';
import { intlLocale, t } from '../../../lib/i18n/i18n.ts';
import { longMonth } from './months.ts';

type Category = CategoryDistribution['data'][number];
type MonthCount = MonthlyLoans['data'][number];

const oneDecimal = () => new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 1 });
const fixedOneDecimal = () =>
  new Intl.NumberFormat(intlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** '4.5 days', in the language shown (the server sends one decimal). */
export const formatDays = (days: number) => t('stats.days', { count: days });

/** A sentence for screen readers (and the figure caption) about Monthly Loans. */
export function monthlyLoansSummary(data: MonthCount[]): string {
  const total = data.reduce((sum, m) => sum + m.count, 0);
  if (total === 0) return t('stats.loansSummaryNone', { months: data.length });
  const busiest = data.reduce((best, m) => (m.count > best.count ? m : best));
  return t('stats.loansSummary', {
    total,
    months: data.length,
    busiest: longMonth(busiest.month),
    count: busiest.count,
  });
}

/** A category's name on screen: books without one are 'Uncategorised', in the reader's language. */
export const categoryName = (c: Category): string => c.category ?? t('stats.uncategorised');

/**
 * The most popular category: the largest one the reader made. Books without a category are never
 * called a category, however many they are.
 */
export const mostPopularCategory = (data: Category[]): Category | undefined =>
  data.find((c) => c.category !== null);

/**
 * The pie's slices: the largest categories, and the rest together as 'Other' so small slices stay
 * readable. The table under the chart lists every category.
 */
export function categorySlices(data: Category[], max = 6): { name: string; count: number }[] {
  if (data.length <= max) return data.map((c) => ({ name: categoryName(c), count: c.count }));
  const top = data.slice(0, max - 1).map((c) => ({ name: categoryName(c), count: c.count }));
  const rest = data.slice(max - 1).reduce((sum, c) => sum + c.count, 0);
  return [...top, { name: t('stats.other'), count: rest }];
}

/** A category's share of all books, to one decimal: '42.9%'. */
export function shareOf(count: number, total: number): string {
  return total === 0 ? '0%' : `${oneDecimal().format((count / total) * 100)}%`;
}

export function categorySummary(data: Category[]): string {
  const total = data.reduce((sum, c) => sum + c.count, 0);
  const [top] = data;
  if (!top) return t('stats.categorySummaryNone');
  return t('stats.categorySummary', {
    total,
    categories: data.length,
    top: categoryName(top),
    count: top.count,
    share: shareOf(top.count, total),
  });
}

/**
 * On-time share of all returns over the months given, to one decimal, or null with no returns.
 * Every return counts once, so a quiet month does not weigh as much as a busy one.
 */
export function overallReturnRate(rows: ReturnRateRow[]): number | null {
  const returns = rows.reduce((sum, r) => sum + r.totalReturns, 0);
  if (returns === 0) return null;
  // Each month's on-time count, back from its one-decimal percentage (exact below 1,000 returns a month).
  const onTime = rows.reduce((sum, r) => sum + Math.round((r.onTimePercentage * r.totalReturns) / 100), 0);
  return Math.round((onTime / returns) * 1000) / 10;
}

/** '83.3%': the overall return rate as spec §9 shows it, always with one decimal. */
export const formatRate = (rate: number) => `${fixedOneDecimal().format(rate)}%`;

export function returnRatesSummary(rows: ReturnRateRow[]): string {
  const returns = rows.reduce((sum, r) => sum + r.totalReturns, 0);
  const rate = overallReturnRate(rows);
  if (rate === null) return t('stats.returnsSummaryNone', { months: rows.length });
  return t('stats.returnsSummary', { returns, months: rows.length, rate: formatRate(rate) });
}
