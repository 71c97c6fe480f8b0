// Past 400 lines: the books module's rules over its one table: adding by hand, by batch, by
// recommendation and by import all count against the plan under the user's row lock
// (`lockOwner`), and keeping them together keeps that one lock order visible. Lending's views of
// the library (holders, history, statistics) live in the loans module (decision 0025).
import {
  type BatchAddResult,
  type BatchRejection,
  type Book,
  type BookFilterOptions,
  type BookFiltersQuery,
  type BookListItem,
  type BookListQuery,
  type BookPage,
  type BulkBooks,
  type BulkBooksResult,
  type batchAddBodySchema,
  bookStatuses,
  type CategoryDistribution,
  isbn13To10,
  MAX_TAGS,
  type NewBook,
  type PlanId,
  toIsbn13,
  type UpdateBook,
} from '@shelfwise/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Executor, Transaction } from '../../db/executor.ts';
import type { ZonedMonth } from '../../db/sql.ts';
import { isUuid } from '../../db/sql.ts';
import { transaction } from '../../db/transaction.ts';
import { AppError, conflict, forbidden, notFound } from '../../http/errors.ts';
import { assertPlanAllows } from '../../http/plan-guard.ts';
import type { Clock } from '../../platform/clock.ts';
import { claimIdempotencyKey, recordIdempotentResponse } from '../../platform/idempotency.ts';
import type { ActivityService } from '../activity/index.ts';
import type { AuthService } from '../auth/index.ts';
import { CollectionIndex, partitionBatch } from './batch-dedupe.ts';
import type { BookPdfSummary } from './book-pdf.ts';
import {
  type BookRow,
  type BookValues,
  countBooks,
  countBooksOfMonth,
  countBooksOfUsers,
  countByStatus,
  deleteBooksByIds,
  deleteBookUnlessLoaned,
  findAllBooks,
  findAllIdentities,
  findBook,
  findBookPage,
  findBooksForUpdate,
  findByIsbns,
  findCategoryCounts,
  findFilterOptions,
  findIdentities,
  findIdentitiesExcept,
  findSummaries,
  findTagNames,
  findWithoutCover,
  type ImportedBookValues,
  insertBooks,
  insertBooksAt,
  iterateBooks,
  setStatus,
  setThumbnailIfEmpty,
  updateBookUnlessLoaned,
} from './books.repository.ts';
import { bookLimitProblem, importLimitProblem } from './plan-rules.ts';
import { assertDatesInOrder, readingValues } from './reading.ts';
import { TagSpellings } from './tag-spelling.ts';

type BatchItems = z.output<typeof batchAddBodySchema>['books'];

/** What a bulk edit writes to one book (never called for a delete). */
function bulkValues(book: BookRow, body: BulkBooks, spellings: TagSpellings | null): Partial<BookValues> {
  switch (body.action) {
    case 'addTags':
      return { tags: (spellings as TagSpellings).spell([...book.tags, ...body.tags]) };
    case 'removeTags': {
      const gone = new Set(body.tags.map((t) => t.toLocaleLowerCase()));
      return { tags: book.tags.filter((t) => !gone.has(t.toLocaleLowerCase())) };
    }
    case 'setCategory':
      return { category: body.category };
    case 'setReadingStatus':
      return {
        readingStatus: body.readingStatus,
        ...(body.readingStatus === 'read' && book.readCount === 0 ? { readCount: 1 } : {}),
      };
    default:
      return {};
  }
}

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
    readingStatus: row.readingStatus ?? null,
    startedOn: row.startedOn ?? null,
    finishedOn: row.finishedOn ?? null,
    readCount: row.readCount,
    pages: row.pages ?? null,
    publisher: row.publisher,
    publishedYear: row.publishedYear ?? null,
    purchasePriceMinor: row.purchasePriceMinor ?? null,
    purchaseCurrency: row.purchaseCurrency ?? null,
    purchasedOn: row.purchasedOn ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A row of the list: the book as the list's query wrote it, and who holds it now. */
