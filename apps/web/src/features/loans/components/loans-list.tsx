import { BellPlus, CalendarPlus, RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { a11y } from '../../../lib/a11y.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { formatDate } from '../lib/dates.ts';
import type { LoanView } from '../lib/loan-view.ts';
import { LoanCover } from './loan-cover.tsx';
import { LoanRequestActions } from './loan-request-actions.tsx';
import { LoanStatusBadge } from './loan-status-badge.tsx';

interface LoansListProps {
  loans: LoanView[];
  onReturn: (loan: LoanView) => void;
  /** Schedule a reminder about this loan (offered while it is out). */
  onRemind?: (loan: LoanView) => void;
  /** Give this loan a new due date (offered while it is out). */
  onExtend?: (loan: LoanView) => void;
  /** After the owner answered a borrower's request, with the sentence to show. */
  onAnswered?: (tone: 'success' | 'error', text: string) => void;
}

/** When the borrower said "I have it" on their page, under the due date. */
function ReceivedOn({ loan }: { loan: LoanView }) {
  const t = useT();
  if (loan.status === 'Returned' || !loan.receivedAt) return null;
  return (
    <span className="mt-1 block text-xs whitespace-nowrap text-slate-600 dark:text-slate-300">
      {t('loans.received', { date: formatDate(loan.receivedAt) })}
    </span>
  );
}

/** In the table an icon (named for screen readers and in a tooltip), like Remind; on a card a button. */
function ExtendButton({
  loan,
  onExtend,
  compact = false,
}: {
  loan: LoanView;
  onExtend?: (loan: LoanView) => void;
  compact?: boolean;
}) {
  const t = useT();
  if (!onExtend || loan.status === 'Returned') return null;
  return (
    <Button
      size="sm"
      variant="ghost"
      onClick={() => onExtend(loan)}
      aria-label={a11y.named(compact ? t('loans.extendTitle') : t('loans.extend'), loan.title)}
      title={compact ? t('loans.extendTitle') : undefined}
      className={compact ? 'mr-0.5 px-2!' : ''}
    >
      <CalendarPlus aria-hidden="true" className="h-4 w-4" />
      {compact ? null : t('loans.extend')}
    </Button>
  );
}

/** When a returned loan came back, under its status. */
function ReturnedOn({ loan }: { loan: LoanView }) {
  if (loan.status !== 'Returned' || !loan.returnedAt) return null;
  return (
    <span className="mt-1 block text-xs whitespace-nowrap text-slate-600 dark:text-slate-300">
      {formatDate(loan.returnedAt)}
    </span>
  );
}

/** In the table it is an icon (named for screen readers and in a tooltip), so the row still fits. */
function RemindButton({
  loan,
  onRemind,
  compact = false,
}: {
  loan: LoanView;
  onRemind?: (loan: LoanView) => void;
  compact?: boolean;
}) {
  const t = useT();
  if (!onRemind || loan.status === 'Returned') return null;
  return (
    <Button
      size="sm"
      variant="ghost"
      onClick={() => onRemind(loan)}
      aria-label={a11y.named(compact ? t('loans.remindTitle') : t('loans.remind'), loan.title)}
      title={compact ? t('loans.remindTitle') : undefined}
      className={compact ? 'mr-0.5 px-2!' : ''}
    >
      <BellPlus aria-hidden="true" className="h-4 w-4" />
      {compact ? null : t('loans.remind')}
    </Button>
  );
}

function ReturnButton({ loan, onReturn }: { loan: LoanView; onReturn: (loan: LoanView) => void }) {
  const t = useT();
  // Spec §4: the only action, offered for Active and Overdue loans, hidden once returned.
  if (loan.status === 'Returned') return null;
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => onReturn(loan)}
      aria-label={a11y.named(t('loans.return'), loan.title)}
    >
      <RotateCcw aria-hidden="true" className="h-4 w-4" />
      {t('loans.return')}
    </Button>
  );
}

/**
 * Desktop: a table with Book, Borrower, Borrowed Date, Due Date, Status, Actions. The borrowed date
 * matters least and shows only where the table has 64rem (the cover from 56rem).
 */
