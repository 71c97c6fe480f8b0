import type { ActivityAction, ActivityDetails, ActivityList } from '@shelfwise/contract';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { isUuid } from '../../db/sql.ts';
import { badRequest } from '../../http/errors.ts';
import type { Clock } from '../../platform/clock.ts';
import { addDays, instantIn } from '../../platform/time.ts';
import { findActivityPage, insertActivity } from './activity.repository.ts';

export type ActivityService = ReturnType<typeof createActivityService>;

export interface ActivityListQuery {
  from?: string;
  to?: string;
  action?: ActivityAction | 'all' | '';
  limit: number;
  cursor?: string;
}

const isDay = (value: string) => value.length === 10;

function encodeCursor(entry: { createdAt: Date; id: string }): string {
  return Buffer.from(`${entry.createdAt.toISOString()}|${entry.id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (!id || !isUuid(id) || Number.isNaN(createdAt.getTime())) throw badRequest('cursor is not valid');
  return { createdAt, id };
}

export function createActivityService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    /**
     * Records what a user did. Pass the transaction of the change itself, so the entry exists exactly
     * when the change does. `at` orders entries written in one go (a job's started/completed pair).
     */
    record(
      tx: Executor,
      userId: string,
      action: ActivityAction,
      details: ActivityDetails = {},
      at: Date = clock.now(),
    ): Promise<void> {
      return insertActivity(tx, { userId, action, details, createdAt: at });
    },

    /** Several entries in one statement (a batch of delivered reminders), in the caller's transaction. */
    recordMany(
      tx: Executor,
      entries: { userId: string; action: ActivityAction; details: ActivityDetails; at?: Date }[],
    ): Promise<void> {
      return insertActivity(
        tx,
        entries.map((e) => ({
          userId: e.userId,
          action: e.action,
          details: e.details,
          createdAt: e.at ?? clock.now(),
        })),
      );
    },

    /**
     * A user's activity, newest first, one page. Calendar days in `from`/`to` are the user's days
     * (`to` includes its whole day); timestamps are taken as they are.
     */
    async list(user: { id: string; timezone?: string }, query: ActivityListQuery): Promise<ActivityList> {
      const from = query.from
        ? isDay(query.from)
          ? instantIn(user.timezone, query.from)
          : new Date(query.from)
        : undefined;
      const to = query.to
        ? isDay(query.to)
          ? instantIn(user.timezone, addDays(query.to, 1))
          : new Date(query.to)
        : undefined;
      if (from && to && from > to) throw badRequest('from must not be after to');
      const action = query.action && query.action !== 'all' ? query.action : undefined;
      const rows = await findActivityPage(db, user.id, {
        from,
        to,
        action,
        after: query.cursor ? decodeCursor(query.cursor) : undefined,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const hasMore = rows.length > query.limit;
      const last = page[page.length - 1];
      return {
        data: page.map((r) => ({
          id: r.id,
          action: r.action,
          details: r.details,
          createdAt: r.createdAt.toISOString(),
        })),
        hasMore,
        nextCursor: hasMore && last ? encodeCursor(last) : null,
      };
    },
  };
}
