import type { Reminder, ReminderType } from '@shelfwise/contract';
import { todayIn } from '../../src/platform/time.ts';
import type { TestApp } from '../harness.ts';
import { createLoan } from './loans.ts';
import type { CreatedUser } from './users.ts';

export interface CreateReminderOptions {
  /** A loan of the owner; default: a new one (new book, new borrower, due in 14 days). */
  loanId?: string;
  /** Default: today in the owner's timezone, by the app's clock. */
  reminderDate?: string;
  message?: string;
  type?: ReminderType;
  recipientEmail?: string;
}

/** A reminder made through the reminders service (the same rules as `POST /api/reminders`). */
export async function createReminder(
  t: TestApp,
  owner: CreatedUser,
  options: CreateReminderOptions = {},
): Promise<Reminder> {
  const loanId = options.loanId ?? (await createLoan(t, owner))._id;
  return t.services.reminders.create(owner.user, {
    borrowedBookId: loanId,
    message: options.message ?? 'Please bring the book back when you can.',
    reminderDate: options.reminderDate ?? todayIn(owner.user.timezone, t.services.clock.now()),
    type: options.type ?? 'custom',
    recipientEmail: options.recipientEmail,
  });
}
