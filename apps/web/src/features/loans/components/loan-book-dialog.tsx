import { createLoanFormSchema, DEFAULT_LOAN_DAYS } from '@shelfwise/contract';
import { type FormEvent, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useCreateLoan } from '../api/create-loan.ts';
import { useLendingBorrowers } from '../api/get-lending-borrowers.ts';
import { daysFromToday } from '../lib/dates.ts';

export interface LoanableBook {
  _id: string;
  title: string;
  author?: string;
}

export interface LoanBookDialogProps {
  /** The book to lend; the dialog is open while this is set. */
  book: LoanableBook | null;
  onClose: () => void;
  /** Shown when the loan fails and the server gave no message (spec §8: 'Failed to loan book'). */
  errorText?: string;
  /** Called after a 201, once the dialog has closed. */
  onLoaned?: () => void;
}

/**
 * Lend a book (spec §2 Library dialogs, §5 Loan): pick a borrower and a return date that defaults
 * to today + 14 days and may not be before today (the contract's loan form). Mounted only while
 * open, so each opening starts clean, with the default date counted from the day it opens.
 */
export function LoanBookDialog(props: LoanBookDialogProps) {
  return props.book ? <LoanBookForm key={props.book._id} {...props} book={props.book} /> : null;
}

function LoanBookForm({ book, onClose, errorText, onLoaned }: LoanBookDialogProps & { book: LoanableBook }) {
  const t = useT();
  const borrowersQuery = useLendingBorrowers(true);
  const createLoan = useCreateLoan();
  const today = daysFromToday(0);
  const schema = useMemo(() => createLoanFormSchema(today), [today]);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useZodForm(
    schema,
    { book: book._id, borrower: '', returnDate: daysFromToday(DEFAULT_LOAN_DAYS) },
    { formRef, fallbackMessage: errorText ?? t('library.loanFailed') },
  );
  const { borrower, returnDate } = form.values;
  const borrowers = borrowersQuery.data ?? [];
  const hasBorrowers = borrowers.length > 0;

  const close = () => {
    if (createLoan.isPending) return;
    onClose();
  };

  const send = form.handleSubmit(async (loan) => {
    await createLoan.mutateAsync(loan);
    // The lender sees at once who has the book and until when.
    const lentTo = borrowers.find((b) => b._id === loan.borrower)?.name;
    toast.success(
      lentTo
        ? t('lend.lentTo', { title: book.title, name: lentTo, date: formatDate(loan.returnDate) })
        : t('lend.lent', { title: book.title, date: formatDate(loan.returnDate) }),
    );
    onClose();
    onLoaned?.();
  });
  // Spec §5 Loan: without a borrower or a date the form silently does nothing.
  const submit = (event: FormEvent) => {
    if (borrower && returnDate) send(event);
    else event.preventDefault();
  };

  const formId = 'loan-book-form';
  return (
    <Modal
      open
      onClose={close}
      dismissible={!createLoan.isPending}
      title={t('lend.title')}
      description={
        book.author
          ? t('lend.descriptionBy', { title: book.title, author: book.author })
          : t('lend.description', { title: book.title })
      }
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={createLoan.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={form.submitting}
            disabled={!borrower || !returnDate || !hasBorrowers}
          >
            {createLoan.isPending ? t('lend.submitting') : t('lend.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} onSubmit={submit} className="space-y-4" noValidate>
        {form.formError ? (
          <p
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950/60 dark:text-red-300"
          >
            {form.formError}
          </p>
        ) : null}
        {borrowersQuery.isPending ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('lend.loadingBorrowers')}</p>
        ) : borrowersQuery.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {borrowersQuery.error.message || t('borrowers.fetchFailed')}
          </p>
        ) : hasBorrowers ? (
          <Select
            label={t('lend.borrower')}
            value={borrower}
            onChange={(e) => form.set('borrower', e.target.value)}
            onBlur={() => form.touch('borrower')}
            error={form.errors.borrower}
            required
          >
            <option value="">{t('lend.selectBorrower')}</option>
            {borrowers.map((b) => (
              <option key={b._id} value={b._id}>
                {b.name} ({b.email})
              </option>
            ))}
          </Select>
        ) : (
          <div className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700 dark:border-slate-600 dark:text-slate-300">
            <p>{t('lend.noBorrowers')}</p>
            <Link
              to="/dashboard/borrowers"
              className="mt-2 inline-block font-medium text-brand-600 underline hover:text-brand-700 dark:text-indigo-300 dark:hover:text-indigo-200"
            >
              {t('lend.addBorrower')}
            </Link>
          </div>
        )}
        <TextField
          label={t('lend.returnDate')}
          type="date"
          value={returnDate}
          min={today}
          required
          onChange={(e) => form.set('returnDate', e.target.value)}
          onBlur={() => form.touch('returnDate')}
          error={form.errors.returnDate}
          hint={t('lend.returnDateHint', { days: DEFAULT_LOAN_DAYS })}
        />
      </form>
    </Modal>
  );
}
