import type { Book } from '@shelfwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBook,
  createImport,
  createUser,
  importFixture,
  uploadImport,
} from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof createUser>>;

async function confirmAndRun(user: User, id: string, body?: { keepFileDates: boolean }) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/imports/${id}/confirm`,
    headers: user.headers,
    ...(body ? { payload: body } : {}),
  });
  expect(res.statusCode, res.body).toBe(202);
  expect(res.json().data.status).toBe('queued');
  await t.services.jobs.runNow([]);
  return (await t.app.inject({ method: 'GET', url: `/api/imports/${id}`, headers: user.headers })).json()
    .data;
}

async function booksOf(user: User): Promise<Book[]> {
  return t.services.books.listAll(user.user.id);
}
const byTitle = (books: Book[], title: string) => books.find((b) => b.title === title);

describe('Goodreads export', () => {
  it('counts imported books from today unless the reader asks for the file’s dates; a bad option is a 400', async () => {
    const user = await createUser(t, { plan: 'basic' });
    const preview = (await uploadImport(t, user, importFixture('goodreads_library_export.csv'))).json().data;
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/imports/${preview.id}/confirm`,
      headers: user.headers,
      payload: { keepFileDates: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/imports/${preview.id}`, headers: user.headers })).json()
        .data.status,
    ).toBe('previewed');
    const before = t.services.clock.now().getTime();
    expect(await confirmAndRun(user, preview.id)).toMatchObject({ status: 'completed', progress: 4 });
    const dune = byTitle(await booksOf(user), 'Dune (Dune #1)');
    // The file says 2021-03-04; the book counts from the import.
    expect(new Date(dune?.createdAt ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // What else the file says is kept all the same.
    expect(dune).toMatchObject({ readingStatus: 'read', finishedOn: '2021-05-02', readCount: 2 });
  });

  it('previews adds, skips and refusals with line numbers, writes nothing, then imports on confirm', async () => {
    const user = await createUser(t, { plan: 'basic' });
    const res = await uploadImport(t, user, importFixture('goodreads_library_export.csv'));
    expect(res.statusCode, res.body).toBe(201);
    const preview = res.json().data;
    expect(preview).toMatchObject({
      format: 'goodreads',
      status: 'previewed',
      counts: { add: 4, skip: 1, refuse: 2 },
    });
    // Line 2's review spans two lines of the file: the refused rows are on lines 8 and 9.
    expect(preview.refused).toEqual([
      { line: 8, reason: 'the title is empty' },
      { line: 9, reason: 'ISBN 9780441172710 has a wrong check digit' },
    ]);
    expect(await booksOf(user)).toEqual([]);

    // The reader asks for the file's dates (Date Added): Dune counts from 2021, not from today.
    const done = await confirmAndRun(user, preview.id, { keepFileDates: true });
    expect(done).toMatchObject({
      status: 'completed',
      progress: 4,
      total: 4,
      counts: { add: 4, skip: 1, refuse: 2 },
    });
    const books = await booksOf(user);
    expect(books).toHaveLength(4);
    expect(byTitle(books, 'Dune (Dune #1)')).toMatchObject({
      author: 'Frank Herbert',
      isbn: '9780441172719',
      rating: 5,
      status: 'Available',
      tags: ['sci-fi', 'favorites'],
      description: 'Sand, spice and politics.\nRead it twice.',
      notes: 'lent to Sam',
      createdAt: '2021-03-04T12:00:00.000Z',
      // Date Read, Read Count, pages, publisher and the original year, kept.
      readingStatus: 'read',
      finishedOn: '2021-05-02',
      readCount: 2,
      pages: 688,
      publisher: 'Ace Books',
      publishedYear: 1965,
    });
    expect(byTitle(books, 'The Hobbit')).toMatchObject({
      isbn: '9780547928227',
      rating: 0,
      status: 'Available',
      readingStatus: 'want-to-read',
      finishedOn: null,
      readCount: 0,
      tags: ['To Read'],
    });
    // Windows-1252 in the title, UTF-8 in the author of the same row; the other author is kept.
    expect(byTitle(books, 'Cien años de soledad')).toMatchObject({
      author: 'Gabriel García Márquez',
      isbn: '',
      rating: 4,
      tags: ['Currently Reading'],
      readingStatus: 'reading',
      notes: 'Other authors: Gregory Rabassa',
    });
    // A formula-looking title is stored as the text it is.
    expect(byTitle(books, '=HYPERLINK("http://example.test","click")')).toBeDefined();

    const log = await t.app.inject({ method: 'GET', url: '/api/activity/my-logs', headers: user.headers });
    const entry = log.json().data.find((e: { action: string }) => e.action === 'BATCH_ADD_BOOKS');
    expect(entry.details).toMatchObject({ added: 4, duplicates: 1 });
  });

  it('skips books already in the library by ISBN (also an ISBN-10 added by hand) and by title and author', async () => {
    const user = await createUser(t, { plan: 'basic' });
    await createBook(t, user, { title: 'Anything', author: 'Else', isbn: '054792822X' });
    await createBook(t, user, { title: 'CIEN AÑOS DE SOLEDAD', author: 'gabriel garcía márquez' });
    const preview = await createImport(t, user, importFixture('goodreads_library_export.csv'));
    expect(preview.counts).toEqual({ add: 2, skip: 3, refuse: 2 });
    await confirmAndRun(user, preview.id);
    expect(await booksOf(user)).toHaveLength(4);
  });
});

describe('LibraryThing export (TSV with a byte-order mark)', () => {
  it('maps authors, ISBNs, tags and the first collection as category', async () => {
    const user = await createUser(t, { plan: 'basic' });
    const res = await uploadImport(t, user, importFixture('librarything_export.tsv'));
    const preview = res.json().data;
    expect(preview).toMatchObject({ format: 'librarything', counts: { add: 2, skip: 0, refuse: 1 } });
    expect(preview.refused).toEqual([{ line: 4, reason: 'the author is empty' }]);
    await confirmAndRun(user, preview.id);
    const books = await booksOf(user);
    expect(byTitle(books, 'Dune')).toMatchObject({
      author: 'Frank Herbert',
      isbn: '9780441172719',
      rating: 5,
      category: 'Science Fiction',
      tags: ['science fiction', 'classics'],
      description: 'A classic.',
      notes: 'Shelf 2',
    });
    expect(byTitle(books, 'Good Omens')).toMatchObject({
      author: 'Terry Pratchett',
      notes: 'Other authors: Neil Gaiman',
    });
  });
});

describe('StoryGraph export', () => {
  it('maps read status, half-star ratings, an ASIN as no ISBN, and refuses a rating past 5', async () => {
    const user = await createUser(t, { plan: 'basic' });
    const preview = (await uploadImport(t, user, importFixture('storygraph_export.csv'))).json().data;
    expect(preview).toMatchObject({ format: 'storygraph', counts: { add: 3, skip: 0, refuse: 1 } });
    expect(preview.refused).toEqual([{ line: 5, reason: 'rating "7" is not a number from 0 to 5' }]);
    await confirmAndRun(user, preview.id);
    const books = await booksOf(user);
    expect(byTitle(books, 'Good Omens')).toMatchObject({
      rating: 5,
      status: 'Available',
      readingStatus: 'read',
      tags: ['comfort reads'],
      description: 'Wonderful; "ineffable".',
    });
    expect(byTitle(books, 'Piranesi')).toMatchObject({ tags: ['To Read'], isbn: '9781635575637' });
    expect(byTitle(books, 'The Left Hand of Darkness')).toMatchObject({
      isbn: '',
      rating: 3,
      tags: ['Currently Reading'],
    });
  });
});

describe('a generic CSV', () => {
  it('asks for the title and author columns, previews with the mapping, then imports', async () => {
    const user = await createUser(t, { plan: 'basic' });
    const preview = (await uploadImport(t, user, importFixture('generic_semicolon.csv'))).json().data;
    expect(preview).toMatchObject({
      format: 'generic-csv',
      headers: ['Naam', 'Schrijver', 'Code', 'Opmerking'],
      counts: { add: 0, skip: 0, refuse: 0 },
    });
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/imports/${preview.id}/confirm`,
      headers: user.headers,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Choose the columns that hold the title and the author first.');

    const noAuthor = await t.app.inject({
      method: 'POST',
      url: `/api/imports/${preview.id}/mapping`,
      headers: user.headers,
      payload: { mapping: { title: 0 } },
    });
    expect(noAuthor.statusCode).toBe(400);
    const mapped = await t.app.inject({
      method: 'POST',
      url: `/api/imports/${preview.id}/mapping`,
      headers: user.headers,
      payload: { mapping: { title: 0, author: 1, isbn: 2, notes: 3 } },
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json().data.counts).toEqual({ add: 3, skip: 0, refuse: 0 });
    await confirmAndRun(user, preview.id);
    expect(byTitle(await booksOf(user), 'Het Achterhuis')).toMatchObject({
      author: 'Anne Frank',
      isbn: '9789044634310',
      notes: 'Gelezen in 2019;\nmooi',
    });
  });
});

