import { pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { citext } from './columns.ts';
import { users } from './users.ts';

/**
 * Borrowers who used the one-click unsubscribe link of an email about one lender's loans. Kept by
 * address, not borrower row, so deleting and adding the borrower again does not undo it.
 * Owned by the borrowers module.
 */
export const borrowerUnsubscribes = pgTable(
  'borrower_unsubscribes',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: citext().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.email] })],
);
