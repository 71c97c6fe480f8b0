import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/i18n.ts';

/** The title row of an admin page. */
export function AdminHeader({
  title,
  subtitle,
  action,
}: {
  title: string;
  subtitle: string;
  action?: ReactNode;
}) {
  const t = useT();
  return (
    <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-indigo-300">
          {t('admin.panel')}
        </p>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">{title}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{subtitle}</p>
      </div>
      {action}
    </header>
  );
}

export const panelClasses =
  'rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900';

/** A query that failed: its message and a Retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200"
    >
      <span>{message}</span>
      <button type="button" onClick={onRetry} className="font-semibold underline underline-offset-2">
        {t('admin.retry')}
      </button>
    </div>
  );
}
