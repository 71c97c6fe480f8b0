import type { LoanRequest } from '@shelfwise/contract';
import { Check, Hourglass, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { a11y } from '../../../lib/a11y.ts';
import { formatDate } from '../../../lib/dates.ts';
import { t, useT } from '../../../lib/i18n/i18n.ts';
import { type LoanRequestDecision, useDecideLoanRequest, useLoanRequests } from '../api/loan-requests.ts';

/** The request as the owner reads it: "Asks for more time until Mar 9, 2031" / "Says it was given back". */
export const requestSentence = (request: Pick<LoanRequest, 'kind' | 'proposedDate'>) =>
  request.kind === 'extension'
    ? t('requests.extension', { date: formatDate(request.proposedDate) })
    : t('requests.return');

/**
 * A borrower's pending request on a loan, with its two answers, one click each: Approve / Decline
 * for more time, Confirm return / Not back yet for a return. Shared by the Loans screen (row and
 * card) and the book page.
 */
export function LoanRequestActions({
  request,
  title,
  compact = false,
  onDone,
}: {
  request: Pick<LoanRequest, 'id' | 'kind' | 'proposedDate'>;
  /** The book's title: names the buttons for screen readers. */
  title: string;
  compact?: boolean;
  /** After an answer, with the sentence to show. */
  onDone?: (text: string, tone: 'success' | 'error') => void;
}) {
  useT();
  const decide = useDecideLoanRequest();
  const [deciding, setDeciding] = useState<LoanRequestDecision | null>(null);
  const extension = request.kind === 'extension';
  const approveText = extension ? t('requests.approve') : t('requests.confirmReturn');
  const declineText = extension ? t('requests.decline') : t('requests.notBack');

  const answer = async (decision: LoanRequestDecision) => {
    setDeciding(decision);
    try {
      await decide.mutateAsync({ id: request.id, decision });
      onDone?.(
        extension
          ? decision === 'approve'
            ? t('requests.approved', { title, date: formatDate(request.proposedDate) })
            : t('requests.declined', { title })
          : decision === 'approve'
            ? t('requests.returnConfirmed', { title })
            : t('requests.returnDisputed', { title }),
        'success',
      );
    } catch (err) {
      onDone?.((err as Error).message || t('requests.failed'), 'error');
    } finally {
      setDeciding(null);
    }
  };

  return (
    <div
      data-testid="loan-request"
      className={`flex flex-col gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-100 ${
        compact
          ? '@2xl:flex-row @2xl:items-center @2xl:justify-between'
          : 'sm:flex-row sm:items-center sm:justify-between'
      }`}
    >
      <p className="flex items-start gap-2">
        <Hourglass aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <span>{requestSentence(request)}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={() => answer('approve')}
          loading={deciding === 'approve'}
          disabled={decide.isPending}
          aria-label={a11y.named(approveText, title)}
        >
          <Check aria-hidden="true" className="h-4 w-4" />
          {approveText}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => answer('decline')}
          loading={deciding === 'decline'}
          disabled={decide.isPending}
          aria-label={a11y.named(declineText, title)}
        >
          <X aria-hidden="true" className="h-4 w-4" />
          {declineText}
        </Button>
      </div>
    </div>
  );
}

/** The book page's current loan: its pending request (from the owner's list), if any. */
export function PendingLoanRequest({
  loanId,
  title,
  onDone,
}: {
  loanId: string;
  title: string;
  onDone?: (text: string, tone: 'success' | 'error') => void;
}) {
  const requests = useLoanRequests();
  const request = requests.data?.find((r) => r.loanId === loanId && r.status === 'pending');
  return request ? <LoanRequestActions request={request} title={title} onDone={onDone} /> : null;
}
