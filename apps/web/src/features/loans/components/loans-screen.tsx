import { LOANS_PAGE_SIZE } from '@shelfwise/contract';
import { BookOpen } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { useDueSoonLead } from '../../../lib/due-soon.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { ReminderFormModal } from '../../reminders/index.ts';
import { useLoans } from '../api/get-loans.ts';
import {
  emptyFilters,
  filterLoans,
  hasActiveFilters,
  type LoanFilters,
  type LoanView,
  monthOptions,
  pageCount,
  toLoanView,
} from '../lib/loan-view.ts';
import { ExtendLoanDialog } from './extend-loan-dialog.tsx';
import { LoansFilters } from './loans-filters.tsx';
import { LoanCards, LoansTable } from './loans-list.tsx';
import { LoansPagination } from './loans-pagination.tsx';
import { ReturnLoanDialog } from './return-loan-dialog.tsx';
import { type BannerMessage, TimedBanner } from './timed-banner.tsx';

/** The Loans screen (spec §2 'Book Loans'): filter, page through and return loans. */
export function LoansScreen() {
  const t = useT();
  const loansQuery = useLoans();
  // `?filter=requests` (the owner's mail links to it) shows the loans with a borrower's request.
  const [params, setParams] = useSearchParams();
  const requestsInUrl = params.get('filter') === 'requests';
  const [filters, setFilters] = useState<LoanFilters>(() =>
    requestsInUrl ? { ...emptyFilters, status: 'requests' } : emptyFilters,
  );
  useEffect(() => {
    if (requestsInUrl) setFilters((f) => (f.status === 'requests' ? f : { ...f, status: 'requests' }));
  }, [requestsInUrl]);
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<LoanView | null>(null);
  const [reminding, setReminding] = useState<LoanView | null>(null);
  const [extending, setExtending] = useState<LoanView | null>(null);
  const leadDays = useDueSoonLead();
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const bannerKey = useRef(0);

  const loans = useMemo(
    () => (loansQuery.data ?? []).map((l) => toLoanView(l, new Date(), leadDays)),
    [loansQuery.data, leadDays],
  );
  const months = useMemo(() => monthOptions(loans), [loans]);
  const filtered = useMemo(() => filterLoans(loans, filters), [loans, filters]);
  const pages = pageCount(filtered.length, LOANS_PAGE_SIZE);
  const currentPage = Math.min(page, Math.max(1, pages));
  const shown = filtered.slice((currentPage - 1) * LOANS_PAGE_SIZE, currentPage * LOANS_PAGE_SIZE);

  // Any change of search or filter starts again from the first page (spec §4).
  const changeFilters = (next: LoanFilters) => {
    setFilters(next);
    setPage(1);
    if ((next.status === 'requests') !== requestsInUrl) {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next.status === 'requests') updated.set('filter', 'requests');
          else updated.delete('filter');
          return updated;
        },
        { replace: true },
      );
    }
  };
  const show = (tone: BannerMessage['tone'], text: string) =>
    setBanner({ tone, text, key: ++bannerKey.current });
  const clearBanner = useCallback(() => setBanner(null), []);

  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">{t('loans.title')}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('loans.lead')}</p>
      </header>

      <TimedBanner message={banner} onDone={clearBanner} />

      <LoansFilters
        filters={filters}
        months={months}
        onChange={changeFilters}
        onClear={() => changeFilters(emptyFilters)}
      />

      {loansQuery.isPending ? (
        <LoadingScreen label={t('loans.loading')} />
      ) : loansQuery.isError ? (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200"
        >
          {loansQuery.error.message || t('loans.fetchFailed')}
        </div>
      ) : shown.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
          <EmptyState
            icon={BookOpen}
            title={t('loans.none')}
            message={
              filters.status === 'requests'
                ? t('requests.none')
                : hasActiveFilters(filters)
                  ? t('loans.noneFiltered')
                  : t('loans.noneYet')
            }
          />
        </div>
      ) : (
        <>
          <LoansTable
            loans={shown}
            onReturn={setConfirming}
            onRemind={setReminding}
            onExtend={setExtending}
            onAnswered={show}
          />
          <LoanCards
            loans={shown}
            onReturn={setConfirming}
            onRemind={setReminding}
            onExtend={setExtending}
            onAnswered={show}
          />
          <LoansPagination page={currentPage} pages={pages} onPage={setPage} />
        </>
      )}

      <ReminderFormModal
        open={reminding !== null}
        reminder={null}
        loanId={reminding?.id}
        onClose={() => setReminding(null)}
        onSaved={(r) =>
          show('success', t('bookPage.reminderScheduled', { title: reminding?.title ?? r.book.title }))
        }
      />

      <ExtendLoanDialog
        loan={extending}
        onClose={() => setExtending(null)}
        onExtended={(text) => show('success', text)}
      />

      <ReturnLoanDialog
        loan={confirming}
        onClose={() => setConfirming(null)}
        onReturned={(text) => show('success', text)}
        onFailed={(text) => show('error', text)}
      />
    </div>
  );
}
