import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { calendarFeeds } from '../../db/schema/calendar.ts';

/** Turns the user's feed on or gives it a new token (the old one stops working at once). */
export async function upsertFeed(db: Executor, userId: string, tokenHash: string, at: Date): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: at })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: at } });
}

export async function findFeedOfUser(db: Executor, userId: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row;
}

export async function findFeedByTokenHash(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
  return row;
}

export async function deleteFeed(db: Executor, userId: string): Promise<boolean> {
  const rows = await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)).returning();
  return rows.length > 0;
}
