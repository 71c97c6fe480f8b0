import type { BookStats } from '@shelfwise/contract';
import type { LucideIcon } from 'lucide-react';
import {
  BookOpen,
  CalendarPlus,
  Handshake,
  Minus,
  Sparkles,
  TrendingDown,
  TrendingUp,
  Users,
} from 'lucide-react';
import { intlLocale, type MessageKey, useT } from '../../../lib/i18n/i18n.ts';
import { type Trend, trendDescription, trendLabel, trendOf } from '../lib/trend.ts';

const cards: { key: keyof BookStats; label: MessageKey; icon: LucideIcon }[] = [
  { key: 'totalBooks', label: 'stats.totalBooks', icon: BookOpen },
  { key: 'activeLoans', label: 'stats.activeLoans', icon: Handshake },
  { key: 'totalBorrowers', label: 'stats.totalBorrowers', icon: Users },
  { key: 'booksAddedThisMonth', label: 'stats.addedThisMonth', icon: CalendarPlus },
];

const trendStyles: Record<Trend['kind'], { icon: LucideIcon; className: string }> = {
  up: { icon: TrendingUp, className: 'text-green-700 dark:text-green-400' },
  down: { icon: TrendingDown, className: 'text-red-700 dark:text-red-400' },
  flat: { icon: Minus, className: 'text-slate-600 dark:text-slate-300' },
  new: { icon: Sparkles, className: 'text-brand-700 dark:text-indigo-300' },
};

/** The four cards of spec §2, each with its percent change against the end of last month. */
export function StatCards({ current, previous }: { current: BookStats; previous: BookStats }) {
  const t = useT();
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {cards.map(({ key, label, icon: Icon }) => {
        const value = current[key];
        const before = previous[key];
        const trend = trendOf(value, before);
        const { icon: TrendIcon, className } = trendStyles[trend.kind];
        return (
          <li
            key={key}
            className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4 dark:border-slate-700 dark:bg-slate-900"
          >
            <div className="flex items-start justify-between gap-2">
              <h2 className="text-sm font-medium text-slate-600 dark:text-slate-300">{t(label)}</h2>
              <span className="hidden h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 sm:flex dark:bg-slate-800 dark:text-indigo-300">
                <Icon aria-hidden="true" className="h-4 w-4" />
              </span>
            </div>
            <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl dark:text-slate-50">
              {value.toLocaleString(intlLocale())}
            </p>
            <p className={`mt-1 flex flex-wrap items-center gap-x-1 text-xs ${className}`}>
              <TrendIcon aria-hidden="true" className="h-3.5 w-3.5" />
              <span aria-hidden="true" className="font-semibold">
                {trendLabel(trend)}
              </span>
              <span aria-hidden="true" className="text-slate-500 dark:text-slate-400">
                {t('stats.vsLastMonth')}
              </span>
              <span className="sr-only">{trendDescription(trend, before)}</span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
