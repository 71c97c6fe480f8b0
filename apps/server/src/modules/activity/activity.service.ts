import type { ActivityAction, ActivityDetails, ActivityEntry } from '@shelfwise/contract';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import type { Clock } from '../../platform/clock.ts';
import { findActivityByUser, insertActivity } from './activity.repository.ts';

export type ActivityService = ReturnType<typeof createActivityService>;

export function createActivityService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    /**
     * Records what a user did. Pass the transaction of the change itself, so the entry exists exactly
     * when the change does.
     */
    record(
      tx: Executor,
      userId: string,
      action: ActivityAction,
      details: ActivityDetails = {},
    ): Promise<void> {
      return insertActivity(tx, { userId, action, details, createdAt: clock.now() });
    },

    /** A user's activity, newest first (the latest `limit` entries when given). */
    async list(userId: string, limit?: number): Promise<ActivityEntry[]> {
      const rows = await findActivityByUser(db, userId, limit);
      return rows.map((r) => ({
        id: r.id,
        action: r.action,
        details: r.details,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  };
}
