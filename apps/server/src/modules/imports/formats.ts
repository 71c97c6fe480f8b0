// Past 400 lines: one reader per export format (Goodreads, StoryGraph, LibraryThing, our CSV) with
// its column mapping and value clean-up; they share the row type and the date and ISBN readers.
import {
  BOOK_CSV_BASE_COLUMNS,
  type BookStatus,
  bookStatuses,
  type ColumnMapping,
  type CsvFormat,
  importFormats,
  MAX_PAGES,
  MAX_PUBLISHER_LENGTH,
  MAX_RATING,
  MAX_READ_COUNT,
  type MappableField,
  mappableFields,
  newBookSchema,
  type ReadingStatus,
  readingStatuses,
  toIsbn13,
} from '@shelfwise/contract';

export type { ColumnMapping, CsvFormat, ImportFormat, MappableField } from '@shelfwise/contract';
export { importFormats, mappableFields };

/**
 * The formats an import recognises from its header row (never from the file name), and how each
 * row becomes a book (decision 0015). Every mapper is pure: the preview and the job run the same
 * code on the same staged cells.
 */

export interface ImportedBook {
  title: string;
  author: string;
  isbn: string;
  rating: number;
  tags: string[];
  /** Never 'Loaned': only lending sets that, with a loan. */
  status: BookStatus;
  category: string;
  description: string;
  notes: string;
  /** When the source says it was added; null: the moment of the import. */
  addedAt: Date | null;
  readingStatus: ReadingStatus | null;
  startedOn: string | null;
  /** The day the source says it was (last) read. */
  finishedOn: string | null;
  readCount: number;
  pages: number | null;
  publisher: string;
  publishedYear: number | null;
}

export type RowOutcome = { book: ImportedBook } | { reason: string };

const GOODREADS = [
  'Book Id',
  'Title',
  'Author',
  'ISBN',
  'ISBN13',
  'My Rating',
  'Bookshelves',
  'Exclusive Shelf',
];
const LIBRARYTHING = ['Book Id', 'Title', 'Primary Author', 'ISBNs'];
const STORYGRAPH = ['Title', 'Authors', 'ISBN/UID', 'Read Status', 'Star Rating'];
const SHELFWISE: readonly string[] = BOOK_CSV_BASE_COLUMNS;

const hasAll = (header: readonly string[], names: readonly string[]) =>
  names.every((name) => header.includes(name));

export function detectFormat(header: string[]): CsvFormat {
  if (hasAll(header, GOODREADS)) return 'goodreads';
  if (hasAll(header, LIBRARYTHING)) return 'librarything';
  if (hasAll(header, STORYGRAPH)) return 'storygraph';
  if (hasAll(header, SHELFWISE)) return 'shelfwise-csv';
  return 'generic-csv';
}

/** A guess at a generic file's columns from their names; the page shows it for the user to correct. */
export function guessMapping(header: string[]): ColumnMapping {
  const names: Record<MappableField, RegExp> = {
    title: /^(book )?title$|^name$/i,
    author: /^(primary )?authors?( name)?$|^writer$/i,
    isbn: /^isbn(-?1[03])?s?$/i,
    rating: /^(my )?(star )?rating$|^stars$/i,
    tags: /^tags?$|^shelf$|^shelves$|^bookshelves$|^labels?$/i,
    category: /^category$|^genre$|^collection$|^subject$/i,
    description: /^description$|^summary$|^review$/i,
    notes: /^notes?$|^comments?$/i,
    dateAdded: /^date added$|^added$|^date$/i,
  };
  const mapping: ColumnMapping = {};
  for (const field of mappableFields) {
    const index = header.findIndex((h) => names[field].test(h.trim()));
    if (index >= 0) mapping[field] = index;
  }
  return mapping;
}

export const mappingIsComplete = (m: ColumnMapping | null | undefined): m is ColumnMapping =>
  !!m && m.title !== undefined && m.author !== undefined;

// ---------- cell helpers ----------

/** Goodreads writes ISBNs as ="0441172717" so spreadsheets keep leading zeros. */
const unwrapExcel = (value: string) => {
  const m = /^="(.*)"$/.exec(value.trim());
  return m ? (m[1] as string) : value.trim();
};

