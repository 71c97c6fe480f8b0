import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { type FriendRequestRow, friendRequests, friendships } from '../../db/schema/friends.ts';

/** The friends module owns friendships and friend requests. */

export type { FriendRequestRow };

/** A friendship is stored once, the smaller id first (the table's check constraint). */
const orderedPair = (a: string, b: string) =>
  a < b ? { userId: a, friendId: b } : { userId: b, friendId: a };

const isPair = (a: string, b: string) => {
  const pair = orderedPair(a, b);
  return and(eq(friendships.userId, pair.userId), eq(friendships.friendId, pair.friendId));
};

/** The user's friends' ids with when they became friends. */
export async function findFriendIds(db: Executor, userId: string): Promise<{ id: string; since: Date }[]> {
  const rows = await db
    .select({
      id: sql<string>`case when ${friendships.userId} = ${userId} then ${friendships.friendId} else ${friendships.userId} end`,
      since: friendships.createdAt,
    })
    .from(friendships)
    .where(or(eq(friendships.userId, userId), eq(friendships.friendId, userId)));
  return rows;
}

/**
 * Whether the two are friends. With `lock`, the row is share-locked for the rest of the
 * transaction: an unfriending waits until a recommendation being made to the friend commits.
 */
export async function isFriendship(db: Executor, a: string, b: string, lock?: 'share'): Promise<boolean> {
  const query = db.select({ since: friendships.createdAt }).from(friendships).where(isPair(a, b));
  const [row] = lock ? await query.for(lock) : await query;
  return row !== undefined;
}

export async function insertFriendship(db: Executor, a: string, b: string, at: Date): Promise<void> {
  await db
    .insert(friendships)
    .values({ ...orderedPair(a, b), createdAt: at })
    .onConflictDoNothing();
}

export async function deleteFriendship(db: Executor, a: string, b: string): Promise<boolean> {
  const deleted = await db.delete(friendships).where(isPair(a, b)).returning({ at: friendships.createdAt });
  return deleted.length > 0;
}

export async function insertRequest(
  db: Executor,
  values: { senderId: string; recipientId: string | null; recipientEmail: string; createdAt: Date },
): Promise<FriendRequestRow> {
  const [row] = await db.insert(friendRequests).values(values).returning();
  if (!row) throw new Error('insert into friend_requests returned nothing');
  return row;
}

/** The sender's request to this address (any letter case), declined or not. */
export async function findRequestToAddress(
  db: Executor,
  senderId: string,
  email: string,
): Promise<FriendRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(friendRequests)
    .where(and(eq(friendRequests.senderId, senderId), eq(friendRequests.recipientEmail, email)))
    .limit(1);
  return row;
}

/** A request from `senderId` to the account `recipientId`, whatever address it was sent to. */
export async function findRequestBetween(
  db: Executor,
  senderId: string,
  recipientId: string,
): Promise<FriendRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(friendRequests)
    .where(and(eq(friendRequests.senderId, senderId), eq(friendRequests.recipientId, recipientId)))
    .limit(1);
  return row;
}

/** Requests waiting for the user's answer (declined ones are gone from their side), newest first. */
export function findIncoming(db: Executor, userId: string): Promise<FriendRequestRow[]> {
  return db
    .select()
    .from(friendRequests)
    .where(and(eq(friendRequests.recipientId, userId), isNull(friendRequests.declinedAt)))
    .orderBy(desc(friendRequests.createdAt), desc(friendRequests.id));
}

export async function countIncoming(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(friendRequests)
    .where(and(eq(friendRequests.recipientId, userId), isNull(friendRequests.declinedAt)));
  return row?.n ?? 0;
}

/** Everything the user sent that is not accepted yet, declined included (see the schema), newest first. */
export function findOutgoing(db: Executor, userId: string): Promise<FriendRequestRow[]> {
  return db
    .select()
    .from(friendRequests)
    .where(eq(friendRequests.senderId, userId))
    .orderBy(desc(friendRequests.createdAt), desc(friendRequests.id));
}

/** An incoming request of the user still waiting for an answer, locked for the rest of the transaction. */
export async function lockIncoming(
  db: Executor,
  userId: string,
  requestId: string,
): Promise<FriendRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(friendRequests)
    .where(
      and(
        eq(friendRequests.id, requestId),
        eq(friendRequests.recipientId, userId),
        isNull(friendRequests.declinedAt),
      ),
    )
    .for('update');
  return row;
}

export async function markDeclined(db: Executor, requestId: string, at: Date): Promise<void> {
  await db.update(friendRequests).set({ declinedAt: at }).where(eq(friendRequests.id, requestId));
}

/** Withdraws one of the user's own requests; false when it is not theirs or not there. */
export async function deleteOutgoing(db: Executor, userId: string, requestId: string): Promise<boolean> {
  const deleted = await db
    .delete(friendRequests)
    .where(and(eq(friendRequests.id, requestId), eq(friendRequests.senderId, userId)))
    .returning({ id: friendRequests.id });
  return deleted.length > 0;
}

export async function deleteRequest(db: Executor, requestId: string): Promise<void> {
  await db.delete(friendRequests).where(eq(friendRequests.id, requestId));
}

/** Every request between the two accounts, in either direction (they are friends now). */
export async function deleteRequestsBetween(db: Executor, a: string, b: string): Promise<void> {
  await db
    .delete(friendRequests)
    .where(
      or(
        and(eq(friendRequests.senderId, a), eq(friendRequests.recipientId, b)),
        and(eq(friendRequests.senderId, b), eq(friendRequests.recipientId, a)),
      ),
    );
}

/**
 * Invitations sent to this address before it had an account become requests to the new account.
 * A request from someone to themselves cannot arise: the sender's own address has an account.
 */
export async function claimInvitations(db: Executor, email: string, accountId: string): Promise<number> {
  const claimed = await db
    .update(friendRequests)
    .set({ recipientId: accountId })
    .where(and(eq(friendRequests.recipientEmail, email), isNull(friendRequests.recipientId)))
    .returning({ id: friendRequests.id });
  return claimed.length;
}
