import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { fromJsonRow, insertInChunks } from '../../db/json-rows.ts';
import { activityLogs } from '../../db/schema/activity.ts';

/**
 * The user's activityLogs rows for the JSON export, and the restore of such rows into an empty account
 * (the imports module remaps ids first; decision 0015). Separate from the service on purpose.
 */
export function createActivityExport({ db }: { db: Database }) {
  return {
    exportRows: (userId: string) =>
      db.select().from(activityLogs).where(eq(activityLogs.userId, userId)).orderBy(activityLogs.createdAt),
    restoreRows: (tx: Executor, rows: Record<string, unknown>[]) =>
      insertInChunks(rows, (chunk) =>
        tx.insert(activityLogs).values(chunk.map((row) => fromJsonRow(activityLogs, row))),
      ),
  };
}

export type ActivityExport = ReturnType<typeof createActivityExport>;
