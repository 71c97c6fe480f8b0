import { gzipSync } from 'node:zlib';
import { BOOK_CSV_COLUMNS } from '@shelfwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, importFixture, uploadImport } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

// Every imported value obeys the API's limits, and a file that is no text gets a 400 (issue 25).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof createUser>>;

async function confirmAndRun(user: User, id: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/imports/${id}/confirm`,
    headers: user.headers,
  });
  expect(res.statusCode, res.body).toBe(202);
  await t.services.jobs.runNow([]);
  return (await t.app.inject({ method: 'GET', url: `/api/imports/${id}`, headers: user.headers })).json()
    .data;
}

const importsOf = async (userId: string) =>
  (await t.pool.query('select id from imports where user_id = $1', [userId])).rowCount;

/** A Shelfwise CSV (Title, Author, ISBN, Category, Status, Rating, Tags, Description, Notes, Added). */
function shelfwiseCsv(rows: Partial<Record<(typeof BOOK_CSV_COLUMNS)[number], string>>[]): Buffer {
  const quote = (v: string) => `"${v.replaceAll('"', '""')}"`;
  const lines = rows.map((row) => BOOK_CSV_COLUMNS.map((c) => quote(row[c] ?? '')).join(','));
  return Buffer.from([BOOK_CSV_COLUMNS.join(','), ...lines].join('\n'));
}

const x = (n: number) => 'x'.repeat(n);
const tags = (n: number, length = 5) =>
  Array.from({ length: n }, (_, i) => `${String(i).padStart(length, 't')}`).join(';');

describe('values past the API’s limits', () => {
  it('refuses each such row with its line and the contract’s sentence, and imports the rest as they are', async () => {
    const user = await createUser(t, { plan: 'basic' });
    const base = { Author: 'Someone' };
    const file = shelfwiseCsv([
      { ...base, Title: 'Fine' },
      { ...base, Title: x(501) },
      { Title: 'Long author', Author: x(301) },
      { ...base, Title: 'Long category', Category: x(101) },
      { ...base, Title: 'Long description', Description: x(10_001) },
      { ...base, Title: 'Long notes', Notes: x(10_001) },
      { ...base, Title: 'Eleven tags', Tags: tags(11) },
      { ...base, Title: 'Long tag', Tags: `short;${x(51)}` },
      // A 2.5 M-character title (today: a 500 at confirm that failed the whole import).
      { ...base, Title: x(2_500_000) },
      {
        Title: x(500),
        Author: x(300),
        Category: x(100),
        Description: x(10_000),
        Notes: x(10_000),
        Tags: tags(10, 50),
      },
    ]);
    const res = await uploadImport(t, user, file);
    expect(res.statusCode, res.body).toBe(201);
    const preview = res.json().data;
    expect(preview.counts).toEqual({ add: 2, skip: 0, refuse: 8 });
    expect(preview.refused).toEqual([
      { line: 3, reason: 'Title must be at most 500 characters' },
      { line: 4, reason: 'Author must be at most 300 characters' },
      { line: 5, reason: 'Category must be at most 100 characters' },
      { line: 6, reason: 'Description must be at most 10000 characters' },
      { line: 7, reason: 'Notes must be at most 10000 characters' },
      { line: 8, reason: 'Maximum 10 tags allowed' },
      { line: 9, reason: 'A tag must be at most 50 characters' },
      { line: 10, reason: 'the row is longer than 1 MB' },
    ]);

    const done = await confirmAndRun(user, preview.id);
    expect(done).toMatchObject({ status: 'completed', counts: { add: 2, skip: 0, refuse: 8 } });
    const books = await t.services.books.listAll(user.user.id);
    expect(books.map((b) => b.title.length).sort((a, b) => a - b)).toEqual([4, 500]);
    const full = books.find((b) => b.title.length === 500);
    expect(full).toMatchObject({
      author: x(300),
      category: x(100),
      description: x(10_000),
      notes: x(10_000),
    });
    expect(full?.tags).toHaveLength(10);
  });

  it('refuses a Goodreads row with a 6 MB review or 500 shelves instead of storing it', async () => {
    const user = await createUser(t, { plan: 'basic' });
    const header =
      'Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies';
    const row = (id: number, title: string, shelves: string, review: string) =>
      `${id},${title},Someone,,,="",="",0,0,,,,,,,2024/01/01,"${shelves}",,to-read,"${review}",,,0,0`;
    const shelves = Array.from({ length: 500 }, (_, i) => `shelf-${i}`).join(', ');
    const file = Buffer.from(
      [
        header,
        row(1, 'Kept', 'to-read', 'Short.'),
        row(2, 'Long review', 'to-read', x(6 * 1024 * 1024)),
        row(3, 'Many shelves', shelves, ''),
      ].join('\n'),
    );
    const preview = (await uploadImport(t, user, file)).json().data;
    expect(preview.refused).toEqual([
      { line: 3, reason: 'the row is longer than 1 MB' },
      { line: 4, reason: 'Maximum 10 tags allowed' },
    ]);
    await confirmAndRun(user, preview.id);
    expect((await t.services.books.listAll(user.user.id)).map((b) => b.title)).toEqual(['Kept']);
  });
});

describe('files that are no text', () => {
  it('answer 400 with what the file is, and store nothing', async () => {
    const user = await createUser(t, { plan: 'basic' });
    const csv = importFixture('goodreads_library_export.csv');
    const cases: [Buffer, string][] = [
      [
        Buffer.from('Title,Author\nA,B\nC\u0000,D\n'),
        'The file could not be read. Line 3: the file holds a NUL byte, so it is not a text file (a binary file, or text saved as UTF-16).',
      ],
      [
        gzipSync(csv),
        'This file is compressed (gzip): decompress it and upload the CSV or JSON file inside.',
      ],
      [
        importFixture('zipped_export.csv'),
        'This file is a zip archive (or a spreadsheet such as .xlsx), not a CSV file: upload the CSV file itself, or save the spreadsheet as CSV UTF-8.',
      ],
      [
        Buffer.from(`\uFEFF${csv.toString('utf8')}`, 'utf16le'),
        'This file is saved as UTF-16 text: save it as CSV UTF-8 and upload it again.',
      ],
      [
        Buffer.from(csv.toString('utf8'), 'utf16le'),
        'The file could not be read. Line 1: the file holds a NUL byte, so it is not a text file (a binary file, or text saved as UTF-16).',
      ],
    ];
    for (const [bytes, message] of cases) {
      const res = await uploadImport(t, user, bytes, 'goodreads_library_export.csv');
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ code: 'BAD_REQUEST', message });
    }
    expect(await importsOf(user.user.id)).toBe(0);
  });
});
