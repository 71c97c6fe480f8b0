// Past 400 lines: the lending service keeps every loan write (lend, return, due date) and its hooks in one
// place; borrowers' requests (loan-requests.ts) and their page's reads (borrower-views.ts) live beside it.
import type { ActivityAction, Loan, LoanListQuery, PlanId } from '@shelfwise/contract';
import {
  borrowerPagePath,
  DUE_DATE_AFTER_TODAY_MESSAGE,
  dailyEmailCapMessage,
  plans,
} from '@shelfwise/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { decodeCursor, encodeCursor } from '../../db/cursor.ts';
import type { Executor, Transaction } from '../../db/executor.ts';
import { isUniqueViolation } from '../../db/pg-error.ts';
import { ONE_OPEN_LOAN_PER_BOOK } from '../../db/schema/loans.ts';
import { isUuid } from '../../db/sql.ts';
import { transaction } from '../../db/transaction.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import type { Clock } from '../../platform/clock.ts';
import { reserveExternalMail } from '../../platform/mail/mail-cap.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { loanConfirmationMail } from '../../platform/mail/templates/loan-confirmation.ts';
import { unsubscribeParts } from '../../platform/mail/unsubscribe.ts';
import { todayIn } from '../../platform/time.ts';
import type { ActivityService } from '../activity/index.ts';
import type { AuthService } from '../auth/index.ts';
import type { BooksService } from '../books/index.ts';
import type { BorrowersService } from '../borrowers/index.ts';
import { createBorrowerViews } from './borrower-views.ts';
import { createLendingViews } from './lending-views.ts';
import {
  closePendingOnReturn,
  createLoanRequests,
  type LoanRequestHook,
  pendingByLoan,
} from './loan-requests.ts';
import {
  countActiveLoans,
  countActiveLoansOfBorrower,
  countLoans,
  findLoan,
  findLoansByIds,
  findLoansForDigest,
  findLoansPage,
  findOpenLoansOfUser,
  findOpenLoansOfUsersDueBetween,
  insertLoan,
  type LoanRow,
  markReturned,
  setDueDate,
} from './loans.repository.ts';

export const HAS_ACTIVE_LOANS_MESSAGE = 'Cannot delete borrower with active loans';
export const ALREADY_ON_LOAN_MESSAGE = 'This book is already on loan';
export const ALREADY_RETURNED_MESSAGE = 'This book has already been returned';
export const PAST_DUE_DATE_MESSAGE = 'Return date cannot be before today';
export const INVALID_CURSOR_MESSAGE = 'cursor is not valid: ask for the first page again (without cursor)';

export const LOANED_MESSAGE = 'Book loaned successfully';

/** What the loan answer says when the borrower's confirmation email was not queued, and why. */
export function loanMailSkippedMessage(reason: string): string {
  return `${LOANED_MESSAGE}, but the confirmation email was not sent: ${reason}`;
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
  config: Pick<Config, 'APP_URL' | 'JWT_SECRET'>;
  clock: Clock;
  auth: Pick<AuthService, 'lockAccount'>;
  books: Pick<BooksService, 'setLoanStatus' | 'summaries' | 'list' | 'get' | 'booksOfMonth' | 'findByIsbns'>;
  borrowers: Pick<
    BorrowersService,
    | 'lockForLoan'
    | 'lockForDelete'
    | 'deleteLocked'
    | 'summaries'
    | 'unsubscribedAmong'
    | 'list'
    | 'countAt'
    | 'issueLink'
  >;
  activity: Pick<ActivityService, 'record'>;
}

/** A loan as other modules read it: the screen's view plus its owner. */
export type OwnedLoan = Loan & { userId: string };

/** Runs inside the return transaction (reminders stop theirs); throwing rolls the return back. */
export type LoanReturnHook = (tx: Transaction, loan: { userId: string; loanId: string }) => Promise<void>;

/** Runs inside the lending transaction (reminders look at the owner's loans again on their next run). */
export type LoanLentHook = (tx: Transaction, loan: { userId: string; loanId: string }) => Promise<void>;

/**
 * Runs inside the transaction that moves a loan's due date (reminders replace the automatic ones
 * made for the old date); throwing rolls the change back.
 */
export type LoanDueDateHook = (
  tx: Transaction,
  loan: { userId: string; loanId: string; previousReturnDate: string; returnDate: string },
) => Promise<void>;

/** An open loan as the owner's calendar feed needs it (issue 29). */
export interface CalendarLoan {
  id: string;
  title: string;
  borrowerName: string;
  /** The due date, YYYY-MM-DD. */
  dueDate: string;
  sequence: number;
  lastModified: Date;
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
  const returnHooks: LoanReturnHook[] = [];
  const lentHooks: LoanLentHook[] = [];
  const dueDateHooks: LoanDueDateHook[] = [];
  const requestHooks: LoanRequestHook[] = [];

