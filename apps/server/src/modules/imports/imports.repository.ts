import { and, asc, desc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { type ImportRow, type ImportStatus, importRows, imports } from '../../db/schema/imports.ts';

export type { ImportRow, ImportStatus };

/** Imports that still hold what they staged and can still be confirmed. */
const OPEN: ImportStatus[] = ['previewed', 'failed'];

export async function insertImport(db: Executor, values: typeof imports.$inferInsert): Promise<ImportRow> {
  const [row] = await db.insert(imports).values(values).returning();
  if (!row) throw new Error('insert returned no import');
  return row;
}

/**
 * Keeps the user's `keepOpen` newest open imports, `keep` (the preview just made) among them: the
 * older ones are deleted with their staged rows. In the caller's transaction, serialised per user on
 * an advisory lock, so two uploads at once cannot both keep one too many.
 */
export async function trimOpenImports(
  tx: Executor,
  userId: string,
  keep: string,
  keepOpen: number,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`imports:${userId}`}, 0))`);
  const older = await tx
    .select({ id: imports.id })
    .from(imports)
    .where(and(eq(imports.userId, userId), inArray(imports.status, OPEN), ne(imports.id, keep)))
    .orderBy(desc(imports.createdAt), desc(imports.id));
  const beyond = older.slice(Math.max(0, keepOpen - 1)).map((r) => r.id);
  if (beyond.length > 0) await tx.delete(imports).where(inArray(imports.id, beyond));
}

/** Rows of the file as read, a batch at a time while the upload streams in. */
export async function insertStagedRows(
  db: Executor,
  importId: string,
  rows: { line: number; cells: string[] }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(importRows).values(rows.map((r) => ({ importId, line: r.line, cells: r.cells })));
}

/** An import and its staged rows (a preview that failed half-way through the file). */
export async function deleteImport(db: Executor, id: string): Promise<void> {
  await db.delete(imports).where(eq(imports.id, id));
}

/**
 * Imports nobody finished: open ones (never confirmed, or failed) and ones left running by a
 * process that died, untouched since `before`; their staged rows go with them. Answers how many.
 */
export async function deleteAbandonedImports(db: Executor, before: Date): Promise<number> {
  const gone = await db
    .delete(imports)
    .where(
      and(lt(imports.updatedAt, before), or(inArray(imports.status, OPEN), eq(imports.status, 'running'))),
    )
    .returning({ id: imports.id });
  return gone.length;
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
