import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { friendships } from '../../db/schema/friends.ts';

/**
 * The user's friendships for the JSON export (decision 0015). They name accounts of the server they
 * were made on, so a restore into another server does not bring them back.
 */
export function createFriendsExport({ db }: { db: Database }) {
  return {
    exportRows: (userId: string) =>
      db
        .select()
        .from(friendships)
        .where(or(eq(friendships.userId, userId), eq(friendships.friendId, userId))),
  };
}

export type FriendsExport = ReturnType<typeof createFriendsExport>;