function toListItem(book: Book, currentLoan: BookListItem['currentLoan']): BookListItem {
  const item = book as BookListItem;
  item.currentLoan = currentLoan;
  return item;
}

const BOOK_NOT_FOUND = 'Book';
/** The activity entry of an import names its first books and counts the rest. */
const IMPORT_TITLES_IN_ACTIVITY = 20;

/** Every line of a batch was refused: say which and why, the way a validation error names fields. */
function rejectionsMessage(rejected: BatchRejection[]): string {
  const lines = rejected.slice(0, 5).map((r) => `books.${r.index}.isbn ("${r.title}"): ${r.reason}`);
  if (rejected.length > 5) lines.push(`and ${rejected.length - 5} more`);
  return `No book was added. ${lines.join('; ')}`;
}

/** A stored ISBN as the ISBN-13 it names, so an ISBN-10 added by hand matches its ISBN-13. */
const canonicalIsbn = (isbn: string): string => {
  const check = isbn ? toIsbn13(isbn) : null;
  return check?.ok ? check.isbn13 : isbn;
};
const onLoan = (what: string) => conflict(`This book is on loan. ${what}`);

export interface BooksServiceDeps {
  db: Database;
  clock: Clock;
  auth: Pick<AuthService, 'lockAccount'>;
  activity: Pick<ActivityService, 'record'>;
}

export type BooksService = ReturnType<typeof createBooksService>;