export function LoansTable({ loans, onReturn, onRemind, onExtend, onAnswered }: LoansListProps) {
  const t = useT();
  return (
    <div className="@container hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm md:block dark:border-slate-700 dark:bg-slate-900">
      <table className="w-full divide-y divide-slate-200 text-sm dark:divide-slate-700">
        <thead className="bg-slate-50 dark:bg-slate-800/60">
          <tr className="text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
            <th scope="col" className="px-2 py-3 @4xl:px-3">
              {t('loans.book')}
            </th>
            <th scope="col" className="px-2 py-3 @4xl:px-3">
              {t('loans.borrower')}
            </th>
            <th scope="col" className="hidden px-2 py-3 @4xl:px-3 @5xl:table-cell">
              {t('loans.borrowed')}
            </th>
            <th scope="col" className="px-2 py-3 @4xl:px-3">
              {t('loans.due')}
            </th>
            <th scope="col" className="px-2 py-3 @4xl:px-3">
              {t('loans.status')}
            </th>
            <th scope="col" className="px-2 py-3 @4xl:px-3 text-right">
              {t('loans.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {loans.map((loan) => [
            <tr key={loan.id} data-testid="loan-row" className="hover:bg-slate-50 dark:hover:bg-slate-800/40">
              <td className="px-2 py-3 @4xl:px-3">
                <div className="flex items-center gap-3">
                  <span className="hidden @4xl:contents">
                    <LoanCover title={loan.title} cover={loan.cover} />
                  </span>
                  <div className="max-w-[10rem] min-w-0 @4xl:max-w-[12rem]">
                    <p title={loan.title} className="truncate font-medium text-slate-900 dark:text-slate-100">
                      {loan.title}
                    </p>
                    <p className="truncate text-slate-500 dark:text-slate-400">{loan.author}</p>
                  </div>
                </div>
              </td>
              <td className="px-2 py-3 @4xl:px-3">
                <p className="font-medium text-slate-900 dark:text-slate-100">{loan.borrowerName}</p>
                {loan.borrowerEmail ? (
                  <p
                    title={loan.borrowerEmail}
                    className="max-w-[9rem] truncate text-slate-500 @4xl:max-w-[12rem] dark:text-slate-400"
                  >
                    {loan.borrowerEmail}
                  </p>
                ) : null}
              </td>
              <td className="hidden px-2 py-3 @4xl:px-3 whitespace-nowrap text-slate-700 @5xl:table-cell dark:text-slate-300">
                {formatDate(loan.borrowedDate)}
              </td>
              <td className="px-2 py-3 @4xl:px-3 whitespace-nowrap text-slate-700 dark:text-slate-300">
                {formatDate(loan.dueDate)}
                <ReceivedOn loan={loan} />
              </td>
              <td className="px-2 py-3 @4xl:px-3">
                <LoanStatusBadge status={loan.status} dueSoon={loan.dueSoon} />
                <ReturnedOn loan={loan} />
              </td>
              <td className="px-2 py-3 @4xl:px-3 text-right whitespace-nowrap">
                <ExtendButton loan={loan} onExtend={onExtend} compact />
                <RemindButton loan={loan} onRemind={onRemind} compact />
                <ReturnButton loan={loan} onReturn={onReturn} />
              </td>
            </tr>,
            loan.pendingRequest ? (
              // The borrower's request sits under its loan, across the row, so the columns keep fitting.
              <tr key={`${loan.id}-request`} data-testid="loan-request-row">
                <td colSpan={6} className="border-t-0 px-2 pb-3 @4xl:px-3">
                  <LoanRequestActions
                    request={loan.pendingRequest}
                    title={loan.title}
                    compact
                    onDone={(text, tone) => onAnswered?.(tone, text)}
                  />
                </td>
              </tr>
            ) : null,
          ])}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per loan. */
export function LoanCards({ loans, onReturn, onRemind, onExtend, onAnswered }: LoansListProps) {
  const t = useT();
  return (
    <ul className="space-y-3 md:hidden">
      {loans.map((loan) => (
        <li
          key={loan.id}
          data-testid="loan-card"
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="flex items-start gap-3">
            <LoanCover title={loan.title} cover={loan.cover} />
            <div className="min-w-0 flex-1">
              <div className="flex items-start justify-between gap-2">
                <p className="font-medium break-words text-slate-900 dark:text-slate-100">{loan.title}</p>
                <LoanStatusBadge status={loan.status} dueSoon={loan.dueSoon} />
              </div>
              <p className="text-sm text-slate-500 dark:text-slate-400">{loan.author}</p>
            </div>
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <div className="col-span-2">
              <dt className="text-xs text-slate-500 dark:text-slate-400">{t('loans.borrower')}</dt>
              <dd className="text-slate-900 dark:text-slate-100">
                {loan.borrowerName}
                {loan.borrowerEmail ? (
                  <span className="block break-all text-slate-500 dark:text-slate-400">
                    {loan.borrowerEmail}
                  </span>
                ) : null}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500 dark:text-slate-400">{t('loans.borrowed')}</dt>
              <dd className="text-slate-900 dark:text-slate-100">{formatDate(loan.borrowedDate)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500 dark:text-slate-400">{t('loans.due')}</dt>
              <dd className="text-slate-900 dark:text-slate-100">
                {formatDate(loan.dueDate)}
                <ReceivedOn loan={loan} />
              </dd>
            </div>
            {loan.status === 'Returned' && loan.returnedAt ? (
              <div>
                <dt className="text-xs text-slate-500 dark:text-slate-400">{t('loans.returnedDate')}</dt>
                <dd className="text-slate-900 dark:text-slate-100">{formatDate(loan.returnedAt)}</dd>
              </div>
            ) : null}
          </dl>
          {loan.pendingRequest ? (
            <div className="mt-3">
              <LoanRequestActions
                request={loan.pendingRequest}
                title={loan.title}
                onDone={(text, tone) => onAnswered?.(tone, text)}
              />
            </div>
          ) : null}
          {loan.status !== 'Returned' ? (
            <div className="mt-3 flex flex-wrap justify-end gap-2">
              <ExtendButton loan={loan} onExtend={onExtend} />
              <RemindButton loan={loan} onRemind={onRemind} />
              <ReturnButton loan={loan} onReturn={onReturn} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
