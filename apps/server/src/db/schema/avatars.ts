import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './columns.ts';
import { users } from './users.ts';

/**
 * Uploaded avatar images, in the database so that every instance serves every avatar (decision
 * 0027). `name` is the random file name of the public path `/api/uploads/<name>` that the account's
 * `avatar` column holds; an image never changes under its name, so it is cached for good.
 * Owned by the users module.
 */
export const avatars = pgTable(
  'avatars',
  {
    name: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    bytes: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.userId)],
);
