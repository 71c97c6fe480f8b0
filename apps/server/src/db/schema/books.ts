import {
  type BookStatus,
  bookStatuses,
  MAX_RATING,
  type ReadingStatus,
  readingStatuses,
} from '@shelfwise/contract';
import { sql } from 'drizzle-orm';
import {
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const statusList = sql.raw(bookStatuses.map((s) => `'${s}'`).join(', '));
const readingStatusList = sql.raw(readingStatuses.map((s) => `'${s}'`).join(', '));

/** A user's books. Every query filters on user_id; someone else's id simply finds nothing. */
export const books = pgTable(
  'books',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    author: text().notNull(),
    /**
     * Title and author folded (lowercase, accents off: shelf_fold, migration 0022), kept by
     * PostgreSQL: the search compares them with LIKE and a term folded the same way, without folding
     * every candidate row on every search (decision 0020). Never written, never exported.
     */
    titleKey: text().notNull().generatedAlwaysAs(sql`shelf_fold(title)`),
    authorKey: text().notNull().generatedAlwaysAs(sql`shelf_fold(author)`),
    /** Digits only (an ISBN-10 may end in X); '' when unknown. */
    isbn: text().notNull().default(''),
    description: text().notNull().default(''),
    category: text().notNull().default(''),
    /** 'Loaned' is written only by lending (setBookLoanStatus) inside the loan transaction. */
    status: text().$type<BookStatus>().notNull().default('Available'),
    /** 0 means not rated. */
    rating: smallint().notNull().default(0),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    thumbnail: text().notNull().default(''),
    notes: text().notNull().default(''),
    /** Where the reader is with the book, apart from where the book is (status); null: not said. */
    readingStatus: text().$type<ReadingStatus>(),
    /** Days (YYYY-MM-DD) the reader began and last finished it. */
    startedOn: date({ mode: 'string' }),
    finishedOn: date({ mode: 'string' }),
    readCount: integer().notNull().default(0),
    pages: integer(),
    publisher: text().notNull().default(''),
    publishedYear: smallint(),
    /** Bought from the wishlist (issue 30): what was paid, in whole minor units of the currency (both or neither), and when. */
    purchasePriceMinor: integer(),
    purchaseCurrency: char({ length: 3 }),
    purchasedOn: date({ mode: 'string' }),
    /**
     * How the list sorts by title (without a leading article of a language we offer) and by author
     * (by surname): SQL functions of migration 0017, kept by PostgreSQL (decision 0024).
     */
    titleSort: text().notNull().generatedAlwaysAs(sql`shelf_title_sort(title)`),
    authorSort: text().notNull().generatedAlwaysAs(sql`shelf_author_sort(author)`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check('books_rating_range', sql`${t.rating} between 0 and ${sql.raw(String(MAX_RATING))}`),
    check('books_status_valid', sql`${t.status} in (${statusList})`),
    check(
      'books_reading_status_valid',
      sql`${t.readingStatus} is null or ${t.readingStatus} in (${readingStatusList})`,
    ),
    check('books_purchase_price_range', sql`${t.purchasePriceMinor} is null or ${t.purchasePriceMinor} >= 0`),
    check(
      'books_purchase_price_currency',
      sql`(${t.purchasePriceMinor} is null) = (${t.purchaseCurrency} is null)`,
    ),
    check('books_read_count_range', sql`${t.readCount} between 0 and 1000`),
    check('books_pages_range', sql`${t.pages} is null or ${t.pages} between 1 and 100000`),
    check(
      'books_published_year_range',
      sql`${t.publishedYear} is null or ${t.publishedYear} between -3000 and 3000`,
    ),
    // The list, the exports' keyset walk and the plan-limit count all start from the user's rows.
    // NULLS FIRST is what a plain ORDER BY ... DESC means; with NULLS LAST the planner could not
    // use this index for the newest-first order. Migration 0017 gives it INCLUDE (title_key,
    // author_key, isbn, category, author, tags), which drizzle cannot declare: every filter of the
    // list is checked on the user's own index entries alone, without reading a row, however many
    // other readers' rows the table holds (decision 0022).
    index('books_user_created_cover_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('books_user_category_idx').on(t.userId, t.category),
    index('books_user_author_idx').on(t.userId, t.author),
    index('books_user_isbn_idx').on(t.userId, t.isbn),
    // The list's other orders (sort=title|author|rating|status), each with the id that breaks ties.
    // Titles and authors sort without case, so their indexes hold lower(...).
    index('books_user_title_sort_idx').on(t.userId, sql`lower(${t.title})`, t.id),
    index('books_user_author_sort_idx').on(t.userId, sql`lower(${t.author})`, t.id),
    index('books_user_rating_sort_idx').on(t.userId, t.rating, t.id),
    index('books_user_status_sort_idx').on(t.userId, t.status, t.id),
    // No trigram or tag index: a search's LIKE and a tag filter are checked on the user's own
    // entries of the covering index above. Indexes over every reader's rows made one reader's list
    // cost what the whole table holds (decision 0022).
    // sort=title|author use these: the stored sort keys (reading articles and surnames), not the
    // search keys.
    index('books_user_title_sort_key_idx').on(t.userId, t.titleSort, t.id),
    index('books_user_author_sort_key_idx').on(t.userId, t.authorSort, t.id),
  ],
);

export type BookRow = typeof books.$inferSelect;
export type NewBookRow = typeof books.$inferInsert;
