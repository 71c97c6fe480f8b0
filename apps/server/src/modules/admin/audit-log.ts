import type { AuditLogEntry, AuditLogFilters, AuditLogList } from '@shelfwise/contract';
import type { Database } from '../../db/client.ts';
import type { AuditRecorder } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { CSV_BOM, csvRow } from '../../platform/csv.ts';
import * as repo from './audit-log.repository.ts';

const EXPORT_BATCH = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const isDateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

export const AUDIT_CSV_COLUMNS = [
  'Time',
  'Action',
  'Actor',
  'Actor ID',
  'Target',
  'Target ID',
  'IP',
  'Before',
  'After',
  'Details',
] as const;

function toEntry(row: repo.AuditLogRow): AuditLogEntry {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    action: row.action,
    actor: row.actorId && row.actorEmail ? { id: row.actorId, email: row.actorEmail } : null,
    target: row.targetId && row.targetEmail ? { id: row.targetId, email: row.targetEmail } : null,
    ip: row.ip,
    before: row.before,
    after: row.after,
    details: row.details,
  };
}

/** The query's dates as instants: a date alone means the start of that UTC day, and `to` includes it. */
function toRowFilters(filters: AuditLogFilters): repo.AuditRowFilters {
  const to = filters.to
    ? isDateOnly(filters.to)
      ? new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS)
      : new Date(filters.to)
    : undefined;
  return {
    actor: filters.actor || undefined,
    target: filters.target || undefined,
    action: filters.action,
    from: filters.from
      ? new Date(isDateOnly(filters.from) ? `${filters.from}T00:00:00Z` : filters.from)
      : undefined,
    to,
    isToExclusive: filters.to ? isDateOnly(filters.to) : undefined,
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;

/**
 * The audit log: who did what to whom, from where, with the state before and after. Written by
 * every module through the `AuditRecorder` port; read by admins. Nothing here updates or deletes
 * an entry, and the database refuses it anyway (a trigger).
 */
export function createAuditLog({ db, clock }: { db: Database; clock: Clock }) {
  const recorder: AuditRecorder = {
    async record(executor, event) {
      await repo.insertAuditLog(executor, {
        createdAt: clock.now(),
        action: event.action,
        actorId: event.actor?.id ?? null,
        actorEmail: event.actor?.email ?? null,
        targetId: event.target?.id ?? null,
        targetEmail: event.target?.email ?? null,
        ip: event.origin?.ip?.slice(0, 100) ?? null,
        userAgent: event.origin?.userAgent?.slice(0, 500) ?? null,
        before: event.before ?? null,
        after: event.after ?? null,
        details: event.details ?? {},
      });
    },
  };

  return {
    record: recorder.record,

    async list(filters: AuditLogFilters, page: number, limit: number): Promise<AuditLogList> {
      const { rows, total } = await repo.findAuditPage(db, toRowFilters(filters), page, limit);
      return { data: rows.map(toEntry), pagination: { total, page, limit } };
    },

    /** The latest entries about one account (the user detail of the admin area). */
    async about(userId: string, limit: number): Promise<AuditLogEntry[]> {
      const { rows } = await repo.findAuditPage(db, { target: userId }, 1, limit);
      return rows.map(toEntry);
    },

    /** The CSV export, newest first, as chunks: BOM and header, then one row per entry. */
    async *csv(filters: AuditLogFilters): AsyncGenerator<string> {
      yield CSV_BOM + csvRow(AUDIT_CSV_COLUMNS);
      for await (const rows of repo.iterateAuditLogs(db, toRowFilters(filters), EXPORT_BATCH)) {
        let chunk = '';
        for (const row of rows) {
          chunk += csvRow([
            row.createdAt.toISOString(),
            row.action,
            row.actorEmail ?? '',
            row.actorId ?? '',
            row.targetEmail ?? '',
            row.targetId ?? '',
            row.ip ?? '',
            row.before ?? '',
            row.after ?? '',
            row.details,
          ]);
        }
        yield chunk;
      }
    },
  };
}
