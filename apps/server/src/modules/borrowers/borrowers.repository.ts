import { and, asc, count, eq, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { borrowers } from '../../db/schema/borrowers.ts';
import { monthEndSql, type ZonedMonth } from '../../db/sql.ts';

export type BorrowerRow = typeof borrowers.$inferSelect;

export function findBorrowersByUser(db: Executor, userId: string): Promise<BorrowerRow[]> {
  return db.select().from(borrowers).where(eq(borrowers.userId, userId)).orderBy(asc(borrowers.name));
}

export async function findBorrower(
  db: Executor,
  userId: string,
  id: string,
  lock?: 'update' | 'share',
): Promise<BorrowerRow | undefined> {
  const query = db
    .select()
    .from(borrowers)
    .where(and(eq(borrowers.id, id), eq(borrowers.userId, userId)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export function findSummaries(db: Executor, userId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: borrowers.id, name: borrowers.name, email: borrowers.email })
    .from(borrowers)
    .where(and(eq(borrowers.userId, userId), inArray(borrowers.id, ids)));
}

export async function insertBorrower(
  db: Executor,
  values: { userId: string; name: string; email: string; phone: string },
  at: Date,
): Promise<BorrowerRow> {
  const [row] = await db
    .insert(borrowers)
    .values({ ...values, createdAt: at, updatedAt: at })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateBorrower(
  db: Executor,
  userId: string,
  id: string,
  values: { name: string; email: string; phone: string },
  at: Date,
): Promise<BorrowerRow | undefined> {
  const [row] = await db
    .update(borrowers)
    .set({ ...values, updatedAt: at })
    .where(and(eq(borrowers.id, id), eq(borrowers.userId, userId)))
    .returning();
  return row;
}

export async function deleteBorrower(db: Executor, userId: string, id: string): Promise<void> {
  await db.delete(borrowers).where(and(eq(borrowers.id, id), eq(borrowers.userId, userId)));
}

/**
 * The user's borrowers at the end of `month` (the current month: now). Deleted borrowers are gone,
 * so a past month counts those that existed then and still exist.
 */
export function borrowersAtQuery(db: Executor, userId: string, month: ZonedMonth) {
  const mine = eq(borrowers.userId, userId);
  return db
    .select({ n: count().as('n') })
    .from(borrowers)
    .where(month.monthsBack <= 0 ? mine : and(mine, lt(borrowers.createdAt, monthEndSql(month))));
}

export async function countBorrowersAt(db: Executor, userId: string, month: ZonedMonth): Promise<number> {
  const [row] = await borrowersAtQuery(db, userId, month);
  return row?.n ?? 0;
}
