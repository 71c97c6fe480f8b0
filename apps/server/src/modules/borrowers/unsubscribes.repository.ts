import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { borrowerUnsubscribes } from '../../db/schema/unsubscribes.ts';

/** Adds the address to the lender's unsubscribed list; a second call changes nothing. */
export async function insertUnsubscribe(
  db: Executor,
  userId: string,
  email: string,
  at: Date,
): Promise<void> {
  await db.insert(borrowerUnsubscribes).values({ userId, email, createdAt: at }).onConflictDoNothing();
}

/** Which of these addresses unsubscribed from the lender's emails (lower-cased). */
export async function findUnsubscribed(db: Executor, userId: string, emails: string[]): Promise<Set<string>> {
  const wanted = [...new Set(emails.map((e) => e.toLowerCase()))];
  if (wanted.length === 0) return new Set();
  const rows = await db
    .select({ email: sql<string>`lower(${borrowerUnsubscribes.email})` })
    .from(borrowerUnsubscribes)
    .where(and(eq(borrowerUnsubscribes.userId, userId), inArray(borrowerUnsubscribes.email, wanted)));
  return new Set(rows.map((r) => r.email));
}

/** Every unsubscribed address of the lender (lower-cased). */
export async function findAllUnsubscribed(db: Executor, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ email: sql<string>`lower(${borrowerUnsubscribes.email})` })
    .from(borrowerUnsubscribes)
    .where(eq(borrowerUnsubscribes.userId, userId));
  return new Set(rows.map((r) => r.email));
}
