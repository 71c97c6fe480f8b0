// Past 400 lines: every query on the books table, the one file that owns it (the list with its
// filters and sorts, identities for duplicates, counts for the statistics and the plan limits,
// the exports' batches); the list's search keys and statements are explained beside each query.
import {
  type Book,
  type BookFiltersQuery,
  type BookSortKey,
  type BookStatus,
  type BookStatusFilter,
  defaultSortOrder,
  isbn10To13,
  isbn13To10,
  isValidIsbn10,
  isValidIsbn13,
  type ReadingStatus,
  type SortOrder,
} from '@shelfwise/contract';
import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  like,
  ne,
  notInArray,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { type BookRow, books, type NewBookRow } from '../../db/schema/books.ts';
import { escapeLike, monthEndSql, monthStartSql, type ZonedMonth } from '../../db/sql.ts';
import { namedStatement } from '../../db/statement.ts';

export type { BookRow };

/** The values the list's filters compare with, as bound to its statement. */
type FilterValues = {
  userId: string;
  status?: BookStatus;
  readingStatus?: ReadingStatus;
  pattern?: string;
  isbnPattern?: string;
  isbnOther?: string;
  category?: string;
  author?: string;
  tags?: string[];
};

function filterValues(userId: string, filters: BookFiltersQuery): FilterValues {
  const values: FilterValues = { userId };
  if (filters.search) {
    values.pattern = `%${escapeLike(filters.search)}%`;
    // ISBNs are stored as digits (an ISBN-10 may end in X), without hyphens or spaces. Only a term
    // that could be part of one is compared with them: "978-0-441" finds 9780441..., and "river"
    // skips a comparison that could never match on every row.
    const isbnTerm = filters.search.replace(/[\s-]/g, '');
    if (/^[0-9xX]+$/.test(isbnTerm)) {
      values.isbnPattern = `%${escapeLike(isbnTerm)}%`;
      const whole = isbnTerm.toUpperCase();
      const other = isValidIsbn10(whole)
        ? isbn10To13(whole)
        : isValidIsbn13(whole)
          ? isbn13To10(whole)
          : null;
      if (other) values.isbnOther = other;
    }
  }
  if (filters.category) values.category = filters.category;
  if (filters.author) values.author = filters.author;
  if (filters.status) {
    const reading = readingOfFilter[filters.status];
    if (reading) values.readingStatus = reading;
    else values.status = filters.status as BookStatus;
  }
  if (filters.tags?.length) values.tags = filters.tags;
  return values;
}

const readingOfFilter: Partial<Record<BookStatusFilter, ReadingStatus>> = {
  WantToRead: 'want-to-read',
  Reading: 'reading',
  Completed: 'read',
};

type Bound = { [K in keyof FilterValues]?: FilterValues[K] | Placeholder };

/**
 * The WHERE for these values, or for placeholders of the same names (a prepared statement).
 * `termOnce`: the search term is lowered in a sub-select, which PostgreSQL runs once per execution.
 * The list's statements run on a generic plan after their first runs (decision 0019), where a plain
 * `lower($2)` is called again for every row looked at (decision 0020); the page and the count both
 * lower it once (decision 0022). The exports' unnamed statements are planned for their values.
 */
function whereOf(v: Bound, { termOnce = false } = {}): SQL {
  const conditions: SQL[] = [eq(books.userId, v.userId as string)];
  if (v.pattern !== undefined) {
    // LIKE between both sides folded (lowercase, accents off); the rows' side is stored (decisions
    // 0020, and migration 0022 for the accents).
    const folded = termOnce ? sql`(select shelf_fold(${v.pattern}))` : sql`shelf_fold(${v.pattern})`;
    const matches = [like(books.titleKey, folded), like(books.authorKey, folded)];
    if (v.isbnPattern !== undefined) matches.push(ilike(books.isbn, v.isbnPattern));
    // A whole ISBN finds its book under the other form too (ISBN-10 ↔ 978 ISBN-13).
    if (v.isbnOther !== undefined) matches.push(eq(books.isbn, v.isbnOther));
    conditions.push(or(...matches) as SQL);
  }
  if (v.category !== undefined) conditions.push(eq(books.category, v.category));
  if (v.status !== undefined) conditions.push(eq(books.status, v.status as BookStatus));
  if (v.readingStatus !== undefined)
    conditions.push(eq(books.readingStatus, v.readingStatus as ReadingStatus));
  if (v.author !== undefined) conditions.push(eq(books.author, v.author));
  // Several tags narrow the list: a book must carry ALL of them (tags @> array[...], GIN-indexed).
  if (v.tags !== undefined) conditions.push(arrayContains(books.tags, v.tags));
  return and(...conditions) as SQL;
}

