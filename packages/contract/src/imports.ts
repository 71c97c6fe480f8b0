import { z } from 'zod';
import type { PlanId } from './plans.ts';

/**
 * Import and export (decision 0015): the shapes both the server and the import page read.
 */

/**
 * Data rows one file may hold, by plan: room for a big real library (a Goodreads export of 20,000
 * books) on Premium, and far more rows than Free and Basic hold books. Past it the upload is
 * refused as soon as the row after the last allowed one is read.
 */
export const MAX_IMPORT_ROWS: Record<PlanId, number> = { free: 1_000, basic: 5_000, premium: 20_000 };

/** Previews not yet imported that one account keeps; a new upload replaces the oldest beyond this. */
export const MAX_OPEN_IMPORTS = 3;

/** An unconfirmed (or failed) import is deleted with its staged rows this long after its last change. */
export const IMPORT_PREVIEW_TTL_MS = 24 * 60 * 60 * 1000;

/** The lists of a Shelfwise JSON export a restore reads entries from. */
export const restoredSections = ['books', 'borrowers', 'loans', 'reminders', 'activity'] as const;
export type RestoredSection = (typeof restoredSections)[number];

/**
 * A row (or, in a JSON export, an entry) an import leaves out, and why. `reason` is an English
 * sentence: the contract's own field messages ("Title must be at most 500 characters") or the
 * import's ("the title is empty").
 */
export interface RefusedLine {
  /** The file's line; in a JSON export, the entry's number (from 1) in its `section`. */
  line: number;
  reason: string;
  /** JSON export only: the list the entry is in. */
  section?: RestoredSection;
}

/** Formats an import recognises from a CSV's header row (never from the file name). */
export const importFormats = [
  'goodreads',
  'librarything',
  'storygraph',
  'shelfwise-csv',
  'generic-csv',
] as const;
export type CsvFormat = (typeof importFormats)[number];
export type ImportFormat = CsvFormat | 'shelfwise-json';

/**
 * Confirming an import. `keepFileDates`: each book counts from the day the file says it was added
 * (Goodreads' Date Added and the like) instead of today, so statistics spread it over those months.
 */
export const importConfirmBodySchema = z.object({ keepFileDates: z.boolean().optional() }).strict().nullish(); // no body at all is the default
export type ImportConfirmBody = NonNullable<z.infer<typeof importConfirmBodySchema>>;

export const importStatuses = ['previewed', 'queued', 'running', 'completed', 'failed'] as const;
export type ImportStatus = (typeof importStatuses)[number];

/** Fields a generic CSV's columns can be mapped to; title and author are required. */
export const mappableFields = [
  'title',
  'author',
  'isbn',
  'rating',
  'tags',
  'category',
  'description',
  'notes',
  'dateAdded',
] as const;
export type MappableField = (typeof mappableFields)[number];
export type ColumnMapping = Partial<Record<MappableField, number>>;

/** What the server answers about an import (POST /api/imports, GET /api/imports/{id}). */
export interface ImportView {
  id: string;
  format: ImportFormat;
  status: ImportStatus;
  counts: { add: number; skip: number; refuse: number };
  refused: RefusedLine[];
  headers: string[];
  mapping: ColumnMapping | null;
  /** Set when the books to add do not all fit the plan: confirming would be refused with it. */
  planLimit: string | null;
  progress: number;
  total: number;
  error: string | null;
}

/** Where a row of an import goes: added, skipped (already in the library or repeated), refused. */
export const importRowOutcomes = ['add', 'skip', 'refuse'] as const;
export type ImportRowOutcome = (typeof importRowOutcomes)[number];

/** Rows of a preview's list per page (GET /api/imports/{id}/rows). */
export const IMPORT_ROWS_PAGE_SIZE = 25;

/** One row of a preview's list: its line, the book it names, and what the import does with it. */
export interface ImportPreviewRow {
  /** The file's line; in a JSON export, the entry's number (from 1) in its `section`. */
  line: number;
  outcome: ImportRowOutcome;
  /** '' when the row was refused before a title could be read. */
  title: string;
  author: string;
  /** Skipped: 'in-library' or 'repeated' (earlier in the file); refused: the sentence; else null. */
  reason: string | null;
  section?: RestoredSection;
}

/** A page of a preview's rows, optionally of one outcome. */
export interface ImportRowsPage {
  data: ImportPreviewRow[];
  page: number;
  pageSize: number;
  total: number;
}

/**
 * The columns by which an import knows Shelfwise's own CSV export (files written before the
 * reading columns were added have only these).
 */
export const BOOK_CSV_BASE_COLUMNS = [
  'Title',
  'Author',
  'ISBN',
  'Category',
  'Status',
  'Rating',
  'Tags',
  'Description',
  'Notes',
  'Added',
] as const;

/** The header row of Shelfwise's own CSV export (spec §7), which an import also reads back. */
export const BOOK_CSV_COLUMNS = [
  ...BOOK_CSV_BASE_COLUMNS,
  'Reading Status',
  'Started',
  'Finished',
  'Read Count',
  'Pages',
  'Publisher',
  'Year',
] as const;
