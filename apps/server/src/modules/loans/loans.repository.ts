import type { ReturnRateRow } from '@shelfwise/contract';
import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { CursorPosition } from '../../db/cursor.ts';
import type { Executor } from '../../db/executor.ts';
import { loans } from '../../db/schema/loans.ts';
import {
  lastMonthsSql,
  localMonthStartSql,
  localNowSql,
  monthEndSql,
  type ZonedMonth,
} from '../../db/sql.ts';

export type LoanRow = typeof loans.$inferSelect;

export async function countActiveLoans(tx: Executor, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(loans)
    .where(and(eq(loans.userId, userId), isNull(loans.returnedAt)));
  return row?.n ?? 0;
}

/** Every loan of the user, returned or not (the X-Total-Count of GET /api/borrow for token clients). */
export async function countLoans(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(loans).where(eq(loans.userId, userId));
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

/** A loan still out gets a new due date; undefined when it was returned meanwhile. */
export async function setDueDate(
  tx: Executor,
  loanId: string,
  returnDate: string,
  at: Date,
): Promise<LoanRow | undefined> {
  const [row] = await tx
    .update(loans)
    .set({ returnDate, dueDateVersion: sql`${loans.dueDateVersion} + 1`, dueDateChangedAt: at })
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

// ---------- statistics: figures computed in SQL, months in the user's time zone ----------

/** Loans active at the end of `month` (begun before it ended, not returned by then). */
export function activeLoansAtQuery(db: Executor, userId: string, month: ZonedMonth) {
  const end = monthEndSql(month);
  // The current month has not ended: active means not returned, which the partial index answers.
  const activeThen =
    month.monthsBack <= 0
      ? isNull(loans.returnedAt)
      : and(lt(loans.borrowDate, end), or(isNull(loans.returnedAt), gte(loans.returnedAt, end)));
  return db
    .select({ n: count().as('n') })
    .from(loans)
    .where(and(eq(loans.userId, userId), activeThen));
}

export async function countActiveLoansAt(db: Executor, userId: string, month: ZonedMonth): Promise<number> {
  const [row] = await activeLoansAtQuery(db, userId, month);
  return row?.n ?? 0;
}

/** Loans begun in each of the last `months` months, oldest first, empty months as 0. */
export function monthlyLoansQuery(userId: string, zone: string, now: Date, months: number): SQL {
  return sql`
    select to_char(m.month, 'YYYY-MM') as "month",
           (select count(*) from ${loans}
             where ${loans.userId} = ${userId}
               and ${loans.borrowDate} >= timezone(${zone}::text, m.month)
               and ${loans.borrowDate} < timezone(${zone}::text, m.month + interval '1 month'))::int as "count"
    from (${lastMonthsSql(zone, now, months)}) as m
    order by m.month`;
}

export async function findMonthlyLoans(
  db: Executor,
  userId: string,
  zone: string,
  now: Date,
  months: number,
): Promise<{ month: string; count: number }[]> {
  const result = await db.execute<{ month: string; count: number }>(
    monthlyLoansQuery(userId, zone, now, months),
  );
  return result.rows;
}

/**
 * Per month of the last `months`, the returns made in it (by the return's day in the user's zone):
 * how many, the share on time (returned on or before the due day; one decimal), and the average
 * days past the due day of the late ones (one decimal). Empty months answer zeros.
 */
export function returnRatesQuery(userId: string, zone: string, now: Date, months: number): SQL {
  const first = localMonthStartSql({ zone, now, monthsBack: months - 1 });
  // Aggregate the returns by month first (an index-only range over the user's returns), then lay
  // the few month rows over the full 12.
  return sql`
    with returns as (
      select timezone(${zone}::text, ${loans.returnedAt}) as returned_local, ${loans.returnDate} as due
      from ${loans}
      where ${loans.userId} = ${userId}
        and ${loans.returnedAt} >= timezone(${zone}::text, ${first})
    ),
    by_month as (
      select date_trunc('month', returned_local) as month,
             count(*)::int as total,
             count(*) filter (where returned_local::date <= due)::int as on_time,
             avg(returned_local::date - due) filter (where returned_local::date > due) as avg_days_late
      from returns
      group by 1
    )
    select to_char(m.month, 'YYYY-MM') as "month",
           coalesce(round(100.0 * r.on_time / r.total, 1), 0)::float8 as "onTimePercentage",
           coalesce(100 - round(100.0 * r.on_time / r.total, 1), 0)::float8 as "latePercentage",
           coalesce(r.total, 0) as "totalReturns",
           coalesce(round(r.avg_days_late, 1), 0)::float8 as "avgDaysLate"
    from (${lastMonthsSql(zone, now, months)}) as m
    left join by_month r on r.month = m.month
    order by m.month`;
}

export async function findReturnRates(
  db: Executor,
  userId: string,
  zone: string,
  now: Date,
  months: number,
): Promise<ReturnRateRow[]> {
  const result = await db.execute<ReturnRateRow>(returnRatesQuery(userId, zone, now, months));
  return result.rows;
}

/** Average time from lending to return over the user's returned loans, in days (one decimal); 0 with none. */
export function averageLoanDurationQuery(db: Executor, userId: string) {
  return db
    .select({
      days: sql<number>`coalesce(round(avg(extract(epoch from ${loans.returnedAt} - ${loans.borrowDate})) / 86400, 1), 0)::float8`.as(
        'days',
      ),
    })
    .from(loans)
    .where(and(eq(loans.userId, userId), isNotNull(loans.returnedAt)));
}

export async function findAverageLoanDuration(db: Executor, userId: string): Promise<number> {
  const [row] = await averageLoanDurationQuery(db, userId);
  return Number(row?.days ?? 0);
}

/** Loans not returned whose due day is before today in the user's zone. */
export function overdueLoansQuery(db: Executor, userId: string, zone: string, now: Date) {
  return db
    .select({ n: count().as('n') })
    .from(loans)
    .where(
      and(
        eq(loans.userId, userId),
        isNull(loans.returnedAt),
        sql`${loans.returnDate} < ${localNowSql(zone, now)}::date`,
      ),
    );
}

export async function countOverdueLoans(db: Executor, userId: string, zone: string, now: Date) {
  const [row] = await overdueLoansQuery(db, userId, zone, now);
  return row?.n ?? 0;
}

/** Borrowers holding at least one of the user's unreturned loans. */
export function borrowersWithActiveLoansQuery(db: Executor, userId: string) {
  return db
    .select({ n: countDistinct(loans.borrowerId).as('n') })
    .from(loans)
    .where(and(eq(loans.userId, userId), isNull(loans.returnedAt)));
}

export async function countBorrowersWithActiveLoans(db: Executor, userId: string): Promise<number> {
  const [row] = await borrowersWithActiveLoansQuery(db, userId);
  return row?.n ?? 0;
}

/** Loans by id, whoever owns them (the scheduler works across users). */
export function findLoansByIds(db: Executor, ids: string[]): Promise<LoanRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(loans).where(inArray(loans.id, ids));
}

/** Loans not returned whose due day lies in [from, to], of every user. */
/** The loans still out of some users, due from `from` to `to`: loans_user_open_idx, per user. */
export function findOpenLoansOfUsersDueBetween(
  db: Executor,
  userIds: string[],
  from: string,
  to: string,
): Promise<{ id: string; userId: string; returnDate: string }[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: loans.id, userId: loans.userId, returnDate: loans.returnDate })
    .from(loans)
    .where(
      and(
        inArray(loans.userId, userIds),
        isNull(loans.returnedAt),
        gte(loans.returnDate, from),
        lte(loans.returnDate, to),
      ),
    )
    .orderBy(asc(loans.userId), asc(loans.returnDate), asc(loans.id));
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

