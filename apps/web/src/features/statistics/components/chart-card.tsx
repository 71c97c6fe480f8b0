import type { ReactNode } from 'react';
import { useId } from 'react';
import { intlLocale, useT } from '../../../lib/i18n/i18n.ts';

/**
 * A titled panel for one chart: the heading, a one-sentence summary everyone can read, the chart,
 * and the same figures as a table behind "Show as table" (the chart's text alternative).
 */
export function ChartCard({
  title,
  summary,
  children,
  table,
  className = '',
}: {
  title: string;
  summary: ReactNode;
  children: ReactNode;
  table?: ReactNode;
  className?: string;
}) {
  const t = useT();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-700 dark:bg-slate-900 ${className}`}
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-slate-100">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{summary}</p>
      <div className="mt-4">{children}</div>
      {table ? (
        <details className="group mt-3">
          <summary className="w-fit cursor-pointer rounded text-sm font-medium text-brand-700 hover:underline dark:text-indigo-300">
            {t('stats.showTable')}
          </summary>
          <div className="mt-2 overflow-x-auto">{table}</div>
        </details>
      ) : null}
    </section>
  );
}

/** A plain data table: the figures behind a chart, for screen readers and anyone who prefers numbers. */
export function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: (string | number)[][];
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 dark:border-slate-700">
          {columns.map((c, i) => (
            <th
              key={c}
              scope="col"
              className={`py-1.5 pr-3 font-medium text-slate-700 dark:text-slate-200 ${i > 0 ? 'text-right' : ''}`}
            >
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row[0])} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
            <th scope="row" className="py-1.5 pr-3 font-normal text-slate-800 dark:text-slate-100">
              {row[0]}
            </th>
            {row.slice(1).map((cell, i) => (
              <td
                key={columns[i + 1]}
                className="py-1.5 pr-3 text-right tabular-nums text-slate-800 dark:text-slate-100"
              >
                {typeof cell === 'number' ? cell.toLocaleString(intlLocale()) : cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What a chart shows before there is anything to draw (a reader's first day). */
export function ChartEmpty({
  title,
  message,
  action,
}: {
  title: string;
  message: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex min-h-48 flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center dark:border-slate-600">
      <p className="font-medium text-slate-800 dark:text-slate-100">{title}</p>
      <p className="max-w-sm text-sm text-slate-600 dark:text-slate-300">{message}</p>
      {action}
    </div>
  );
}
