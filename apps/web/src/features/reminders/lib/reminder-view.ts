import {
  type BorrowedBookEntry,
  type Reminder,
  type ReminderStatus,
  type ReminderType,
  suggestedReminderMessage,
} from '@shelfwise/contract';
import type { MessageKey } from '../../../lib/i18n/i18n.ts';
import { dayFromToday, formatDay, parseDay } from './dates.ts';

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

/** The lead before the due date when the plan has none of its own (the landing page's 3 days). */
export const DEFAULT_REMINDER_LEAD_DAYS = 3;

/**
 * The day a reminder for a loan is suggested for: the plan's lead before the due date (3 days when
 * the plan has no automatic reminders), and never before tomorrow, the spec's default.
 */
export function suggestedReminderDay(
  dueDate: string,
  leadDays: number | undefined,
  now = new Date(),
): string {
  const tomorrow = dayFromToday(1, now);
  const due = parseDay(dueDate);
  if (!due) return tomorrow;
  const lead = leadDays && leadDays > 0 ? leadDays : DEFAULT_REMINDER_LEAD_DAYS;
  const day = dayFromToday(0, new Date(due.getFullYear(), due.getMonth(), due.getDate() - lead));
  return day > tomorrow ? day : tomorrow;
}

/**
 * What choosing a loan fills in (spec §4): recipient, type, the overdue or 'due on' wording, and
 * the day: the plan's lead before the due date.
 */
export function formFromLoan(entry: BorrowedBookEntry, leadDays?: number) {
  const isOverdue = entry.type === 'overdue';
  return {
    recipientEmail: entry.borrower.email,
    type: entry.type,
    reminderDate: suggestedReminderDay(entry.dueDate, leadDays),
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
