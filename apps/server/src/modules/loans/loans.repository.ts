import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { books } from '../../db/schema/books.ts';
import { borrowers } from '../../db/schema/borrowers.ts';
import { loans } from '../../db/schema/loans.ts';
import { users } from '../../db/schema/users.ts';
import type { DbOrTx } from '../activity/activity.service.ts';

/**
 * Takes the user's row lock for the rest of the transaction: a user's loan creations run one at a
 * time, so two requests cannot both see 4 active loans and both become the 5th.
 */
export async function lockUser(tx: DbOrTx, userId: string): Promise<{ name: string } | undefined> {
  const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId)).for('update');
  return row;
}

export async function findOwnBook(tx: DbOrTx, userId: string, bookId: string) {
  const [row] = await tx
    .select({ id: books.id, title: books.title, author: books.author, status: books.status })
    .from(books)
    .where(and(eq(books.id, bookId), eq(books.userId, userId)))
    .for('update');
  return row;
}

/** FOR SHARE: a concurrent delete of this borrower waits for the loan (or the loan for it). */
export async function findOwnBorrowerForLoan(tx: DbOrTx, userId: string, borrowerId: string) {
  const [row] = await tx
    .select({ id: borrowers.id, name: borrowers.name, email: borrowers.email })
    .from(borrowers)
    .where(and(eq(borrowers.id, borrowerId), eq(borrowers.userId, userId)))
    .for('share');
  return row;
}

export async function countActiveLoans(tx: DbOrTx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(loans)
    .where(and(eq(loans.userId, userId), isNull(loans.returnedAt)));
  return row?.n ?? 0;
}

export async function insertLoan(
  tx: DbOrTx,
  values: { userId: string; bookId: string; borrowerId: string; returnDate: string },
): Promise<string> {
  const [row] = await tx.insert(loans).values(values).returning({ id: loans.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

const loanColumns = {
  id: loans.id,
  borrowDate: loans.borrowDate,
  returnDate: loans.returnDate,
  returnedAt: loans.returnedAt,
  bookId: loans.bookId,
  bookTitle: books.title,
  bookAuthor: books.author,
  bookThumbnail: books.thumbnail,
  borrowerId: loans.borrowerId,
  borrowerName: borrowers.name,
  borrowerEmail: borrowers.email,
};

function selectLoans(db: DbOrTx) {
  return db
    .select(loanColumns)
    .from(loans)
    .leftJoin(books, eq(books.id, loans.bookId))
    .leftJoin(borrowers, eq(borrowers.id, loans.borrowerId));
}

export type LoanRow = Awaited<ReturnType<typeof findLoansByUser>>[number];

export function findLoansByUser(db: DbOrTx, userId: string) {
  return selectLoans(db).where(eq(loans.userId, userId)).orderBy(desc(loans.borrowDate), desc(loans.id));
}

export async function findLoan(db: DbOrTx, userId: string, loanId: string): Promise<LoanRow | undefined> {
  const [row] = await selectLoans(db).where(and(eq(loans.id, loanId), eq(loans.userId, userId)));
  return row;
}

/** Locks the loan row, so two returns of one loan run one after the other. */
export async function lockLoan(tx: DbOrTx, userId: string, loanId: string) {
  const [row] = await tx
    .select({
      id: loans.id,
      bookId: loans.bookId,
      borrowerId: loans.borrowerId,
      returnedAt: loans.returnedAt,
    })
    .from(loans)
    .where(and(eq(loans.id, loanId), eq(loans.userId, userId)))
    .for('update');
  return row;
}

export async function markReturned(tx: DbOrTx, loanId: string, at: Date): Promise<void> {
  await tx
    .update(loans)
    .set({ returnedAt: at })
    .where(and(eq(loans.id, loanId), isNull(loans.returnedAt)));
}
