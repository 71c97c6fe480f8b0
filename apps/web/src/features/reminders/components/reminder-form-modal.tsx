import { type Reminder, type ReminderType, reminderFormSchema, reminderTypes } from '@shelfwise/contract';
import { MailWarning } from 'lucide-react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextArea, TextField } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useBorrowedBooks } from '../api/get-borrowed-books.ts';
import { useReminderSchedule } from '../api/reminder-schedule.ts';
import { useSaveReminder } from '../api/save-reminder.ts';
import { dayFromToday, formatDay } from '../lib/dates.ts';
import { formFromLoan, initialValues, typeLabels } from '../lib/reminder-view.ts';

export interface ReminderFormModalProps {
  open: boolean;
  /** The reminder to edit; null to schedule a new one. */
  reminder: Reminder | null;
  /** Creating from a loan's row: that loan is chosen (and its fields filled) from the start. */
  loanId?: string;
  onClose: () => void;
  onSaved?: (reminder: Reminder) => void;
}

/**
 * 'Schedule New Reminder' / 'Edit Reminder' (spec §2, §5), with the contract's reminder form rules:
 * the loan is chosen only when creating; the recipient email stays disabled until a loan is chosen;
 * choosing one fills email, type, message and the date (the plan's lead before the due date, not
 * before tomorrow); the date may not be before today and, with no loan chosen, defaults to tomorrow. Mounted only while open, so each opening starts from the reminder (or a blank form, or
 * the given loan's suggestions).
 */
export function ReminderFormModal(props: ReminderFormModalProps) {
  return props.open ? <ReminderForm key={props.reminder?.id ?? props.loanId ?? 'new'} {...props} /> : null;
}

function ReminderForm({ reminder, loanId, onClose, onSaved }: ReminderFormModalProps) {
  const t = useT();
  const isEdit = reminder !== null;
  const books = useBorrowedBooks(!isEdit);
  const save = useSaveReminder();
  const schedule = useReminderSchedule();
  const leadDays = schedule.data?.leadDays;
  const today = dayFromToday(0);
  const schema = useMemo(() => reminderFormSchema({ today, creating: !isEdit }), [today, isEdit]);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useZodForm(schema, initialValues(reminder, loanId), {
    formRef,
    fallbackMessage: t('error.saveReminder'),
  });
  const { values, errors } = form;
  const formId = useId();
  const entries = books.data ?? [];
  const chosen = entries.find((e) => e.id === values.borrowedBookId);

  // A loan given from outside is filled in once its entry has loaded: the form's starting point.
  const startFromLoan = useRef<(() => void) | null>(null);
  startFromLoan.current = () => {
    const entry = entries.find((e) => e.id === loanId);
    if (entry) form.reset({ ...form.values, ...formFromLoan(entry, leadDays) });
  };
  const filledFromLoan = useRef(false);
  useEffect(() => {
    if (isEdit || !loanId || filledFromLoan.current || !entries.some((e) => e.id === loanId)) return;
    filledFromLoan.current = true;
    startFromLoan.current?.();
  }, [isEdit, loanId, entries]);

  const chooseLoan = (id: string) => {
    const entry = entries.find((e) => e.id === id);
    form.set('borrowedBookId', id);
    if (!entry) {
      form.set('recipientEmail', '');
      return;
    }
    const filled = formFromLoan(entry, leadDays);
    form.set('recipientEmail', filled.recipientEmail);
    form.set('type', filled.type);
    form.set('message', filled.message);
    form.set('reminderDate', filled.reminderDate);
  };

  const close = () => {
    if (!save.isPending) onClose();
  };

  const submit = form.handleSubmit(async (input) => {
    const saved = await save.mutateAsync({
      ...input,
      borrowedBookId: input.borrowedBookId ?? values.borrowedBookId ?? '',
      ...(isEdit ? { id: reminder.id } : {}),
    });
    onClose();
    onSaved?.(saved);
  });

  const unsubscribed = isEdit ? reminder.borrowerUnsubscribed : Boolean(chosen?.borrower.unsubscribed);

  return (
    <Modal
      open
      onClose={close}
      dismissible={!save.isPending}
      title={isEdit ? t('rem.editTitle') : t('rem.newTitle')}
      description={
        isEdit
          ? t('rem.about', {
              title: reminder.book.title || t('rem.unknownBook'),
              name: reminder.borrower.name || t('rem.unknownBorrower'),
            })
          : t('rem.newDescription')
      }
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={form.submitting}
            disabled={!isEdit && !values.borrowedBookId}
          >
            {save.isPending ? t('common.saving') : isEdit ? t('common.save') : t('rem.schedule')}
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
        {isEdit ? null : books.isPending ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('rem.loadingBooks')}</p>
        ) : books.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {books.error.message}
          </p>
        ) : entries.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700 dark:border-slate-600 dark:text-slate-300">
            {t('rem.noLoans')}
          </p>
        ) : (
          <Select
            label={t('rem.borrowedBook')}
            value={values.borrowedBookId}
            onChange={(e) => chooseLoan(e.target.value)}
            onBlur={() => form.touch('borrowedBookId')}
            error={errors.borrowedBookId}
            required
          >
            <option value="">{t('rem.selectBook')}</option>
            {entries.map((e) => (
              <option key={e.id} value={e.id}>
                {t('rem.bookOption', {
                  title: e.book.title || t('rem.unknownBook'),
                  name: e.borrower.name || t('rem.unknownBorrower'),
                  date: formatDay(e.dueDate),
                })}
              </option>
            ))}
          </Select>
        )}
        <TextField
          label={t('rem.recipient')}
          type="email"
          value={values.recipientEmail}
          disabled={!isEdit && !values.borrowedBookId}
          onChange={(e) => form.set('recipientEmail', e.target.value)}
          onBlur={() => form.touch('recipientEmail')}
          error={errors.recipientEmail}
          hint={!isEdit && !values.borrowedBookId ? t('rem.chooseFirst') : undefined}
          required
        />
        {unsubscribed ? (
          <p
            role="note"
            className="flex gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/60 dark:text-amber-200"
          >
            <MailWarning aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {t('rem.unsubscribedNote')}
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label={t('rem.type')}
            value={values.type}
            onChange={(e) => form.set('type', e.target.value as ReminderType)}
            error={errors.type}
          >
            {reminderTypes.map((type) => (
              <option key={type} value={type}>
                {t(typeLabels[type])}
              </option>
            ))}
          </Select>
          <TextField
            label={t('rem.date')}
            type="date"
            min={today}
            value={values.reminderDate}
            onChange={(e) => form.set('reminderDate', e.target.value)}
            onBlur={() => form.touch('reminderDate')}
            error={errors.reminderDate}
            required
          />
        </div>
        <TextArea
          label={t('rem.message')}
          rows={4}
          required
          value={values.message}
          onChange={(e) => form.set('message', e.target.value)}
          onBlur={() => form.touch('message')}
          error={errors.message}
        />
      </form>
    </Modal>
  );
}
