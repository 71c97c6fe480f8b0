import { type ActivityAction, type ActivityEntry, activityActions } from '@shelfwise/contract';
import { ChevronLeft, ChevronRight, History } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { displayTimeZone } from '../../../lib/dates.ts';
import { intlLocale, useT } from '../../../lib/i18n/i18n.ts';
import { useActivityWeek } from '../api/get-activity.ts';
import { actionLabels, describeActivity } from '../lib/describe-activity.ts';
import { addWeeks, weekLabel, weekRange, weekStart } from '../lib/weeks.ts';

// Made once per language and zone, not once per row.
const whenFormats = new Map<string, Intl.DateTimeFormat>();
/** 'Mon, Jan 5, 3:04 PM' in the language shown and the reader's timezone setting. */
function when(iso: string): string {
  const locale = intlLocale();
  const timeZone = displayTimeZone();
  const id = `${locale}|${timeZone ?? ''}`;
  let format = whenFormats.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    });
    whenFormats.set(id, format);
  }
  return format.format(new Date(iso));
}

const tone = (action: string) =>
  action.includes('FAILED')
    ? 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200'
    : action.startsWith('DELETE')
      ? 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200'
      : action.startsWith('CRON') || action.startsWith('DUE_BOOK')
        ? 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200'
        : action === 'BORROW_BOOK' || action === 'RETURN_BOOK' || action === 'EXTEND_LOAN'
          ? 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200'
          : 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200';

function ActionBadge({ action }: { action: string }) {
  const t = useT();
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${tone(action)}`}
    >
      {t(actionLabels[action as ActivityAction] ?? 'activity.generic')}
    </span>
  );
}

/**
 * Activity History (spec §2): one week at a time (weeks start on Monday), previous/next disabled
 * at the ends (the week the account was made, this week), a filter with every type.
 */
export function HistoryScreen({ since }: { since: string }) {
  const t = useT();
  const thisWeek = useMemo(() => weekStart(new Date()), []);
  const firstWeek = useMemo(() => {
    const created = new Date(since);
    return Number.isNaN(created.getTime()) ? thisWeek : weekStart(created);
  }, [since, thisWeek]);
  const [monday, setMonday] = useState(thisWeek);
  const [action, setAction] = useState<ActivityAction | 'all'>('all');
  const range = useMemo(() => weekRange(monday), [monday]);
  const week = useActivityWeek(range, action);
  const entries: ActivityEntry[] = week.data?.pages.flatMap((p) => p.data) ?? [];
  const isFirst = monday.getTime() <= firstWeek.getTime();
  const isLast = monday.getTime() >= thisWeek.getTime();

  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">{t('activity.title')}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('activity.lead')}</p>
      </header>

      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:flex-row md:items-end md:justify-between dark:border-slate-700 dark:bg-slate-900">
        <nav
          aria-label={t('activity.weeks')}
          className="flex items-center justify-between gap-2 md:justify-start"
        >
          <Button
            variant="secondary"
            size="sm"
            disabled={isFirst}
            onClick={() => setMonday((m) => addWeeks(m, -1))}
            aria-label={t('activity.prevWeek')}
          >
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
            <span className="hidden sm:inline">{t('activity.prevWeek')}</span>
          </Button>
          <h2
            aria-live="polite"
            className="text-center text-sm font-semibold text-slate-900 sm:text-base dark:text-slate-100"
          >
            {weekLabel(monday)}
          </h2>
          <Button
            variant="secondary"
            size="sm"
            disabled={isLast}
            onClick={() => setMonday((m) => addWeeks(m, 1))}
            aria-label={t('activity.nextWeek')}
          >
            <span className="hidden sm:inline">{t('activity.nextWeek')}</span>
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </Button>
        </nav>
        <div className="md:w-64">
          <Select
            label={t('activity.type')}
            value={action}
            onChange={(e) => setAction(e.target.value as ActivityAction | 'all')}
          >
            <option value="all">{t('activity.all')}</option>
            {activityActions.map((a) => (
              <option key={a} value={a}>
                {t(actionLabels[a])}
              </option>
            ))}
          </Select>
        </div>
      </div>

      {week.isPending ? (
        <LoadingScreen label={t('activity.loading')} />
      ) : week.isError ? (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200"
        >
          {week.error.message || t('activity.fetchFailed')}
        </div>
      ) : entries.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
          <EmptyState
            icon={History}
            title={action === 'all' ? t('activity.none') : t('activity.noneFiltered')}
            message={
              action === 'all'
                ? t('activity.noneWeek')
                : t('activity.noneOfType', { type: t(actionLabels[action]) })
            }
          />
        </div>
      ) : (
        <>
          <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm md:block dark:border-slate-700 dark:bg-slate-900">
            <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-700">
              <thead className="bg-slate-50 dark:bg-slate-800/60">
                <tr className="text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
                  <th scope="col" className="px-3 py-3">
                    {t('activity.when')}
                  </th>
                  <th scope="col" className="px-3 py-3">
                    {t('activity.generic')}
                  </th>
                  <th scope="col" className="px-3 py-3">
                    {t('activity.details')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {entries.map((e) => (
                  <tr key={e.id} data-testid="activity-row">
                    <td className="px-3 py-3 whitespace-nowrap text-slate-600 dark:text-slate-300">
                      {when(e.createdAt)}
                    </td>
                    <td className="px-3 py-3">
                      <ActionBadge action={e.action} />
                    </td>
                    <td className="px-3 py-3 text-slate-900 dark:text-slate-100">
                      {describeActivity(e.action, e.details)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="space-y-3 md:hidden">
            {entries.map((e) => (
              <li
                key={e.id}
                data-testid="activity-card"
                className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900"
              >
                <div className="flex items-start justify-between gap-2">
                  <ActionBadge action={e.action} />
                  <span className="text-xs text-slate-600 dark:text-slate-300">{when(e.createdAt)}</span>
                </div>
                <p className="mt-2 text-sm text-slate-900 dark:text-slate-100">
                  {describeActivity(e.action, e.details)}
                </p>
              </li>
            ))}
          </ul>
          {week.hasNextPage ? (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                loading={week.isFetchingNextPage}
                onClick={() => void week.fetchNextPage()}
              >
                {t('activity.showMore')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
