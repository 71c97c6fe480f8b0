import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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
 * user row by a foreign key on purpose: deleting an account removes exactly its own rows
 * (`deleteAccountMail`), never another user's mail to the same address.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    /** The account the message is sent for (the lender of a loan); null for system mail. */
    ownerUserId: uuid(),
    /** At most one row per key: a reminder or a digest is queued once, whoever queues it. */
    dedupeKey: text(),
    /** What the message is about ('reminder', 'digest', ...) and its id, for delivery outcome hooks. */
    kind: text(),
    ref: text(),
    /** What the outcome hook records about the message (the book and borrower of a reminder). */
    details: jsonb().$type<Record<string, unknown>>(),
    replyTo: text(),
    /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
    headers: jsonb().$type<Record<string, string>>(),
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
    uniqueIndex('mail_outbox_dedupe_key_unique').on(t.dedupeKey),
    index('mail_outbox_owner_idx').on(t.ownerUserId),
    check('mail_outbox_attempts_nonnegative', sql`${t.attempts} >= 0`),
  ],
);

/**
 * Emails a user sent on a day (their own day, by their timezone setting) to addresses not their own,
 * for the plan's daily cap. Rows of days no timezone still reads are purged by housekeeping.
 */
export const mailDailyCounts = pgTable(
  'mail_daily_counts',
  {
    userId: uuid().notNull(),
    day: date({ mode: 'string' }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** The last successful run of each recurring job, by any instance (the admin overview shows it). */
export const jobRuns = pgTable('job_runs', {
  name: text().primaryKey(),
  lastSuccessAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Idempotency keys of creating requests (`Idempotency-Key` header): the first answer, kept 24 h,
 * is replayed for a repeat of the same request (platform/idempotency.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid().notNull(),
    key: text().notNull(),
    /** sha256 of the request it was first used for: the same key with another body is refused. */
    fingerprint: text().notNull(),
    response: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index().on(t.createdAt)],
);
