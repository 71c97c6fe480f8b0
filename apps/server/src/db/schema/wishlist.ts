import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Books a reader wants (issue 30), owned by the wishlist module. A price is whole minor units of an
 * ISO 4217 currency, both or neither; an ISBN is an ISBN-13 or '' and appears once per reader.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    author: text().notNull().default(''),
    isbn: text().notNull().default(''),
    thumbnail: text().notNull().default(''),
    priceMinor: integer(),
    currency: char({ length: 3 }),
    note: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check('wishlist_items_title_length', sql`char_length(${t.title}) between 1 and 300`),
    check('wishlist_items_note_length', sql`char_length(${t.note}) <= 1000`),
    check('wishlist_items_isbn_shape', sql`${t.isbn} = '' or ${t.isbn} ~ '^97[89][0-9]{10}$'`),
    check('wishlist_items_price_range', sql`${t.priceMinor} is null or ${t.priceMinor} >= 0`),
    check('wishlist_items_price_currency', sql`(${t.priceMinor} is null) = (${t.currency} is null)`),
    check('wishlist_items_currency_shape', sql`${t.currency} is null or ${t.currency} ~ '^[A-Z]{3}$'`),
    index('wishlist_items_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('wishlist_items_user_isbn_idx').on(t.userId, t.isbn).where(sql`${t.isbn} <> ''`),
  ],
);

export type WishlistItemRow = typeof wishlistItems.$inferSelect;

/**
 * Each reader's read-only share link of the wishlist: at most one; only the SHA-256 of its token is
 * kept (the URL is shown once). Whether prices and notes show is the owner's choice.
 */
export const wishlistShares = pgTable(
  'wishlist_shares',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    showPrices: boolean().notNull().default(false),
    showNotes: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('wishlist_shares_token_hash_idx').on(t.tokenHash)],
);