describe('a generic CSV whose column names say what they hold', () => {
  it('is previewed at once with the guessed columns, a tab-separated list of shelves included', async () => {
    const user = await createUser(t, { plan: 'basic' });
    const file = Buffer.from('Book Title\tAuthors\tISBN\tShelves\nSolaris\tStanisław Lem\t\tto-read, sf\n');
    const preview = (await uploadImport(t, user, file)).json().data;
    expect(preview).toMatchObject({
      format: 'generic-csv',
      mapping: { title: 0, author: 1, isbn: 2, tags: 3 },
      counts: { add: 1, skip: 0, refuse: 0 },
    });
    await confirmAndRun(user, preview.id);
    expect(byTitle(await booksOf(user), 'Solaris')).toMatchObject({
      author: 'Stanisław Lem',
      tags: ['To Read', 'sf'],
    });
  });
});

describe('Shelfwise’s own CSV export', () => {
  it('comes back as it went out, formula-looking cells included', async () => {
    const from = await createUser(t, { plan: 'basic' });
    await createBook(t, from, {
      title: '=SUM(1,2)',
      author: '@someone',
      isbn: '9780441172719',
      category: 'Fiction',
      tags: ['a', 'b'],
      rating: 3,
      status: 'Completed',
      finishedOn: '2024-12-31',
      readCount: 3,
      description: 'line one\nline two',
      notes: 'n',
    });
    await createBook(t, from, {
      title: 'Being read',
      author: 'Someone',
      readingStatus: 'reading',
      startedOn: '2025-02-01',
      pages: 320,
      publisher: 'Gollancz',
      publishedYear: 1969,
      tags: ['read'],
    });
    const csv = await t.app.inject({ method: 'GET', url: '/api/book/export/csv', headers: from.headers });
    expect(csv.statusCode).toBe(200);
    const to = await createUser(t, { plan: 'basic' });
    const preview = (await uploadImport(t, to, csv.rawPayload)).json().data;
    expect(preview).toMatchObject({ format: 'shelfwise-csv', counts: { add: 2, skip: 0, refuse: 0 } });
    await confirmAndRun(to, preview.id);
    const books = await booksOf(to);
    // Its status and tags as they were, a tag called "read" included.
    expect(byTitle(books, 'Being read')).toMatchObject({
      status: 'Available',
      readingStatus: 'reading',
      startedOn: '2025-02-01',
      pages: 320,
      publisher: 'Gollancz',
      publishedYear: 1969,
      tags: ['read'],
    });
    const book = byTitle(books, '=SUM(1,2)');
    expect(book).toMatchObject({
      title: '=SUM(1,2)',
      author: '@someone',
      isbn: '9780441172719',
      category: 'Fiction',
      tags: ['a', 'b'],
      rating: 3,
      status: 'Available',
      readingStatus: 'read',
      finishedOn: '2024-12-31',
      readCount: 3,
      description: 'line one\nline two',
      notes: 'n',
    });
  });
});

describe('tags from an import', () => {
  it('merge with the library’s own whatever their case, keeping the library’s spelling', async () => {
    const user = await createUser(t, { plan: 'basic' });
    await createBook(t, user, { title: 'Already here', author: 'Someone', tags: ['Favorites', 'SF'] });
    const file = Buffer.from(
      'Title,Author,Tags\nSolaris,Stanisław Lem,favorites;sf;New Shelf\nUbik,Philip K. Dick,new shelf;FAVORITES\n',
    );
    const preview = (await uploadImport(t, user, file)).json().data;
    expect(preview.counts).toMatchObject({ add: 2, refuse: 0 });
    await confirmAndRun(user, preview.id);
    const books = await booksOf(user);
    expect(byTitle(books, 'Solaris')?.tags).toEqual(['Favorites', 'SF', 'New Shelf']);
    expect(byTitle(books, 'Ubik')?.tags).toEqual(['New Shelf', 'Favorites']);
    const filters = await t.app.inject({ method: 'GET', url: '/api/books/filters', headers: user.headers });
    expect(filters.json().tags).toEqual([
      { name: 'Favorites', count: 3 },
      { name: 'New Shelf', count: 2 },
      { name: 'SF', count: 2 },
    ]);
  });
});
