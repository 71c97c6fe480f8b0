import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/i18n.ts';
import { pageOfText, showingText, totalPages } from '../lib/pagination.ts';

const iconButton =
  'inline-flex h-9 w-9 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800';
const textButton =
  'inline-flex h-10 items-center gap-1 rounded-lg border border-slate-300 px-4 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800';

/**
 * The two pager forms of spec §2: Previous/Next on phones; first/previous/next/last with
 * 'Showing X to Y of Z results' and 'Page N of M' from md up.
 */
export function BooksPager({
  page,
  pageSize,
  total,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  const t = useT();
  const last = Math.max(1, totalPages(total, pageSize));
  const isFirst = page <= 1;
  const isLast = page >= last;
  const pageOf = pageOfText(page, pageSize, total);
  const go = (p: number) => onPageChange(Math.min(Math.max(1, p), last));
  const icon = (label: string, target: number, disabled: boolean, children: ReactNode) => (
    <button
      type="button"
      className={iconButton}
      aria-label={label}
      disabled={disabled}
      onClick={() => go(target)}
    >
      {children}
    </button>
  );

  return (
    <nav aria-label={t('pager.label')} className="pt-2">
      <div className="flex items-center justify-between gap-3 md:hidden">
        <button type="button" className={textButton} disabled={isFirst} onClick={() => go(page - 1)}>
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          {t('pager.previous')}
        </button>
        <span className="text-sm text-slate-600 dark:text-slate-300">{pageOf}</span>
        <button type="button" className={textButton} disabled={isLast} onClick={() => go(page + 1)}>
          {t('pager.next')}
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      <div className="hidden items-center justify-between gap-4 md:flex">
        <p className="text-sm text-slate-600 dark:text-slate-300">{showingText(page, pageSize, total)}</p>
        <div className="flex items-center gap-2">
          {icon(t('pager.first'), 1, isFirst, <ChevronsLeft aria-hidden="true" className="h-4 w-4" />)}
          {icon(
            t('pager.previousPage'),
            page - 1,
            isFirst,
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />,
          )}
          <span className="px-2 text-sm text-slate-700 dark:text-slate-200" aria-current="page">
            {pageOf}
          </span>
          {icon(
            t('pager.nextPage'),
            page + 1,
            isLast,
            <ChevronRight aria-hidden="true" className="h-4 w-4" />,
          )}
          {icon(t('pager.last'), last, isLast, <ChevronsRight aria-hidden="true" className="h-4 w-4" />)}
        </div>
      </div>
    </nav>
  );
}
