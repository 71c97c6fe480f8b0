import type { Loan, PlanId } from '@shelfwise/contract';
import { plans } from '@shelfwise/contract';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation, isUuid } from '../../db/pg-error.ts';
import { ONE_OPEN_LOAN_PER_BOOK } from '../../db/schema/loans.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { loanConfirmationMail } from '../../platform/mail/templates/loan-confirmation.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { setBookLoanStatus } from '../books/books.service.ts';
import {
  countActiveLoans,
  findLoan,
  findLoansByUser,
  findOwnBook,
  findOwnBorrowerForLoan,
  insertLoan,
  type LoanRow,
  lockLoan,
  lockUser,
  markReturned,
} from './loans.repository.ts';
import { todayIn } from './user-today.ts';

export const ALREADY_ON_LOAN_MESSAGE = 'This book is already on loan';
export const ALREADY_RETURNED_MESSAGE = 'This book has already been returned';
export const PAST_DUE_DATE_MESSAGE = 'Return date cannot be before today';

export interface Lender {
  id: string;
  plan: PlanId;
  timezone?: string;
}

export function activeLoansLimitMessage(max: number): string {
  return `Your plan allows up to ${max} active loans. Upgrade to lend more books at once.`;
}

function toLoan(row: LoanRow): Loan {
  return {
    _id: row.id,
    book: {
      _id: row.bookId ?? '',
      title: row.bookTitle ?? '',
      author: row.bookAuthor ?? '',
      thumbnail: row.bookThumbnail ?? '',
    },
    borrower: { _id: row.borrowerId ?? '', name: row.borrowerName ?? '', email: row.borrowerEmail ?? '' },
    borrowDate: row.borrowDate.toISOString(),
    returnDate: row.returnDate,
    returned: row.returnedAt !== null,
    returnedAt: row.returnedAt?.toISOString() ?? null,
  };
}

export async function listLoans(db: Database, userId: string): Promise<Loan[]> {
  return (await findLoansByUser(db, userId)).map(toLoan);
}

/**
 * Lends a book. Everything happens in one transaction: the loan, the book turning Loaned, the
 * activity entry and the borrower's confirmation mail exist together or not at all.
 */
export async function createLoan(
  db: Database,
  lender: Lender,
  input: { book: string; borrower: string; returnDate: string },
  appUrl: string,
): Promise<Loan> {
  const { book: bookId, borrower: borrowerId, returnDate } = input;
  if (returnDate < todayIn(lender.timezone)) throw badRequest(PAST_DUE_DATE_MESSAGE);
  const maxActive = plans[lender.plan].maxActiveLoans;

  let loanId: string;
  try {
    loanId = await db.transaction(async (tx) => {
      const user = await lockUser(tx, lender.id);
      if (!user) throw notFound('User');
      const book = await findOwnBook(tx, lender.id, bookId);
      if (!book) throw notFound('Book');
      const borrower = await findOwnBorrowerForLoan(tx, lender.id, borrowerId);
      if (!borrower) throw notFound('Borrower');
      // A friendly early answer; the partial unique index is what actually guarantees it.
      if (book.status === 'Loaned') throw conflict(ALREADY_ON_LOAN_MESSAGE);
      if (maxActive !== null && (await countActiveLoans(tx, lender.id)) >= maxActive) {
        throw forbidden(activeLoansLimitMessage(maxActive), 'PLAN_LIMIT');
      }
      const id = await insertLoan(tx, { userId: lender.id, bookId, borrowerId, returnDate });
      await setBookLoanStatus(tx, lender.id, bookId, 'Loaned');
      await recordActivity(tx, lender.id, 'BORROW_BOOK', {
        title: book.title,
        author: book.author,
        borrowerName: borrower.name,
        returnDate,
        book: { title: book.title, author: book.author },
        borrower: { name: borrower.name },
      });
      if (borrower.email) {
        await enqueueMail(tx, {
          to: borrower.email,
          ...loanConfirmationMail({
            borrowerName: borrower.name,
            lenderName: user.name,
            bookTitle: book.title,
            bookAuthor: book.author,
            dueDate: returnDate,
            appUrl,
          }),
        });
      }
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error, ONE_OPEN_LOAN_PER_BOOK)) throw conflict(ALREADY_ON_LOAN_MESSAGE);
    throw error;
  }
  const loan = await findLoan(db, lender.id, loanId);
  if (!loan) throw notFound('Loan');
  return toLoan(loan);
}

/** Marks a loan returned and the book Available again, in one transaction. */
export async function returnLoan(db: Database, userId: string, loanId: string): Promise<Loan> {
  if (!isUuid(loanId)) throw notFound('Loan');
  await db.transaction(async (tx) => {
    const loan = await lockLoan(tx, userId, loanId);
    if (!loan) throw notFound('Loan');
    if (loan.returnedAt) throw conflict(ALREADY_RETURNED_MESSAGE);
    await markReturned(tx, loanId, new Date());
    if (loan.bookId) await setBookLoanStatus(tx, userId, loan.bookId, 'Available');
    const row = await findLoan(tx, userId, loanId);
    await recordActivity(tx, userId, 'RETURN_BOOK', {
      title: row?.bookTitle ?? undefined,
      author: row?.bookAuthor ?? undefined,
      borrowerName: row?.borrowerName ?? undefined,
      book: row?.bookTitle ? { title: row.bookTitle, author: row.bookAuthor ?? '' } : undefined,
      borrower: row?.borrowerName ? { name: row.borrowerName } : undefined,
    });
  });
  const loan = await findLoan(db, userId, loanId);
  if (!loan) throw notFound('Loan');
  return toLoan(loan);
}
