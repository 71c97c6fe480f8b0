import type { Borrower, BorrowerInput, BorrowerWithCounts } from '@shelfwise/contract';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation, isUuid } from '../../db/pg-error.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { recordActivity } from '../activity/activity.service.ts';
import {
  type BorrowerRow,
  countActiveLoansOfBorrower,
  deleteBorrower,
  findBorrower,
  findBorrowersByUser,
  findBorrowersWithCounts,
  insertBorrower,
  updateBorrower,
} from './borrowers.repository.ts';

export const DUPLICATE_EMAIL_MESSAGE = 'You already have a borrower with this email';
export const HAS_ACTIVE_LOANS_MESSAGE = 'Cannot delete borrower with active loans';

export function toBorrower(row: BorrowerRow): Borrower {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listBorrowers(db: Database, userId: string): Promise<Borrower[]> {
  return (await findBorrowersByUser(db, userId)).map(toBorrower);
}

export async function listBorrowersWithCounts(db: Database, userId: string): Promise<BorrowerWithCounts[]> {
  const rows = await findBorrowersWithCounts(db, userId);
  return rows.map((r) => ({
    ...toBorrower(r.borrower),
    activeLoansCount: r.activeLoansCount,
    totalLoansCount: r.totalLoansCount,
  }));
}

function fields(input: BorrowerInput) {
  return { name: input.name, email: input.email, phone: input.phone };
}

export async function createBorrower(db: Database, userId: string, input: BorrowerInput): Promise<Borrower> {
  try {
    return await db.transaction(async (tx) => {
      const row = await insertBorrower(tx, { userId, ...fields(input) });
      await recordActivity(tx, userId, 'CREATE_BORROWER', fields(input));
      return toBorrower(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_EMAIL_MESSAGE);
    throw error;
  }
}

export async function editBorrower(
  db: Database,
  userId: string,
  id: string,
  input: BorrowerInput,
): Promise<Borrower> {
  if (!isUuid(id)) throw notFound('Borrower');
  try {
    return await db.transaction(async (tx) => {
      const row = await updateBorrower(tx, userId, id, fields(input));
      if (!row) throw notFound('Borrower');
      await recordActivity(tx, userId, 'UPDATE_BORROWER', fields(input));
      return toBorrower(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_EMAIL_MESSAGE);
    throw error;
  }
}

export async function removeBorrower(db: Database, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('Borrower');
  await db.transaction(async (tx) => {
    // The row lock makes a loan being created for this borrower right now wait (it locks the
    // borrower FOR SHARE), so no loan can slip in between the count and the delete.
    const borrower = await findBorrower(tx, userId, id, 'update');
    if (!borrower) throw notFound('Borrower');
    if ((await countActiveLoansOfBorrower(tx, id)) > 0) throw conflict(HAS_ACTIVE_LOANS_MESSAGE);
    await deleteBorrower(tx, userId, id);
    await recordActivity(tx, userId, 'DELETE_BORROWER', {
      name: borrower.name,
      email: borrower.email,
      phone: borrower.phone,
    });
  });
}