export function createBooksService({ db, clock, auth, activity }: BooksServiceDeps) {
  /**
   * The user's row lock comes first in every transaction that writes a book (lock order: user,
   * then book), and it serialises a user's limit checks: two requests cannot both see 49 books
   * and both add the 50th. Answers the plan as it is now.
   */
  async function lockOwner(tx: Transaction, userId: string): Promise<PlanId> {
    const owner = await auth.lockAccount(tx, userId);
    if (!owner) throw notFound('User');
    return owner.plan;
  }

  /** Books to add must fit the plan, counted under the user's row lock. */
  async function insertWithinPlan(
    tx: Transaction,
    userId: string,
    values: BookValues[],
    writesNotes = false,
  ): Promise<BookRow[]> {
    const plan = await lockOwner(tx, userId);
    if (writesNotes) assertPlanAllows(plan, 'canWriteNotes');
    const problem = bookLimitProblem(plan, await countBooks(tx, userId), values.length);
    if (problem) throw forbidden(problem, 'PLAN_LIMIT');
    return insertBooks(tx, userId, values, clock.now());
  }

  /**
   * Distinguishes "not yours / not there" (404) from "on loan" (409) after a guarded change failed.
   * Asked inside the same transaction, under the user's lock: no return can slip in between and
   * leave the book neither changed nor on loan.
   */
  async function explainUnchanged(
    tx: Transaction,
    userId: string,
    id: string,
    onLoanText: string,
  ): Promise<never> {
    const book = await findBook(tx, userId, id);
    if (!book) throw notFound(BOOK_NOT_FOUND);
    if (book.status === 'Loaned') throw onLoan(onLoanText);
    throw new Error('book changed neither by update nor by loan');
  }

  /**
   * Adds a batch in one transaction: books already in the collection or repeated in the batch are
   * skipped (see batch-dedupe.ts); the rest must all fit the plan or nothing is added.
   */
  async function insertBatch(userId: string, batch: (BookValues & { isbn: string })[]): Promise<BookRow[]> {
    return transaction(db, async (tx) => {
      // The duplicate check runs under the same lock as the insert, so two identical batches sent
      // together cannot both add the same book.
      const currentPlan = await lockOwner(tx, userId);
      const isbns = [...new Set(batch.map((b) => b.isbn).filter(Boolean))];
      const existing = await findIdentities(tx, userId, {
        // A book added by hand may carry the ISBN-10 of what the batch brings as an ISBN-13.
        isbns: [...isbns, ...isbns.flatMap((isbn) => isbn13To10(isbn) ?? [])],
        titles: [...new Set(batch.filter((b) => !b.isbn).map((b) => b.title.trim().toLowerCase()))],
      });
      const { fresh } = partitionBatch(
        batch,
        existing.map((book) => ({ ...book, isbn: canonicalIsbn(book.isbn) })),
      );
      const problem = bookLimitProblem(currentPlan, await countBooks(tx, userId), fresh.length);
      if (problem) throw forbidden(problem, 'PLAN_LIMIT');
      const inserted = await insertBooks(tx, userId, fresh, clock.now());
      await activity.record(tx, userId, 'BATCH_ADD_BOOKS', {
        books: inserted.map((b) => b.title),
        duplicates: batch.length - inserted.length,
      });
      return inserted;
    });
  }

  return {
    /**
     * A page of the user's books. Who holds a lent book is lending's to say (it owns the loans): the
     * list leaves `currentLoan` null here and lending's `bookPage` fills it in for the books on loan.
     */
    async list(userId: string, query: BookListQuery): Promise<BookPage> {
      const { page, limit, sort, order, ...filters } = query;
      const { rows, total } = await findBookPage(db, userId, filters, { sort, order }, page, limit);
      return { data: rows.map((book) => toListItem(book, null)), pagination: { total, page, limit } };
    },

    async listAll(userId: string): Promise<Book[]> {
      return (await findAllBooks(db, userId)).map(toBook);
    },

    filterOptions(userId: string, category?: string): Promise<BookFilterOptions> {
      return findFilterOptions(db, userId, category);
    },

    /**
     * Adds a book by hand. With an idempotency key (the `Idempotency-Key` header), a repeat of the
     * same request within 24 h answers the first book instead of adding another; the key is
     * claimed in the same transaction, so even two requests at once add one book.
     */
    async add(
      userId: string,
      input: NewBook,
      idempotency?: { key: string; fingerprint: string },
    ): Promise<Book> {
      const values: BookValues = {
        title: input.title,
        author: input.author,
        isbn: input.isbn ?? '',
        description: input.description ?? '',
        category: input.category ?? '',
        rating: input.rating ?? 0,
        tags: input.tags ?? [],
        thumbnail: input.thumbnail ?? '',
        notes: input.notes ?? '',
        status: 'Available',
        ...readingValues(input),
      };
      assertDatesInOrder(values.startedOn, values.finishedOn);
      return transaction(db, async (tx) => {
        if (idempotency) {
          const claim = await claimIdempotencyKey(tx, { userId, ...idempotency, now: clock.now() });
          if (claim.kind === 'mismatch') {
            throw conflict(
              'This Idempotency-Key was already used for a different book. Send a new key for a new book.',
            );
          }
          if (claim.kind === 'replay') return claim.response as Book;
        }
        const [inserted] = await insertWithinPlan(tx, userId, [values], values.notes !== '');
        if (!inserted) throw new Error('insert returned no row');
        await activity.record(tx, userId, 'CREATE_BOOK', { title: inserted.title, author: inserted.author });
        const book = toBook(inserted);
        if (idempotency) await recordIdempotentResponse(tx, { userId, key: idempotency.key }, book);
        return book;
      });
    },

    /**
     * Batch add (basic and premium). ISBN-10s are stored as their ISBN-13; an item whose ISBN is
     * not a valid ISBN-10 or ISBN-13 is refused on its own, with the reason, and the others are
     * still added (the Add dialog's user picked them from search results and cannot fix a
     * catalog's ISBN there). Books already in the collection or repeated in the batch are skipped
     * (see batch-dedupe.ts); the rest must all fit the plan or nothing is added.
     */
    async addMany(userId: string, plan: PlanId, items: BatchItems): Promise<BatchAddResult> {
      assertPlanAllows(plan, 'canBatchAdd');
      const rejected: BatchRejection[] = [];
      const batch: (BookValues & { isbn: string })[] = [];
      for (const [index, item] of items.entries()) {
        const isbn = item.isbn ? toIsbn13(item.isbn) : ({ ok: true, isbn13: '' } as const);
        if (!isbn.ok) {
          rejected.push({ index, title: item.title, isbn: item.isbn ?? '', reason: isbn.reason });
          continue;
        }
        batch.push({
          title: item.title,
          author: item.author,
          isbn: isbn.isbn13,
          description: item.description ?? '',
          category: item.category ?? '',
          thumbnail: item.thumbnail ?? '',
        });
      }
      if (batch.length === 0) throw new AppError(400, 'VALIDATION_ERROR', rejectionsMessage(rejected));
      const rows = await insertBatch(userId, batch);
      return { added: rows.length, skipped: batch.length - rows.length, rejected, data: rows.map(toBook) };
    },

    /**
     * Books of a pasted ISBN list, already looked up (isbn-batch.ts): ISBN-13s, added in one
     * transaction with the batch's duplicate and plan rules. Any plan: this is manual entry, many at once.
     */
    async addLookedUp(userId: string, batch: (BookValues & { isbn: string })[]): Promise<Book[]> {
      return (await insertBatch(userId, batch)).map(toBook);
    },

    async edit(userId: string, id: string, input: UpdateBook): Promise<Book> {
      if (!isUuid(id)) throw notFound(BOOK_NOT_FOUND);
      const values: Partial<BookValues> = { title: input.title, author: input.author };
      if (input.isbn !== undefined) values.isbn = input.isbn;
      if (input.description !== undefined) values.description = input.description;
      if (input.category !== undefined) values.category = input.category;
      if (input.rating !== undefined) values.rating = input.rating;
      if (input.tags !== undefined) values.tags = input.tags;
      if (input.thumbnail !== undefined) values.thumbnail = input.thumbnail;
      if (input.notes !== undefined) values.notes = input.notes;
      const row = await transaction(db, async (tx) => {
        const plan = await lockOwner(tx, userId);
        const current = await findBook(tx, userId, id);
        if (!current) throw notFound(BOOK_NOT_FOUND);
        // Notes are a Basic feature; a free reader's form still sends the notes it was shown.
        if (values.notes !== undefined && values.notes !== current.notes)
          assertPlanAllows(plan, 'canWriteNotes');
        Object.assign(values, readingValues(input, current));
        assertDatesInOrder(
          values.startedOn === undefined ? current.startedOn : values.startedOn,
          values.finishedOn === undefined ? current.finishedOn : values.finishedOn,
        );
        const updated = await updateBookUnlessLoaned(tx, userId, id, values, clock.now());
        if (!updated) return explainUnchanged(tx, userId, id, 'Mark it returned before editing it.');
        await activity.record(tx, userId, 'UPDATE_BOOK', { title: updated.title, author: updated.author });
        return updated;
      });
      return toBook(row);
    },

    /**
     * Bulk edit (POST /api/books/bulk): one change to every selected book in one transaction, each
     * book with its activity entry. Any id not the user's → 404, any book on loan → 409, a tag list
     * past the limit → 400; then nothing changes. Added tags take the library's spelling.
     */
    async bulk(userId: string, body: BulkBooks): Promise<BulkBooksResult> {
      if (!body.ids.every(isUuid)) throw notFound(BOOK_NOT_FOUND);
      return transaction(db, async (tx) => {
        await lockOwner(tx, userId);
        const found = await findBooksForUpdate(tx, userId, body.ids);
        if (found.length !== body.ids.length) throw notFound(BOOK_NOT_FOUND);
        const lent = found.filter((b) => b.status === 'Loaned');
        if (lent.length > 0) {
          throw conflict(
            `${lent.map((b) => `"${b.title}"`).join(', ')} ${lent.length === 1 ? 'is' : 'are'} on loan. Mark ${lent.length === 1 ? 'it' : 'them'} returned first, or leave ${lent.length === 1 ? 'it' : 'them'} out.`,
          );
        }
        if (body.action === 'delete') {
          for (const book of found) {
            await deleteBookUnlessLoaned(tx, userId, book.id);
            await activity.record(tx, userId, 'DELETE_BOOK', { title: book.title, author: book.author });
          }
          return { changed: found.length, data: [] };
        }
        const spellings = body.action === 'addTags' ? new TagSpellings(await findTagNames(tx, userId)) : null;
        const changed: BookRow[] = [];
        for (const book of found) {
          const values = bulkValues(book, body, spellings);
          if (values.tags && values.tags.length > MAX_TAGS) {
            throw new AppError(
              400,
              'VALIDATION_ERROR',
              `"${book.title}" would have ${values.tags.length} tags; a book has at most ${MAX_TAGS}. Nothing was changed.`,
            );
          }
          const updated = await updateBookUnlessLoaned(tx, userId, book.id, values, clock.now());
          if (!updated) throw new Error('a locked book changed');
          await activity.record(tx, userId, 'UPDATE_BOOK', { title: updated.title, author: updated.author });
          changed.push(updated);
        }
        return { changed: changed.length, data: changed.map(toBook) };
      });
    },

    async rate(userId: string, id: string, rating: number): Promise<Book> {
      if (!isUuid(id)) throw notFound(BOOK_NOT_FOUND);
      const row = await transaction(db, async (tx) => {
        await lockOwner(tx, userId);
        const updated = await updateBookUnlessLoaned(tx, userId, id, { rating }, clock.now());
        return updated ?? explainUnchanged(tx, userId, id, 'Its rating can be changed once it is returned.');
      });
      return toBook(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!isUuid(id)) throw notFound(BOOK_NOT_FOUND);
      await transaction(db, async (tx) => {
        await lockOwner(tx, userId);
        const gone = await deleteBookUnlessLoaned(tx, userId, id);
        if (!gone) return explainUnchanged(tx, userId, id, 'Mark it returned before deleting it.');
        await activity.record(tx, userId, 'DELETE_BOOK', gone);
      });
    },

    /**
     * For the lending module, inside its loan transaction (after it locked the user): 'Loaned' when
     * a loan starts, 'Available' when it is returned. Locks the book row for the rest of the
     * transaction. Throws 404 when the book is not the user's, 409 when lending a book already on loan.
     */
    async setLoanStatus(
      tx: Transaction,
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
      const row = await setStatus(tx, userId, bookId, status, clock.now());
      if (!row) throw notFound(BOOK_NOT_FOUND);
      return toBook(row);
    },

    /** One of the user's books, or 404 (someone else's id and a malformed one are simply not found). */
    async get(userId: string, id: string, executor: Executor = db): Promise<Book> {
      const row = isUuid(id) ? await findBook(executor, userId, id) : undefined;
      if (!row) throw notFound(BOOK_NOT_FOUND);
      return toBook(row);
    },

    /**
     * For recommendations, inside the caller's transaction: a copy of a book someone else described
     * becomes the user's own (unrated, untagged, Available). Locks the user first, then refuses a
     * book already in the collection (same ISBN, or same title and author when there is none: 409)
     * and one past the plan's book limit (403 PLAN_LIMIT). Records CREATE_BOOK. A book bought from
     * the wishlist brings what was paid and when (the purchase fields; price and currency together).
     */
    async addCopy(
      tx: Transaction,
      userId: string,
      copy: Pick<
        BookValues,
        'title' | 'author' | 'isbn' | 'description' | 'category' | 'thumbnail' | 'notes'
      > &
        Partial<Pick<BookValues, 'purchasePriceMinor' | 'purchaseCurrency' | 'purchasedOn'>>,
    ): Promise<Book> {
      const plan = await lockOwner(tx, userId);
      const identity = { title: copy.title, author: copy.author, isbn: copy.isbn ?? '' };
      const existing = await findIdentities(tx, userId, {
        isbns: identity.isbn ? [identity.isbn] : [],
        titles: identity.isbn ? [] : [identity.title.trim().toLowerCase()],
      });
      if (new CollectionIndex(existing).has(identity)) {
        throw conflict(`"${copy.title}" is already in your library`);
      }
      const problem = bookLimitProblem(plan, await countBooks(tx, userId), 1);
      if (problem) throw forbidden(problem, 'PLAN_LIMIT');
      const [row] = await insertBooks(
        tx,
        userId,
        [{ ...copy, status: 'Available', rating: 0, tags: [] }],
        clock.now(),
      );
      if (!row) throw new Error('insert returned no row');
      await activity.record(tx, userId, 'CREATE_BOOK', { title: row.title, author: row.author });
      return toBook(row);
    },

    /**
     * An import's books (decision 0015), in the caller's transaction: skips books already in the
     * collection or repeated in the import (same ISBN, else same title and author ignoring case),
     * inserts in chunks (calling `onChunk` after each, for progress) and records one
     * BATCH_ADD_BOOKS entry with the counts. All of it commits or none.
     *
     * The chunks go in without the user's row lock, so the user's other requests (a rating, a loan)
     * are served meanwhile; inserting takes only the foreign key's KEY SHARE lock on the user, which
     * never waits for them. The lock is taken at the end, briefly: books added meanwhile by hand
     * that the import repeats are taken out again, and the plan's limit is counted over every book
     * there is then, the import's own included (403 PLAN_LIMIT, naming how many fit, and the
     * whole import rolls back). Every other writer counts under the same lock, and the import's
     * books are invisible to them until this commits, so the limit holds exactly.
     */
    async importMany(
      tx: Transaction,
      userId: string,
      items: ImportedBookValues[],
      options: {
        chunkSize?: number;
        onChunk?: (written: number, total: number) => Promise<void>;
        /** Rows the import already skipped as duplicates before handing the rest over (for the counts). */
        skippedBefore?: number;
      } = {},
    ): Promise<{ added: number; skipped: number }> {
      const existing = await findAllIdentities(tx, userId);
      const { fresh } = partitionBatch(
        items,
        existing.map((book) => ({ ...book, isbn: canonicalIsbn(book.isbn) })),
      );
      // 'favorites' in the file is the library's 'Favorites' (and two spellings in the file are one).
      const spellings = new TagSpellings(await findTagNames(tx, userId));
      for (const book of fresh) book.tags = spellings.spell(book.tags ?? []);
      const chunkSize = options.chunkSize ?? 1000;
      const now = clock.now();
      const ids: string[] = [];
      for (let from = 0; from < fresh.length; from += chunkSize) {
        ids.push(...(await insertBooksAt(tx, userId, fresh.slice(from, from + chunkSize), now)));
        await options.onChunk?.(Math.min(from + chunkSize, fresh.length), fresh.length);
      }
      const plan = await lockOwner(tx, userId);
      // Books added by hand while the chunks went in: the import's repeats of them go again.
      const others = new CollectionIndex(
        (await findIdentitiesExcept(tx, userId, ids)).map((b) => ({ ...b, isbn: canonicalIsbn(b.isbn) })),
      );
      const repeats = ids.filter((_, i) => others.has(fresh[i] as ImportedBookValues));
      await deleteBooksByIds(tx, userId, repeats);
      const gone = new Set(repeats);
      const added = fresh.filter((_, i) => !gone.has(ids[i] as string));
      const current = await countBooks(tx, userId);
      const problem = importLimitProblem(plan, current - added.length, added.length);
      if (problem) throw forbidden(problem, 'PLAN_LIMIT');
      await activity.record(tx, userId, 'BATCH_ADD_BOOKS', {
        books: added.slice(0, IMPORT_TITLES_IN_ACTIVITY).map((b) => b.title),
        added: added.length,
        duplicates: items.length - added.length + (options.skippedBefore ?? 0),
      });
      return { added: added.length, skipped: items.length - added.length };
    },

    /** Whether `adding` more books fit the user's plan now (an import's preview), or why not. */
    async importFits(userId: string, plan: PlanId, adding: number): Promise<string | null> {
      return importLimitProblem(plan, await countBooks(db, userId), adding);
    },

    /** Identities of all the user's books (an import's preview marks the ones it would skip). */
    identities: async (userId: string) =>
      (await findAllIdentities(db, userId)).map((book) => ({ ...book, isbn: canonicalIsbn(book.isbn) })),

    /** Books with an ISBN and no cover (the cover job after an import), a few at a time by id. */
    withoutCover: (userId: string, after: string | null, limit: number) =>
      findWithoutCover(db, userId, after, limit),

    /** Sets a cover found later (the cover job); leaves a cover the user set meanwhile alone. */
    setCoverIfMissing: (userId: string, id: string, thumbnail: string) =>
      setThumbnailIfEmpty(db, userId, id, thumbnail),

    /**
     * The user's book with each of these ISBN-13s, keyed by the ISBN-13 (a book stored with its ISBN-10
     * counts too); the oldest when several have it. ISBNs not in the library
     * are absent.
     */
    async findByIsbns(userId: string, isbn13s: string[]) {
      const forms = isbn13s.flatMap((isbn) => [
        isbn,
        ...(isbn13To10(isbn) ? [isbn13To10(isbn) as string] : []),
      ]);
      const rows = await findByIsbns(db, userId, [...new Set(forms)]);
      const found = new Map<string, (typeof rows)[number]>();
      for (const row of rows) {
        const key = canonicalIsbn(row.isbn);
        if (!found.has(key)) found.set(key, row);
      }
      return found;
    },

    /** Title, author and cover of some of the user's books, by id (ids not found are left out). */
    summaries(userId: string, ids: string[], executor: Executor = db) {
      return findSummaries(executor, userId, [...new Set(ids)]);
    },

    /** Every matching book of the user, newest first, a batch at a time (for the exports). */
    async *stream(userId: string, filters: BookFiltersQuery, batchSize?: number): AsyncGenerator<Book[]> {
      for await (const rows of iterateBooks(db, userId, filters, batchSize)) yield rows.map(toBook);
    },

    /** The PDF export's cover: the matching books, how many have each status and how many are lent out. */
    async summarize(userId: string, filters: BookFiltersQuery): Promise<BookPdfSummary> {
      const byStatus = Object.fromEntries(bookStatuses.map((s) => [s, 0])) as BookPdfSummary['byStatus'];
      for (const { status, n } of await countByStatus(db, userId, filters)) byStatus[status] = n;
      const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
      // A loan sets its book's status to Loaned and the return sets it back, in the same transaction.
      return { total, byStatus, onLoan: byStatus.Loaned };
    },

    /**
     * The Statistics cards' books figures (spec §3 Stats): books that existed at the end of `month`
     * (and still exist) and books added during it. Lending puts the four cards together.
     */
    booksOfMonth(userId: string, month: ZonedMonth): Promise<{ total: number; added: number }> {
      return countBooksOfMonth(db, userId, month);
    },

    /** Books per category, largest first; books without a category are one row named `null`. */
    categories(userId: string): Promise<CategoryDistribution['data']> {
      return findCategoryCounts(db, userId);
    },

    /** How many books the user has: `booksCount` of GET /api/auth/me. */
    countOf(userId: string, executor: Executor = db): Promise<number> {
      return countBooks(executor, userId);
    },

    /** Books per user for a page of accounts (admin user list); users without books count 0. */
    async countsOf(userIds: string[]): Promise<Map<string, number>> {
      const rows = await countBooksOfUsers(db, userIds);
      return new Map(rows.map((r) => [r.userId, r.n]));
    },

    /** For seeds: the user's books as they are, and an insert that skips the plan rules. */
    listRows: (userId: string) => findAllBooks(db, userId),
    insertRows: (userId: string, values: BookValues[]) => insertBooks(db, userId, values, clock.now()),
  };
}
