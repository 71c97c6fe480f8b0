import { type Book, bookStatuses } from '@shelfwise/contract';
import { describe, expect, it } from 'vitest';
import {
  devanagariLogicalOrder,
  pdfPageCount,
  pdfText,
  pdfTextRuns,
  readPdf,
} from '../../../test/pdf-text.ts';
import { type BookPdfSummary, renderBookPdf } from './book-pdf.ts';

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
    readingStatus: null,
    startedOn: null,
    finishedOn: null,
    readCount: 0,
    pages: null,
    publisher: '',
    publishedYear: null,
    createdAt: '2025-01-15T10:00:00.000Z',
    updatedAt: '2025-01-15T10:00:00.000Z',
    ...overrides,
  };
}

async function* inBatches(books: Book[], size: number): AsyncGenerator<Book[]> {
  for (let i = 0; i < books.length; i += size) yield books.slice(i, i + size);
}

/** What the route computes in SQL, counted here from the list itself. */
function summaryOf(books: Book[]): BookPdfSummary {
  const byStatus = Object.fromEntries(bookStatuses.map((s) => [s, 0])) as BookPdfSummary['byStatus'];
  for (const b of books) byStatus[b.status]++;
  return { total: books.length, byStatus, onLoan: byStatus.Loaned };
}

