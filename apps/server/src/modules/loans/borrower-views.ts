import type { BorrowerPageLoan } from '@shelfwise/contract';
import { BORROWER_LINK_GRACE_DAYS } from '@shelfwise/contract';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { addDays, todayIn } from '../../platform/time.ts';
import type { BooksService } from '../books/index.ts';
import { findOpenLoansOfPair, findRequestsOfLoans, pairActiveSince } from './loan-requests.repository.ts';
import { type BorrowerPair, lendingSettingsOf, toLoanRequest } from './loan-requests.ts';

const DAY_MS = 86_400_000;

/**
 * What the borrower's page and feed read of lending (issue 29), reads only: whether a pair's links
 * still work, the pair's loans still out with what the borrower may ask, and their feed's events.
 */
export function createBorrowerViews({
  db,
  clock,
  books,
}: {
  db: Database;
  clock: Clock;
  books: Pick<BooksService, 'summaries'>;
}) {
  const settingsOf = (userId: string) => lendingSettingsOf(db, userId);
  return {
    /** Whether the pair's links still work: a loan out, or the last one returned within the grace days. */
    pairLinkAlive(pair: BorrowerPair): Promise<boolean> {
      const since = new Date(clock.now().getTime() - BORROWER_LINK_GRACE_DAYS * DAY_MS);
      return pairActiveSince(db, pair, since);
    },

    /**
     * The pair's loans still out as the borrower's page shows them (reads only), with what they
     * may ask; `today` is the owner's day.
     */
    async borrowerPageLoans(
      pair: BorrowerPair,
      today: string,
      timezone: string | undefined,
    ): Promise<{ actionsEnabled: boolean; loans: BorrowerPageLoan[] }> {
      const [rows, settings] = await Promise.all([findOpenLoansOfPair(db, pair), settingsOf(pair.userId)]);
      const [bookList, requests] = await Promise.all([
        books.summaries(
          pair.userId,
          rows.flatMap((r) => (r.bookId ? [r.bookId] : [])),
        ),
        findRequestsOfLoans(
          db,
          rows.map((r) => r.id),
        ),
      ]);
      const bookById = new Map(bookList.map((b) => [b.id, b]));
      const loans = rows.map((row): BorrowerPageLoan => {
        const own = requests.filter((r) => r.loanId === row.id);
        const extension = own.find((r) => r.kind === 'extension');
        const returnReport = own.find((r) => r.kind === 'return' && r.status === 'pending');
        const approved = own.filter((r) => r.kind === 'extension' && r.status === 'approved').length;
        const canExtend =
          settings.borrowerActions &&
          approved < settings.maxExtensions &&
          extension?.status !== 'pending' &&
          !returnReport;
        const book = row.bookId ? bookById.get(row.bookId) : undefined;
        return {
          id: row.id,
          title: book?.title || 'Unknown Book',
          author: book?.author ?? '',
          cover: book?.thumbnail ?? '',
          borrowedOn: todayIn(timezone, row.borrowDate),
          dueDate: row.returnDate,
          overdue: row.returnDate < today,
          receivedAt: row.receivedAt?.toISOString() ?? null,
          extension: extension ? toLoanRequest(extension) : null,
          returnReport: returnReport ? toLoanRequest(returnReport) : null,
          canExtend,
          latestDueDate: canExtend ? addDays(row.returnDate, settings.maxExtensionDays) : null,
        };
      });
      return { actionsEnabled: settings.borrowerActions, loans };
    },

    /** The pair's loans still out for the borrower's own calendar feed. */
    async borrowerCalendarLoans(pair: BorrowerPair) {
      const rows = await findOpenLoansOfPair(db, pair);
      const bookList = await books.summaries(
        pair.userId,
        rows.flatMap((r) => (r.bookId ? [r.bookId] : [])),
      );
      const bookById = new Map(bookList.map((b) => [b.id, b]));
      return rows.map((row) => ({
        id: row.id,
        title: (row.bookId && bookById.get(row.bookId)?.title) || '',
        dueDate: row.returnDate,
        sequence: row.dueDateVersion,
        lastModified: row.dueDateChangedAt ?? row.borrowDate,
      }));
    },
  };
}