/** The WHERE of the list and the exports: always the user's own rows, then the filters. */
export function bookFilterWhere(userId: string, filters: BookFiltersQuery): SQL {
  return whereOf(filterValues(userId, filters));
}

const newestFirst = [desc(books.createdAt), desc(books.id)];

/**
 * The list's order: the chosen column, then the id in the same direction, so rows that tie keep one
 * order from page to page (none repeats or goes missing). Titles sort without a leading article and
 * authors by surname, on stored keys (migration 0017), each served by a (user_id, key, id) index.
 */
const sortColumns: Record<BookSortKey, AnyPgColumn> = {
  createdAt: books.createdAt,
  title: books.titleSort,
  author: books.authorSort,
  rating: books.rating,
  status: books.status,
};

export interface BookSort {
  sort: BookSortKey;
  order?: SortOrder;
}

export function bookOrderBy({ sort, order }: BookSort): SQL[] {
  const direction = (order ?? defaultSortOrder[sort]) === 'asc' ? asc : desc;
  return [direction(sortColumns[sort]), direction(books.id)];
}

/** A timestamp as the contract writes it (`Date.toISOString()`: UTC, milliseconds, a Z). */
const isoText = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The list's columns, named and written as the contract's `Book`: PostgreSQL hands back rows that
 * need no mapping (no Date made from a timestamp only to be written back as text, no copy of each
 * row under new names), which was a good part of a list request's own work.
 */
const listColumns = {
  _id: sql<string>`${books.id}`.as('_id'),
  title: books.title,
  author: books.author,
  isbn: books.isbn,
  description: books.description,
  category: books.category,
  status: books.status,
  rating: books.rating,
  tags: books.tags,
  thumbnail: books.thumbnail,
  notes: books.notes,
  // The statement's rows are handed over as PostgreSQL names them: snake_case columns get the
  // contract's names, and days stay text (the driver would make a Date of a date).
  readingStatus: sql<Book['readingStatus']>`${books.readingStatus}`.as('readingStatus'),
  startedOn: sql<string | null>`${books.startedOn}::text`.as('startedOn'),
  finishedOn: sql<string | null>`${books.finishedOn}::text`.as('finishedOn'),
  readCount: sql<number>`${books.readCount}`.as('readCount'),
  pages: books.pages,
  publisher: books.publisher,
  publishedYear: sql<number | null>`${books.publishedYear}`.as('publishedYear'),
  purchasePriceMinor: sql<number | null>`${books.purchasePriceMinor}`.as('purchasePriceMinor'),
  purchaseCurrency: sql<string | null>`${books.purchaseCurrency}`.as('purchaseCurrency'),
  purchasedOn: sql<string | null>`${books.purchasedOn}::text`.as('purchasedOn'),
  createdAt: isoText(books.createdAt).as('createdAt'),
  updatedAt: isoText(books.updatedAt).as('updatedAt'),
};

/**
 * A page of the list in the chosen order; limit and offset are values or placeholders. A deferred
 * join (decision 0022): the inner query finds the page's ids from the user's index entries alone
 * (an index-only scan where an index covers the filters and the order), passing over the `offset`
 * rows before the page without reading them; only the page's rows are then read from the table.
 * In a table of many readers each of a reader's rows sits on a page of its own, so every row read
 * for nothing is a page read for nothing.
 */
function pageQuery(
  db: Executor,
  where: SQL,
  sort: BookSort,
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  const order = bookOrderBy(sort);
  const page = db
    .select({ pageId: sql<string>`${books.id}`.as('page_id') })
    .from(books)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select(listColumns)
    .from(books)
    .innerJoin(page, eq(books.id, page.pageId))
    .orderBy(...order);
}

const countQuery = (db: Executor, where: SQL) =>
  db
    .select({ n: count().as('n') })
    .from(books)
    .where(where);

/** A page of the list, in the chosen order (the SQL the list runs, for the bench's bare server). */
export function bookPageQuery(
  db: Executor,
  userId: string,
  filters: BookFiltersQuery,
  sort: BookSort,
  page: number,
  limit: number,
) {
  const where = whereOf(filterValues(userId, filters), { termOnce: true });
  return pageQuery(db, where, sort, limit, (page - 1) * limit);
}

/** How many books the list's filters match. */
export function bookCountQuery(db: Executor, userId: string, filters: BookFiltersQuery) {
  return countQuery(db, whereOf(filterValues(userId, filters), { termOnce: true }));
}

