import {
  type BatchAddResult,
  type Book,
  type BookFilterOptions,
  type BookFiltersQuery,
  type BookListQuery,
  type BookPage,
  type batchAddBodySchema,
  bookStatuses,
  type NewBook,
  type PlanId,
  type UpdateBook,
} from '@shelfwise/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { partitionBatch } from './batch-dedupe.ts';
import type { BookPdfSummary } from './book-pdf.ts';
import {
  type BookRow,
  type BookValues,
  countBooks,
  countByStatus,
  type DbOrTx,
  deleteBookUnlessLoaned,
  findAllBooks,
  findBook,
  findBookPage,
  findFilterOptions,
  findIdentities,
  insertBooks,
  isUuid,
  iterateBooks,
  lockUserPlan,
  setStatus,
  type Tx,
  updateBookUnlessLoaned,
} from './books.repository.ts';
import { assertPlanAllows, bookLimitProblem } from './plan-rules.ts';

export type { DbOrTx, Tx };

type BatchItems = z.output<typeof batchAddBodySchema>['books'];

export function toBook(row: BookRow): Book {
  return {
    _id: row.id,
    title: row.title,
    author: row.author,
    isbn: row.isbn,
    description: row.description,
    category: row.category,
    status: row.status,
    rating: row.rating,
    tags: row.tags,
    thumbnail: row.thumbnail,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const BOOK_NOT_FOUND = 'Book';
const onLoan = (what: string) => conflict(`This book is on loan. ${what}`);

export async function listBooks(db: Database, userId: string, query: BookListQuery): Promise<BookPage> {
  const { page, limit, ...filters } = query;
  const { rows, total } = await findBookPage(db, userId, filters, page, limit);
  return { data: rows.map(toBook), pagination: { total, page, limit } };
}

export async function listAllBooks(db: Database, userId: string): Promise<Book[]> {
  return (await findAllBooks(db, userId)).map(toBook);
}

export function getFilterOptions(db: Database, userId: string): Promise<BookFilterOptions> {
  return findFilterOptions(db, userId);
}

/** Books to add must fit the plan, counted under the user's row lock (see lockUserPlan). */
async function insertWithinPlan(tx: Tx, userId: string, values: BookValues[]): Promise<BookRow[]> {
  const plan = await lockUserPlan(tx, userId);
  if (!plan) throw notFound('User');
  const problem = bookLimitProblem(plan, await countBooks(tx, userId), values.length);
  if (problem) throw forbidden(problem, 'PLAN_LIMIT');
  return insertBooks(tx, userId, values);
}

export async function addBook(db: Database, userId: string, input: NewBook): Promise<Book> {
  const values: BookValues = {
    title: input.title,
    author: input.author,
    isbn: input.isbn ?? '',
    description: input.description ?? '',
    category: input.category ?? '',
    rating: input.rating ?? 0,
    tags: input.tags ?? [],
    status: input.status ?? 'Available',
    thumbnail: input.thumbnail ?? '',
    notes: input.notes ?? '',
  };
  const row = await db.transaction(async (tx) => {
    const [inserted] = await insertWithinPlan(tx, userId, [values]);
    if (!inserted) throw new Error('insert returned no row');
    await recordActivity(tx, userId, 'CREATE_BOOK', { title: inserted.title, author: inserted.author });
    return inserted;
  });
  return toBook(row);
}

/**
 * Batch add (basic and premium): books already in the collection or repeated in the batch are
 * skipped (see batch-dedupe.ts); the rest must all fit the plan or nothing is added.
 */
export async function addBooks(
  db: Database,
  userId: string,
  plan: PlanId,
  items: BatchItems,
): Promise<BatchAddResult> {
  assertPlanAllows(plan, 'canBatchAdd');
  const batch = items.map((item) => ({
    title: item.title,
    author: item.author,
    isbn: item.isbn ?? '',
    description: item.description ?? '',
    category: item.category ?? '',
    thumbnail: item.thumbnail ?? '',
  }));
  const rows = await db.transaction(async (tx) => {
    // The duplicate check runs under the same lock as the insert, so two identical batches sent
    // together cannot both add the same book.
    const plan = await lockUserPlan(tx, userId);
    if (!plan) throw notFound('User');
    const existing = await findIdentities(tx, userId, {
      isbns: [...new Set(batch.map((b) => b.isbn).filter(Boolean))],
      titles: [...new Set(batch.filter((b) => !b.isbn).map((b) => b.title.trim().toLowerCase()))],
    });
    const { fresh } = partitionBatch(batch, existing);
    const problem = bookLimitProblem(plan, await countBooks(tx, userId), fresh.length);
    if (problem) throw forbidden(problem, 'PLAN_LIMIT');
    const inserted = await insertBooks(tx, userId, fresh);
    await recordActivity(tx, userId, 'BATCH_ADD_BOOKS', {
      books: inserted.map((b) => b.title),
      duplicates: batch.length - inserted.length,
    });
    return inserted;
  });
  return { added: rows.length, skipped: batch.length - rows.length, data: rows.map(toBook) };
}

/** Distinguishes "not yours / not there" (404) from "on loan" (409) after a guarded change failed. */
async function explainUnchanged(
  db: Database,
  userId: string,
  id: string,
  onLoanText: string,
): Promise<never> {
  const book = await findBook(db, userId, id);
  if (!book) throw notFound(BOOK_NOT_FOUND);
  if (book.status === 'Loaned') throw onLoan(onLoanText);
  throw new Error('book changed neither by update nor by loan');
}

export async function editBook(db: Database, userId: string, id: string, input: UpdateBook): Promise<Book> {
  if (!isUuid(id)) throw notFound(BOOK_NOT_FOUND);
  const values: Partial<BookValues> = { title: input.title, author: input.author, status: input.status };
  if (input.isbn !== undefined) values.isbn = input.isbn;
  if (input.description !== undefined) values.description = input.description;
  if (input.category !== undefined) values.category = input.category;
  if (input.rating !== undefined) values.rating = input.rating;
  if (input.tags !== undefined) values.tags = input.tags;
  if (input.thumbnail !== undefined) values.thumbnail = input.thumbnail;
  if (input.notes !== undefined) values.notes = input.notes;
  const row = await db.transaction(async (tx) => {
    const updated = await updateBookUnlessLoaned(tx, userId, id, values);
    if (updated)
      await recordActivity(tx, userId, 'UPDATE_BOOK', { title: updated.title, author: updated.author });
    return updated;
  });
  return row ? toBook(row) : explainUnchanged(db, userId, id, 'Mark it returned before editing it.');
}

export async function rateBook(db: Database, userId: string, id: string, rating: number): Promise<Book> {
  if (!isUuid(id)) throw notFound(BOOK_NOT_FOUND);
  const row = await updateBookUnlessLoaned(db, userId, id, { rating });
  return row
    ? toBook(row)
    : explainUnchanged(db, userId, id, 'Its rating can be changed once it is returned.');
}

export async function removeBook(db: Database, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(BOOK_NOT_FOUND);
  const deleted = await db.transaction(async (tx) => {
    const gone = await deleteBookUnlessLoaned(tx, userId, id);
    if (gone) await recordActivity(tx, userId, 'DELETE_BOOK', gone);
    return gone;
  });
  if (!deleted) await explainUnchanged(db, userId, id, 'Mark it returned before deleting it.');
}

/**
 * For the lending module, inside its loan transaction: 'Loaned' when a loan starts, 'Available'
 * when it is returned. Locks the book row for the rest of the transaction.
 * Throws 404 when the book is not the user's, 409 when lending a book that is already on loan.
 */
export async function setBookLoanStatus(
  tx: DbOrTx,
  userId: string,
  bookId: string,
  status: 'Loaned' | 'Available',
): Promise<Book> {
  if (!isUuid(bookId)) throw notFound(BOOK_NOT_FOUND);
  const book = await findBook(tx, userId, bookId, 'update');
  if (!book) throw notFound(BOOK_NOT_FOUND);
  if (status === 'Loaned' && book.status === 'Loaned')
    throw onLoan('It cannot be loaned again until it is returned.');
  if (book.status === status) return toBook(book);
  const row = await setStatus(tx, userId, bookId, status);
  if (!row) throw notFound(BOOK_NOT_FOUND);
  return toBook(row);
}

/** Every matching book of the user, newest first, a batch at a time (for the exports). */
export async function* streamBooks(
  db: Database,
  userId: string,
  filters: BookFiltersQuery,
  batchSize?: number,
): AsyncGenerator<Book[]> {
  for await (const rows of iterateBooks(db, userId, filters, batchSize)) yield rows.map(toBook);
}

/** The PDF export's cover: the matching books, how many have each status and how many are lent out. */
export async function summarizeBooks(
  db: Database,
  userId: string,
  filters: BookFiltersQuery,
): Promise<BookPdfSummary> {
  const byStatus = Object.fromEntries(bookStatuses.map((s) => [s, 0])) as BookPdfSummary['byStatus'];
  for (const { status, n } of await countByStatus(db, userId, filters)) byStatus[status] = n;
  const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
  // A loan sets its book's status to Loaned and the return sets it back, in the same transaction.
  return { total, byStatus, onLoan: byStatus.Loaned };
}

/** How many books the user has: `booksCount` of GET /api/auth/me. */
export function countUserBooks(db: DbOrTx, userId: string): Promise<number> {
  return countBooks(db, userId);
}