async function render(
  books: Book[],
  compress = true,
  owner = 'Ada Reader',
  language?: string,
): Promise<Buffer> {
  const doc = renderBookPdf({
    owner,
    language,
    date: new Date('2025-01-15T12:00:00Z'),
    summary: summaryOf(books),
    books: inBatches(books, 7),
    compress,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const HEADER = ['Title', 'Author', 'Category', 'Status', 'Rating', 'Tags'];

describe('renderBookPdf', () => {
  it('writes a title page with the owner and date, then the books', async () => {
    const pdf = await render(
      [book(1, { title: 'Dune', author: 'Frank Herbert', rating: 5, tags: ['Favorites', 'Physical'] })],
      false,
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
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
    const pages = await pdfPageCount(pdf);
    expect(pages).toBeGreaterThan(3);
    const runs = await pdfTextRuns(pdf);
    // Title page has no table; every later page starts with the header row.
    expect(runs.filter((r) => r === 'Title')).toHaveLength(pages - 1);
    expect(runs).toContain(`Page ${pages} of ${pages}`);
    for (const n of [1, 60, 120]) expect(runs).toContain(`Book Number ${n}`);
    expect(runs).toContain('120 books');
  });

  it('writes its headings, statuses, dates and page numbers in the owner’s language', async () => {
    const dune = book(1, { title: 'Dune', status: 'Loaned' });
    const text = await pdfText(await render([dune], false, 'Greta', 'de'));
    for (const words of [
      'Büchersammlung',
      'Exportiert am 15. Januar 2025',
      'Übersicht',
      'Gerade verliehen',
      'Titel',
      'Schlagwörter',
      'Verliehen',
      'Seite 1 von',
      '1 Buch',
    ]) {
      expect(text, words).toContain(words);
    }
    expect(text).not.toContain('Book Collection');
  });

  it('says so when there are no books', async () => {
    expect(await pdfText(await render([], false))).toContain('No books found in your collection');
  });

  it('puts "Page N of M" in every footer, the total known only at the end', async () => {
    const pages = await readPdf(await render(Array.from({ length: 90 }, (_, i) => book(i + 1))));
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, i) => {
      expect(page.items.map((item) => item.str)).toContain(`Page ${i + 1} of ${pages.length}`);
    });
  });

  it('prints the column headers whole, each word on one line', async () => {
    const pages = await readPdf(await render(Array.from({ length: 60 }, (_, i) => book(i + 1))));
    for (const page of pages.slice(1)) {
      // The header row is the first thing drawn on a table page, after the footer.
      const first = page.items.findIndex((item) => item.str === 'Title');
      expect(page.items.slice(first, first + HEADER.length).map((item) => item.str)).toEqual(HEADER);
      const baselines = new Set(page.items.slice(first, first + HEADER.length).map((item) => item.y));
      expect(baselines.size).toBe(1);
    }
  });

  it('opens with a summary: the number of books, each status and the books on loan now', async () => {
    const statuses = ['Available', 'Loaned', 'Loaned', 'Reserved', 'Lost', 'Lost', 'Lost'] as const;
    const books = statuses.map((status, i) => book(i + 1, { status }));
    const [cover] = await readPdf(await render(books));
    const cover_ = (cover?.items ?? []).map((item) => item.str);
    const after = (label: string) => cover_[cover_.indexOf(label) + 1];
    expect(after('Books')).toBe('7');
    expect(after('On loan now')).toBe('2');
    expect(after('Available')).toBe('1');
    expect(after('Loaned')).toBe('2');
    expect(after('Reserved')).toBe('1');
    expect(after('Lost')).toBe('3');
    expect(cover_).not.toContain('Title');
  });

  it('cuts a long title after three lines with an ellipsis and keeps every word whole', async () => {
    const title = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const pages = await readPdf(await render([book(1, { title })]));
    const lines = (pages[1]?.items ?? []).map((item) => item.str).filter((s) => s.startsWith('word'));
    expect(lines).toHaveLength(3);
    expect(lines[2]?.endsWith('…')).toBe(true);
    // Whole words up to the last one, which the ellipsis may cut.
    const words = lines.join(' ').replace('…', '').split(' ');
    for (const [i, word] of words.entries()) {
      if (i < words.length - 1) expect(word).toBe(`word${i}`);
      else expect(`word${i}`.startsWith(word)).toBe(true);
    }
  });
});

/** One title per script the embedded fonts cover. */
const TITLES = {
  yoruba: 'Ọ̀rọ̀ àti Ìṣe',
  hausa: 'Ƙasar Hausa',
  vietnamese: 'Tiếng Việt',
  cyrillic: 'Война и мир',
  greek: 'Ὀδύσσεια',
  arabic: 'لا تحزن',
  arabicWords: 'ألف ليلة وليلة',
  hebrew: 'מיכאל שלי',
  devanagari: 'हिन्दी साहित्य का इतिहास',
  chinese: '三体',
  japanese: 'ノルウェイの森',
  korean: '채식주의자',
};

describe('renderBookPdf in every script', () => {
  /** The books, one per title, and the table page as pdf.js reads it. */
  async function tablePage(titles: string[]) {
    const pdf = await render(titles.map((title, i) => book(i + 1, { title, author: 'Someone' })));
    const pages = await readPdf(pdf, { glyphs: true });
    return { pdf, page: pages[1] as NonNullable<(typeof pages)[1]> };
  }

  it('draws each title so that a reader extracts it as it was typed', async () => {
    const { page } = await tablePage(Object.values(TITLES));
    // Compared: each title (NFC) with a text item pdf.js extracts (NFC). pdf.js returns Arabic and
    // Hebrew in logical order already (it reverses right-to-left items itself); Devanagari comes in
    // glyph order and is put back in logical order by moving each ि behind its consonant cluster.
    const extracted = page.items.map((item) => devanagariLogicalOrder(item.str.normalize('NFC')));
    for (const title of Object.values(TITLES)) expect(extracted).toContain(title.normalize('NFC'));
    expect(extracted.join('')).not.toContain('\uFFFD');
  });

  it('shapes Arabic (joining forms, lam-alef) and Devanagari (conjuncts, pre-base matra)', async () => {
    const { page } = await tablePage(['ب ببب', 'क्षत्रिय', 'لا']);
    const runs = page.glyphRuns.map((run) => run.filter((g) => g.unicode.trim() !== ''));
    // Beh alone, then initial, medial and final: four different glyphs for one letter.
    const beh = runs.flat().filter((g) => g.unicode === 'ب');
    expect(beh).toHaveLength(4);
    expect(new Set(beh.map((g) => g.id)).size).toBe(4);
    // One glyph for lam and alef; its text is stored reversed, as extractors reverse RTL text.
    expect(runs.some((run) => run.length === 1 && [...(run[0]?.unicode ?? '')].length === 2)).toBe(true);
    // क्ष is one glyph for three characters, and ि is drawn before त्र, the cluster it follows.
    const kshatriya = runs.find((run) => run.some((g) => g.unicode === 'क्ष'));
    expect(kshatriya?.map((g) => g.unicode)).toEqual(['क्ष', 'ि', 'त्र', 'य']);
  });

  it('aligns right-to-left titles to the right of their cell, others to the left', async () => {
    const { page } = await tablePage([TITLES.arabicWords, TITLES.hebrew, 'Dune']);
    const cellLeft = 48 + 4;
    const cellRight = 48 + 148 - 4;
    for (const title of [TITLES.arabicWords, TITLES.hebrew]) {
      const item = page.items.find((i) => i.str === title);
      expect(item?.x).toBeGreaterThan(cellLeft + 20);
      expect((item?.x ?? 0) + (item?.width ?? 0)).toBeCloseTo(cellRight, 0);
    }
    expect(page.items.find((i) => i.str === 'Dune')?.x).toBeCloseTo(cellLeft, 0);
  });

  it('draws a character no font has as U+FFFD, never as another glyph', async () => {
    const { page } = await tablePage(['ሰላም Amharic']);
    expect(page.items.map((item) => item.str)).toContain('\uFFFD\uFFFD\uFFFD Amharic');
    const run = page.glyphRuns.find((r) => r.some((g) => g.unicode === '\uFFFD'));
    expect(run?.map((g) => g.unicode).join('')).toBe('\uFFFD\uFFFD\uFFFD Amharic');
  });

  it('embeds only the glyphs it draws: 300 books in twelve scripts stay far below one CJK font', async () => {
    const titles = Object.values(TITLES);
    const books = Array.from({ length: 300 }, (_, i) =>
      book(i + 1, { title: `${titles[i % titles.length]} ${i}` }),
    );
    const pdf = await render(books);
    // The Han font alone is 8 MB.
    expect(pdf.length).toBeLessThan(400_000);
  });
});
