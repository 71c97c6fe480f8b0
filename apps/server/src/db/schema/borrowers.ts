import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { citext } from './columns.ts';
import { users } from './users.ts';

export const borrowers = pgTable(
  'borrowers',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    email: citext().notNull(),
    phone: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One user cannot hold the same borrower email twice; the service maps a violation to 409.
    uniqueIndex('borrowers_user_email_unique').on(t.userId, t.email),
    index('borrowers_user_name_idx').on(t.userId, t.name),
  ],
);
