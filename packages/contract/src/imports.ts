/**
 * Import and export (decision 0015): the shapes both the server and the import page read.
 */

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
  refused: { line: number; reason: string }[];
  headers: string[];
  mapping: ColumnMapping | null;
  /** Set when the books to add do not all fit the plan: confirming would be refused with it. */
  planLimit: string | null;
  progress: number;
  total: number;
  error: string | null;
}

/** The header row of Shelfwise's own CSV export (spec §7), which an import also reads back. */
export const BOOK_CSV_COLUMNS = [
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
