import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/** What a borrower's link opens: their page, or their own calendar feed (issue 29). */
export type BorrowerLinkPurpose = 'page' | 'feed';

/**
 * A borrower's secret links for one owner (issue 29): one row per token issued (every mail carries
 * a fresh page link, since a hash cannot be read back), kept as the SHA-256 of the token. Revoking
 * stamps every row of the pair; deleting the borrower deletes them.
 */
export const borrowerLinks = pgTable(
  'borrower_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    borrowerId: uuid()
      .notNull()
      .references(() => borrowers.id, { onDelete: 'cascade' }),
    purpose: text().$type<BorrowerLinkPurpose>().notNull(),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('borrower_links_token_hash_idx').on(t.tokenHash),
    index('borrower_links_pair_idx').on(t.userId, t.borrowerId),
    check('borrower_links_purpose_check', sql`${t.purpose} in ('page', 'feed')`),
  ],
);