/**
 * Shelfwise's own CSV export prefixes a formula-looking cell with an apostrophe (platform/csv.ts);
 * reading it back removes exactly that prefix. Other cells, formula-looking or not, are kept as
 * written: they are stored as text and never evaluated.
 */
const unneutralise = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

/** LibraryThing writes "Herbert, Frank": the name as it is printed on a cover. */
const firstLast = (name: string) => {
  const parts = name.split(',').map((p) => p.trim());
  return parts.length === 2 && parts[0] && parts[1] ? `${parts[1]} ${parts[0]}` : name.trim();
};

const splitList = (value: string, separator: RegExp) =>
  value
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean);

type IsbnResult = { isbn: string } | { reason: string };

/** The first usable of the candidates (ISBN-13 before ISBN-10), stored as ISBN-13 digits. */
function pickIsbn(candidates: string[]): IsbnResult {
  const cleaned = candidates.map((c) => unwrapExcel(c).replace(/[\s\-[\]]/g, '')).filter(Boolean);
  if (cleaned.length === 0) return { isbn: '' };
  let firstReason = '';
  for (const candidate of cleaned) {
    const check = toIsbn13(candidate);
    if (check.ok) return { isbn: check.isbn13 };
    firstReason ||= check.reason;
  }
  // A StoryGraph or LibraryThing identifier that is no ISBN at all (an ASIN) means "no ISBN".
  if (cleaned.every((c) => /[A-WYZa-wyz]/.test(c))) return { isbn: '' };
  return { reason: firstReason };
}

function parseRating(value: string, scale = 1): number | { reason: string } {
  const text = value.trim();
  if (!text) return 0;
  const n = Number(text.replace(',', '.'));
  if (!Number.isFinite(n) || n < 0 || n * scale > MAX_RATING)
    return { reason: `rating "${text}" is not a number from 0 to ${MAX_RATING}` };
  return Math.round(n * scale);
}

/** 2023/01/15, 2023-01-15 or 2023-01-15T10:00:00Z; anything else (or nothing) is "unknown". */
function parseDate(value: string): Date | null {
  const m = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value.trim());
  if (!m) return null;
  const d = new Date(
    Date.UTC(
      Number(m[1]),
      Number(m[2]) - 1,
      Number(m[3]),
      Number(m[4] ?? 12),
      Number(m[5] ?? 0),
      Number(m[6] ?? 0),
    ),
  );
  return Number.isNaN(d.getTime()) || d.getUTCFullYear() < 1900 ? null : d;
}

const SHELF_TAGS: Record<string, string> = {
  'to-read': 'To Read',
  'currently-reading': 'Currently Reading',
  'did-not-finish': 'Did Not Finish',
};

const SHELF_READING: Record<string, ReadingStatus> = {
  'to-read': 'want-to-read',
  'want to read': 'want-to-read',
  'currently-reading': 'reading',
  'currently reading': 'reading',
  read: 'read',
};

/**
 * Shelves become tags; the 'read' shelf becomes the reading status 'read' instead, and 'to-read' and
 * 'currently-reading' set the reading status too (they stay tags, as they were before there was one).
 */
function shelvesToTags(shelves: string[]): { tags: string[]; reading: ReadingStatus | null } {
  const tags: string[] = [];
  let reading: ReadingStatus | null = null;
  for (const shelf of shelves) {
    const key = shelf.toLowerCase();
    reading ??= SHELF_READING[key] ?? null;
    if (key === 'read') continue;
    const tag = SHELF_TAGS[key] ?? shelf;
    if (!tags.includes(tag)) tags.push(tag);
  }
  return { tags, reading };
}

