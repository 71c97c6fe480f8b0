import type { ActivityAction, ActivityDetails } from '@shelfwise/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { activityLogs } from '../../db/schema/activity.ts';

/** A transaction handle; anything that takes one also accepts the database itself. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

export async function insertActivity(
  db: DbOrTx,
  entry: { userId: string; action: ActivityAction; details: ActivityDetails },
): Promise<void> {
  await db.insert(activityLogs).values(entry);
}

export function findActivityByUser(db: DbOrTx, userId: string) {
  return db
    .select({
      id: activityLogs.id,
      action: activityLogs.action,
      details: activityLogs.details,
      createdAt: activityLogs.createdAt,
    })
    .from(activityLogs)
    .where(eq(activityLogs.userId, userId))
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id));
}
