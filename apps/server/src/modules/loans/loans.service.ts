import type { Loan, PlanId, ReturnRateRow } from '@shelfwise/contract';
import { plans, STATS_MONTHS } from '@shelfwise/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { isUniqueViolation } from '../../db/pg-error.ts';
import { ONE_OPEN_LOAN_PER_BOOK } from '../../db/schema/loans.ts';
import type { ZonedMonth } from '../../db/sql.ts';
import { isUuid } from '../../db/sql.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import type { Clock } from '../../platform/clock.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { loanConfirmationMail } from '../../platform/mail/templates/loan-confirmation.ts';
import { sqlTimeZone, todayIn } from '../../platform/time.ts';
import type { ActivityService } from '../activity/index.ts';
import type { AuthService } from '../auth/index.ts';
import type { BooksService } from '../books/index.ts';
import type { BorrowersService } from '../borrowers/index.ts';
import {
  countActiveLoans,
  countActiveLoansAt,
  countActiveLoansOfBorrower,
  countActiveLoansOfUsers,
  countBorrowersWithActiveLoans,
  countLoansByBorrower,
  countOpenLoans,
  countOverdueLoans,
  findAverageLoanDuration,
  findLoan,
  findLoansByUser,
  findMonthlyLoans,
  findReturnRates,
  insertLoan,
  type LoanRow,
  markReturned,
} from './loans.repository.ts';

export const ALREADY_ON_LOAN_MESSAGE = 'This book is already on loan';
export const ALREADY_RETURNED_MESSAGE = 'This book has already been returned';
export const PAST_DUE_DATE_MESSAGE = 'Return date cannot be before today';

/** Whose figures, and in which timezone setting their months and days are counted. */
export interface StatsOwner {
  id: string;
  timezone?: string;
}

export interface Lender {
  id: string;
  plan: PlanId;
  timezone?: string;
}

export function activeLoansLimitMessage(max: number): string {
  return `Your plan allows up to ${max} active loans. Upgrade to lend more books at once.`;
}

export interface LoansServiceDeps {
  db: Database;
  config: Pick<Config, 'APP_URL'>;
  clock: Clock;
  auth: Pick<AuthService, 'lockAccount'>;
  books: Pick<BooksService, 'setLoanStatus' | 'summaries'>;
  borrowers: Pick<BorrowersService, 'lockForLoan' | 'summaries'>;
  activity: Pick<ActivityService, 'record'>;
}

export type LoansService = ReturnType<typeof createLoansService>;

