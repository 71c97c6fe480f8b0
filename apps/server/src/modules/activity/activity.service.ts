import type { ActivityAction, ActivityDetails, ActivityEntry } from '@shelfwise/contract';
import { type DbOrTx, findActivityByUser, insertActivity } from './activity.repository.ts';

export type { DbOrTx, Tx } from './activity.repository.ts';

/**
 * Records what a user did. Pass the transaction of the change itself, so the entry exists exactly
 * when the change does.
 */
export function recordActivity(
  tx: DbOrTx,
  userId: string,
  action: ActivityAction,
  details: ActivityDetails = {},
): Promise<void> {
  return insertActivity(tx, { userId, action, details });
}

/** A user's activity, newest first. */
export async function listActivity(db: DbOrTx, userId: string): Promise<ActivityEntry[]> {
  const rows = await findActivityByUser(db, userId);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    details: r.details,
    createdAt: r.createdAt.toISOString(),
  }));
}
