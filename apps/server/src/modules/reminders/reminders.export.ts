import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { fromJsonRow, insertInChunks } from '../../db/json-rows.ts';
import { reminders } from '../../db/schema/reminders.ts';

/**
 * The user's reminders rows for the JSON export, and the restore of such rows into an empty account
 * (the imports module remaps ids first; decision 0015). Separate from the service on purpose.
 */
export function createRemindersExport({ db }: { db: Database }) {
  return {
    exportRows: (userId: string) => db.select().from(reminders).where(eq(reminders.userId, userId)),
    restoreRows: (tx: Executor, rows: Record<string, unknown>[]) =>
      insertInChunks(rows, (chunk) =>
        tx.insert(reminders).values(chunk.map((row) => fromJsonRow(reminders, row))),
      ),
  };
}

export type RemindersExport = ReturnType<typeof createRemindersExport>;
