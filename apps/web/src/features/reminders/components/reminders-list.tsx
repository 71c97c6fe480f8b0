import type { Reminder } from '@shelfwise/contract';
import { MailWarning, Pencil, Send, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { CoverTile } from '../../../components/ui/cover-tile.tsx';
import { a11y } from '../../../lib/a11y.ts';
import { t as translate, useT } from '../../../lib/i18n/i18n.ts';
import { formatDay, formatInstant } from '../lib/dates.ts';
import { canEdit, canSend, type ShownStatus, typeLabels } from '../lib/reminder-view.ts';
import { ReminderStatusBadge } from './reminder-status-badge.tsx';

export interface RemindersListProps {
  reminders: Reminder[];
  /** The status to show (sending while Send Now is on its way). */
  statusOf: (reminder: Reminder) => ShownStatus;
  onSend: (reminder: Reminder) => void;
  onEdit: (reminder: Reminder) => void;
  onDelete: (reminder: Reminder) => void;
}

const bookTitle = (r: Reminder) => r.book.title || translate('rem.unknownBook');
const borrowerName = (r: Reminder) => r.borrower.name || translate('rem.unknownBorrower');

function Actions({
  reminder,
  status,
  onSend,
  onEdit,
  onDelete,
  compact = false,
}: { reminder: Reminder; status: ShownStatus; compact?: boolean } & Omit<
  RemindersListProps,
  'reminders' | 'statusOf'
>) {
  const t = useT();
  const title = bookTitle(reminder);
  // In the desktop table Edit and Delete are icons (named for screen readers and in a tooltip), so
  // the three actions fit on one line beside the sidebar.
  const label = (text: string) => (compact ? <span className="sr-only">{text}</span> : text);
  return (
    <div className={`flex justify-end gap-2 ${compact ? 'flex-nowrap' : 'flex-wrap'}`}>
      {canSend(status) || status === 'sending' ? (
        <Button
          size="sm"
          variant="secondary"
          loading={status === 'sending'}
          disabled={status === 'sending'}
          onClick={() => onSend(reminder)}
          aria-label={a11y.named(status === 'sending' ? t('rem.status.sending') : t('rem.sendNow'), title)}
          className="whitespace-nowrap"
        >
          {status === 'sending' ? null : <Send aria-hidden="true" className="h-4 w-4" />}
          {status === 'sending' ? t('rem.status.sending') : t('rem.sendNow')}
        </Button>
      ) : null}
      {canEdit(status) ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onEdit(reminder)}
          aria-label={a11y.named(t('rem.edit'), title)}
          title={compact ? t('rem.edit') : undefined}
        >
          <Pencil aria-hidden="true" className="h-4 w-4" />
          {label(t('rem.edit'))}
        </Button>
      ) : null}
      <Button
        size="sm"
        variant="ghost"
        onClick={() => onDelete(reminder)}
        disabled={status === 'sending'}
        aria-label={a11y.named(t('rem.delete'), title)}
        title={compact ? t('rem.delete') : undefined}
        className="text-red-700 hover:text-red-800 dark:text-red-300 dark:hover:text-red-200"
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        {label(t('rem.delete'))}
      </Button>
    </div>
  );
}

function StatusCell({ reminder, status }: { reminder: Reminder; status: ShownStatus }) {
  const t = useT();
  return (
    <div className="space-y-1">
      <ReminderStatusBadge status={status} />
      {status === 'sent' && reminder.lastSent ? (
        <p className="text-xs text-slate-500 dark:text-slate-400">{formatInstant(reminder.lastSent)}</p>
      ) : null}
      {status === 'failed' && reminder.lastError ? (
        <p className="max-w-[14rem] text-xs text-slate-600 dark:text-slate-300">{reminder.lastError}</p>
      ) : null}
      {reminder.borrowerUnsubscribed ? (
        <p className="flex items-center gap-1 text-xs text-amber-800 dark:text-amber-300">
          <MailWarning aria-hidden="true" className="h-3.5 w-3.5" />
          {t('rem.unsubscribed')}
        </p>
      ) : null}
    </div>
  );
}

