import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { fromJsonRow, insertInChunks } from '../../db/json-rows.ts';
import { reminders } from '../../db/schema/reminders.ts';

/**
 * An automatic reminder's key is `<loan id>:<kind>:<due day>` (automaticKindsDue in
 * reminder-jobs.ts); only its kind and due day are read back from a file.
 */
const AUTO_KEY_TAIL = /^[^:]+:((?:due_soon|overdue\d+):\d{4}-\d{2}-\d{2})$/;

/**
 * The key a restored automatic reminder gets: made from its new loan, never taken from the file
 * (the key is unique across all accounts, so a crafted file could otherwise take another user's
 * key and that user's reminder would never be created). Null when the file's key is not one.
 */
export function restoredAutoKey(row: { loanId: string; isAutomatic?: unknown; autoKey?: unknown }) {
  const tail = typeof row.autoKey === 'string' ? AUTO_KEY_TAIL.exec(row.autoKey)?.[1] : undefined;
  return row.isAutomatic === true && tail ? `${row.loanId}:${tail}` : null;
}

/**
 * The user's reminders rows for the JSON export, and the restore of such rows into an empty account
 * (the imports module remaps ids first; decision 0015). Separate from the service on purpose.
 */
export function createRemindersExport({ db }: { db: Database }) {
  return {
    exportRows: (userId: string) => db.select().from(reminders).where(eq(reminders.userId, userId)),
    restoreRows: (tx: Executor, rows: (Record<string, unknown> & { loanId: string })[]) =>
      insertInChunks(rows, (chunk) =>
        tx
          .insert(reminders)
          .values(chunk.map((row) => ({ ...fromJsonRow(reminders, row), autoKey: restoredAutoKey(row) }))),
      ),
  };
}

export type RemindersExport = ReturnType<typeof createRemindersExport>;
