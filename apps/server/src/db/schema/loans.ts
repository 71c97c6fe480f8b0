import type { LoanRequestKind, LoanRequestStatus } from '@shelfwise/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    /** When the borrower said "I have it" on their page (issue 29); set once. */
    receivedAt: timestamp({ withTimezone: true }),
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

/** Name of the index that allows one pending request of each kind per loan. */
export const ONE_PENDING_REQUEST_PER_KIND = 'loan_requests_one_pending_idx';

/**
 * A borrower's request about a loan, made from their page (issue 29): more time (with the date
 * asked for) or "I gave it back". The owner approves or declines it.
 */
export const loanRequests = pgTable(
  'loan_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    loanId: uuid()
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    kind: text().$type<LoanRequestKind>().notNull(),
    status: text().$type<LoanRequestStatus>().notNull().default('pending'),
    /** The due date asked for (an extension only). */
    proposedDate: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex(ONE_PENDING_REQUEST_PER_KIND).on(t.loanId, t.kind).where(sql`status = 'pending'`),
    index('loan_requests_user_status_idx').on(t.userId, t.status, t.createdAt),
    index('loan_requests_loan_idx').on(t.loanId, t.createdAt),
    check('loan_requests_kind_check', sql`${t.kind} in ('extension', 'return')`),
    check('loan_requests_status_check', sql`${t.status} in ('pending', 'approved', 'declined')`),
  ],
);

/** Each owner's Settings › Lending (issue 29); no row means the defaults. */
export const lendingSettings = pgTable('lending_settings', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  borrowerActions: boolean().notNull().default(true),
  maxExtensions: integer().notNull().default(2),
  maxExtensionDays: integer().notNull().default(14),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});
