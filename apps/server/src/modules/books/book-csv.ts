import type { Book } from '@shelfwise/contract';

/** CSV of spec §7 export: RFC 4180 (CRLF rows, quoted fields), safe to open in a spreadsheet. */

export const CSV_BOM = '\uFEFF';

export const CSV_COLUMNS = [
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

/**
 * A spreadsheet runs a cell that starts with = + - @ (and tab or CR, which some strip before
 * looking) as a formula: `=HYPERLINK(...)` in a title would be a live link or worse. A leading
 * apostrophe makes it plain text in Excel, LibreOffice and Google Sheets (OWASP "CSV injection").
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One RFC 4180 field: quoted when it holds a comma, a quote, CR or LF; quotes doubled. */
export function csvField(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : neutraliseFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: ReadonlyArray<string | number>): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

export function bookCsvRow(book: Book): string {
  return csvRow([
    book.title,
    book.author,
    book.isbn,
    book.category,
    book.status,
    book.rating,
    // '; ' so a tag list reads naturally and never collides with the comma separator.
    book.tags.join('; '),
    book.description,
    book.notes,
    book.createdAt.slice(0, 10),
  ]);
}

/** The whole file as a stream of chunks: BOM and header first, then one row per book. */
export async function* bookCsvChunks(books: AsyncIterable<Book[]>): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(CSV_COLUMNS);
  for await (const batch of books) {
    let chunk = '';
    for (const book of batch) chunk += bookCsvRow(book);
    if (chunk) yield chunk;
  }
}
