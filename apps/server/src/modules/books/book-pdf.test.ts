import type { Book } from '@shelfwise/contract';
import { describe, expect, it } from 'vitest';
import { pdfPageCount, pdfText, pdfTextRuns } from '../../../test/pdf-text.ts';
import { renderBookPdf } from './book-pdf.ts';

function book(n: number, overrides: Partial<Book> = {}): Book {
  return {
    _id: `id-${n}`,
    title: `Book Number ${n}`,
    author: `Author ${n}`,
    isbn: '',
    description: '',
    category: 'Fiction',
    status: 'Available',
    rating: n % 6,
    tags: n % 2 ? ['Kindle'] : [],
    thumbnail: '',
    notes: '',
    createdAt: '2025-01-15T10:00:00.000Z',
    updatedAt: '2025-01-15T10:00:00.000Z',
    ...overrides,
  };
}

async function* inBatches(books: Book[], size: number): AsyncGenerator<Book[]> {
  for (let i = 0; i < books.length; i += size) yield books.slice(i, i + size);
}

async function render(books: Book[], compress: boolean): Promise<Buffer> {
  const doc = renderBookPdf({
    owner: 'Ada Reader',
    date: new Date('2025-01-15T12:00:00Z'),
    books: inBatches(books, 7),
    compress,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('renderBookPdf', () => {
  it('writes a title page with the owner and date, then the books', async () => {
    const pdf = await render(
      [book(1, { title: 'Dune', author: 'Frank Herbert', rating: 5, tags: ['Favorites', 'Physical'] })],
      false,
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Ada Reader');
    expect(text).toContain('Exported on January 15, 2025');
    expect(text).toContain('Dune');
    expect(text).toContain('Frank Herbert');
    expect(text).toContain('5/5');
    expect(text).toContain('Favorites,');
    expect(text).toContain('Physical');
    expect(text).toContain('1 book');
  });

  it('repeats the header row and numbers every page of a long table', async () => {
    const books = Array.from({ length: 120 }, (_, i) => book(i + 1));
    const pdf = await render(books, true);
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThan(3);
    const runs = pdfTextRuns(pdf);
    // Title page has no table; every later page starts with the header row.
    expect(runs.filter((r) => r === 'Title')).toHaveLength(pages - 1);
    expect(runs).toContain(`Page ${pages}`);
    for (const n of [1, 60, 120]) expect(runs).toContain(`Book Number ${n}`);
    expect(runs).toContain('120 books');
  });

  it('says so when there are no books', async () => {
    expect(pdfText(await render([], false))).toContain('No books found in your collection');
  });
});
