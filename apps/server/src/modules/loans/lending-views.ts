import type {
  BookDetail,
  BookHolder,
  BookListQuery,
  BookLoanHistoryItem,
  BookPage,
  BookStats,
  BorrowerWithCounts,
  ReturnRateRow,
  ShelfCheckItem,
  StatsPeriod,
} from '@shelfwise/contract';
import { STATS_MONTHS } from '@shelfwise/contract';
import type { Database } from '../../db/client.ts';
import type { ZonedMonth } from '../../db/sql.ts';
import type { Clock } from '../../platform/clock.ts';
import { sqlTimeZone, todayIn, userMonth } from '../../platform/time.ts';
import type { BooksService } from '../books/index.ts';
import type { BorrowersService } from '../borrowers/index.ts';
import {
  countActiveLoansAt,
  countActiveLoansOfUsers,
  countBorrowersWithActiveLoans,
  countLoansByBorrower,
  countOpenLoans,
  countOverdueLoans,
  findAverageLoanDuration,
  findLoansOfBook,
  findMonthlyLoans,
  findOpenLoansOfBooks,
  findReturnRates,
} from './loans.repository.ts';

/**
 * What lending adds to the pages of the modules below it (decision 0025): lending owns the loans
 * and depends on books and borrowers, never the other way round, so the pages that show loans next
 * to books or borrowers are put together here: the library list with who holds each lent book, the
 * book page with its loan history, the Statistics cards, the borrower list with its loan counts.
 * Also the loan figures of the statistics screen and the admin area. Reads only.
 */

/** Whose figures, and in which timezone setting their months and days are counted. */
export interface StatsOwner {
  id: string;
  timezone?: string;
}

export interface LendingViewsDeps {
  db: Database;
  clock: Clock;
  books: Pick<BooksService, 'list' | 'get' | 'booksOfMonth' | 'findByIsbns'>;
  borrowers: Pick<BorrowersService, 'list' | 'summaries' | 'countAt'>;
}

export function createLendingViews({ db, clock, books, borrowers }: LendingViewsDeps) {
  /** Name and email of each borrower id among the rows (names belong to the borrowers module). */
  async function borrowerNames(userId: string, rows: { borrowerId: string | null }[]) {
    const names = await borrowers.summaries(
      userId,
      rows.flatMap((r) => (r.borrowerId ? [r.borrowerId] : [])),
    );
    return new Map(names.map((b) => [b.id, b]));
  }

  /** Every loan of one of the user's books, newest first (the book page's history). */
  async function historyOfBook(userId: string, bookId: string): Promise<BookLoanHistoryItem[]> {
    const rows = await findLoansOfBook(db, userId, bookId);
    const byId = await borrowerNames(userId, rows);
    return rows.map((row) => {
      const borrower = row.borrowerId ? byId.get(row.borrowerId) : undefined;
      return {
        _id: row.id,
        borrower: { _id: row.borrowerId ?? '', name: borrower?.name ?? '', email: borrower?.email ?? '' },
        borrowDate: row.borrowDate.toISOString(),
        returnDate: row.returnDate,
        returnedAt: row.returnedAt?.toISOString() ?? null,
      };
    });
  }

  /** Who holds each of the given books of the user now (books on the shelf are absent). */
  async function holdersOf(userId: string, bookIds: string[]): Promise<Map<string, BookHolder>> {
    const rows = await findOpenLoansOfBooks(db, userId, bookIds);
    const byId = await borrowerNames(userId, rows);
    const holders = new Map<string, BookHolder>();
    for (const row of rows) {
      if (!row.bookId) continue;
      holders.set(row.bookId, {
        loanId: row.id,
        borrower: {
          _id: row.borrowerId ?? '',
          name: (row.borrowerId && byId.get(row.borrowerId)?.name) || '',
        },
        borrowDate: row.borrowDate.toISOString(),
        returnDate: row.returnDate,
      });
    }
    return holders;
  }

  /** Loans active at the end of `month` (the current month: active now). */
  const countActiveAt = (userId: string, month: ZonedMonth): Promise<number> =>
    countActiveLoansAt(db, userId, month);

  return {
    /** A page of the library: the books' list, with who holds each book on loan (a page with none asks nothing). */
    async bookPage(userId: string, query: BookListQuery): Promise<BookPage> {
      const page = await books.list(userId, query);
      const lent = page.data.filter((book) => book.status === 'Loaned').map((book) => book._id);
      if (lent.length === 0) return page;
      const holders = await holdersOf(userId, lent);
      for (const book of page.data) book.currentLoan = holders.get(book._id) ?? null;
      return page;
    },

    /**
     * "In the shop" (issue 30): for each ISBN-13, the reader's book with it and, when it is lent
     * out, to whom and until when; in the order asked.
     */
    async shelfCheck(userId: string, isbn13s: string[]): Promise<ShelfCheckItem[]> {
      const found = await books.findByIsbns(userId, isbn13s);
      const lent = [...found.values()].filter((b) => b.status === 'Loaned').map((b) => b.id);
      const holders = lent.length > 0 ? await holdersOf(userId, lent) : new Map<string, BookHolder>();
      return isbn13s.map((isbn) => {
        const book = found.get(isbn);
        const holder = book ? holders.get(book.id) : undefined;
        return {
          isbn,
          book: book
            ? {
                _id: book.id,
                title: book.title,
                author: book.author,
                thumbnail: book.thumbnail,
                status: book.status,
              }
            : null,
          loan: holder ? { borrowerName: holder.borrower.name, returnDate: holder.returnDate } : null,
        };
      });
    },

    /** The book page: the book, who holds it now, and its loans (someone else's id → 404). */
    async bookDetail(userId: string, bookId: string): Promise<BookDetail> {
      const book = await books.get(userId, bookId);
      const loans = await historyOfBook(userId, book._id);
      const open = loans.find((l) => l.returnedAt === null);
      const currentLoan = open
        ? {
            loanId: open._id,
            borrower: { _id: open.borrower._id, name: open.borrower.name },
            borrowDate: open.borrowDate,
            returnDate: open.returnDate,
          }
        : null;
      return { ...book, currentLoan, loans };
    },

    /**
     * The four Statistics cards (spec §3 Stats): as they stand now, or (`previous`) as they stood
     * at the end of last month in the user's timezone: books and borrowers that existed then (and
     * still exist), loans active then, books added during last month.
     */
    async libraryStats(owner: StatsOwner, period: StatsPeriod = 'current'): Promise<BookStats> {
      const month = userMonth(owner.timezone, clock.now(), period === 'previous' ? 1 : 0);
      const [own, activeLoans, totalBorrowers] = await Promise.all([
        books.booksOfMonth(owner.id, month),
        countActiveAt(owner.id, month),
        borrowers.countAt(owner.id, month),
      ]);
      return { totalBooks: own.total, activeLoans, totalBorrowers, booksAddedThisMonth: own.added };
    },

    /** The borrower list with each borrower's unreturned loans and loans ever. */
    async borrowersWithCounts(userId: string): Promise<BorrowerWithCounts[]> {
      const [list, rows] = await Promise.all([borrowers.list(userId), countLoansByBorrower(db, userId)]);
      const counts = new Map(rows.flatMap((r) => (r.borrowerId ? [[r.borrowerId, r] as const] : [])));
      return list.map((borrower) => ({
        ...borrower,
        activeLoansCount: counts.get(borrower._id)?.active ?? 0,
        totalLoansCount: counts.get(borrower._id)?.total ?? 0,
      }));
    },

    countActiveAt,

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
