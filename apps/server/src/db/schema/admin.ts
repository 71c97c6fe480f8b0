import type { AuditAction, BannerItem } from '@shelfwise/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// Tables of the admin module: only `modules/admin` reads and writes them.

/**
 * Append-only: a trigger (the migration that made the table) refuses UPDATE, DELETE and TRUNCATE, so not even a bug
 * in the app can rewrite history. Actor and target are kept by id and by the email they had then,
 * without a foreign key: the entry about an account's deletion outlives the account.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Insertion order: entries of the same instant still list in the order they were written. */
    seq: bigint({ mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    action: text().$type<AuditAction>().notNull(),
    actorId: uuid(),
    actorEmail: text(),
    targetId: uuid(),
    targetEmail: text(),
    ip: text(),
    userAgent: text(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  // Ascending on purpose: read backwards, they give ORDER BY created_at DESC, seq DESC (whose NULLS
  // FIRST a DESC NULLS LAST index would not match). Emails are searched by part: trigram indexes.
  (t) => [
    index('audit_logs_created_idx').on(t.createdAt, t.seq),
    index('audit_logs_actor_idx').on(t.actorId, t.createdAt, t.seq),
    index('audit_logs_target_idx').on(t.targetId, t.createdAt, t.seq),
    index('audit_logs_action_idx').on(t.action, t.createdAt, t.seq),
    index('audit_logs_actor_email_trgm_idx').using('gin', t.actorEmail.op('gin_trgm_ops')),
    index('audit_logs_target_email_trgm_idx').using('gin', t.targetEmail.op('gin_trgm_ops')),
  ],
);

/** The app's settings: one row (id 1), absent until an admin first saves (defaults apply). */
export const appSettings = pgTable(
  'app_settings',
  {
    id: smallint().primaryKey().default(1),
    signupsOpen: boolean().notNull(),
    bannerItems: jsonb().$type<BannerItem[]>().notNull(),
    siteNotice: text().notNull(),
    supportEmail: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    updatedById: uuid(),
    updatedByEmail: text(),
  },
  (t) => [check('app_settings_single_row', sql`${t.id} = 1`)],
);
