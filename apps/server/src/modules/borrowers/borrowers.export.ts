import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { fromJsonRow, insertInChunks } from '../../db/json-rows.ts';
import { borrowers } from '../../db/schema/borrowers.ts';

/**
 * The user's borrowers rows for the JSON export, and the restore of such rows into an empty account
 * (the imports module remaps ids first; decision 0015). Separate from the service on purpose.
 */
export function createBorrowersExport({ db }: { db: Database }) {
  return {
    /** How many borrowers the user has (a restore needs an empty account). */
    async countOf(userId: string, executor: Executor = db): Promise<number> {
      const [row] = await executor.select({ n: count() }).from(borrowers).where(eq(borrowers.userId, userId));
      return row?.n ?? 0;
    },
    exportRows: (userId: string) => db.select().from(borrowers).where(eq(borrowers.userId, userId)),
    restoreRows: (tx: Executor, rows: Record<string, unknown>[]) =>
      insertInChunks(rows, (chunk) =>
        tx.insert(borrowers).values(chunk.map((row) => fromJsonRow(borrowers, row))),
      ),
  };
}

export type BorrowersExport = ReturnType<typeof createBorrowersExport>;
