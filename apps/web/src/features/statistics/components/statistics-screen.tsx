import { type CategoryDistribution, type PlanId, plans } from '@shelfwise/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { LoadingScreen, Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useActiveBorrowersCount } from '../api/get-active-borrowers-count.ts';
import { useAverageLoanDuration } from '../api/get-average-loan-duration.ts';
import { useBookStats } from '../api/get-book-stats.ts';
import { useCategoryDistribution } from '../api/get-category-distribution.ts';
import { useMonthlyLoans } from '../api/get-monthly-loans.ts';
import { useOverdueCount } from '../api/get-overdue-count.ts';
import { useReturnRates } from '../api/get-return-rates.ts';
import { statsErrorFallback } from '../api/query-keys.ts';
import {
  categoryName,
  categorySummary,
  monthlyLoansSummary,
  returnRatesSummary,
  shareOf,
} from '../lib/figures.ts';
import { longMonth } from '../lib/months.ts';
import { ChartCard, ChartEmpty, DataTable } from './chart-card.tsx';
import { LoadError } from './load-error.tsx';
import { QuickStats } from './quick-stats.tsx';
import { StatCards } from './stat-cards.tsx';
import { UpgradePrompt } from './upgrade-prompt.tsx';

// The chart library comes with the charts, so a free reader (cards only) never downloads it.
const MonthlyLoansChart = lazy(() => import('./charts.tsx').then((m) => ({ default: m.MonthlyLoansChart })));
const CategoryChart = lazy(() => import('./charts.tsx').then((m) => ({ default: m.CategoryChart })));
const ReturnRateChart = lazy(() => import('./charts.tsx').then((m) => ({ default: m.ReturnRateChart })));

function ChartFallback() {
  const t = useT();
  return (
    <div className="flex h-56 items-center justify-center">
      <Spinner label={t('stats.loadingChart')} className="h-6 w-6 text-brand-600 dark:text-indigo-300" />
    </div>
  );
}
const chartFallback = <ChartFallback />;

function LibraryLink() {
  const t = useT();
  return (
    <Link
      to="/dashboard/collection"
      className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-indigo-300"
    >
      {t('stats.goToLibrary')}
    </Link>
  );
}
const libraryLink = <LibraryLink />;

/**
 * The Statistics page (spec §2): the four cards for everyone; Monthly Loans and Category
 * Distribution from the Basic plan; Return Rate Trends and Quick Stats on Premium. The server
 * enforces the same gate; this only avoids asking for what the plan does not include.
 */