/** Desktop: Book & Borrower, Due Date, Reminder Date, Status, Actions. */
export function RemindersTable({ reminders, statusOf, ...actions }: RemindersListProps) {
  const t = useT();
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm md:block dark:border-slate-700 dark:bg-slate-900">
      <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-700">
        <thead className="bg-slate-50 dark:bg-slate-800/60">
          <tr className="text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
            <th scope="col" className="px-3 py-3">
              {t('rem.col.bookBorrower')}
            </th>
            <th scope="col" className="px-3 py-3">
              {t('rem.col.due')}
            </th>
            <th scope="col" className="px-3 py-3">
              {t('rem.col.reminderDate')}
            </th>
            <th scope="col" className="px-3 py-3">
              {t('rem.col.status')}
            </th>
            <th scope="col" className="px-3 py-3 text-right">
              {t('rem.col.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {reminders.map((r) => {
            const status = statusOf(r);
            return (
              <tr
                key={r.id}
                data-testid="reminder-row"
                className="align-top hover:bg-slate-50 dark:hover:bg-slate-800/40"
              >
                <td className="px-3 py-3">
                  <div className="flex items-start gap-3">
                    <CoverTile title={r.book.title} thumbnail={r.book.cover || null} />
                    <div className="max-w-[14rem] min-w-0">
                      <p
                        title={bookTitle(r)}
                        className="truncate font-medium text-slate-900 dark:text-slate-100"
                      >
                        {bookTitle(r)}
                      </p>
                      <p className="truncate text-slate-500 dark:text-slate-400">{r.book.author}</p>
                      <p className="mt-1 truncate text-slate-700 dark:text-slate-300">
                        {borrowerName(r)}{' '}
                        <span className="text-slate-500 dark:text-slate-400" title={r.recipientEmail}>
                          · {r.recipientEmail}
                        </span>
                      </p>
                      <p className="text-xs text-slate-500 dark:text-slate-400">
                        {t(typeLabels[r.type])}
                        {r.automatic ? t('rem.automatic') : ''}
                      </p>
                    </div>
                  </div>
                </td>
                <td className="px-3 py-3 whitespace-nowrap text-slate-700 dark:text-slate-300">
                  {formatDay(r.dueDate)}
                </td>
                <td className="px-3 py-3 whitespace-nowrap text-slate-700 dark:text-slate-300">
                  {formatDay(r.reminderDate)}
                </td>
                <td className="px-3 py-3">
                  <StatusCell reminder={r} status={status} />
                </td>
                <td className="px-3 py-3">
                  <Actions reminder={r} status={status} compact {...actions} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per reminder. */
export function ReminderCards({ reminders, statusOf, ...actions }: RemindersListProps) {
  const t = useT();
  return (
    <ul className="space-y-3 md:hidden">
      {reminders.map((r) => {
        const status = statusOf(r);
        return (
          <li
            key={r.id}
            data-testid="reminder-card"
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900"
          >
            <div className="flex items-start gap-3">
              <CoverTile title={r.book.title} thumbnail={r.book.cover || null} />
              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-2">
                  <p className="font-medium break-words text-slate-900 dark:text-slate-100">{bookTitle(r)}</p>
                  <StatusCell reminder={r} status={status} />
                </div>
                <p className="text-sm text-slate-500 dark:text-slate-400">{r.book.author}</p>
              </div>
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <div className="col-span-2">
                <dt className="text-xs text-slate-500 dark:text-slate-400">{t('rem.col.borrower')}</dt>
                <dd className="text-slate-900 dark:text-slate-100">
                  {borrowerName(r)}
                  <span className="block break-all text-slate-500 dark:text-slate-400">
                    {r.recipientEmail}
                  </span>
                </dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500 dark:text-slate-400">{t('rem.col.due')}</dt>
                <dd className="text-slate-900 dark:text-slate-100">{formatDay(r.dueDate)}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500 dark:text-slate-400">{t('rem.col.reminderDate')}</dt>
                <dd className="text-slate-900 dark:text-slate-100">{formatDay(r.reminderDate)}</dd>
              </div>
            </dl>
            <div className="mt-3">
              <Actions reminder={r} status={status} {...actions} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
