import { type BookStatus, bookStatuses, MAX_RATING } from '@shelfwise/contract';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const statusList = sql.raw(bookStatuses.map((s) => `'${s}'`).join(', '));

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
     * lower(title) and lower(author), kept by PostgreSQL: the search compares them with LIKE and a
     * lowercased term, which is what ILIKE does, without lowering every candidate row on every
     * search (decision 0020). Never written, never exported.
     */
    titleKey: text().notNull().generatedAlwaysAs(sql`lower(title)`),
    authorKey: text().notNull().generatedAlwaysAs(sql`lower(author)`),
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check('books_rating_range', sql`${t.rating} between 0 and ${sql.raw(String(MAX_RATING))}`),
    check('books_status_valid', sql`${t.status} in (${statusList})`),
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
  ],
);

export type BookRow = typeof books.$inferSelect;
export type NewBookRow = typeof books.$inferInsert;
