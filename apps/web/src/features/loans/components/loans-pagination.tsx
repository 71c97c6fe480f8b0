import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useT } from '../../../lib/i18n/i18n.ts';

/** Previous, numbered pages and next; rendered only when there is more than one page (spec §2). */
export function LoansPagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  if (pages <= 1) return null;
  const base =
    'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50';
  const idle =
    'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700';
  return (
    <nav aria-label={t('loans.pages')} className="flex flex-wrap items-center justify-center gap-1">
      <button
        type="button"
        className={`${base} ${idle}`}
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
      >
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only sm:not-sr-only sm:ml-1">{t('pager.previous')}</span>
      </button>
      {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
        <button
          key={n}
          type="button"
          onClick={() => onPage(n)}
          aria-current={n === page ? 'page' : undefined}
          aria-label={t('loans.pageN', { page: n })}
          className={`${base} ${n === page ? 'bg-brand-600 text-white' : idle}`}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className={`${base} ${idle}`}
        onClick={() => onPage(page + 1)}
        disabled={page >= pages}
      >
        <span className="sr-only sm:not-sr-only sm:mr-1">{t('pager.next')}</span>
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </button>
    </nav>
  );
}
