import type { ImportPreviewRow, ImportView, RefusedLine } from '@shelfwise/contract';
import { MAX_RECORD_BYTES } from './csv-read.ts';
import { type ColumnMapping, type CsvFormat, type ImportedBook, mapRow } from './formats.ts';

/** Refused lines kept and listed in a preview (the counts cover them all). */
export const REFUSED_KEPT = 200;

export interface Classified {
  counts: ImportView['counts'];
  /** The first REFUSED_KEPT refused rows (the count covers them all). */
  refused: RefusedLine[];
  fresh: (ImportedBook & { line: number })[];
}

/** Rows staged with no cells: longer than MAX_RECORD_BYTES, read past without keeping them. */
const OVERSIZED_REASON = `the row is longer than ${MAX_RECORD_BYTES / 1024 / 1024} MB`;

/**
 * Sorts an import's rows, one at a time as they are read, into added, skipped (already there or
 * repeated) and refused with the line.
 */
export function createClassifier(
  format: CsvFormat,
  header: string[],
  mapping: ColumnMapping | null,
  existing: { title: string; author: string; isbn: string }[],
  /**
   * countOnly: the preview only counts, it keeps no book (a 20,000-row file stays small in memory).
   * onRow: told each row's outcome (the preview's list, GET /api/imports/{id}/rows).
   */
  { countOnly = false, onRow }: { countOnly?: boolean; onRow?: (row: ImportPreviewRow) => void } = {},
) {
  const key = (b: { title: string; author: string }) =>
    `${b.title.trim().toLowerCase()}\u0000${b.author.trim().toLowerCase()}`;
  const isbns = new Set(existing.map((b) => b.isbn).filter(Boolean));
  const titles = new Set(existing.map(key));
  // What the library held before the file: a skipped row is either in it or repeated in the file.
  const libraryIsbns = onRow ? new Set(isbns) : isbns;
  const libraryTitles = onRow ? new Set(titles) : titles;
  // A refused row's title, when its cells say one (the list names it beside the reason).
  const titleColumn = mapping?.title ?? header.findIndex((h) => h.trim().toLowerCase() === 'title');
  const refused: Classified['refused'] = [];
  const fresh: Classified['fresh'] = [];
  let skip = 0;
  let refuse = 0;
  let add = 0;
  const refuseLine = (line: number, reason: string, cells: string[] = []) => {
    refuse++;
    if (refused.length < REFUSED_KEPT) refused.push({ line, reason });
    onRow?.({
      line,
      outcome: 'refuse',
      title: (cells[titleColumn] ?? '').trim().slice(0, 200),
      author: '',
      reason,
    });
  };
  return {
    add(row: { line: number; cells: string[] }): void {
      if (row.cells.length === 0) {
        refuseLine(row.line, OVERSIZED_REASON);
        return;
      }
      const outcome = mapRow(format, header, row.cells, mapping);
      if ('reason' in outcome) {
        refuseLine(row.line, outcome.reason, row.cells);
        return;
      }
      const book = outcome.book;
      if (book.isbn ? isbns.has(book.isbn) : titles.has(key(book))) {
        skip++;
        if (onRow) {
          const inLibrary = book.isbn ? libraryIsbns.has(book.isbn) : libraryTitles.has(key(book));
          const reason = inLibrary ? 'in-library' : 'repeated';
          onRow({ line: row.line, outcome: 'skip', title: book.title, author: book.author, reason });
        }
        return;
      }
      if (book.isbn) isbns.add(book.isbn);
      titles.add(key(book));
      add++;
      onRow?.({ line: row.line, outcome: 'add', title: book.title, author: book.author, reason: null });
      if (!countOnly) fresh.push({ ...book, line: row.line });
    },
    result(): Classified {
      return { counts: { add, skip, refuse }, refused, fresh };
    },
  };
}

/** Sorts all of an import's rows at once (the staged rows, when the mapping changes or the job runs). */
export function classify(
  format: CsvFormat,
  header: string[],
  rows: { line: number; cells: string[] }[],
  mapping: ColumnMapping | null,
  existing: { title: string; author: string; isbn: string }[],
): Classified {
  const classifier = createClassifier(format, header, mapping, existing);
  for (const row of rows) classifier.add(row);
  return classifier.result();
}
