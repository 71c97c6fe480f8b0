import { BOOK_CSV_COLUMNS, type Book } from '@shelfwise/contract';
import { CSV_BOM, csvRow } from '../../platform/csv.ts';

/** CSV of spec §7 export; the format and its safety rules live in platform/csv.ts. */

export { CSV_BOM, csvField, csvRow, neutraliseFormula } from '../../platform/csv.ts';

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
    book.readingStatus ?? '',
    book.startedOn ?? '',
    book.finishedOn ?? '',
    book.readCount,
    book.pages ?? '',
    book.publisher,
    book.publishedYear ?? '',
  ]);
}

/** The whole file as a stream of chunks: BOM and header first, then one row per book. */
export async function* bookCsvChunks(books: AsyncIterable<Book[]>): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(BOOK_CSV_COLUMNS);
  for await (const batch of books) {
    let chunk = '';
    for (const book of batch) chunk += bookCsvRow(book);
    if (chunk) yield chunk;
  }
}
