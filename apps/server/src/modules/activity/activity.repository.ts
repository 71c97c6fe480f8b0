import type { ActivityAction, ActivityDetails } from '@shelfwise/contract';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { activityLogs } from '../../db/schema/activity.ts';

export async function insertActivity(
  db: Executor,
  entry: { userId: string; action: ActivityAction; details: ActivityDetails; createdAt: Date },
): Promise<void> {
  await db.insert(activityLogs).values(entry);
}

export function findActivityByUser(db: Executor, userId: string, limit?: number) {
  const query = db
    .select({
      id: activityLogs.id,
      action: activityLogs.action,
      details: activityLogs.details,
      createdAt: activityLogs.createdAt,
    })
    .from(activityLogs)
    .where(eq(activityLogs.userId, userId))
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id));
  return limit === undefined ? query : query.limit(limit);
}
