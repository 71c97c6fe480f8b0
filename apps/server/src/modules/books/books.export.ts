import { eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { fromJsonRow, insertInChunks } from '../../db/json-rows.ts';
import { books } from '../../db/schema/books.ts';

/**
 * Every column but the search and sort keys, which PostgreSQL derives from title and author
 * (decisions 0020 and 0024).
 */
const {
  titleKey: _titleKey,
  authorKey: _authorKey,
  titleSort: _titleSort,
  authorSort: _authorSort,
  ...exportedColumns
} = getTableColumns(books);

/**
 * The user's books rows for the JSON export, and the restore of such rows into an empty account
 * (the imports module remaps ids first; decision 0015). Separate from the service on purpose.
 */
export function createBooksExport({ db }: { db: Database }) {
  return {
    exportRows: (userId: string) => db.select(exportedColumns).from(books).where(eq(books.userId, userId)),
    restoreRows: (tx: Executor, rows: Record<string, unknown>[]) =>
      insertInChunks(rows, (chunk) => tx.insert(books).values(chunk.map((row) => fromJsonRow(books, row)))),
  };
}

export type BooksExport = ReturnType<typeof createBooksExport>;
