import type { LoanStatus } from '@shelfwise/contract';
import { isDueSoon, isPastDay } from '../../../lib/dates.ts';

/**
 * Spec §4: Returned if returned; Overdue if the due date is before today and not returned; else
 * Active. The due date is a whole calendar day in the reader's timezone setting, so a book due
 * today is still Active today and becomes Overdue once that day is over (a loan can be created
 * due today; it is not late at once).
 */
export function loanStatus(
  loan: { returned: boolean; returnDate: string | null | undefined },
  now = new Date(),
): LoanStatus {
  if (loan.returned) return 'Returned';
  if (!loan.returnDate || !/^\d{4}-\d{2}-\d{2}$/.test(loan.returnDate)) return 'Active';
  return isPastDay(loan.returnDate, now) ? 'Overdue' : 'Active';
}

/** An Active loan due today or within the reader's reminder lead (3 days by default). */
export function loanDueSoon(
  loan: { returned: boolean; returnDate: string | null | undefined },
  leadDays: number | undefined,
  now = new Date(),
): boolean {
  return loanStatus(loan, now) === 'Active' && isDueSoon(loan.returnDate ?? '', leadDays, now);
}