/** The page and the count of one shape of request, with placeholders for its values. */
function prepareList(db: Database, present: (keyof FilterValues)[], sort: BookSort) {
  const placeholders = Object.fromEntries(present.map((k) => [k, sql.placeholder(k)]));
  const where = whereOf(placeholders, { termOnce: true });
  return {
    // The statement already names and writes its rows as a Book: they need no mapping.
    page: namedStatement<Book>(
      db,
      pageQuery(db, where, sort, sql.placeholder('limit'), sql.placeholder('offset')),
    ),
    count: namedStatement<{ n: string | number }>(db, countQuery(db, where)),
  };
}

const listStatementCache = new WeakMap<Database, Map<string, ReturnType<typeof prepareList>>>();

/**
 * The list's two statements for one shape of request (which filters, which order), built once per
 * database handle and run with the request's values bound: building the SQL was a good part of a
 * list request's own work. Named statements (db/statement.ts): each connection has PostgreSQL parse
 * them once, which was an eighth of the list's throughput (decision 0019).
 */
function listStatements(db: Database, values: FilterValues, sort: BookSort) {
  let byShape = listStatementCache.get(db);
  if (!byShape) {
    byShape = new Map();
    listStatementCache.set(db, byShape);
  }
  const present = (Object.keys(values) as (keyof FilterValues)[]).sort();
  const shape = `${sort.sort}:${sort.order ?? ''}:${present.join(',')}`;
  let statements = byShape.get(shape);
  if (!statements) {
    statements = prepareList(db, present, sort);
    byShape.set(shape, statements);
  }
  return statements;
}

/**
 * A page and the total, as two queries side by side: the page walks an index of its order and
 * stops after `limit` rows, the count reads only the index. (A `count(*) over ()` riding on the
 * page made PostgreSQL read and sort every matching row before it could stop.)
 */
export async function findBookPage(
  db: Database,
  userId: string,
  filters: BookFiltersQuery,
  sort: BookSort,
  page: number,
  limit: number,
): Promise<{ rows: Book[]; total: number }> {
  const values = filterValues(userId, filters);
  const statements = listStatements(db, values, sort);
  const [rows, [counted]] = await Promise.all([
    statements.page({ ...values, limit, offset: (page - 1) * limit }),
    statements.count(values),
  ]);
  // count(*) is a bigint, which the driver hands over as text.
  return { rows, total: Number(counted?.n ?? 0) };
}

export function findAllBooks(db: Executor, userId: string): Promise<BookRow[]> {
  return db
    .select()
    .from(books)
    .where(eq(books.userId, userId))
    .orderBy(...newestFirst);
}

/**
 * The user's matching books newest first, in batches, walking a keyset (created_at, id) so an
 * export of any size holds one batch in memory at a time. The cursor is the timestamp as text:
 * PostgreSQL keeps microseconds that a JavaScript Date would round away.
 */
