import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Each user's secret calendar feed (issue 29): at most one per user. Only the SHA-256 of the
 * token is kept, so the plain URL is shown once, when the feed is turned on or reset. Owned by the
 * calendar module.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_idx').on(t.tokenHash)],
);
