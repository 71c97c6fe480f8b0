import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { books } from './books.ts';
import { borrowers } from './borrowers.ts';
import { users } from './users.ts';

/** Name of the index that makes "one open loan per book" a database rule; errors are matched on it. */
export const ONE_OPEN_LOAN_PER_BOOK = 'loans_one_open_per_book';

export const loans = pgTable(
  'loans',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // History outlives a deleted book or borrower; the screen then shows 'Unknown Book' / 'Unknown Borrower'.
    bookId: uuid().references(() => books.id, { onDelete: 'set null' }),
    borrowerId: uuid().references(() => borrowers.id, { onDelete: 'set null' }),
    borrowDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The due date: a calendar day. */
    returnDate: date({ mode: 'string' }).notNull(),
    /** Null while the book is out; a loan is returned exactly when this is set. */
    returnedAt: timestamp({ withTimezone: true }),
    /** How many times the due date was moved: the calendar feed's SEQUENCE for this loan. */
    dueDateVersion: integer().notNull().default(0),
    /** When the due date last moved; null while it never did (the feed's LAST-MODIFIED). */
    dueDateChangedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // Two simultaneous loans of one book: the second insert fails here, whatever the app checked.
    uniqueIndex(ONE_OPEN_LOAN_PER_BOOK).on(t.bookId).where(sql`returned_at is null`),
    index('loans_user_borrow_date_idx').on(t.userId, t.borrowDate.desc()),
    // Foreign-key actions (a book or borrower deleted) and per-borrower counts look loans up by these.
    // Statistics: returns by month and loan durations read (user, returned_at) ranges with the
    // dates they need in the index itself (index-only scans).
    index('loans_user_returned_idx').on(t.userId, t.returnedAt, t.borrowDate, t.returnDate),
    // Loans still out: active and overdue counts, borrowers holding books.
    index('loans_user_open_idx').on(t.userId, t.returnDate, t.borrowerId).where(sql`returned_at is null`),
    index('loans_book_idx').on(t.bookId),
    index('loans_borrower_idx').on(t.borrowerId),
  ],
);
