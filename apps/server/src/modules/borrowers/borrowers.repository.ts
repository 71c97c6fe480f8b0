import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { borrowers } from '../../db/schema/borrowers.ts';
import { loans } from '../../db/schema/loans.ts';
import type { DbOrTx } from '../activity/activity.service.ts';

export type BorrowerRow = typeof borrowers.$inferSelect;

export function findBorrowersByUser(db: DbOrTx, userId: string): Promise<BorrowerRow[]> {
  return db.select().from(borrowers).where(eq(borrowers.userId, userId)).orderBy(asc(borrowers.name));
}

/** Each borrower of a user with how many loans they hold now and have ever had. */
export function findBorrowersWithCounts(db: DbOrTx, userId: string) {
  return db
    .select({
      borrower: borrowers,
      activeLoansCount: sql<number>`count(${loans.id}) filter (where ${loans.returnedAt} is null)`.mapWith(
        Number,
      ),
      totalLoansCount: count(loans.id),
    })
    .from(borrowers)
    .leftJoin(loans, eq(loans.borrowerId, borrowers.id))
    .where(eq(borrowers.userId, userId))
    .groupBy(borrowers.id)
    .orderBy(asc(borrowers.name));
}

export async function findBorrower(
  db: DbOrTx,
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

export async function insertBorrower(
  db: DbOrTx,
  values: { userId: string; name: string; email: string; phone: string },
): Promise<BorrowerRow> {
  const [row] = await db.insert(borrowers).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateBorrower(
  db: DbOrTx,
  userId: string,
  id: string,
  values: { name: string; email: string; phone: string },
): Promise<BorrowerRow | undefined> {
  const [row] = await db
    .update(borrowers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(borrowers.id, id), eq(borrowers.userId, userId)))
    .returning();
  return row;
}

export async function countActiveLoansOfBorrower(db: DbOrTx, borrowerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loans)
    .where(and(eq(loans.borrowerId, borrowerId), isNull(loans.returnedAt)));
  return row?.n ?? 0;
}

export async function deleteBorrower(db: DbOrTx, userId: string, id: string): Promise<void> {
  await db.delete(borrowers).where(and(eq(borrowers.id, id), eq(borrowers.userId, userId)));
}