/** One user's loans still out, soonest due first. */
export function findOpenLoansOfUser(db: Executor, userId: string): Promise<LoanRow[]> {
  return db
    .select()
    .from(loans)
    .where(and(eq(loans.userId, userId), isNull(loans.returnedAt)))
    .orderBy(asc(loans.returnDate), asc(loans.id));
}

/** Unreturned loans of each of the given users (users with none are absent). */
export async function countActiveLoansOfUsers(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: loans.userId, n: count() })
    .from(loans)
    .where(and(inArray(loans.userId, userIds), isNull(loans.returnedAt)))
    .groupBy(loans.userId);
}

/** Every user's loans still out, and those of them past their due day (`today` a calendar day). */
export async function countOpenLoans(db: Executor, today: string) {
  const [row] = await db
    .select({
      active: count(),
      overdue: sql<number>`(count(*) filter (where ${loans.returnDate} < ${today}::date))::int`,
    })
    .from(loans)
    .where(isNull(loans.returnedAt));
  return { active: row?.active ?? 0, overdue: row?.overdue ?? 0 };
}

/** Every loan of one of the user's books, newest first (ties by id). */
export function findLoansOfBook(db: Executor, userId: string, bookId: string): Promise<LoanRow[]> {
  return db
    .select()
    .from(loans)
    .where(and(eq(loans.userId, userId), eq(loans.bookId, bookId)))
    .orderBy(desc(loans.borrowDate), desc(loans.id));
}

/** The unreturned loan of each of the given books of the user (books not lent out are absent). */
export function findOpenLoansOfBooks(db: Executor, userId: string, bookIds: string[]): Promise<LoanRow[]> {
  if (bookIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(loans)
    .where(and(eq(loans.userId, userId), inArray(loans.bookId, bookIds), isNull(loans.returnedAt)));
}
