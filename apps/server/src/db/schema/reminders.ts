import type { ReminderType } from '@shelfwise/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { loans } from './loans.ts';
import { users } from './users.ts';

// Tables of the reminders module (reminders, the automatic schedule, the weekly digest).

/**
 * What is stored; 'overdue' is never stored, it is read from the loan. 'returned' is stored for
 * unsent reminders when their loan comes back, so the scheduler never looks at them again.
 */
export type StoredReminderStatus = 'scheduled' | 'sent' | 'failed' | 'returned';

export const reminders = pgTable(
  'reminders',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    loanId: uuid()
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    message: text().notNull(),
    /** The calendar day it goes out, in the owner's timezone. */
    reminderDate: date({ mode: 'string' }).notNull(),
    /** The instant it is due: REMINDER_SEND_HOUR of reminderDate in the owner's timezone. */
    sendAt: timestamp({ withTimezone: true }).notNull(),
    type: text().$type<ReminderType>().notNull(),
    status: text().$type<StoredReminderStatus>().notNull().default('scheduled'),
    recipientEmail: text().notNull(),
    lastSentAt: timestamp({ withTimezone: true }),
    /** Deliveries tried (each through the outbox, which retries with backoff on its own). */
    attempts: smallint().notNull().default(0),
    lastError: text(),
    isAutomatic: boolean().notNull().default(false),
    /** Automatic reminders: one per loan, kind and due date ('<loan>:due_soon:<due>'). */
    autoKey: text(),
    /** Bumped on every edit, so a rescheduled reminder gets a fresh outbox dedupe key. */
    generation: integer().notNull().default(1),
    /** Set when handed to the mail outbox; the scheduler never hands it over twice. */
    queuedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('reminders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('reminders_loan_idx').on(t.loanId),
    uniqueIndex('reminders_auto_key_unique').on(t.autoKey),
    // The scheduler's claim: unsent, not yet queued, in order of due time.
    index('reminders_due_idx')
      .on(t.sendAt, t.id)
      .where(sql`${t.status} = 'scheduled' and ${t.queuedAt} is null`),
  ],
);

/** A premium owner's own automatic schedule (other plans use the plan table's). */
export const reminderSchedules = pgTable('reminder_schedules', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  leadDays: smallint().notNull(),
  overdueDays: smallint().array().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});

/** One row per owner and week once that week's digest was considered (sent or nothing to say). */
export const weeklyDigests = pgTable(
  'weekly_digests',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Monday of the week, in the owner's timezone. */
    weekStart: date({ mode: 'string' }).notNull(),
    isSent: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weekStart] })],
);

/**
 * When each owner's automatic reminders are looked at next: the send hour of their next day, or
 * now when something changed (a loan lent or restored, a new timezone, a new schedule). The
 * scheduler claims the rows that are due (SKIP LOCKED), so a tick costs the owners whose send hour
 * came, not every open loan (decision 0024).
 */
export const reminderPasses = pgTable(
  'reminder_passes',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    nextAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('reminder_passes_next_at_idx').on(t.nextAt)],
);
