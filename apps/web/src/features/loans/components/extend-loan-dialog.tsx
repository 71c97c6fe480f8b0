import { changeDueDateFormSchema } from '@shelfwise/contract';
import { useMemo, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { addDays, formatDate, todayInZone } from '../../../lib/dates.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useChangeDueDate } from '../api/change-due-date.ts';

/** The loan whose due date changes. */
export interface ExtendableLoan {
  id: string;
  title: string;
  borrowerName: string;
  /** The current due day (YYYY-MM-DD). */
  dueDate: string;
}

export interface ExtendLoanDialogProps {
  /** The dialog is open while this is set. */
  loan: ExtendableLoan | null;
  onClose: () => void;
  /** After a 200, with the sentence to show ('"Dune" is now due Mar 9, 2031.'). */
  onExtended: (message: string) => void;
}

/** How far the suggested new date lies past the current one (or past today, for a late loan). */
const SUGGESTED_EXTRA_DAYS = 7;

/**
 * Extend a loan: a new due date, any day from tomorrow on in the reader's calendar (earlier or
 * later than the current one), as the server also requires. It starts a week past the current due
 * date (a week from today for a late loan). Reminders follow; the borrower is not emailed, and the
 * dialog says so. Mounted only while open, so each opening starts from the loan as it is.
 */
export function ExtendLoanDialog(props: ExtendLoanDialogProps) {
  return props.loan ? <ExtendLoanForm key={props.loan.id} {...props} loan={props.loan} /> : null;
}

function ExtendLoanForm({ loan, onClose, onExtended }: ExtendLoanDialogProps & { loan: ExtendableLoan }) {
  const t = useT();
  const change = useChangeDueDate();
  const today = todayInZone();
  const tomorrow = addDays(today, 1);
  const schema = useMemo(() => changeDueDateFormSchema(today), [today]);
  const from = loan.dueDate > today ? loan.dueDate : today;
  const formRef = useRef<HTMLFormElement>(null);
  const form = useZodForm(
    schema,
    { returnDate: addDays(from, SUGGESTED_EXTRA_DAYS) },
    { formRef, fallbackMessage: t('extend.failed') },
  );

  const close = () => {
    if (!change.isPending) onClose();
  };
  const submit = form.handleSubmit(async ({ returnDate }) => {
    await change.mutateAsync({ id: loan.id, returnDate });
    onClose();
    onExtended(t('extend.done', { title: loan.title, date: formatDate(returnDate) }));
  });

  const formId = `extend-loan-${loan.id}`;
  return (
    <Modal
      open
      onClose={close}
      dismissible={!change.isPending}
      title={t('extend.title')}
      description={t('extend.description', {
        title: loan.title,
        name: loan.borrowerName || t('holder.someone'),
        date: formatDate(loan.dueDate),
      })}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={change.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={form.submitting}>
            {change.isPending ? t('extend.saving') : t('extend.submit')}
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
        <TextField
          label={t('extend.newDate')}
          type="date"
          value={form.values.returnDate}
          min={tomorrow}
          required
          onChange={(e) => form.set('returnDate', e.target.value)}
          onBlur={() => form.touch('returnDate')}
          error={form.errors.returnDate}
          hint={t('extend.hint', { name: loan.borrowerName || t('holder.someone') })}
        />
      </form>
    </Modal>
  );
}
