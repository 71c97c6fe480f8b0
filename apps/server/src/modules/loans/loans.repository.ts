import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { CursorPosition } from '../../db/cursor.ts';
import type { Executor } from '../../db/executor.ts';
import { loans } from '../../db/schema/loans.ts';

export type LoanRow = typeof loans.$inferSelect;

export async function countActiveLoans(tx: Executor, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(loans)
    .where(and(eq(loans.userId, userId), isNull(loans.returnedAt)));
  return row?.n ?? 0;
}

export async function insertLoan(
  tx: Executor,
  values: { userId: string; bookId: string; borrowerId: string; returnDate: string; borrowDate: Date },
): Promise<LoanRow> {
  const [row] = await tx.insert(loans).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * One page of the user's loans, newest first (ties by id), after `after` when given; asks for one
 * row more than `limit` so the caller knows whether another page follows. `key` is the borrow date
 * as PostgreSQL prints it, for the next cursor.
 */
export async function findLoansPage(
  db: Executor,
  userId: string,
  limit: number,
  after?: CursorPosition,
): Promise<{ rows: LoanRow[]; last?: CursorPosition; hasMore: boolean }> {
  const mine = eq(loans.userId, userId);
  const found = await db
    .select({ loan: loans, key: sql<string>`${loans.borrowDate}::text` })
    .from(loans)
    .where(
      after
        ? and(mine, sql`(${loans.borrowDate}, ${loans.id}) < (${after.key}::timestamptz, ${after.id}::uuid)`)
        : mine,
    )
    .orderBy(desc(loans.borrowDate), desc(loans.id))
    .limit(limit + 1);
  const page = found.slice(0, limit);
  const tail = page.at(-1);
  return {
    rows: page.map((r) => r.loan),
    last: tail ? { key: tail.key, id: tail.loan.id } : undefined,
    hasMore: found.length > limit,
  };
}

/** The loan row, locked for the rest of the transaction when asked (two returns run one after the other). */
export async function findLoan(
  db: Executor,
  userId: string,
  loanId: string,
  lock?: 'update',
): Promise<LoanRow | undefined> {
  const query = db
    .select()
    .from(loans)
    .where(and(eq(loans.id, loanId), eq(loans.userId, userId)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export async function markReturned(tx: Executor, loanId: string, at: Date): Promise<LoanRow | undefined> {
  const [row] = await tx
    .update(loans)
    .set({ returnedAt: at })
    .where(and(eq(loans.id, loanId), isNull(loans.returnedAt)))
    .returning();
  return row;
}

/** Per borrower of the user: loans not yet returned and loans ever. */
export function countLoansByBorrower(db: Executor, userId: string) {
  return db
    .select({
      borrowerId: loans.borrowerId,
      active: sql<number>`count(*) filter (where ${loans.returnedAt} is null)`.mapWith(Number),
      total: count(),
    })
    .from(loans)
    .where(eq(loans.userId, userId))
    .groupBy(loans.borrowerId);
}

export async function countActiveLoansOfBorrower(
  db: Executor,
  userId: string,
  borrowerId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loans)
    .where(and(eq(loans.userId, userId), eq(loans.borrowerId, borrowerId), isNull(loans.returnedAt)));
  return row?.n ?? 0;
}