  /** Loans as the screen reads them: with the book's and the borrower's names, which those modules own. */
  async function present(userId: string, rows: LoanRow[], executor: Executor = db): Promise<Loan[]> {
    const [bookList, borrowerList, pending] = await Promise.all([
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
      pendingByLoan(
        executor,
        rows.map((r) => r.id),
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
        receivedAt: row.receivedAt?.toISOString() ?? null,
        pendingRequest: pending.get(row.id) ?? null,
      };
    });
  }

  async function presentOne(userId: string, row: LoanRow, executor: Executor = db): Promise<Loan> {
    const [loan] = await present(userId, [row], executor);
    if (!loan) throw notFound('Loan');
    return loan;
  }

  /** Rows of several users, presented per owner (names come from each owner's books and borrowers). */
  async function presentOwned(rows: LoanRow[], executor: Executor = db): Promise<OwnedLoan[]> {
    const byUser = new Map<string, LoanRow[]>();
    for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
    const views = new Map<string, OwnedLoan>();
    for (const [userId, own] of byUser) {
      const presented = await present(userId, own, executor);
      for (const view of presented) views.set(view._id, { ...view, userId });
    }
    return rows.flatMap((r) => {
      const view = views.get(r.id);
      return view ? [view] : [];
    });
  }

  /**
   * The return of a loan the caller locked (user, then loan): the loan, the book Available again,
   * its pending requests closed, the hooks, and the activity entry (`action`: RETURN_BOOK, or
   * RETURN_CONFIRMED when the owner confirms the borrower's "I gave it back").
   */
  async function returnLoan(
    tx: Transaction,
    userId: string,
    loan: LoanRow,
    action: Extract<ActivityAction, 'RETURN_BOOK' | 'RETURN_CONFIRMED'>,
  ): Promise<Loan> {
    if (loan.returnedAt) throw conflict(ALREADY_RETURNED_MESSAGE);
    const now = clock.now();
    const returned = await markReturned(tx, loan.id, now);
    if (!returned) throw conflict(ALREADY_RETURNED_MESSAGE);
    await closePendingOnReturn(tx, loan.id, now);
    if (loan.bookId) await books.setLoanStatus(tx, userId, loan.bookId, 'Available');
    for (const hook of returnHooks) await hook(tx, { userId, loanId: loan.id });
    const view = await presentOne(userId, returned, tx);
    await activity.record(tx, userId, action, {
      title: view.book.title || undefined,
      author: view.book.author || undefined,
      borrowerName: view.borrower.name || undefined,
      book: view.book.title ? { title: view.book.title, author: view.book.author } : undefined,
      borrower: view.borrower.name ? { name: view.borrower.name } : undefined,
    });
    return view;
  }

  /**
   * A new due date for a loan the caller locked (user, then loan): the change, its entry
   * (`action`: EXTEND_LOAN, or EXTENSION_APPROVED when the owner grants a borrower's request) and
   * the due-date hooks (reminders follow, the calendar's SEQUENCE moves). The same date changes nothing.
   */
  async function moveDueDate(
    tx: Transaction,
    owner: Lender,
    loan: LoanRow,
    returnDate: string,
    action: Extract<ActivityAction, 'EXTEND_LOAN' | 'EXTENSION_APPROVED'>,
  ): Promise<Loan> {
    if (returnDate <= todayIn(owner.timezone, clock.now())) throw badRequest(DUE_DATE_AFTER_TODAY_MESSAGE);
    if (loan.returnedAt) throw conflict(ALREADY_RETURNED_MESSAGE);
    if (loan.returnDate === returnDate) return presentOne(owner.id, loan, tx);
    const changed = await setDueDate(tx, loan.id, returnDate, clock.now());
    if (!changed) throw conflict(ALREADY_RETURNED_MESSAGE);
    const view = await presentOne(owner.id, changed, tx);
    await activity.record(tx, owner.id, action, {
      title: view.book.title || undefined,
      author: view.book.author || undefined,
      borrowerName: view.borrower.name || undefined,
      returnDate,
      previousReturnDate: loan.returnDate,
      book: view.book.title ? { title: view.book.title, author: view.book.author } : undefined,
      borrower: view.borrower.name ? { name: view.borrower.name } : undefined,
    });
    const change = { userId: owner.id, loanId: loan.id, previousReturnDate: loan.returnDate, returnDate };
    for (const hook of dueDateHooks) await hook(tx, change);
    return view;
  }

