import {
  type BorrowedBookEntry,
  type Reminder,
  type ReminderStatus,
  type ReminderType,
  suggestedReminderMessage,
} from '@shelfwise/contract';
import type { MessageKey } from '../../../lib/i18n/i18n.ts';
import { dayFromToday, formatDay } from './dates.ts';

/** The statuses a row can show: the server's, plus 'sending' while Send Now is on its way. */
export type ShownStatus = ReminderStatus | 'sending';

/** The catalogue key of each status's name. */
export const statusLabels = {
  scheduled: 'rem.status.scheduled',
  sent: 'rem.status.sent',
  overdue: 'rem.status.overdue',
  returned: 'rem.status.returned',
  failed: 'rem.status.failed',
  sending: 'rem.status.sending',
} as const satisfies Record<ShownStatus, MessageKey>;

/** The catalogue key of each type's name. */
export const typeLabels = {
  custom: 'rem.type.custom',
  due_soon: 'rem.type.due_soon',
  overdue: 'rem.type.overdue',
  return_request: 'rem.type.return_request',
} as const satisfies Record<ReminderType, MessageKey>;

/** Spec §4: Send Now for scheduled or overdue; Edit for scheduled, overdue and failed. */
export const canSend = (status: ShownStatus) => status === 'scheduled' || status === 'overdue';
export const canEdit = (status: ShownStatus) =>
  status === 'scheduled' || status === 'overdue' || status === 'failed';

/** What choosing a loan fills in (spec §4): recipient, type, and the overdue or 'due on' wording. */
export function formFromLoan(entry: BorrowedBookEntry) {
  const isOverdue = entry.type === 'overdue';
  return {
    recipientEmail: entry.borrower.email,
    type: entry.type,
    message: suggestedReminderMessage({
      title: entry.book.title || 'the book',
      dueDateText: formatDay(entry.dueDate),
      isOverdue,
    }),
  };
}

export interface ReminderFormValues {
  borrowedBookId: string;
  message: string;
  reminderDate: string;
  type: ReminderType;
  recipientEmail: string;
}

/** A new reminder starts tomorrow (spec §5); an edit starts from what the reminder holds. */
export function initialValues(reminder: Reminder | null, loanId = ''): ReminderFormValues {
  if (reminder) {
    return {
      borrowedBookId: reminder.borrowedBookId,
      message: reminder.message,
      reminderDate: reminder.reminderDate,
      type: reminder.type,
      recipientEmail: reminder.recipientEmail,
    };
  }
  return {
    borrowedBookId: loanId,
    message: '',
    reminderDate: dayFromToday(1),
    type: 'custom',
    recipientEmail: '',
  };
}
