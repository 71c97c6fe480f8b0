import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * Rows as a JSON export carries them, back into rows drizzle can insert: timestamps were written
 * as ISO strings and become Dates again; other values are kept as they are (decision 0015).
 */
export function fromJsonRow<T extends Table>(table: T, row: Record<string, unknown>): T['$inferInsert'] {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!(key in row)) continue;
    const value = row[key];
    out[key] = column.columnType === 'PgTimestamp' && typeof value === 'string' ? new Date(value) : value;
  }
  return out as T['$inferInsert'];
}

/** Inserts rows a few hundred at a time (PostgreSQL takes at most 65,535 parameters a statement). */
export async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 500) {
  for (let from = 0; from < rows.length; from += size) await insert(rows.slice(from, from + size));
}
