// Past 400 lines on purpose: one service for an import's whole life over the module's two tables
// (upload and preview, column mapping, confirm, the job, covers, the purge); its pure parts live in
// csv-read.ts, upload.ts, classify.ts, formats.ts and restore-rows.ts.

import {
  IMPORT_PREVIEW_TTL_MS,
  IMPORT_ROWS_PAGE_SIZE,
  type ImportPreviewRow,
  type ImportRowOutcome,
  type ImportRowsPage,
  type ImportView,
  MAX_IMPORT_ROWS,
  MAX_OPEN_IMPORTS,
  type PlanId,
  plans,
  type RefusedLine,
} from '@shelfwise/contract';
import type { Database } from '../../db/client.ts';
import { pgErrorOf } from '../../db/pg-error.ts';
import { isUuid } from '../../db/sql.ts';
import { transaction } from '../../db/transaction.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import type { Jobs } from '../../jobs/index.ts';
import type { Clock } from '../../platform/clock.ts';
import type { BooksService } from '../books/index.ts';
import type { Catalog } from '../catalog/index.ts';
import { type Classified, classify, createClassifier, REFUSED_KEPT } from './classify.ts';
import { CsvError, MAX_RECORD_BYTES } from './csv-read.ts';
import {
  type ColumnMapping,
  type CsvFormat,
  detectFormat,
  guessMapping,
  type ImportFormat,
  mappableFields,
  mappingIsComplete,
} from './formats.ts';
import {
  deleteAbandonedImports,
  deleteImport,
  deleteStagedRows,
  findImport,
  findImportById,
  findStagedRows,
  type ImportRow,
  insertImport,
  insertStagedRows,
  setProgress,
  trimOpenImports,
  updateImport,
} from './imports.repository.ts';
import type { Restorer } from './restore.ts';
import { csvRecords, firstText, type ImportSource, openUpload, refuseBinary, unreadable } from './upload.ts';

export const IMPORT_JOB = 'import';
/** What a confirmed import's job is given (jobs queued before keepFileDates existed keep the dates). */
export interface ImportJobPayload {
  importId: string;
  keepFileDates?: boolean;
}
export const IMPORT_COVERS_JOB = 'import-covers';
/** Catalogue look-ups per run of the cover job, and the pause before the next run (the rate limit). */
const COVERS_PER_RUN = 20;
const COVERS_PAUSE_MS = 60_000;
/**
 * A running import whose progress has not moved for this long lost its worker (a crash or a kill
 * mid-import): its transaction rolled back, and confirming again queues it anew.
 */
const STALE_RUNNING_MS = 2 * 60_000;
/** Staged rows written per statement while the upload streams in. */
const STAGE_BATCH = 1000;

export type { ImportView };

/** A test hook passed in wiring: runs after each chunk the import job writes (a forced fault). */
export type ImportChunkHook = (importId: string, written: number) => Promise<void> | void;

export interface ImportsServiceDeps {
  db: Database;
  clock: Clock;
  jobs: Pick<Jobs, 'enqueue'>;
  books: Pick<
    BooksService,
    'importMany' | 'importFits' | 'identities' | 'withoutCover' | 'setCoverIfMissing'
  >;
  /** The account's plan now (covers are fetched for paid plans only). */
  planOf: (userId: string) => Promise<PlanId | null>;
  catalog: Pick<Catalog, 'search'>;
  restorer: Restorer;
  afterChunk?: ImportChunkHook;
  chunkSize?: number;
}

const MAX_LINE_ERRORS = 5;

function badFile(result: Pick<Classified, 'refused' | 'counts'>): AppError {
  const { refused } = result;
  const lines = refused.slice(0, MAX_LINE_ERRORS).map((r) => `line ${r.line}: ${r.reason}`);
  const more = result.counts.refuse - Math.min(refused.length, MAX_LINE_ERRORS);
  if (more > 0) lines.push(`and ${more} more`);
  return badRequest(`No book in this file can be imported: ${lines.join('; ')}.`);
}

