import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
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

export function findLoansByUser(db: Executor, userId: string): Promise<LoanRow[]> {
  return db
    .select()
    .from(loans)
    .where(eq(loans.userId, userId))
    .orderBy(desc(loans.borrowDate), desc(loans.id));
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

/** Loans by id, whoever owns them (the scheduler works across users). */
export function findLoansByIds(db: Executor, ids: string[]): Promise<LoanRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(loans).where(inArray(loans.id, ids));
}

/** Loans not returned whose due day lies in [from, to], of every user. */
export function findOpenLoansDueBetween(db: Executor, from: string, to: string): Promise<LoanRow[]> {
  return db
    .select()
    .from(loans)
    .where(and(isNull(loans.returnedAt), gte(loans.returnDate, from), lte(loans.returnDate, to)))
    .orderBy(asc(loans.returnDate), asc(loans.id));
}

/** One user's loans still out with a due day up to `dueUntil`, and those returned in [from, to). */
export function findLoansForDigest(
  db: Executor,
  userId: string,
  window: { dueUntil: string; returnedFrom: Date; returnedTo: Date },
): Promise<LoanRow[]> {
  return db
    .select()
    .from(loans)
    .where(
      and(
        eq(loans.userId, userId),
        or(
          and(isNull(loans.returnedAt), lte(loans.returnDate, window.dueUntil)),
          and(gte(loans.returnedAt, window.returnedFrom), lt(loans.returnedAt, window.returnedTo)),
        ),
      ),
    )
    .orderBy(asc(loans.returnDate));
}
