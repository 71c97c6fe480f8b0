import type { CategoryDistribution, ReturnRateRow } from '@shelfwise/contract';
import type { LucideIcon } from 'lucide-react';
import { AlertTriangle, BookMarked, Clock, RotateCcw, Users } from 'lucide-react';
import { useId } from 'react';
import { intlLocale, useT } from '../../../lib/i18n/i18n.ts';
import { formatDays, formatRate, mostPopularCategory, overallReturnRate } from '../lib/figures.ts';

export interface QuickStatsProps {
  averageDurationDays: number;
  categories: CategoryDistribution['data'];
  overdueCount: number;
  returnRates: ReturnRateRow[];
  activeBorrowers: number;
}

/** Quick Stats of spec §2. A figure that does not exist yet says so rather than showing a 0. */
export function QuickStats({
  averageDurationDays,
  categories,
  overdueCount,
  returnRates,
  activeBorrowers,
}: QuickStatsProps) {
  const t = useT();
  const headingId = useId();
  const popular = mostPopularCategory(categories);
  const rate = overallReturnRate(returnRates);
  const anyReturned = rate !== null || averageDurationDays > 0;
  const items: { label: string; value: string; note?: string; icon: LucideIcon }[] = [
    {
      label: t('stats.avgDuration'),
      value: anyReturned ? formatDays(averageDurationDays) : '—',
      note: anyReturned ? t('stats.fromLendingToReturn') : t('stats.noneReturned'),
      icon: Clock,
    },
    {
      label: t('stats.popularCategory'),
      value: popular?.category ?? '—',
      note: popular
        ? t('stats.bookCount', { count: popular.count })
        : categories.length > 0
          ? t('stats.noCategories')
          : t('stats.noBooks'),
      icon: BookMarked,
    },
    {
      label: t('stats.overdue'),
      value: overdueCount.toLocaleString(intlLocale()),
      note: t('stats.overdueNote'),
      icon: AlertTriangle,
    },
    {
      label: t('stats.returnRate'),
      value: rate === null ? '—' : formatRate(rate),
      note: rate === null ? t('stats.noReturns12') : t('stats.returnedOnTime'),
      icon: RotateCcw,
    },
    {
      label: t('stats.activeBorrowers'),
      value: activeBorrowers.toLocaleString(intlLocale()),
      note: t('stats.activeBorrowersNote'),
      icon: Users,
    },
  ];
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-slate-100">
        {t('stats.quick')}
      </h2>
      <dl className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
        {items.map(({ label, value, note, icon: Icon }) => (
          <div key={label} className="flex items-center gap-3 py-2.5">
            <dt className="flex min-w-0 flex-1 items-center gap-3">
              <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-600 dark:text-indigo-300" />
              <span className="min-w-0">
                <span className="block text-sm text-slate-700 dark:text-slate-200">{label}</span>
                {note ? (
                  <span className="block text-xs text-slate-500 dark:text-slate-400">{note}</span>
                ) : null}
              </span>
            </dt>
            <dd
              title={value}
              className="max-w-[45%] truncate text-right text-base font-semibold tabular-nums text-slate-900 dark:text-slate-50"
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
