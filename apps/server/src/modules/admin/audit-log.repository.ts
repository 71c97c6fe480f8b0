import { and, count, desc, eq, gte, ilike, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor.ts';
import { auditLogs } from '../../db/schema/admin.ts';
import { escapeLike, isUuid } from '../../db/sql.ts';

/** The admin module owns the audit log (append-only) and the app settings. */

export type AuditLogRow = typeof auditLogs.$inferSelect;
export type NewAuditLogRow = typeof auditLogs.$inferInsert;

export interface AuditRowFilters {
  actor?: string;
  action?: AuditLogRow['action'];
  target?: string;
  from?: Date;
  /** Exclusive when `isToExclusive` (a whole day was asked for), inclusive otherwise. */
  to?: Date;
  isToExclusive?: boolean;
}

export async function insertAuditLog(db: Executor, values: NewAuditLogRow): Promise<void> {
  await db.insert(auditLogs).values(values);
}

/** A party filter: a user id names exactly that id; anything else is part of an email. */
function partyWhere(idColumn: AnyPgColumn, emailColumn: AnyPgColumn, term: string) {
  if (isUuid(term)) return eq(idColumn, term);
  return ilike(emailColumn, `%${escapeLike(term)}%`);
}

function auditWhere(f: AuditRowFilters): SQL | undefined {
  return and(
    f.actor ? partyWhere(auditLogs.actorId, auditLogs.actorEmail, f.actor) : undefined,
    f.target ? partyWhere(auditLogs.targetId, auditLogs.targetEmail, f.target) : undefined,
    f.action ? eq(auditLogs.action, f.action) : undefined,
    f.from ? gte(auditLogs.createdAt, f.from) : undefined,
    f.to ? (f.isToExclusive ? lt(auditLogs.createdAt, f.to) : lte(auditLogs.createdAt, f.to)) : undefined,
  );
}

export async function findAuditPage(db: Executor, filters: AuditRowFilters, page: number, limit: number) {
  const where = auditWhere(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLogs)
      .where(where)
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.seq))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(auditLogs).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** What the CSV needs, the JSON columns as the text PostgreSQL already has (no parse and re-stringify). */
const exportColumns = {
  seq: auditLogs.seq,
  createdAt: auditLogs.createdAt,
  action: auditLogs.action,
  actorId: auditLogs.actorId,
  actorEmail: auditLogs.actorEmail,
  targetId: auditLogs.targetId,
  targetEmail: auditLogs.targetEmail,
  ip: auditLogs.ip,
  before: sql<string | null>`${auditLogs.before}::text`,
  after: sql<string | null>`${auditLogs.after}::text`,
  details: sql<string>`${auditLogs.details}::text`,
};
export type AuditExportRow = {
  [K in keyof typeof exportColumns]: K extends 'before' | 'after'
    ? string | null
    : K extends 'details'
      ? string
      : AuditLogRow[K & keyof AuditLogRow];
};

/**
 * Every matching entry, newest first, in batches. Keyset pagination from the last row seen (no
 * OFFSET over a long log); the row comparison reads its bound from that row itself, so timestamps
 * keep their full precision and the index bounds each batch.
 */
export async function* iterateAuditLogs(
  db: Executor,
  filters: AuditRowFilters,
  batchSize: number,
): AsyncGenerator<AuditExportRow[]> {
  const where = auditWhere(filters);
  let afterSeq: number | null = null;
  for (;;) {
    const rows: AuditExportRow[] = await db
      .select(exportColumns)
      .from(auditLogs)
      .where(
        and(
          where,
          afterSeq === null
            ? undefined
            : sql`(${auditLogs.createdAt}, ${auditLogs.seq}) < (select a.created_at, a.seq from audit_logs a where a.seq = ${afterSeq})`,
        ),
      )
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.seq))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows;
    afterSeq = (rows[rows.length - 1] as AuditExportRow).seq;
    if (rows.length < batchSize) return;
  }
}
