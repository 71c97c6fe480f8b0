import type { ActivityAction, ActivityDetails } from '@shelfwise/contract';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const activityLogs = pgTable(
  'activity_logs',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text().$type<ActivityAction>().notNull(),
    details: jsonb().$type<ActivityDetails>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activity_logs_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc())],
);
