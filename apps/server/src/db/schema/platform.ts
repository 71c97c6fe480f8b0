import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Tables of the platform floor (mail outbox, rate limits): only `platform/` reads and writes them.

/** Fixed-window counters shared by every instance (when REDIS_URL is not set). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.resetAt)],
);

export const mailStatusEnum = pgEnum('mail_status', ['pending', 'sending', 'sent', 'failed']);

/**
 * Outgoing mail, written in the same transaction as the change that causes it. Not tied to a
 * user row on purpose: the message to a deleted account may still need to go out.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    status: mailStatusEnum().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** While `sending`, the claim expires here so a crashed worker's rows are picked up again. */
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'sending')`),
    check('mail_outbox_attempts_nonnegative', sql`${t.attempts} >= 0`),
  ],
);

/** The last successful run of each recurring job, by any instance (the admin overview shows it). */
export const jobRuns = pgTable('job_runs', {
  name: text().primaryKey(),
  lastSuccessAt: timestamp({ withTimezone: true }).notNull(),
});