const replaced = () =>
  conflict('A newer upload replaced this one: upload the file again to see its preview.');

/** What one file may hold: its data rows, by plan (counted as they are read). */
function tooManyRows(plan: PlanId): AppError {
  const max = MAX_IMPORT_ROWS[plan].toLocaleString('en-US');
  return plan === 'premium'
    ? badRequest(
        `This file has more than ${max} rows, the most one import reads. Split it into smaller files.`,
      )
    : badRequest(
        `This file has more than ${max} rows, the most one import reads on the ${plans[plan].name} plan. Split it into smaller files, or upgrade to import more at once.`,
      );
}

export type ImportsService = ReturnType<typeof createImportsService>;

export function createImportsService(deps: ImportsServiceDeps) {
  const { db, clock, jobs, books, restorer } = deps;

  const view = (row: ImportRow, planLimit: string | null = null): ImportView => ({
    id: row.id,
    format: row.format as ImportFormat,
    status: row.status,
    counts: row.counts,
    refused: row.refused.slice(0, REFUSED_KEPT),
    headers: row.headers,
    mapping: row.mapping ?? null,
    planLimit,
    progress: row.progress,
    total: row.total,
    error: row.error,
  });

  async function own(userId: string, id: string): Promise<ImportRow> {
    const row = isUuid(id) ? await findImport(db, userId, id) : undefined;
    if (!row) throw notFound('Import');
    return row;
  }

  /**
   * A CSV preview, read as the upload streams in: the header first (format, mapping), then each
   * row classified and staged a batch at a time. The import row exists from the header on (so
   * staged rows can point at it) and is deleted again if the file turns out bad or too long.
   */
  async function previewCsv(
    user: { id: string; plan: PlanId },
    source: AsyncIterable<Uint8Array>,
  ): Promise<ImportView> {
    const records = csvRecords(source)[Symbol.asyncIterator]();
    const first = await records.next();
    if (first.done) throw unreadable(new CsvError(1, 'the file is empty'));
    if (first.value.oversized)
      throw badRequest(`Line 1: the header row is longer than ${MAX_RECORD_BYTES / 1024 / 1024} MB.`);
    const header = first.value.cells.map((c) => c.trim());
    if (header.every((h) => h === '')) throw badRequest('Line 1: the header row is empty.');
    const format = detectFormat(header);
    // A generic file's columns guessed from their names: the page shows them for the user to correct.
    const mapping = format === 'generic-csv' ? guessMapping(header) : null;
    const ready = format !== 'generic-csv' || mappingIsComplete(mapping);
    const classifier = createClassifier(
      format,
      header,
      mapping,
      ready ? await books.identities(user.id) : [],
    );
    const now = clock.now();
    // Made at the header so staged rows can point at it; it replaces an older preview only once
    // the whole file has been read (a bad file replaces nothing).
    const row = await insertImport(db, {
      userId: user.id,
      format,
      headers: header,
      mapping,
      counts: { add: 0, skip: 0, refuse: 0 },
      createdAt: now,
      updatedAt: now,
    });
    try {
      const cap = MAX_IMPORT_ROWS[user.plan];
      let rows = 0;
      let batch: { line: number; cells: string[] }[] = [];
      for (let next = await records.next(); !next.done; next = await records.next()) {
        // Said as soon as the row past the cap arrives: the rest of the file is never read.
        if (++rows > cap) throw tooManyRows(user.plan);
        const staged = { line: next.value.line, cells: next.value.cells };
        if (ready) classifier.add(staged);
        batch.push(staged);
        if (batch.length >= STAGE_BATCH) {
          await insertStagedRows(db, row.id, batch);
          batch = [];
        }
      }
      await insertStagedRows(db, row.id, batch);
      if (rows === 0) throw badRequest('The file has a header row but no books below it.');
      const result = ready ? classifier.result() : { counts: { add: 0, skip: 0, refuse: 0 }, refused: [] };
      if (ready && result.counts.add + result.counts.skip === 0) throw badFile(result);
      const updated = await transaction(db, async (tx) => {
        await trimOpenImports(tx, user.id, row.id, MAX_OPEN_IMPORTS);
        return updateImport(tx, row.id, {
          counts: result.counts,
          refused: result.refused,
          total: result.counts.add,
          updatedAt: clock.now(),
        });
      });
      // Replaced meanwhile by a fourth upload of the same account.
      if (!updated) throw replaced();
      return view(updated, ready ? await books.importFits(user.id, user.plan, result.counts.add) : null);
    } catch (error) {
      await records.return(undefined);
      await deleteImport(db, row.id);
      // The staged rows' import was deleted under them: a newer upload replaced this one.
      if (pgErrorOf(error)?.code === '23503') throw replaced();
      throw error;
    }
  }

  async function previewJson(user: { id: string; plan: PlanId }, bytes: Uint8Array): Promise<ImportView> {
    const { plan, booksInFile } = restorer.parse(bytes);
    if (booksInFile > MAX_IMPORT_ROWS[user.plan]) throw tooManyRows(user.plan);
    await restorer.assertEmpty(user.id);
    const { refused, ...document } = plan;
    const counts = { add: plan.books.length, skip: 0, refuse: refused.length };
    const now = clock.now();
    const row = await transaction(db, async (tx) => {
      const inserted = await insertImport(tx, {
        userId: user.id,
        format: 'shelfwise-json',
        counts,
        refused: refused.slice(0, REFUSED_KEPT),
        total: counts.add,
        document,
        createdAt: now,
        updatedAt: now,
      });
      await trimOpenImports(tx, user.id, inserted.id, MAX_OPEN_IMPORTS);
      return inserted;
    });
    return view(row, await books.importFits(user.id, user.plan, counts.add));
  }

  /** The books an import will add now: recomputed from the staged rows against the collection. */
  async function recompute(row: ImportRow, userId: string): Promise<Classified> {
    return classify(
      row.format as CsvFormat,
      row.headers,
      await findStagedRows(db, row.id),
      row.mapping ?? null,
      await books.identities(userId),
    );
  }

  return {
    /**
     * POST /api/imports: reads the upload as it streams in, stages its rows, answers the preview.
     * Writes no book. A file past the plan's row cap is refused as soon as the cap is passed.
     */
    async preview(user: { id: string; plan: PlanId }, source: ImportSource): Promise<ImportView> {
      const upload = await openUpload(source);
      const first = firstText(upload.head);
      if (first === -1) throw badRequest('The file is empty.');
      refuseBinary(upload.head);
      if (first !== 0x7b) return previewCsv(user, upload.all());
      const parts: Uint8Array[] = [];
      for await (const chunk of upload.all()) parts.push(chunk);
      return previewJson(user, Buffer.concat(parts));
    },

    /**
     * Imports never confirmed (or failed, or left running by a process that died) and untouched for
     * a day, with their staged rows (the housekeeping job). Answers how many were deleted.
     */
    purgeAbandoned(): Promise<number> {
      return deleteAbandonedImports(db, new Date(clock.now().getTime() - IMPORT_PREVIEW_TTL_MS));
    },

    async get(userId: string, plan: PlanId, id: string): Promise<ImportView> {
      const row = await own(userId, id);
      const fits = row.status === 'previewed' ? await books.importFits(userId, plan, row.counts.add) : null;
      return view(row, fits);
    },

    /**
     * A page of a preview's list: each row's title and outcome (added, skipped, refused with the
     * reason), optionally of one outcome. Worked out again from the staged rows against the library
     * as it is now, so nothing more is stored per import: the list costs one pass over at most the
     * plan's row cap (MAX_IMPORT_ROWS) and keeps only the rows asked for. A JSON restore lists the
     * books it restores (numbered in the restored list) and its refused entries.
     */
    async rows(
      userId: string,
      id: string,
      query: { page: number; outcome?: ImportRowOutcome },
    ): Promise<ImportRowsPage> {
      const row = await own(userId, id);
      const wanted: ImportPreviewRow[] = [];
      const keep = (r: ImportPreviewRow) => {
        if (!query.outcome || r.outcome === query.outcome) wanted.push(r);
      };
      if (row.format === 'shelfwise-json') {
        const restored = ((row.document as { books?: { title?: string; author?: string }[] } | null)?.books ??
          []) as { title?: string; author?: string }[];
        restored.forEach((b, i) => {
          keep({
            line: i + 1,
            outcome: 'add',
            title: b.title ?? '',
            author: b.author ?? '',
            reason: null,
            section: 'books',
          });
        });
        // A JSON restore's refused entries keep their list (the column's type predates `section`).
        for (const r of row.refused as RefusedLine[])
          keep({
            line: r.line,
            outcome: 'refuse',
            title: '',
            author: '',
            reason: r.reason,
            section: r.section,
          });
      } else if (row.format !== 'generic-csv' || mappingIsComplete(row.mapping ?? null)) {
        const classifier = createClassifier(
          row.format as CsvFormat,
          row.headers,
          row.mapping ?? null,
          await books.identities(userId),
          { countOnly: true, onRow: keep },
        );
        for (const staged of await findStagedRows(db, row.id)) classifier.add(staged);
      }
      const start = (query.page - 1) * IMPORT_ROWS_PAGE_SIZE;
      return {
        data: wanted.slice(start, start + IMPORT_ROWS_PAGE_SIZE),
        page: query.page,
        pageSize: IMPORT_ROWS_PAGE_SIZE,
        total: wanted.length,
      };
    },

    /** A generic CSV's columns, as the user mapped them; answers the new preview. */
    async setMapping(
      user: { id: string; plan: PlanId },
      id: string,
      mapping: ColumnMapping,
    ): Promise<ImportView> {
      const row = await own(user.id, id);
      if (row.format !== 'generic-csv') throw badRequest('Only a generic CSV file has columns to map.');
      if (row.status !== 'previewed') throw conflict('This import has already been confirmed.');
      if (!mappingIsComplete(mapping))
        throw badRequest('Choose the columns that hold the title and the author.');
      for (const field of mappableFields) {
        const index = mapping[field];
        if (index !== undefined && (index < 0 || index >= row.headers.length))
          throw badRequest(`The column chosen for ${field} is not in the file.`);
      }
      const result = await recompute({ ...row, mapping }, user.id);
      if (result.counts.add + result.counts.skip === 0) throw badFile(result);
      const updated = await updateImport(
        db,
        id,
        {
          mapping,
          counts: result.counts,
          refused: result.refused,
          total: result.counts.add,
          updatedAt: clock.now(),
        },
        ['previewed'],
      );
      if (!updated) throw conflict('This import has already been confirmed.');
      return view(updated, await books.importFits(user.id, user.plan, result.counts.add));
    },

    /** POST /api/imports/{id}/confirm: queues the job (job key = the import) that writes the books. */
    async confirm(
      user: { id: string; plan: PlanId },
      id: string,
      options: { keepFileDates: boolean } = { keepFileDates: false },
    ): Promise<ImportView> {
      const row = await own(user.id, id);
      const stale =
        row.status === 'running' && clock.now().getTime() - row.updatedAt.getTime() > STALE_RUNNING_MS;
      if ((row.status === 'queued' || row.status === 'running' || row.status === 'completed') && !stale)
        throw conflict('This import has already been confirmed.');
      if (row.format === 'generic-csv' && !mappingIsComplete(row.mapping))
        throw badRequest('Choose the columns that hold the title and the author first.');
      if (row.format === 'shelfwise-json') await restorer.assertEmpty(user.id);
      const problem = await books.importFits(user.id, user.plan, row.counts.add);
      if (problem) throw forbidden(problem, 'PLAN_LIMIT');
      const queued = await transaction(db, async (tx) => {
        const updated = await updateImport(
          tx,
          id,
          { status: 'queued', error: null, progress: 0, updatedAt: clock.now() },
          stale ? ['running'] : ['previewed', 'failed'],
        );
        if (!updated) throw conflict('This import has already been confirmed.');
        const payload: ImportJobPayload = { importId: id, keepFileDates: options.keepFileDates };
        await jobs.enqueue(tx, IMPORT_JOB, payload, { jobKey: `import:${id}`, maxAttempts: 3 });
        return updated;
      });
      return view(queued);
    },

    /**
     * The job: every book of the import in one transaction, or none. Progress is written on the
     * pool's other connections as chunks go in (decision 0015); the books and the 'completed'
     * status commit together, so a restart leaves nothing or the finished import. The user's row
     * lock is taken only at the end of the transaction (books.importMany, restorer.restore): the
     * user's other requests are served while the chunks go in.
     */
    async run({ importId, keepFileDates = false }: ImportJobPayload): Promise<void> {
      const row = await findImportById(db, importId);
      if (!row || row.status === 'completed' || row.status === 'previewed') return;
      await updateImport(db, importId, {
        status: 'running',
        progress: 0,
        error: null,
        updatedAt: clock.now(),
      });
      const onChunk = async (written: number) => {
        await setProgress(db, importId, written, clock.now());
        await deps.afterChunk?.(importId, written);
      };
      try {
        await transaction(db, async (tx) => {
          let added: number;
          let skipped: number;
          if (row.format === 'shelfwise-json') {
            ({ added, skipped } = await restorer.restore(tx, row.userId, row.document, { onChunk }));
          } else {
            const result = await recompute(row, row.userId);
            // Today, unless the reader asked for the file's own dates.
            const fresh = result.fresh.map(({ line: _line, ...book }) =>
              keepFileDates ? book : { ...book, addedAt: null },
            );
            ({ added, skipped } = await books.importMany(tx, row.userId, fresh, {
              chunkSize: deps.chunkSize,
              onChunk,
              skippedBefore: result.counts.skip,
            }));
            skipped += result.counts.skip;
          }
          const counts = { add: added, skip: skipped, refuse: row.counts.refuse };
          await updateImport(tx, importId, {
            status: 'completed',
            counts,
            progress: added,
            total: added,
            finishedAt: clock.now(),
            updatedAt: clock.now(),
          });
          await deleteStagedRows(tx, importId);
          await jobs.enqueue(
            tx,
            IMPORT_COVERS_JOB,
            { userId: row.userId, after: null },
            { jobKey: `import-covers:${row.userId}` },
          );
        });
      } catch (error) {
        // A refusal (the plan changed since the preview) is final; anything else is tried again.
        const final = error instanceof AppError;
        await updateImport(db, importId, {
          status: 'failed',
          progress: 0,
          error: final
            ? error.message
            : 'The import stopped before it finished and nothing was added. Confirm it again to retry.',
          updatedAt: clock.now(),
        });
        if (!final) throw error;
      }
    },

    /**
     * The cover job (paid plans): a few catalogue look-ups per run for imported books with an ISBN
     * and no cover, then the next run a minute later, walking the books by id. A catalogue that is
     * down or has no cover leaves the book as it is; the import itself never waits for this.
     */
    async fetchCovers(payload: { userId: string; after?: string | null }): Promise<void> {
      const plan = await deps.planOf(payload.userId);
      if (!plan || plan === 'free') return;
      const batch = await books.withoutCover(payload.userId, payload.after ?? null, COVERS_PER_RUN);
      for (const book of batch) {
        const found = await deps.catalog.search(book.isbn).catch(() => []);
        const cover = found.find((b) => b.isbn === book.isbn && b.thumbnail)?.thumbnail;
        if (cover) await books.setCoverIfMissing(payload.userId, book.id, cover);
      }
      const last = batch.at(-1);
      if (batch.length === COVERS_PER_RUN && last) {
        await jobs.enqueue(
          db,
          IMPORT_COVERS_JOB,
          { userId: payload.userId, after: last.id },
          {
            jobKey: `import-covers:${payload.userId}`,
            runAt: new Date(clock.now().getTime() + COVERS_PAUSE_MS),
          },
        );
      }
    },
  };
}
