import { and, count, desc, eq, gt, min, ne } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import {
  type NewRecommendationRow,
  type RecommendationRow,
  type RecommendationRowStatus,
  recommendations,
} from '../../db/schema/recommendations.ts';

/** The recommendations module owns the recommendations table. */

export type { RecommendationRow };

export async function insertRecommendation(
  db: Executor,
  values: NewRecommendationRow,
): Promise<RecommendationRow> {
  const [row] = await db.insert(recommendations).values(values).returning();
  if (!row) throw new Error('insert into recommendations returned nothing');
  return row;
}

/** How many the sender made after `since` (dismissed ones included), and the oldest of them. */
export async function countSentSince(
  db: Executor,
  senderId: string,
  since: Date,
): Promise<{ n: number; oldest: Date | null }> {
  const [row] = await db
    .select({ n: count(), oldest: min(recommendations.createdAt) })
    .from(recommendations)
    .where(and(eq(recommendations.senderId, senderId), gt(recommendations.createdAt, since)));
  return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
}

/** Whether this book already waits, recommended by the sender, for this recipient. */
export async function hasPending(
  db: Executor,
  senderId: string,
  recipientId: string,
  bookId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: recommendations.id })
    .from(recommendations)
    .where(
      and(
        eq(recommendations.senderId, senderId),
        eq(recommendations.recipientId, recipientId),
        eq(recommendations.bookId, bookId),
        eq(recommendations.status, 'pending'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

const notDismissed = ne(recommendations.status, 'dismissed');

/** What the user received and did not dismiss, newest first. */
export function findReceived(db: Executor, recipientId: string): Promise<RecommendationRow[]> {
  return db
    .select()
    .from(recommendations)
    .where(and(eq(recommendations.recipientId, recipientId), notDismissed))
    .orderBy(desc(recommendations.createdAt), desc(recommendations.id));
}

export async function countPendingReceived(db: Executor, recipientId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recommendations)
    .where(and(eq(recommendations.recipientId, recipientId), eq(recommendations.status, 'pending')));
  return row?.n ?? 0;
}

/** One the user received and did not dismiss, locked for the rest of the transaction. */
export async function lockReceived(
  db: Executor,
  recipientId: string,
  id: string,
): Promise<RecommendationRow | undefined> {
  const [row] = await db
    .select()
    .from(recommendations)
    .where(and(eq(recommendations.id, id), eq(recommendations.recipientId, recipientId), notDismissed))
    .for('update');
  return row;
}

export async function setStatus(
  db: Executor,
  id: string,
  status: RecommendationRowStatus,
  at: Date,
): Promise<void> {
  await db.update(recommendations).set({ status, updatedAt: at }).where(eq(recommendations.id, id));
}
