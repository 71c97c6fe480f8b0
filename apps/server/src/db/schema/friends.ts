import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { citext } from './columns.ts';
import { users } from './users.ts';

/**
 * One row per pair of friends, the smaller user id first, so a pair cannot be stored twice or in
 * both directions. Deleting either account removes the row.
 */
export const friendships = pgTable(
  'friendships',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.friendId] }),
    check('friendships_ordered_pair', sql`${t.userId} < ${t.friendId}`),
    // The primary key finds a user's rows as the first of the pair; this one as the second.
    index('friendships_friend_idx').on(t.friendId),
  ],
);

/**
 * A friend request, sent to an email address. `recipientId` is the account of that address, or
 * null until someone signs up with it (then the request waits for them). A declined request stays
 * on the sender's side as if still pending, so declining does not tell that the address has an
 * account; it is gone from the recipient's side.
 */
export const friendRequests = pgTable(
  'friend_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    senderId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    /** The address as the sender typed it. */
    recipientEmail: citext().notNull(),
    declinedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One request per sender and address: the second invite answers 409, even when sent at once.
    uniqueIndex('friend_requests_sender_email_unique').on(t.senderId, t.recipientEmail),
    index('friend_requests_recipient_idx').on(t.recipientId, t.createdAt.desc().nullsFirst()),
    // Sign-up looks up the invitations waiting for its address.
    index('friend_requests_unclaimed_email_idx').on(t.recipientEmail).where(sql`${t.recipientId} is null`),
  ],
);

export type FriendshipRow = typeof friendships.$inferSelect;
export type FriendRequestRow = typeof friendRequests.$inferSelect;
