import { type BorrowerPage, type BorrowerPageLoan, extensionRequestSchema } from '@shelfwise/contract';
import { AlertTriangle, CalendarClock, CheckCircle2, Hourglass, PackageCheck, Undo2 } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CoverTile } from '../../../components/ui/cover-tile.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { addDays, formatDate } from '../../../lib/dates.ts';
import { t, useT } from '../../../lib/i18n/i18n.ts';
import { translateIssue } from '../../../lib/i18n/validation.ts';
import { type BorrowerAction, useBorrowerAction } from '../api/borrower-page.ts';

/**
 * The date a borrower asks for: the contract's rule (a calendar day), then the loan's bounds (after
 * the due date, no later than the owner's cap). '' when it may be sent.
 */
export function extensionDateError(value: string, loan: BorrowerPageLoan): string {
  const parsed = extensionRequestSchema.safeParse({ dueDate: value });
  if (!parsed.success) return translateIssue(parsed.error.issues[0]?.message ?? '');
  if (value <= loan.dueDate) return t('borrowerPage.extensionTooEarly');
  if (loan.latestDueDate && value > loan.latestDueDate)
    return t('borrowerPage.extensionTooLate', { date: formatDate(loan.latestDueDate) });
  return '';
}

type Open = 'none' | 'extension' | 'return';

/** One open loan on the borrower's page, with what they can say about it. */
export function BorrowerLoanCard({
  token,
  page,
  loan,
}: {
  token: string;
  page: BorrowerPage;
  loan: BorrowerPageLoan;
}) {
  useT();
  const action = useBorrowerAction(token);
  const [open, setOpen] = useState<Open>('none');
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const headingId = useId();
  const statusRef = useRef<HTMLDivElement>(null);
  const owner = page.ownerName;
  const pendingExtension = loan.extension?.status === 'pending' ? loan.extension : null;
  const lastAnswer = loan.extension && loan.extension.status !== 'pending' ? loan.extension : null;
  const returnPending = loan.returnReport?.status === 'pending';

  const act = async (next: BorrowerAction, doneText: string) => {
    setError('');
    setDone('');
    try {
      await action.mutateAsync(next);
      setOpen('none');
      setDone(doneText);
      // The button pressed is gone: the sentence saying what happened takes the focus.
      requestAnimationFrame(() => statusRef.current?.focus());
    } catch (err) {
      setError((err as Error).message || t('borrowerPage.actionFailed'));
    }
  };

  return (
    <li
      aria-labelledby={headingId}
      data-testid="borrower-loan"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex items-start gap-4">
        <CoverTile title={loan.title} thumbnail={loan.cover || null} size="md" />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 id={headingId} className="font-semibold break-words text-slate-900 dark:text-slate-100">
            {loan.title}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">{loan.author}</p>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
            <span>{t('borrowerPage.due', { date: formatDate(loan.dueDate) })}</span>
            {loan.overdue ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-red-800 dark:bg-red-950 dark:text-red-200">
                <AlertTriangle aria-hidden="true" className="h-3.5 w-3.5" />
                {t('borrowerPage.overdue')}
              </span>
            ) : null}
            {loan.receivedAt ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-green-800 dark:bg-green-950 dark:text-green-200">
                <CheckCircle2 aria-hidden="true" className="h-3.5 w-3.5" />
                {t('borrowerPage.received')}
              </span>
            ) : null}
          </p>
        </div>
      </div>

      <div className="mt-3 space-y-2 text-sm">
        {pendingExtension ? (
          <p className="flex items-start gap-2 text-amber-900 dark:text-amber-200">
            <Hourglass aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {t('borrowerPage.extensionPending', {
              date: formatDate(pendingExtension.proposedDate),
              owner,
            })}
          </p>
        ) : lastAnswer ? (
          <p className="flex items-start gap-2 text-slate-700 dark:text-slate-300">
            <CalendarClock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {lastAnswer.status === 'approved'
              ? t('borrowerPage.extensionApproved', { date: formatDate(lastAnswer.proposedDate), owner })
              : t('borrowerPage.extensionDeclined', { date: formatDate(lastAnswer.proposedDate), owner })}
          </p>
        ) : null}
        {returnPending ? (
          <p className="flex items-start gap-2 text-amber-900 dark:text-amber-200">
            <Hourglass aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {t('borrowerPage.returnPending', { owner })}
          </p>
        ) : null}
        <div
          ref={statusRef}
          tabIndex={-1}
          className="rounded outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <Alert tone="success">{done}</Alert>
        </div>
        <Alert tone="error">{error}</Alert>
      </div>

      {page.actionsEnabled && !returnPending ? (
        open === 'extension' ? (
          <ExtensionForm
            loan={loan}
            busy={action.isPending}
            onCancel={() => setOpen('none')}
            onSend={(dueDate) =>
              act({ kind: 'extension', loanId: loan.id, dueDate }, t('borrowerPage.extensionSent', { owner }))
            }
          />
        ) : open === 'return' ? (
          <div className="mt-3 space-y-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
            <p className="text-sm text-slate-800 dark:text-slate-200">
              {t('borrowerPage.returnConfirm', { title: loan.title, owner })}
            </p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button
                autoFocus
                loading={action.isPending}
                onClick={() =>
                  act({ kind: 'returned', loanId: loan.id }, t('borrowerPage.returnSent', { owner }))
                }
              >
                {t('borrowerPage.returnYes')}
              </Button>
              <Button variant="secondary" onClick={() => setOpen('none')} disabled={action.isPending}>
                {t('common.cancel')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {loan.receivedAt ? null : (
              <Button
                loading={action.isPending}
                onClick={() =>
                  act({ kind: 'received', loanId: loan.id }, t('borrowerPage.receivedSent', { owner }))
                }
              >
                <PackageCheck aria-hidden="true" className="h-4 w-4" />
                {t('borrowerPage.haveIt')}
              </Button>
            )}
            {loan.canExtend ? (
              <Button variant="secondary" onClick={() => setOpen('extension')}>
                <CalendarClock aria-hidden="true" className="h-4 w-4" />
                {t('borrowerPage.moreTime')}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => setOpen('return')}>
              <Undo2 aria-hidden="true" className="h-4 w-4" />
              {t('borrowerPage.gaveBack')}
            </Button>
          </div>
        )
      ) : null}
    </li>
  );
}

/** "I need more time": a date after the due date and no later than the owner's cap. */
function ExtensionForm({
  loan,
  busy,
  onCancel,
  onSend,
}: {
  loan: BorrowerPageLoan;
  busy: boolean;
  onCancel: () => void;
  onSend: (dueDate: string) => void;
}) {
  const min = addDays(loan.dueDate, 1);
  const max = loan.latestDueDate ?? undefined;
  const suggested = max && addDays(loan.dueDate, 7) > max ? max : addDays(loan.dueDate, 7);
  const [value, setValue] = useState(suggested);
  const [shown, setShown] = useState('');
  const fieldId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = extensionDateError(value, loan);
    setShown(problem);
    if (problem) {
      document.getElementById(fieldId)?.focus();
      return;
    }
    onSend(value);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-3 space-y-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60"
    >
      <TextField
        id={fieldId}
        autoFocus
        type="date"
        label={t('borrowerPage.newDate')}
        hint={max ? t('borrowerPage.newDateHint', { date: formatDate(max) }) : undefined}
        value={value}
        min={min}
        max={max}
        required
        onChange={(e) => {
          setValue(e.target.value);
          if (shown) setShown(extensionDateError(e.target.value, loan));
        }}
        error={shown || undefined}
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" loading={busy}>
          {t('borrowerPage.askForDate')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
