import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { type ImportRow, type ImportStatus, importRows, imports } from '../../db/schema/imports.ts';

export type { ImportRow, ImportStatus };

const STAGE_CHUNK = 1000;

export async function insertImport(
  db: Executor,
  values: typeof imports.$inferInsert,
  rows: { line: number; cells: string[] }[],
): Promise<ImportRow> {
  const [row] = await db.insert(imports).values(values).returning();
  if (!row) throw new Error('insert returned no import');
  for (let from = 0; from < rows.length; from += STAGE_CHUNK) {
    await db
      .insert(importRows)
      .values(
        rows.slice(from, from + STAGE_CHUNK).map((r) => ({ importId: row.id, line: r.line, cells: r.cells })),
      );
  }
  return row;
}

export async function findImport(db: Executor, userId: string, id: string): Promise<ImportRow | undefined> {
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.id, id), eq(imports.userId, userId)));
  return row;
}

export async function findImportById(db: Executor, id: string): Promise<ImportRow | undefined> {
  const [row] = await db.select().from(imports).where(eq(imports.id, id));
  return row;
}

export async function findStagedRows(
  db: Executor,
  importId: string,
): Promise<{ line: number; cells: string[] }[]> {
  return db
    .select({ line: importRows.line, cells: importRows.cells })
    .from(importRows)
    .where(eq(importRows.importId, importId))
    .orderBy(asc(importRows.line));
}

export async function updateImport(
  db: Executor,
  id: string,
  values: Partial<typeof imports.$inferInsert>,
  onlyIf?: ImportStatus[],
): Promise<ImportRow | undefined> {
  const where = onlyIf ? and(eq(imports.id, id), inArray(imports.status, onlyIf)) : eq(imports.id, id);
  const [row] = await db.update(imports).set(values).where(where).returning();
  return row;
}

/** Progress of a running import, written on its own connection while the books wait to commit. */
export async function setProgress(db: Executor, id: string, progress: number, at: Date): Promise<void> {
  await db
    .update(imports)
    .set({ progress, updatedAt: at })
    .where(and(eq(imports.id, id), eq(imports.status, 'running')));
}

/** Staged rows are kept only until the import is done (or given up): a finished import needs its counts. */
export async function deleteStagedRows(db: Executor, importId: string): Promise<void> {
  await db.delete(importRows).where(eq(importRows.importId, importId));
  await db.update(imports).set({ document: sql`null` }).where(eq(imports.id, importId));
}