export function StatisticsScreen({ plan }: { plan: PlanId }) {
  const t = useT();
  const { canViewReadingInsights: insights, canViewAdvancedAnalytics: advanced } = plans[plan];
  const current = useBookStats('current');
  const previous = useBookStats('previous');
  const monthly = useMonthlyLoans(insights);
  const categories = useCategoryDistribution(insights);
  const returnRates = useReturnRates(advanced);
  const duration = useAverageLoanDuration(advanced);
  const overdue = useOverdueCount(advanced);
  const activeBorrowers = useActiveBorrowersCount(advanced);

  const used: UseQueryResult[] = [current, previous];
  if (insights) used.push(monthly, categories);
  if (advanced) used.push(returnRates, duration, overdue, activeBorrowers);
  const failed = used.filter((q) => q.isError);

  let body: React.ReactNode;
  if (failed.length > 0) {
    body = (
      <LoadError
        message={failed[0]?.error?.message || statsErrorFallback()}
        retrying={failed.some((q) => q.isFetching)}
        onRetry={() => {
          for (const q of failed) void q.refetch();
        }}
      />
    );
  } else if (used.some((q) => q.isPending)) {
    body = <LoadingScreen label={t('stats.loading')} />;
  } else if (current.data && previous.data) {
    body = (
      <div className="space-y-4 lg:space-y-6">
        <StatCards current={current.data} previous={previous.data} />
        {insights && monthly.data && categories.data ? (
          <div className="grid gap-4 lg:grid-cols-2 lg:gap-6">
            <ChartCard
              title={t('stats.monthlyLoans')}
              summary={monthlyLoansSummary(monthly.data)}
              table={
                <DataTable
                  caption={t('stats.caption.loans')}
                  columns={[t('stats.col.month'), t('stats.col.loans')]}
                  rows={monthly.data.map((m) => [longMonth(m.month), m.count])}
                />
              }
            >
              {monthly.data.some((m) => m.count > 0) ? (
                <Suspense fallback={chartFallback}>
                  <MonthlyLoansChart data={monthly.data} summary={monthlyLoansSummary(monthly.data)} />
                </Suspense>
              ) : (
                <ChartEmpty
                  title={t('stats.noLoans')}
                  message={t('stats.noLoansText')}
                  action={libraryLink}
                />
              )}
            </ChartCard>
            <CategoryCard data={categories.data} />
            {advanced && returnRates.data && duration.data !== undefined ? (
              <>
                <ReturnRatesCard data={returnRates.data} />
                <QuickStats
                  averageDurationDays={duration.data}
                  categories={categories.data}
                  overdueCount={overdue.data ?? 0}
                  returnRates={returnRates.data}
                  activeBorrowers={activeBorrowers.data ?? 0}
                />
              </>
            ) : (
              <UpgradePrompt kind="advanced" />
            )}
          </div>
        ) : (
          <UpgradePrompt kind="insights" />
        )}
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">{t('stats.title')}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('stats.lead')}</p>
      </header>
      {body}
    </div>
  );
}

function CategoryCard({ data }: { data: CategoryDistribution['data'] }) {
  const t = useT();
  const total = data.reduce((sum, c) => sum + c.count, 0);
  return (
    <ChartCard
      title={t('stats.categories')}
      summary={categorySummary(data)}
      table={
        data.length > 0 ? (
          <DataTable
            caption={t('stats.caption.categories')}
            columns={[t('stats.col.category'), t('stats.col.books'), t('stats.col.share')]}
            rows={data.map((c) => [categoryName(c), c.count, shareOf(c.count, total)])}
          />
        ) : null
      }
    >
      {data.length > 0 ? (
        <Suspense fallback={chartFallback}>
          <CategoryChart data={data} summary={categorySummary(data)} />
        </Suspense>
      ) : (
        <ChartEmpty title={t('stats.noBooks')} message={t('stats.noBooksText')} action={libraryLink} />
      )}
    </ChartCard>
  );
}

function ReturnRatesCard({
  data,
}: {
  data: {
    month: string;
    onTimePercentage: number;
    latePercentage: number;
    totalReturns: number;
    avgDaysLate: number;
  }[];
}) {
  const t = useT();
  const summary = returnRatesSummary(data);
  return (
    <ChartCard
      title={t('stats.returnRates')}
      summary={summary}
      table={
        <DataTable
          caption={t('stats.caption.returns')}
          columns={[
            t('stats.col.month'),
            t('stats.col.returns'),
            t('stats.col.onTime'),
            t('stats.col.late'),
            t('stats.col.avgLate'),
          ]}
          rows={data.map((r) => [
            longMonth(r.month),
            r.totalReturns,
            r.totalReturns ? `${r.onTimePercentage}%` : '—',
            r.totalReturns ? `${r.latePercentage}%` : '—',
            r.avgDaysLate > 0 ? r.avgDaysLate : '—',
          ])}
        />
      }
    >
      {data.some((r) => r.totalReturns > 0) ? (
        <Suspense fallback={chartFallback}>
          <ReturnRateChart data={data} summary={summary} />
        </Suspense>
      ) : (
        <ChartEmpty title={t('stats.noReturns')} message={t('stats.noReturnsText')} />
      )}
    </ChartCard>
  );
}
