import type { Loan } from '@shelfwise/contract';
import type { AppUnderTest } from '../harness.ts';
import { createBook } from './books.ts';
import { createBorrower } from './borrowers.ts';
import type { CreatedUser } from './users.ts';

export interface CreateLoanOptions {
  /** A book of the owner; default: a new one. */
  bookId?: string;
  /** A borrower of the owner; default: a new one. */
  borrowerId?: string;
  /** The due day (YYYY-MM-DD); default: 14 days after the app's clock. */
  returnDate?: string;
}

/**
 * A loan made through the lending service. For a loan that began in the past, create the app with
 * a manual clock and set it back before calling this.
 */
export async function createLoan(
  t: AppUnderTest,
  owner: CreatedUser,
  options: CreateLoanOptions = {},
): Promise<Loan> {
  const bookId = options.bookId ?? (await createBook(t, owner))._id;
  const borrowerId = options.borrowerId ?? (await createBorrower(t, owner))._id;
  const now = t.services.clock.now();
  const returnDate =
    options.returnDate ?? new Date(now.getTime() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const { loan } = await t.services.loans.create(
    { id: owner.user.id, plan: owner.user.plan, timezone: owner.user.timezone },
    { book: bookId, borrower: borrowerId, returnDate },
  );
  return loan;
}
