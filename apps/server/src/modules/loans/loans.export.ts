import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { fromJsonRow, insertInChunks } from '../../db/json-rows.ts';
import { loans } from '../../db/schema/loans.ts';

/**
 * The user's loans rows for the JSON export, and the restore of such rows into an empty account
 * (the imports module remaps ids first; decision 0015). Separate from the service on purpose.
 * `onRestored` runs in the restore's transaction with the owners of the loans still out that it
 * wrote (the reminders module looks at them on its next run, as after a loan is lent).
 */
export function createLoansExport({
  db,
  onRestored,
}: {
  db: Database;
  onRestored?: (tx: Executor, ownersWithOpenLoans: string[]) => Promise<void>;
}) {
  return {
    exportRows: (userId: string) => db.select().from(loans).where(eq(loans.userId, userId)),
    async restoreRows(tx: Executor, rows: Record<string, unknown>[]) {
      const values = rows.map((row) => fromJsonRow(loans, row));
      await insertInChunks(values, (chunk) => tx.insert(loans).values(chunk));
      const owners = new Set(values.flatMap((v) => (v.returnedAt ? [] : [v.userId])));
      if (onRestored && owners.size > 0) await onRestored(tx, [...owners]);
    },
  };
}

export type LoansExport = ReturnType<typeof createLoansExport>;