export async function* iterateBooks(
  db: Executor,
  userId: string,
  filters: BookFiltersQuery,
  batchSize = 500,
): AsyncGenerator<BookRow[]> {
  const where = bookFilterWhere(userId, filters);
  let cursor: { createdAt: string; id: string } | undefined;
  for (;;) {
    const after = cursor
      ? sql`(${books.createdAt}, ${books.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
      : undefined;
    const found = await db
      .select({ book: books, createdAtKey: sql<string>`${books.createdAt}::text` })
      .from(books)
      .where(after ? and(where, after) : where)
      .orderBy(...newestFirst)
      .limit(batchSize);
    if (found.length > 0) yield found.map((r) => r.book);
    const last = found.at(-1);
    if (!last || found.length < batchSize) return;
    cursor = { createdAt: last.createdAtKey, id: last.book.id };
  }
}

/** How many of the user's matching books have each status (the PDF export's summary). */
export async function countByStatus(
  db: Executor,
  userId: string,
  filters: BookFiltersQuery,
): Promise<{ status: BookStatus; n: number }[]> {
  return db
    .select({ status: books.status, n: count() })
    .from(books)
    .where(bookFilterWhere(userId, filters))
    .groupBy(books.status);
}

/** The filters' choices; with `category`, only that category's authors (the other lists stay whole). */
export async function findFilterOptions(db: Executor, userId: string, category?: string) {
  const mine = eq(books.userId, userId);
  const [categories, authors, tags] = await Promise.all([
    db
      .selectDistinct({ value: books.category })
      .from(books)
      .where(and(mine, ne(books.category, '')))
      .orderBy(books.category),
    db
      .selectDistinct({ value: books.author })
      .from(books)
      .where(category === undefined ? mine : and(mine, eq(books.category, category)))
      .orderBy(books.author),
    db.execute<{ name: string; count: string }>(sql`
      select tag as name, count(*) as count
      from ${books}, unnest(${books.tags}) as tag
      where ${books.userId} = ${userId}
      group by tag
      order by count(*) desc, tag`),
  ]);
  return {
    categories: categories.map((r) => r.value),
    authors: authors.map((r) => r.value),
    tags: tags.rows.map((r) => ({ name: r.name, count: Number(r.count) })),
  };
}

export async function findBook(
  db: Executor,
  userId: string,
  id: string,
  lock?: 'update',
): Promise<BookRow | undefined> {
  const query = db
    .select()
    .from(books)
    .where(and(eq(books.id, id), eq(books.userId, userId)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export async function countBooks(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(books).where(eq(books.userId, userId));
  return row?.n ?? 0;
}

/** Title, author and ISBN of the user's books that could match any of the given ones. */
export function findIdentities(
  db: Executor,
  userId: string,
  candidates: { isbns: string[]; titles: string[] },
): Promise<{ title: string; author: string; isbn: string }[]> {
  const matches: SQL[] = [];
  if (candidates.isbns.length) matches.push(inArray(books.isbn, candidates.isbns));
  if (candidates.titles.length) matches.push(inArray(sql`lower(btrim(${books.title}))`, candidates.titles));
  if (matches.length === 0) return Promise.resolve([]);
  return db
    .select({ title: books.title, author: books.author, isbn: books.isbn })
    .from(books)
    .where(and(eq(books.userId, userId), or(...matches)));
}

export type BookValues = Omit<NewBookRow, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

/** `at` is when they were added, unless a value says otherwise (seeds spread theirs over time). */
export async function insertBooks(
  db: Executor,
  userId: string,
  values: BookValues[],
  at: Date,
): Promise<BookRow[]> {
  if (values.length === 0) return [];
  return db
    .insert(books)
    .values(values.map((v) => ({ createdAt: at, updatedAt: at, ...v, userId })))
    .returning();
}

/** An imported book: its own date added when the source had one. */
export type ImportedBookValues = BookValues & { isbn: string; addedAt: Date | null };

/** Inserts an import's chunk; a book without a date added gets `at`. Answers the new ids, in order. */
export async function insertBooksAt(
  db: Executor,
  userId: string,
  values: ImportedBookValues[],
  at: Date,
): Promise<string[]> {
  if (values.length === 0) return [];
  const rows = await db
    .insert(books)
    .values(values.map(({ addedAt, ...v }) => ({ ...v, userId, createdAt: addedAt ?? at, updatedAt: at })))
    .returning({ id: books.id });
  return rows.map((r) => r.id);
}

/** Title, author and ISBN of the user's books other than these (an import's own, still uncommitted). */
export function findIdentitiesExcept(db: Executor, userId: string, ids: string[]) {
  return db
    .select({ title: books.title, author: books.author, isbn: books.isbn })
    .from(books)
    .where(and(eq(books.userId, userId), ids.length > 0 ? notInArray(books.id, ids) : undefined));
}

/** Deletes some of the user's books by id (an import's own repeats of books added meanwhile). */
export async function deleteBooksByIds(db: Executor, userId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(books).where(and(eq(books.userId, userId), inArray(books.id, ids)));
}

/** Title, author and ISBN of every book of the user (an import compares thousands at once). */
export function findAllIdentities(db: Executor, userId: string) {
  return db
    .select({ title: books.title, author: books.author, isbn: books.isbn })
    .from(books)
    .where(eq(books.userId, userId));
}

export function findWithoutCover(db: Executor, userId: string, after: string | null, limit: number) {
  const past = after ? sql`${books.id} > ${after}::uuid` : undefined;
  return db
    .select({ id: books.id, isbn: books.isbn })
    .from(books)
    .where(and(eq(books.userId, userId), ne(books.isbn, ''), eq(books.thumbnail, ''), past))
    .orderBy(books.id)
    .limit(limit);
}

export async function setThumbnailIfEmpty(db: Executor, userId: string, id: string, thumbnail: string) {
  await db
    .update(books)
    .set({ thumbnail })
    .where(and(eq(books.id, id), eq(books.userId, userId), eq(books.thumbnail, '')));
}

/** Changes a book unless it is on loan; undefined when no such book of the user is changeable. */
export async function updateBookUnlessLoaned(
  db: Executor,
  userId: string,
  id: string,
  values: Partial<BookValues>,
  at: Date,
): Promise<BookRow | undefined> {
  const [row] = await db
    .update(books)
    .set({ ...values, updatedAt: at })
    .where(and(eq(books.id, id), eq(books.userId, userId), ne(books.status, 'Loaned')))
    .returning();
  return row;
}

/** Deletes a book unless it is on loan; what was deleted, or undefined when nothing was. */
export async function deleteBookUnlessLoaned(
  db: Executor,
  userId: string,
  id: string,
): Promise<{ title: string; author: string } | undefined> {
  const [deleted] = await db
    .delete(books)
    .where(and(eq(books.id, id), eq(books.userId, userId), ne(books.status, 'Loaned')))
    .returning({ title: books.title, author: books.author });
  return deleted;
}

export async function setStatus(
  db: Executor,
  userId: string,
  id: string,
  status: BookStatus,
  at: Date,
): Promise<BookRow | undefined> {
  const [row] = await db
    .update(books)
    .set({ status, updatedAt: at })
    .where(and(eq(books.id, id), eq(books.userId, userId)))
    .returning();
  return row;
}

/** Title, author and cover of the user's books with these ids (for lists that show them, like loans). */
export function findSummaries(db: Executor, userId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: books.id, title: books.title, author: books.author, thumbnail: books.thumbnail })
    .from(books)
    .where(and(eq(books.userId, userId), inArray(books.id, ids)));
}

/**
 * The user's books whose ISBN is one of these, as stored (the shelf check asks for both the 13 and
 * the 10 form of each; books_user_isbn_idx answers it), oldest first.
 */
export function findByIsbns(db: Executor, userId: string, isbns: string[]) {
  if (isbns.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: books.id,
      title: books.title,
      author: books.author,
      thumbnail: books.thumbnail,
      status: books.status,
      isbn: books.isbn,
    })
    .from(books)
    .where(and(eq(books.userId, userId), inArray(books.isbn, isbns)))
    .orderBy(asc(books.createdAt), asc(books.id));
}

// ---------- statistics ----------

/**
 * The user's books at the end of `month` (the current month: now), and how many of them were
 * added during it. Deleted books are gone, so a past month counts those that existed then and
 * still exist.
 */
export function bookCountsOfMonthQuery(db: Executor, userId: string, month: ZonedMonth) {
  const end = monthEndSql(month);
  return db
    .select({
      total: sql<number>`count(*) filter (where ${books.createdAt} < ${end})`.mapWith(Number).as('total'),
      added:
        sql<number>`count(*) filter (where ${books.createdAt} >= ${monthStartSql(month)} and ${books.createdAt} < ${end})`
          .mapWith(Number)
          .as('added'),
    })
    .from(books)
    .where(eq(books.userId, userId));
}

export async function countBooksOfMonth(
  db: Executor,
  userId: string,
  month: ZonedMonth,
): Promise<{ total: number; added: number }> {
  const [row] = await bookCountsOfMonthQuery(db, userId, month);
  return { total: row?.total ?? 0, added: row?.added ?? 0 };
}

/** Books per category, largest first (ties by name); blank categories are one row, `null`, last among equals. */
export function categoryCountsQuery(db: Executor, userId: string) {
  const category = sql<string | null>`nullif(btrim(${books.category}), '')`;
  return db
    .select({ category: category.as('category'), count: count().as('count') })
    .from(books)
    .where(eq(books.userId, userId))
    .groupBy(category)
    .orderBy(desc(count()), sql`${category} asc nulls last`);
}

export function findCategoryCounts(
  db: Executor,
  userId: string,
): Promise<{ category: string | null; count: number }[]> {
  return categoryCountsQuery(db, userId);
}

/** How many books each of the given users has (users without books are absent). */
export async function countBooksOfUsers(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: books.userId, n: count() })
    .from(books)
    .where(inArray(books.userId, userIds))
    .groupBy(books.userId);
}

// ---------- bulk edit and tag spellings ----------

/** The user's books with these ids, locked for the rest of the transaction. */
export function findBooksForUpdate(db: Executor, userId: string, ids: string[]): Promise<BookRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(books)
    .where(and(eq(books.userId, userId), inArray(books.id, ids)))
    .orderBy(books.id)
    .for('update');
}

/** Every tag the user's books carry, as spelled on them (the first spelling met of each). */
export async function findTagNames(db: Executor, userId: string): Promise<string[]> {
  const found = await db.execute<{ name: string }>(sql`
    select distinct tag as name
    from ${books}, unnest(${books.tags}) as tag
    where ${books.userId} = ${userId}
    order by tag`);
  return found.rows.map((r) => r.name);
}
