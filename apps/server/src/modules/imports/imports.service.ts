import type { ImportView, PlanId } from '@shelfwise/contract';
import type { Database } from '../../db/client.ts';
import { isUuid } from '../../db/sql.ts';
import { transaction } from '../../db/transaction.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import type { Jobs } from '../../jobs/index.ts';
import type { Clock } from '../../platform/clock.ts';
import type { BooksService } from '../books/index.ts';
import type { Catalog } from '../catalog/index.ts';
import { CsvError, readCsv } from './csv-read.ts';
import {
  type ColumnMapping,
  type CsvFormat,
  detectFormat,
  guessMapping,
  type ImportedBook,
  type ImportFormat,
  mappableFields,
  mappingIsComplete,
  mapRow,
} from './formats.ts';
import {
  deleteStagedRows,
  findImport,
  findImportById,
  findStagedRows,
  type ImportRow,
  insertImport,
  setProgress,
  updateImport,
} from './imports.repository.ts';
import type { Restorer } from './restore.ts';

export const IMPORT_JOB = 'import';
export const IMPORT_COVERS_JOB = 'import-covers';
/** Catalogue look-ups per run of the cover job, and the pause before the next run (the rate limit). */
const COVERS_PER_RUN = 20;
const COVERS_PAUSE_MS = 60_000;
/**
 * A running import whose progress has not moved for this long lost its worker (a crash or a kill
 * mid-import): its transaction rolled back, and confirming again queues it anew.
 */
const STALE_RUNNING_MS = 2 * 60_000;
/** Refused lines listed in a preview (the counts cover them all). */
const REFUSED_SHOWN = 200;

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

interface Classified {
  counts: ImportView['counts'];
  refused: ImportView['refused'];
  fresh: (ImportedBook & { line: number })[];
}

/** Sorts an import's rows into added, skipped (already there or repeated) and refused with the line. */
export function classify(
  format: CsvFormat,
  header: string[],
  rows: { line: number; cells: string[] }[],
  mapping: ColumnMapping | null,
  existing: { title: string; author: string; isbn: string }[],
): Classified {
  const key = (b: { title: string; author: string }) =>
    `${b.title.trim().toLowerCase()}\u0000${b.author.trim().toLowerCase()}`;
  const isbns = new Set(existing.map((b) => b.isbn).filter(Boolean));
  const titles = new Set(existing.map(key));
  const refused: Classified['refused'] = [];
  const fresh: Classified['fresh'] = [];
  let skip = 0;
  for (const row of rows) {
    const outcome = mapRow(format, header, row.cells, mapping);
    if ('reason' in outcome) {
      refused.push({ line: row.line, reason: outcome.reason });
      continue;
    }
    const book = outcome.book;
    if (book.isbn ? isbns.has(book.isbn) : titles.has(key(book))) {
      skip++;
      continue;
    }
    if (book.isbn) isbns.add(book.isbn);
    titles.add(key(book));
    fresh.push({ ...book, line: row.line });
  }
  return { counts: { add: fresh.length, skip, refuse: refused.length }, refused, fresh };
}

const MAX_LINE_ERRORS = 5;

function badFile(refused: { line: number; reason: string }[]): AppError {
  const lines = refused.slice(0, MAX_LINE_ERRORS).map((r) => `line ${r.line}: ${r.reason}`);
  if (refused.length > MAX_LINE_ERRORS) lines.push(`and ${refused.length - MAX_LINE_ERRORS} more`);
  return badRequest(`No book in this file can be imported: ${lines.join('; ')}.`);
}

export type ImportsService = ReturnType<typeof createImportsService>;

export function createImportsService(deps: ImportsServiceDeps) {
  const { db, clock, jobs, books, restorer } = deps;

  const view = (row: ImportRow, planLimit: string | null = null): ImportView => ({
    id: row.id,
    format: row.format as ImportFormat,
    status: row.status,
    counts: row.counts,
    refused: row.refused.slice(0, REFUSED_SHOWN),
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

  async function previewCsv(user: { id: string; plan: PlanId }, bytes: Uint8Array): Promise<ImportView> {
    let file: ReturnType<typeof readCsv>;
    try {
      file = readCsv(bytes);
    } catch (error) {
      if (error instanceof CsvError) throw badRequest(`The file could not be read. ${error.message}.`);
      throw error;
    }
    if (file.header.every((h) => h === '')) throw badRequest('Line 1: the header row is empty.');
    if (file.records.length === 0) throw badRequest('The file has a header row but no books below it.');
    const format = detectFormat(file.header);
    // A generic file's columns guessed from their names: the page shows them for the user to correct.
    const mapping = format === 'generic-csv' ? guessMapping(file.header) : null;
    const ready = format !== 'generic-csv' || mappingIsComplete(mapping);
    const result = ready
      ? classify(format, file.header, file.records, mapping, await books.identities(user.id))
      : { counts: { add: 0, skip: 0, refuse: 0 }, refused: [], fresh: [] };
    if (ready && result.counts.add + result.counts.skip === 0) throw badFile(result.refused);
    const now = clock.now();
    const row = await transaction(db, (tx) =>
      insertImport(
        tx,
        {
          userId: user.id,
          format,
          headers: file.header,
          mapping,
          counts: result.counts,
          refused: result.refused,
          total: result.counts.add,
          createdAt: now,
          updatedAt: now,
        },
        file.records,
      ),
    );
    return view(row, ready ? await books.importFits(user.id, user.plan, result.counts.add) : null);
  }

  async function previewJson(user: { id: string; plan: PlanId }, bytes: Uint8Array): Promise<ImportView> {
    const document = restorer.parse(bytes);
    await restorer.assertEmpty(user.id);
    const counts = { add: document.books.length, skip: 0, refuse: 0 };
    const now = clock.now();
    const row = await transaction(db, (tx) =>
      insertImport(
        tx,
        {
          userId: user.id,
          format: 'shelfwise-json',
          counts,
          total: counts.add,
          document,
          createdAt: now,
          updatedAt: now,
        },
        [],
      ),
    );
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
    /** POST /api/imports: reads the file, stages its rows, answers the preview. Writes no book. */
    async preview(user: { id: string; plan: PlanId }, bytes: Uint8Array): Promise<ImportView> {
      let first = 0;
      if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) first = 3;
      while (first < bytes.length && /\s/.test(String.fromCharCode(bytes[first] ?? 0))) first++;
      if (first >= bytes.length) throw badRequest('The file is empty.');
      return bytes[first] === 0x7b ? previewJson(user, bytes) : previewCsv(user, bytes);
    },

    async get(userId: string, plan: PlanId, id: string): Promise<ImportView> {
      const row = await own(userId, id);
      const fits = row.status === 'previewed' ? await books.importFits(userId, plan, row.counts.add) : null;
      return view(row, fits);
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
      if (result.counts.add + result.counts.skip === 0) throw badFile(result.refused);
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
    async confirm(user: { id: string; plan: PlanId }, id: string): Promise<ImportView> {
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
        await jobs.enqueue(tx, IMPORT_JOB, { importId: id }, { jobKey: `import:${id}`, maxAttempts: 3 });
        return updated;
      });
      return view(queued);
    },

    /**
     * The job: every book of the import in one transaction, or none. Progress is written on the
     * pool's other connections as chunks go in (decision 0015); the books and the 'completed'
     * status commit together, so a restart leaves nothing or the finished import.
     */
    async run(importId: string): Promise<void> {
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
            const fresh = result.fresh.map(({ line: _line, ...book }) => book);
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
