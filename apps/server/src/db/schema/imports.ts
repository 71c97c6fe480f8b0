import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// Tables of the imports module: an uploaded file's preview and its staged rows (decision 0015).

import { type ImportStatus, importStatuses } from '@shelfwise/contract';

export { type ImportStatus, importStatuses };

const statusList = sql.raw(importStatuses.map((s) => `'${s}'`).join(', '));

/** One upload: what it was recognised as, its preview counts, and how far the job got. */
export const imports = pgTable(
  'imports',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    format: text().notNull(),
    status: text().$type<ImportStatus>().notNull().default('previewed'),
    /** The header row as read (the generic CSV's columns the page maps). */
    headers: jsonb().$type<string[]>().notNull().default([]),
    /** Generic CSV: field name → column index; null until the user (or a guess) maps title and author. */
    mapping: jsonb().$type<Record<string, number> | null>(),
    counts: jsonb().$type<{ add: number; skip: number; refuse: number }>().notNull(),
    refused: jsonb().$type<{ line: number; reason: string }[]>().notNull().default([]),
    /** Rows written so far by the running job (committed on its own connection) and the rows to write. */
    progress: integer().notNull().default(0),
    total: integer().notNull().default(0),
    error: text(),
    /** A Shelfwise JSON export to restore (the whole document; CSV rows are staged in import_rows). */
    document: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('imports_status_valid', sql`${t.status} in (${statusList})`),
    index('imports_user_idx').on(t.userId, t.createdAt),
  ],
);

/** The file's data rows as read (cells decoded), with their line number in the file. */
export const importRows = pgTable(
  'import_rows',
  {
    importId: uuid()
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    line: integer().notNull(),
    cells: text().array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.line] })],
);

export type ImportRow = typeof imports.$inferSelect;
