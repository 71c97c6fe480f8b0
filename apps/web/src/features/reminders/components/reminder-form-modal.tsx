import {
  createReminderSchema,
  type Reminder,
  type ReminderType,
  reminderTypes,
  updateReminderSchema,
} from '@shelfwise/contract';
import { MailWarning } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { translateIssue } from '../../../lib/i18n/validation.ts';
import { useBorrowedBooks } from '../api/get-borrowed-books.ts';
import { useSaveReminder } from '../api/save-reminder.ts';
import { dayFromToday, formatDay } from '../lib/dates.ts';
import { formFromLoan, initialValues, type ReminderFormValues, typeLabels } from '../lib/reminder-view.ts';

export interface ReminderFormModalProps {
  open: boolean;
  /** The reminder to edit; null to schedule a new one. */
  reminder: Reminder | null;
  /** Creating from a loan's row: that loan is chosen (and its fields filled) from the start. */
  loanId?: string;
  onClose: () => void;
  onSaved?: (reminder: Reminder) => void;
}

type Errors = Partial<Record<keyof ReminderFormValues | 'form', string>>;

/**
 * 'Schedule New Reminder' / 'Edit Reminder' (spec §2, §5): the loan is chosen only when creating;
 * the recipient email stays disabled until a loan is chosen; choosing one fills email, type and
 * message; the date may not be before today and defaults to tomorrow.
 */
export function ReminderFormModal({ open, reminder, loanId, onClose, onSaved }: ReminderFormModalProps) {
  const t = useT();
  const isEdit = reminder !== null;
  const books = useBorrowedBooks(open && !isEdit);
  const save = useSaveReminder();
  const [values, setValues] = useState<ReminderFormValues>(() => initialValues(reminder, loanId));
  const [errors, setErrors] = useState<Errors>({});
  const formId = useId();
  const today = dayFromToday(0);
  const entries = books.data ?? [];
  const chosen = entries.find((e) => e.id === values.borrowedBookId);

  // Each opening starts from the reminder (or a blank form, or the given loan's suggestions).
  useEffect(() => {
    if (!open) return;
    setValues(initialValues(reminder, loanId));
    setErrors({});
  }, [open, reminder, loanId]);

  // A loan given from outside is filled in once its entry has loaded.
  useEffect(() => {
    if (!open || isEdit || !loanId) return;
    const entry = entries.find((e) => e.id === loanId);
    if (entry) setValues((v) => (v.message ? v : { ...v, ...formFromLoan(entry) }));
  }, [open, isEdit, loanId, entries]);

  const set = <K extends keyof ReminderFormValues>(key: K, value: ReminderFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const chooseLoan = (id: string) => {
    const entry = entries.find((e) => e.id === id);
    setValues((v) => ({
      ...v,
      borrowedBookId: id,
      ...(entry ? formFromLoan(entry) : { recipientEmail: '' }),
    }));
  };

  const close = () => {
    if (!save.isPending) onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const schema = isEdit ? updateReminderSchema : createReminderSchema;
    const parsed = schema.safeParse(values);
    const next: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof ReminderFormValues;
        next[key] ??= translateIssue(issue.message);
      }
    }
    if (!values.recipientEmail.trim()) next.recipientEmail = t('reminders.form.recipientRequired');
    if (values.reminderDate && values.reminderDate < today)
      next.reminderDate = t('reminders.form.dateBeforeToday');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    save.mutate(
      { ...values, ...(isEdit ? { id: reminder.id } : {}) },
      {
        onSuccess: (saved) => {
          onClose();
          onSaved?.(saved);
        },
        onError: (e) =>
          setErrors({ form: e instanceof ApiError && e.message ? e.message : 'Failed to save reminder' }),
      },
    );
  };

  const unsubscribed = isEdit ? reminder.borrowerUnsubscribed : Boolean(chosen?.borrower.unsubscribed);

  return (
    <Modal
      open={open}
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
            loading={save.isPending}
            disabled={!isEdit && !values.borrowedBookId}
          >
            {save.isPending ? t('common.saving') : isEdit ? t('common.save') : t('rem.schedule')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="space-y-4" noValidate>
        {errors.form ? (
          <p
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950/60 dark:text-red-300"
          >
            {errors.form}
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
          onChange={(e) => set('recipientEmail', e.target.value)}
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
            onChange={(e) => set('type', e.target.value as ReminderType)}
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
            onChange={(e) => set('reminderDate', e.target.value)}
            error={errors.reminderDate}
            required
          />
        </div>
        <TextArea
          label={t('rem.message')}
          value={values.message}
          onChange={(message) => set('message', message)}
          error={errors.message}
        />
      </form>
    </Modal>
  );
}

function TextArea({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={`block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 dark:bg-slate-900 dark:text-slate-100 ${
          error ? 'border-red-500 dark:border-red-400' : 'border-slate-300 dark:border-slate-600'
        }`}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
