import { and, count, desc, eq, gte, ilike, lt, lte, or, type SQL } from 'drizzle-orm';
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

/** Every matching entry, newest first, in batches (keyset pagination: no OFFSET over a long log). */
export async function* iterateAuditLogs(
  db: Executor,
  filters: AuditRowFilters,
  batchSize: number,
): AsyncGenerator<AuditLogRow[]> {
  const where = auditWhere(filters);
  let after: { createdAt: Date; seq: number } | null = null;
  for (;;) {
    const rows: AuditLogRow[] = await db
      .select()
      .from(auditLogs)
      .where(
        and(
          where,
          after
            ? or(
                lt(auditLogs.createdAt, after.createdAt),
                and(eq(auditLogs.createdAt, after.createdAt), lt(auditLogs.seq, after.seq)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.seq))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1] as AuditLogRow;
    after = { createdAt: last.createdAt, seq: last.seq };
    if (rows.length < batchSize) return;
  }
}
