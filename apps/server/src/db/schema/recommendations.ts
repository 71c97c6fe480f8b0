import { MAX_RATING } from '@shelfwise/contract';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { books } from './books.ts';
import { users } from './users.ts';

export const recommendationStatusValues = ['pending', 'added', 'dismissed'] as const;
export type RecommendationRowStatus = (typeof recommendationStatusValues)[number];
const statusList = sql.raw(recommendationStatusValues.map((s) => `'${s}'`).join(', '));

/**
 * A book recommended by one user to a friend. The book's fields are copied: the recipient sees
 * what was recommended even after the sender edits or deletes it. Deleting either account
 * removes the row. Dismissed rows are kept (hidden from the recipient) so they still count
 * towards the sender's daily limit.
 */
export const recommendations = pgTable(
  'recommendations',
  {
    id: uuid().primaryKey().defaultRandom(),
    senderId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The sender's book; null once they delete it. */
    bookId: uuid().references(() => books.id, { onDelete: 'set null' }),
    title: text().notNull(),
    author: text().notNull(),
    isbn: text().notNull().default(''),
    description: text().notNull().default(''),
    category: text().notNull().default(''),
    thumbnail: text().notNull().default(''),
    message: text().notNull(),
    rating: smallint().notNull().default(0),
    status: text().$type<RecommendationRowStatus>().notNull().default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('recommendations_rating_range', sql`${t.rating} between 0 and ${sql.raw(String(MAX_RATING))}`),
    check('recommendations_status_valid', sql`${t.status} in (${statusList})`),
    check('recommendations_not_to_self', sql`${t.senderId} <> ${t.recipientId}`),
    // NULLS FIRST is what ORDER BY ... DESC means, so the newest-first list can read the index in order.
    index('recommendations_recipient_created_idx').on(
      t.recipientId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The sender's daily count is a range over this index.
    index('recommendations_sender_created_idx').on(t.senderId, t.createdAt),
    index('recommendations_book_idx').on(t.bookId),
    // The same book to the same friend once while they have not acted on it.
    uniqueIndex('recommendations_one_pending_per_book')
      .on(t.senderId, t.recipientId, t.bookId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export type RecommendationRow = typeof recommendations.$inferSelect;
export type NewRecommendationRow = typeof recommendations.$inferInsert;
