import type { ActivityAction, ActivityDetails } from '@shelfwise/contract';
import { and, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { activityLogs } from '../../db/schema/activity.ts';

export interface NewActivity {
  userId: string;
  action: ActivityAction;
  details: ActivityDetails;
  createdAt: Date;
}

export async function insertActivity(db: Executor, entries: NewActivity | NewActivity[]): Promise<void> {
  const rows = Array.isArray(entries) ? entries : [entries];
  if (rows.length > 0) await db.insert(activityLogs).values(rows);
}

export interface ActivityFilter {
  from?: Date;
  to?: Date;
  action?: ActivityAction;
  /** The last entry of the previous page: this page starts after it (newest first). */
  after?: { createdAt: Date; id: string };
  limit: number;
}

/** A user's entries, newest first, one page (keyset on created_at, id: stable while rows are added). */
export function findActivityPage(db: Executor, userId: string, filter: ActivityFilter) {
  const conditions: (SQL | undefined)[] = [eq(activityLogs.userId, userId)];
  if (filter.from) conditions.push(gte(activityLogs.createdAt, filter.from));
  if (filter.to) conditions.push(lt(activityLogs.createdAt, filter.to));
  if (filter.action) conditions.push(eq(activityLogs.action, filter.action));
  if (filter.after) {
    conditions.push(
      or(
        lt(activityLogs.createdAt, filter.after.createdAt),
        and(eq(activityLogs.createdAt, filter.after.createdAt), lt(activityLogs.id, filter.after.id)),
      ),
    );
  }
  return db
    .select({
      id: activityLogs.id,
      action: activityLogs.action,
      details: activityLogs.details,
      createdAt: activityLogs.createdAt,
    })
    .from(activityLogs)
    .where(and(...conditions))
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(filter.limit);
}