/** A whole number within bounds, or null for an empty or unusable cell (never a refusal: extras). */
function wholeNumber(value: string | undefined, min: number, max: number): number | null {
  const text = (value ?? '').trim();
  if (!/^-?\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

/** A day (YYYY-MM-DD) of a source's date, or null. */
function parseDay(value: string | undefined): string | null {
  const d = value ? parseDate(value) : null;
  return d ? d.toISOString().slice(0, 10) : null;
}

/** Our own CSV's Status column: availability, or an older file's 'Reading' / 'Completed'. */
function shelfwiseStatus(value: string): { status: BookStatus; reading?: ReadingStatus } {
  if (value === 'Reading') return { status: 'Available', reading: 'reading' };
  if (value === 'Completed') return { status: 'Available', reading: 'read' };
  // A book on loan in the file is not on loan here: there is no loan to go with it.
  if ((bookStatuses as readonly string[]).includes(value) && value !== 'Loaned')
    return { status: value as BookStatus };
  return { status: 'Available' };
}

function withOtherAuthors(notes: string, others: string[]): string {
  if (others.length === 0) return notes;
  const line = `Other authors: ${others.join(', ')}`;
  return notes ? `${line}\n${notes}` : line;
}

interface Draft {
  title: string;
  authors: string[];
  isbns: string[];
  rating: number | { reason: string };
  shelves: string[];
  category?: string;
  description?: string;
  notes?: string;
  addedAt?: string;
  /** A status the source names outright (our own CSV); else Available. */
  status?: BookStatus;
  /** A reading status the source names outright; else the one its shelves say. */
  readingStatus?: ReadingStatus | null;
  startedOn?: string;
  finishedOn?: string;
  readCount?: string;
  pages?: string;
  publisher?: string;
  publishedYear?: string;
  /** Tags as they are (our own CSV): no shelf names to translate. */
  tags?: string[];
}

/**
 * The API's own rules for the text of a book (the contract's schema: title 500, author 300,
 * description and notes 10,000, category 100, at most 10 tags of 50 characters). A row with a
 * longer value is refused with the schema's sentence, never shortened: a cut title or author is
 * another book, cut notes lose the reader's words without a trace, and dropped shelves lose tags.
 * The refusal names the line, and importing the corrected file again adds just those rows (the
 * others are skipped as already there).
 */
const bookTextSchema = newBookSchema.pick({
  title: true,
  author: true,
  description: true,
  category: true,
  notes: true,
  tags: true,
});

function finish(d: Draft): RowOutcome {
  const title = d.title.trim();
  const [author, ...others] = d.authors.map((a) => a.trim()).filter(Boolean);
  if (!title) return { reason: 'the title is empty' };
  if (!author) return { reason: 'the author is empty' };
  if (typeof d.rating !== 'number') return d.rating;
  const isbn = pickIsbn(d.isbns);
  if ('reason' in isbn) return isbn;
  const { tags, reading } = d.tags ? { tags: [...new Set(d.tags)], reading: null } : shelvesToTags(d.shelves);
  const readingStatus = d.readingStatus ?? reading;
  const finishedOn = parseDay(d.finishedOn);
  const readCount =
    wholeNumber(d.readCount, 0, MAX_READ_COUNT) ?? (readingStatus === 'read' || finishedOn ? 1 : 0);
  const text = bookTextSchema.safeParse({
    title,
    author,
    description: d.description ?? '',
    category: d.category ?? '',
    notes: withOtherAuthors((d.notes ?? '').trim(), others),
    tags,
  });
  if (!text.success) return { reason: text.error.issues[0]?.message ?? 'a field is too long' };
  const book = text.data;
  return {
    book: {
      title: book.title,
      author: book.author,
      isbn: isbn.isbn,
      rating: d.rating,
      tags: book.tags ?? [],
      status: d.status ?? 'Available',
      category: book.category ?? '',
      description: book.description ?? '',
      notes: book.notes ?? '',
      addedAt: d.addedAt ? parseDate(d.addedAt) : null,
      readingStatus: readingStatus ?? (finishedOn ? 'read' : null),
      startedOn: parseDay(d.startedOn),
      finishedOn,
      readCount,
      pages: wholeNumber(d.pages, 1, MAX_PAGES),
      publisher: (d.publisher ?? '').trim().slice(0, MAX_PUBLISHER_LENGTH),
      publishedYear: wholeNumber(d.publishedYear, -3000, 3000),
    },
  };
}

type Cells = (name: string) => string;

function cellsOf(header: string[], cells: string[]): Cells {
  return (name) => {
    const index = header.indexOf(name);
    return index < 0 ? '' : unneutralise(cells[index] ?? '');
  };
}

/** One data row of a recognised format as a book, or why it cannot be one. */
export function mapRow(
  format: CsvFormat,
  header: string[],
  cells: string[],
  mapping?: ColumnMapping | null,
): RowOutcome {
  const c = cellsOf(header, cells);
  switch (format) {
    case 'goodreads': {
      const exclusive = c('Exclusive Shelf').trim();
      const shelves = splitList(c('Bookshelves'), /,/);
      if (exclusive && !shelves.includes(exclusive)) shelves.unshift(exclusive);
      return finish({
        title: c('Title'),
        authors: [c('Author'), ...splitList(c('Additional Authors'), /,/)],
        isbns: [c('ISBN13'), c('ISBN')],
        rating: parseRating(c('My Rating')),
        shelves,
        description: c('My Review'),
        notes: c('Private Notes'),
        addedAt: c('Date Added'),
        finishedOn: c('Date Read'),
        readCount: c('Read Count'),
        pages: c('Number of Pages'),
        publisher: c('Publisher'),
        publishedYear: c('Original Publication Year') || c('Year Published'),
      });
    }
    case 'librarything': {
      const collections = splitList(c('Collections'), /,/).filter(
        (name) =>
          !/^(your library|wishlist|to read|currently reading|read but unowned|favorites)$/i.test(name),
      );
      return finish({
        title: c('Title'),
        authors: [c('Primary Author'), ...splitList(c('Secondary Author'), /\|/)].map(firstLast),
        isbns: [...splitList(c('ISBNs'), /[,\s]+/), c('ISBN')],
        rating: parseRating(c('Rating')),
        shelves: splitList(c('Tags'), /,/),
        category: collections[0] ?? '',
        description: c('Review') || c('Summary'),
        notes: [c('Comment'), c('Private Comment')].filter(Boolean).join('\n'),
        addedAt: c('Entry Date') || c('Acquired'),
      });
    }
    case 'storygraph': {
      const status = c('Read Status').trim();
      return finish({
        title: c('Title'),
        authors: splitList(c('Authors'), /,/),
        isbns: [c('ISBN/UID')],
        rating: parseRating(c('Star Rating')),
        shelves: [...(status ? [status] : []), ...splitList(c('Tags'), /,/)],
        description: c('Review'),
        addedAt: c('Date Added'),
      });
    }
    case 'shelfwise-csv': {
      const { status, reading } = shelfwiseStatus(c('Status').trim());
      const readingCell = c('Reading Status').trim();
      return finish({
        title: c('Title'),
        authors: [c('Author')],
        isbns: [c('ISBN')],
        rating: parseRating(c('Rating')),
        shelves: [],
        tags: splitList(c('Tags'), /;/),
        status,
        readingStatus: (readingStatuses as readonly string[]).includes(readingCell)
          ? (readingCell as ReadingStatus)
          : (reading ?? null),
        category: c('Category'),
        description: c('Description'),
        notes: c('Notes'),
        addedAt: c('Added'),
        startedOn: c('Started'),
        finishedOn: c('Finished'),
        readCount: c('Read Count'),
        pages: c('Pages'),
        publisher: c('Publisher'),
        publishedYear: c('Year'),
      });
    }
    case 'generic-csv': {
      if (!mappingIsComplete(mapping)) return { reason: 'map the title and author columns first' };
      const at = (field: MappableField) => {
        const index = mapping[field];
        return index === undefined ? '' : (cells[index] ?? '');
      };
      return finish({
        title: at('title'),
        authors: splitList(at('author'), /;|\s&\s/),
        isbns: splitList(at('isbn'), /[,;\s]+/),
        rating: parseRating(at('rating')),
        shelves: splitList(at('tags'), /[,;]/),
        category: at('category'),
        description: at('description'),
        notes: at('notes'),
        addedAt: at('dateAdded'),
      });
    }
  }
}
