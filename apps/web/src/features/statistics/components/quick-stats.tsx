import type { CategoryDistribution, ReturnRateRow } from '@shelfwise/contract';
import type { LucideIcon } from 'lucide-react';
import { AlertTriangle, BookMarked, Clock, RotateCcw, Users } from 'lucide-react';
import { useId } from 'react';
import { formatDays, formatRate, overallReturnRate } from '../lib/figures.ts';

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
  const headingId = useId();
  const popular = categories[0];
  const rate = overallReturnRate(returnRates);
  const anyReturned = rate !== null || averageDurationDays > 0;
  const items: { label: string; value: string; note?: string; icon: LucideIcon }[] = [
    {
      label: 'Average Loan Duration',
      value: anyReturned ? formatDays(averageDurationDays) : '—',
      note: anyReturned ? 'from lending to return' : 'No books returned yet',
      icon: Clock,
    },
    {
      label: 'Most Popular Category',
      value: popular?.category ?? '—',
      note: popular
        ? `${popular.count.toLocaleString('en-US')} ${popular.count === 1 ? 'book' : 'books'}`
        : 'No books yet',
      icon: BookMarked,
    },
    {
      label: 'Overdue Books',
      value: overdueCount.toLocaleString('en-US'),
      note: 'out past their due date',
      icon: AlertTriangle,
    },
    {
      label: 'Overall Return Rate',
      value: rate === null ? '—' : formatRate(rate),
      note: rate === null ? 'No returns in the last 12 months' : 'returned on time, last 12 months',
      icon: RotateCcw,
    },
    {
      label: 'Active Borrowers',
      value: activeBorrowers.toLocaleString('en-US'),
      note: 'holding at least one book',
      icon: Users,
    },
  ];
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-slate-100">
        Quick Stats
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
