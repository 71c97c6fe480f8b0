import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { fromJsonRow, insertInChunks } from '../../db/json-rows.ts';
import { loans } from '../../db/schema/loans.ts';

/**
 * The user's loans rows for the JSON export, and the restore of such rows into an empty account
 * (the imports module remaps ids first; decision 0015). Separate from the service on purpose.
 */
export function createLoansExport({ db }: { db: Database }) {
  return {
    exportRows: (userId: string) => db.select().from(loans).where(eq(loans.userId, userId)),
    restoreRows: (tx: Executor, rows: Record<string, unknown>[]) =>
      insertInChunks(rows, (chunk) => tx.insert(loans).values(chunk.map((row) => fromJsonRow(loans, row)))),
  };
}

export type LoansExport = ReturnType<typeof createLoansExport>;