  const requests = createLoanRequests({
    db,
    config,
    clock,
    auth,
    books,
    borrowers,
    activity,
    present,
    moveDueDate,
    returnLoan,
    requestHooks,
  });

  return {
    // The pages of books and borrowers that show loans, and the loan figures (lending-views.ts).
    ...createLendingViews({ db, clock, books, borrowers }),

    /** A page of the user's loans, newest first; `nextCursor` is null on the last page. */
    async list(
      userId: string,
      query: LoanListQuery,
    ): Promise<{ loans: Loan[]; hasMore: boolean; nextCursor: string | null }> {
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      if (after === null) throw badRequest(INVALID_CURSOR_MESSAGE);
      const page = await findLoansPage(db, userId, query.limit, after);
      return {
        loans: await present(userId, page.rows),
        hasMore: page.hasMore,
        nextCursor: page.hasMore && page.last ? encodeCursor(page.last) : null,
      };
    },

    /** How many loans the user has, returned or not (what `list` pages through). */
    count: (userId: string): Promise<number> => countLoans(db, userId),

    /** Loans by id across users (for the scheduler); ids not found are left out. */
    async findOwned(ids: string[], executor: Executor = db): Promise<OwnedLoan[]> {
      return presentOwned(await findLoansByIds(executor, [...new Set(ids)]), executor);
    },

    /**
     * The loans still out of the given owners due from `from` to `to` (YYYY-MM-DD, inclusive), bare:
     * what the reminder scheduler needs to decide which are owed a reminder (names come later, for
     * those only, through `findOwned`).
     */
    openDueOf(
      userIds: string[],
      from: string,
      to: string,
      executor: Executor = db,
    ): Promise<{ id: string; userId: string; returnDate: string }[]> {
      return findOpenLoansOfUsersDueBetween(executor, [...new Set(userIds)], from, to);
    },

    /** A user's loans still out due up to `dueUntil`, and those returned in [returnedFrom, returnedTo). */
    async forDigest(
      userId: string,
      window: { dueUntil: string; returnedFrom: Date; returnedTo: Date },
      executor: Executor = db,
    ) {
      return present(userId, await findLoansForDigest(executor, userId, window), executor);
    },

    /** For other modules (reminders): called inside every lending transaction. */
    onLent(hook: LoanLentHook): void {
      lentHooks.push(hook);
    },

    /** For other modules (reminders): called inside every return transaction. */
    onReturn(hook: LoanReturnHook): void {
      returnHooks.push(hook);
    },

    /** For other modules (reminders): called inside every transaction that moves a due date. */
    onDueDateChanged(hook: LoanDueDateHook): void {
      dueDateHooks.push(hook);
    },

    /** For other modules (webhooks): called inside the transaction of each borrower's request. */
    onRequest(hook: LoanRequestHook): void {
      requestHooks.push(hook);
    },

    /** The user's loans still out, oldest due first (the reminder form's choice of loans). */
    async listOpen(userId: string): Promise<Loan[]> {
      return present(userId, await findOpenLoansOfUser(db, userId));
    },

    /**
     * The user's loans still out as the calendar feed shows them: the book's title, the borrower's
     * name (the feed keeps the first word), the due date, how often it moved and when it last
     * changed (the borrow time until it first moves). No email or phone leaves here.
     */
    async openForCalendar(userId: string): Promise<CalendarLoan[]> {
      const rows = await findOpenLoansOfUser(db, userId);
      const views = await present(userId, rows);
      return rows.map((row, i) => ({
        id: row.id,
        title: views[i]?.book.title ?? '',
        borrowerName: views[i]?.borrower.name ?? '',
        dueDate: row.returnDate,
        sequence: row.dueDateVersion,
        lastModified: row.dueDateChangedAt ?? row.borrowDate,
      }));
    },

    /**
     * Lends a book. Everything happens in one transaction: the loan, the book turning Loaned, the
     * activity entry and the borrower's confirmation mail exist together or not at all. Locks in
     * the one order every transaction uses: the user, then the book, then the borrower.
     */
    async create(
      lender: Lender,
      input: { book: string; borrower: string; returnDate: string },
      /** `notifyBorrower: false` records the loan without the confirmation mail (demo data). */
      options: { notifyBorrower?: boolean } = {},
    ): Promise<{ loan: Loan; message: string }> {
      const { book: bookId, borrower: borrowerId, returnDate } = input;
      if (returnDate < todayIn(lender.timezone, clock.now())) throw badRequest(PAST_DUE_DATE_MESSAGE);
      if (!isUuid(bookId)) throw notFound('Book');
      if (!isUuid(borrowerId)) throw notFound('Borrower');
      const maxActive = plans[lender.plan].maxActiveLoans;
      try {
        return await transaction(db, async (tx) => {
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
          for (const hook of lentHooks) await hook(tx, { userId: lender.id, loanId: loan.id });
          await activity.record(tx, lender.id, 'BORROW_BOOK', {
            title: book.title,
            author: book.author,
            borrowerName: borrower.name,
            returnDate,
            book: { title: book.title, author: book.author },
            borrower: { name: borrower.name },
          });
          let message = LOANED_MESSAGE;
          if (borrower.email && options.notifyBorrower !== false) {
            // The loan stands whatever happens to its email; the answer says when none was sent.
            const isUnsubscribed = (await borrowers.unsubscribedAmong(lender.id, [borrower.email], tx)).has(
              borrower.email.toLowerCase(),
            );
            const cap = isUnsubscribed
              ? null
              : await reserveExternalMail(tx, {
                  userId: lender.id,
                  plan: lender.plan,
                  timezone: lender.timezone,
                  now: clock.now(),
                });
            if (isUnsubscribed) {
              message = loanMailSkippedMessage(`${borrower.name} unsubscribed from your emails.`);
            } else if (!cap?.allowed) {
              message = loanMailSkippedMessage(dailyEmailCapMessage(lender.plan));
            } else {
              const unsubscribe = unsubscribeParts(config.APP_URL, config.JWT_SECRET, {
                userId: lender.id,
                email: borrower.email,
              });
              const pageToken = await borrowers.issueLink(tx, lender.id, borrowerId, 'page');
              await enqueueMail(
                tx,
                {
                  to: borrower.email,
                  replyTo: user.email,
                  headers: unsubscribe.headers,
                  ...loanConfirmationMail({
                    borrowerName: borrower.name,
                    lenderName: user.name,
                    bookTitle: book.title,
                    bookAuthor: book.author,
                    dueDate: returnDate,
                    appUrl: config.APP_URL,
                    pageUrl: `${config.APP_URL}${borrowerPagePath(pageToken)}`,
                    unsubscribeUrl: unsubscribe.pageUrl,
                    language: user.language,
                  }),
                },
                { ownerUserId: lender.id, kind: 'loan-confirmation', ref: loan.id },
              );
            }
          }
          return { loan: await presentOne(lender.id, loan, tx), message };
        });
      } catch (error) {
        if (isUniqueViolation(error, ONE_OPEN_LOAN_PER_BOOK)) throw conflict(ALREADY_ON_LOAN_MESSAGE);
        throw error;
      }
    },

    /** Marks a loan returned and the book Available again, in one transaction (user, then book). */
    async markReturned(userId: string, loanId: string): Promise<Loan> {
      if (!isUuid(loanId)) throw notFound('Loan');
      return transaction(db, async (tx) => {
        await auth.lockAccount(tx, userId);
        const loan = await findLoan(tx, userId, loanId, 'update');
        if (!loan) throw notFound('Loan');
        return returnLoan(tx, userId, loan, 'RETURN_BOOK');
      });
    },

    /**
     * Gives a loan still out a new due date: any day after the owner's today, earlier or later than
     * the current one. One transaction (user, then loan, as a return locks them) holds the change,
     * its EXTEND_LOAN entry and the reminders' hook. The borrower is not emailed. The same date again
     * changes nothing and records nothing.
     */
    async changeDueDate(owner: Lender, loanId: string, returnDate: string): Promise<Loan> {
      if (!isUuid(loanId)) throw notFound('Loan');
      if (returnDate <= todayIn(owner.timezone, clock.now())) throw badRequest(DUE_DATE_AFTER_TODAY_MESSAGE);
      return transaction(db, async (tx) => {
        await auth.lockAccount(tx, owner.id);
        const loan = await findLoan(tx, owner.id, loanId, 'update');
        if (!loan) throw notFound('Loan');
        return moveDueDate(tx, owner, loan, returnDate, 'EXTEND_LOAN');
      });
    },

    // Borrowers' requests from their page, the owner's answers and Settings › Lending (loan-requests.ts),
    // and what the borrower's page and feed read (borrower-views.ts).
    ...requests,
    ...createBorrowerViews({ db, clock, books }),

    /**
     * Deletes a borrower who holds no book: their unreturned loans (lending's to count) are counted
     * under the borrower's row lock, so no loan can be created for them between the count and the delete.
     */
    async removeBorrower(userId: string, borrowerId: string): Promise<void> {
      await transaction(db, async (tx) => {
        const borrower = await borrowers.lockForDelete(tx, userId, borrowerId);
        if ((await countActiveLoansOfBorrower(tx, userId, borrowerId)) > 0) {
          throw conflict(HAS_ACTIVE_LOANS_MESSAGE);
        }
        await borrowers.deleteLocked(tx, userId, borrower);
      });
    },
  };
}
