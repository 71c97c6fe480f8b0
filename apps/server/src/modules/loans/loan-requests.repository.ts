import type { LoanRequestKind, LoanRequestStatus } from '@shelfwise/contract';
import { and, count, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { lendingSettings, loanRequests, loans } from '../../db/schema/loans.ts';
import type { LoanRow } from './loans.repository.ts';

// Borrowers' requests about their loans and each owner's lending settings (issue 29).

export type LoanRequestRow = typeof loanRequests.$inferSelect;
export type LendingSettingsRow = typeof lendingSettings.$inferSelect;

export async function insertRequest(
  db: Executor,
  values: {
    userId: string;
    loanId: string;
    kind: LoanRequestKind;
    proposedDate: string | null;
    createdAt: Date;
  },
): Promise<LoanRequestRow> {
  const [row] = await db.insert(loanRequests).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** One of the user's requests, locked when asked (two answers to it run one after the other). */
export async function findRequest(
  db: Executor,
  userId: string,
  id: string,
  lock?: 'update',
): Promise<LoanRequestRow | undefined> {
  const query = db
    .select()
    .from(loanRequests)
    .where(and(eq(loanRequests.id, id), eq(loanRequests.userId, userId)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export async function decideRequest(
  db: Executor,
  id: string,
  status: Exclude<LoanRequestStatus, 'pending'>,
  at: Date,
): Promise<LoanRequestRow | undefined> {
  const [row] = await db
    .update(loanRequests)
    .set({ status, decidedAt: at })
    .where(and(eq(loanRequests.id, id), eq(loanRequests.status, 'pending')))
    .returning();
  return row;
}

/** Every request of these loans, newest first. */
export function findRequestsOfLoans(db: Executor, loanIds: string[]): Promise<LoanRequestRow[]> {
  if (loanIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(loanRequests)
    .where(inArray(loanRequests.loanId, loanIds))
    .orderBy(desc(loanRequests.createdAt), desc(loanRequests.id));
}

/** The user's pending requests, newest first. */
export function findPendingOfUser(db: Executor, userId: string): Promise<LoanRequestRow[]> {
  return db
    .select()
    .from(loanRequests)
    .where(and(eq(loanRequests.userId, userId), eq(loanRequests.status, 'pending')))
    .orderBy(desc(loanRequests.createdAt), desc(loanRequests.id));
}

export async function countApprovedExtensions(db: Executor, loanId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loanRequests)
    .where(
      and(
        eq(loanRequests.loanId, loanId),
        eq(loanRequests.kind, 'extension'),
        eq(loanRequests.status, 'approved'),
      ),
    );
  return row?.n ?? 0;
}

export async function findSettings(db: Executor, userId: string): Promise<LendingSettingsRow | undefined> {
  const [row] = await db.select().from(lendingSettings).where(eq(lendingSettings.userId, userId));
  return row;
}

export async function upsertSettings(
  db: Executor,
  userId: string,
  values: { borrowerActions: boolean; maxExtensions: number; maxExtensionDays: number },
  at: Date,
): Promise<void> {
  await db
    .insert(lendingSettings)
    .values({ userId, ...values, updatedAt: at })
    .onConflictDoUpdate({ target: lendingSettings.userId, set: { ...values, updatedAt: at } });
}

/** The loan, locked, when it belongs to this owner–borrower pair. */
export async function findPairLoan(
  db: Executor,
  pair: { userId: string; borrowerId: string },
  loanId: string,
): Promise<LoanRow | undefined> {
  const [row] = await db
    .select()
    .from(loans)
    .where(and(eq(loans.id, loanId), eq(loans.userId, pair.userId), eq(loans.borrowerId, pair.borrowerId)))
    .for('update');
  return row;
}

export async function setReceivedOnce(db: Executor, loanId: string, at: Date): Promise<void> {
  await db
    .update(loans)
    .set({ receivedAt: at })
    .where(and(eq(loans.id, loanId), isNull(loans.receivedAt)));
}

/** The pair's loans still out, soonest due first. */
export function findOpenLoansOfPair(db: Executor, pair: { userId: string; borrowerId: string }) {
  return db
    .select()
    .from(loans)
    .where(
      and(eq(loans.userId, pair.userId), eq(loans.borrowerId, pair.borrowerId), isNull(loans.returnedAt)),
    )
    .orderBy(loans.returnDate, loans.id);
}

/** Whether the pair has a loan out, or returned one at or after `since`. */
export async function pairActiveSince(
  db: Executor,
  pair: { userId: string; borrowerId: string },
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${loans.returnedAt} is null)`.mapWith(Number),
      lastReturned: max(loans.returnedAt),
    })
    .from(loans)
    .where(and(eq(loans.userId, pair.userId), eq(loans.borrowerId, pair.borrowerId)));
  if (!row) return false;
  return row.open > 0 || (row.lastReturned !== null && new Date(row.lastReturned) >= since);
}