export function createLoansService({
  db,
  config,
  clock,
  auth,
  books,
  borrowers,
  activity,
}: LoansServiceDeps) {
  /** Loans as the screen reads them: with the book's and the borrower's names, which those modules own. */
  async function present(userId: string, rows: LoanRow[], executor: Executor = db): Promise<Loan[]> {
    const [bookList, borrowerList] = await Promise.all([
      books.summaries(
        userId,
        rows.flatMap((r) => (r.bookId ? [r.bookId] : [])),
        executor,
      ),
      borrowers.summaries(
        userId,
        rows.flatMap((r) => (r.borrowerId ? [r.borrowerId] : [])),
        executor,
      ),
    ]);
    const bookById = new Map(bookList.map((b) => [b.id, b]));
    const borrowerById = new Map(borrowerList.map((b) => [b.id, b]));
    return rows.map((row) => {
      const book = row.bookId ? bookById.get(row.bookId) : undefined;
      const borrower = row.borrowerId ? borrowerById.get(row.borrowerId) : undefined;
      return {
        _id: row.id,
        book: {
          _id: row.bookId ?? '',
          title: book?.title ?? '',
          author: book?.author ?? '',
          thumbnail: book?.thumbnail ?? '',
        },
        borrower: { _id: row.borrowerId ?? '', name: borrower?.name ?? '', email: borrower?.email ?? '' },
        borrowDate: row.borrowDate.toISOString(),
        returnDate: row.returnDate,
        returned: row.returnedAt !== null,
        returnedAt: row.returnedAt?.toISOString() ?? null,
      };
    });
  }

  async function presentOne(userId: string, row: LoanRow, executor: Executor = db): Promise<Loan> {
    const [loan] = await present(userId, [row], executor);
    if (!loan) throw notFound('Loan');
    return loan;
  }

  return {
    async list(userId: string): Promise<Loan[]> {
      return present(userId, await findLoansByUser(db, userId));
    },

    /**
     * Lends a book. Everything happens in one transaction: the loan, the book turning Loaned, the
     * activity entry and the borrower's confirmation mail exist together or not at all. Locks in
     * the one order every transaction uses: the user, then the book, then the borrower.
     */
    async create(
      lender: Lender,
      input: { book: string; borrower: string; returnDate: string },
    ): Promise<Loan> {
      const { book: bookId, borrower: borrowerId, returnDate } = input;
      if (returnDate < todayIn(lender.timezone, clock.now())) throw badRequest(PAST_DUE_DATE_MESSAGE);
      if (!isUuid(bookId)) throw notFound('Book');
      if (!isUuid(borrowerId)) throw notFound('Borrower');
      const maxActive = plans[lender.plan].maxActiveLoans;
      try {
        return await db.transaction(async (tx) => {
          const user = await auth.lockAccount(tx, lender.id);
          if (!user) throw notFound('User');
          const book = await books.setLoanStatus(tx, lender.id, bookId, 'Loaned').catch((error: unknown) => {
            // The book is on loan already: the message lending has always given.
            if (error instanceof AppError && error.statusCode === 409)
              throw conflict(ALREADY_ON_LOAN_MESSAGE);
            throw error;
          });
          const borrower = await borrowers.lockForLoan(tx, lender.id, borrowerId);
          if (maxActive !== null && (await countActiveLoans(tx, lender.id)) >= maxActive) {
            throw forbidden(activeLoansLimitMessage(maxActive), 'PLAN_LIMIT');
          }
          const loan = await insertLoan(tx, {
            userId: lender.id,
            bookId,
            borrowerId,
            returnDate,
            borrowDate: clock.now(),
          });
          await activity.record(tx, lender.id, 'BORROW_BOOK', {
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
                appUrl: config.APP_URL,
              }),
            });
          }
          return presentOne(lender.id, loan, tx);
        });
      } catch (error) {
        if (isUniqueViolation(error, ONE_OPEN_LOAN_PER_BOOK)) throw conflict(ALREADY_ON_LOAN_MESSAGE);
        throw error;
      }
    },

    /** Marks a loan returned and the book Available again, in one transaction (user, then book). */
    async markReturned(userId: string, loanId: string): Promise<Loan> {
      if (!isUuid(loanId)) throw notFound('Loan');
      return db.transaction(async (tx) => {
        await auth.lockAccount(tx, userId);
        const loan = await findLoan(tx, userId, loanId, 'update');
        if (!loan) throw notFound('Loan');
        if (loan.returnedAt) throw conflict(ALREADY_RETURNED_MESSAGE);
        const returned = await markReturned(tx, loanId, clock.now());
        if (!returned) throw conflict(ALREADY_RETURNED_MESSAGE);
        if (loan.bookId) await books.setLoanStatus(tx, userId, loan.bookId, 'Available');
        const view = await presentOne(userId, returned, tx);
        await activity.record(tx, userId, 'RETURN_BOOK', {
          title: view.book.title || undefined,
          author: view.book.author || undefined,
          borrowerName: view.borrower.name || undefined,
          book: view.book.title ? { title: view.book.title, author: view.book.author } : undefined,
          borrower: view.borrower.name ? { name: view.borrower.name } : undefined,
        });
        return view;
      });
    },

    async countsByBorrower(userId: string): Promise<Map<string, { active: number; total: number }>> {
      const rows = await countLoansByBorrower(db, userId);
      return new Map(
        rows.flatMap((r) =>
          r.borrowerId ? [[r.borrowerId, { active: r.active, total: r.total }] as const] : [],
        ),
      );
    },

    countActiveOfBorrower(tx: Executor, userId: string, borrowerId: string): Promise<number> {
      return countActiveLoansOfBorrower(tx, userId, borrowerId);
    },

    /** Unreturned loans per user for a page of accounts (admin user list); none counts 0. */
    async activeCountsOf(userIds: string[]): Promise<Map<string, number>> {
      const rows = await countActiveLoansOfUsers(db, userIds);
      return new Map(rows.map((r) => [r.userId, r.n]));
    },

    /**
     * Loans out across every account, and those past their due day (admin overview). Users keep
     * their own timezones; for the whole service "today" is the UTC day.
     */
    openTotals(): Promise<{ active: number; overdue: number }> {
      return countOpenLoans(db, todayIn('UTC', clock.now()));
    },

    // ---------- statistics ----------

    /** Loans active at the end of `month` (the current month: active now). */
    countActiveAt(userId: string, month: ZonedMonth): Promise<number> {
      return countActiveLoansAt(db, userId, month);
    },

    /** Loans begun per month over the last 12 months in the owner's timezone, oldest first. */
    monthlyLoans(owner: StatsOwner): Promise<{ month: string; count: number }[]> {
      return findMonthlyLoans(db, owner.id, sqlTimeZone(owner.timezone), clock.now(), STATS_MONTHS);
    },

    /** On-time and late shares of each of the last 12 months' returns, oldest first. */
    returnRates(owner: StatsOwner): Promise<ReturnRateRow[]> {
      return findReturnRates(db, owner.id, sqlTimeZone(owner.timezone), clock.now(), STATS_MONTHS);
    },

    /** Days from lending to return, averaged over every returned loan (one decimal; 0 with none). */
    averageDurationDays(userId: string): Promise<number> {
      return findAverageLoanDuration(db, userId);
    },

    /** Loans out past their due day, "today" being the owner's day. */
    overdueCount(owner: StatsOwner): Promise<number> {
      return countOverdueLoans(db, owner.id, sqlTimeZone(owner.timezone), clock.now());
    },

    /** Borrowers holding at least one unreturned loan. */
    borrowersWithActiveLoans(userId: string): Promise<number> {
      return countBorrowersWithActiveLoans(db, userId);
    },
  };
}
