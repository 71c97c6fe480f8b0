import type { LoanStatus } from '@shelfwise/contract';
import { parseDate } from './dates.ts';

/**
 * Spec §4: Returned if returned; Overdue if the due date is before now and not returned; else
 * Active. The due date is a whole calendar day, so a book due today is still Active today and
 * becomes Overdue once that day is over (a loan can be created due today; it is not late at once).
 */
export function loanStatus(
  loan: { returned: boolean; returnDate: string | null | undefined },
  now = new Date(),
): LoanStatus {
  if (loan.returned) return 'Returned';
  const due = parseDate(loan.returnDate);
  if (!due) return 'Active';
  const endOfDueDay = new Date(due.getFullYear(), due.getMonth(), due.getDate() + 1);
  return endOfDueDay.getTime() <= now.getTime() ? 'Overdue' : 'Active';
}
