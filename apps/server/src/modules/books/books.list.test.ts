import type { Book, BookFilterOptions } from '@shelfwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { addBook, type Headers, listBooks, stringify, userWith } from './books.test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/books: filters and pagination', () => {
  let headers: Headers;
  let other: Headers;

  beforeAll(async () => {
    ({ headers } = await userWith(t, 'premium'));
    ({ headers: other } = await userWith(t, 'premium'));
    // Oldest first, so "newest first" puts the last one on top.
    const seed = [
      {
        title: 'Dune',
        author: 'Frank Herbert',
        isbn: '9780441172719',
        category: 'Science Fiction',
        tags: ['Favorites', 'Physical'],
      },
      { title: 'Dune Messiah', author: 'Frank Herbert', category: 'Science Fiction', tags: ['Physical'] },
      { title: 'Children of Dune', author: 'Frank Herbert', category: 'Science Fiction', tags: ['Kindle'] },
      {
        title: 'Atomic Habits',
        author: 'James Clear',
        isbn: '9780735211292',
        category: 'Self-Help',
        tags: ['Favorites', 'Kindle'],
      },
      {
        title: 'The Alchemist',
        author: 'Paulo Coelho',
        category: 'Fiction',
        tags: ['Favorites', 'Physical', 'To Read'],
      },
      { title: '100% Wolf', author: 'Jayne Lyons', category: 'Fiction', tags: [] },
    ];
    for (const book of seed) await addBook(t, headers, book);
    for (let i = 1; i <= 9; i++)
      await addBook(t, headers, { title: `Notebook ${i}`, author: 'Various', category: 'Reference' });
    await addBook(t, other, {
      title: 'Dune',
      author: 'Frank Herbert',
      category: 'Other Shelf',
      tags: ['Favorites'],
    });
  });

  it('pages the whole collection newest first with the total', async () => {
    const first = await listBooks(t, headers);
    expect(first.pagination).toEqual({ total: 15, page: 1, limit: 10 });
    expect(first.data).toHaveLength(10);
    expect(first.data[0]?.title).toBe('Notebook 9');
    const second = await listBooks(t, headers, { page: 2 });
    expect(second.data.map((b) => b.title)).toEqual([
      'The Alchemist',
      'Atomic Habits',
      'Children of Dune',
      'Dune Messiah',
      'Dune',
    ]);
    expect(second.pagination.total).toBe(15);
    const past = await listBooks(t, headers, { page: 9 });
    expect(past).toEqual({ data: [], pagination: { total: 15, page: 9, limit: 10 } });
  });

  it('searches title, author and ISBN case-insensitively', async () => {
    expect((await listBooks(t, headers, { search: 'dUNE' })).data.map((b) => b.title).sort()).toEqual([
      'Children of Dune',
      'Dune',
      'Dune Messiah',
    ]);
    expect((await listBooks(t, headers, { search: 'coelho' })).data.map((b) => b.title)).toEqual([
      'The Alchemist',
    ]);
    // A term in upper case matches an author in mixed case, and a renamed title is found by its new
    // name only (the stored lowercase keys follow every edit).
    expect((await listBooks(t, headers, { search: 'PAULO' })).pagination.total).toBe(1);
    const [alchemist] = (await listBooks(t, headers, { search: 'alchemist' })).data;
    const edit = (title: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/books/${alchemist?._id}`,
        headers,
        payload: {
          title,
          author: 'Paulo Coelho',
          category: 'Fiction',
          status: 'Available',
          tags: alchemist?.tags,
        },
      });
    const renamed = await edit('O Alquimista');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await listBooks(t, headers, { search: 'alchemist' })).pagination.total).toBe(0);
    expect((await listBooks(t, headers, { search: 'ALQUIM' })).data.map((b) => b.title)).toEqual([
      'O Alquimista',
    ]);
    expect((await edit('The Alchemist')).statusCode).toBe(200);
    expect((await listBooks(t, headers, { search: '0735211' })).data.map((b) => b.title)).toEqual([
      'Atomic Habits',
    ]);
    expect((await listBooks(t, headers, { search: '978-0-441' })).data.map((b) => b.title)).toEqual(['Dune']);
    // LIKE wildcards typed by a person are plain characters.
    expect((await listBooks(t, headers, { search: '100%' })).data.map((b) => b.title)).toEqual(['100% Wolf']);
    expect((await listBooks(t, headers, { search: '_' })).pagination.total).toBe(0);
  });

  it('combines category, author and tags; several tags must all be present', async () => {
    expect((await listBooks(t, headers, { category: 'Science Fiction' })).pagination.total).toBe(3);
    expect(
      (await listBooks(t, headers, { category: 'Science Fiction', author: 'James Clear' })).pagination.total,
    ).toBe(0);
    expect((await listBooks(t, headers, { author: 'Frank Herbert' })).pagination.total).toBe(3);
    expect((await listBooks(t, headers, { tags: 'Favorites' })).pagination.total).toBe(3);
    const both = await listBooks(t, headers, { tags: 'Favorites,Physical' });
    expect(both.data.map((b) => b.title)).toEqual(['The Alchemist', 'Dune']);
    expect(
      (await listBooks(t, headers, { tags: 'Favorites, Physical', category: 'Fiction' })).data.map(
        (b) => b.title,
      ),
    ).toEqual(['The Alchemist']);
    expect(
      (await listBooks(t, headers, { tags: 'Favorites', search: 'dune', author: 'Frank Herbert' })).data.map(
        (b) => b.title,
      ),
    ).toEqual(['Dune']);
    // Empty parameters (an "all" dropdown) filter nothing.
    expect(
      (await listBooks(t, headers, { category: '', author: '', tags: '', search: '' })).pagination.total,
    ).toBe(15);
  });

  it('pages a filtered list with the filtered total', async () => {
    const page = await listBooks(t, headers, { category: 'Reference', limit: 4, page: 3 });
    expect(page.pagination).toEqual({ total: 9, page: 3, limit: 4 });
    expect(page.data.map((b) => b.title)).toEqual(['Notebook 1']);
  });

  it('refuses a bad page or limit with 400', async () => {
    const queries: Record<string, string | number>[] = [
      { limit: 101 },
      { limit: 0 },
      { page: 0 },
      { page: 'two' },
    ];
    for (const query of queries) {
      const res = await t.app.inject({ method: 'GET', url: '/api/books', headers, query: stringify(query) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/page|limit/);
    }
  });

  it('gives filter options from the user’s own books only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/books/filters', headers });
    const options = res.json() as BookFilterOptions;
    expect(options.categories).toEqual(['Fiction', 'Reference', 'Science Fiction', 'Self-Help']);
    expect(options.authors).toEqual([
      'Frank Herbert',
      'James Clear',
      'Jayne Lyons',
      'Paulo Coelho',
      'Various',
    ]);
    expect(options.tags).toEqual([
      { name: 'Favorites', count: 3 },
      { name: 'Physical', count: 3 },
      { name: 'Kindle', count: 2 },
      { name: 'To Read', count: 1 },
    ]);
  });

  it('answers every book with all-books, and only the user’s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/books/all-books', headers: other });
    expect((res.json() as { data: Book[] }).data.map((b) => b.category)).toEqual(['Other Shelf']);
  });

  it('writes each row as every other route writes the book (timestamps to the millisecond, in UTC)', async () => {
    const [book] = (await listBooks(t, headers, { search: 'Atomic' })).data;
    // Microseconds are stored; the contract's text stops at milliseconds, as Date.toISOString does.
    await t.pool.query(
      `update books set created_at = '2024-02-29 23:59:59.123999+00', updated_at = '2025-07-01 09:05:03.5+02'
       where id = $1`,
      [book?._id],
    );
    const [listed] = (await listBooks(t, headers, { search: 'Atomic' })).data;
    expect(listed?.createdAt).toBe('2024-02-29T23:59:59.123Z');
    expect(listed?.updatedAt).toBe('2025-07-01T07:05:03.500Z');
    const all = await t.app.inject({ method: 'GET', url: '/api/books/all-books', headers });
    const same = (all.json() as { data: Book[] }).data.find((b) => b._id === book?._id);
    const { currentLoan, ...asListed } = listed as Book & { currentLoan: unknown };
    expect(currentLoan).toBeNull();
    expect(asListed).toEqual(same);
    expect(Object.keys(asListed)).toEqual(Object.keys(same ?? {}));
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/books' })).statusCode).toBe(401);
  });
});

describe('GET /api/books: search as readers type it', () => {
  let headers: Headers;

  beforeAll(async () => {
    ({ headers } = await userWith(t, 'premium'));
    await addBook(t, headers, {
      title: 'Cien años de soledad',
      author: 'Gabriel García Márquez',
      isbn: '9780060883287',
      category: 'Fiction',
    });
    await addBook(t, headers, { title: 'Der Zauberberg', author: 'Thomas Mann', isbn: '3596294320' });
    await addBook(t, headers, { title: 'Élan vital', author: 'ÉMILE MÜLLER-ŁUKASZ', category: 'Essays' });
  });

  const titles = async (search: string) =>
    (await listBooks(t, headers, { search })).data.map((b) => b.title).sort();

  it('ignores accents and case on both sides, in every language we offer', async () => {
    expect(await titles('garcia')).toEqual(['Cien años de soledad']);
    expect(await titles('GARCÍA MÁRQUEZ')).toEqual(['Cien años de soledad']);
    expect(await titles('anos de')).toEqual(['Cien años de soledad']);
    expect(await titles('muller-lukasz')).toEqual(['Élan vital']);
    expect(await titles('emile')).toEqual(['Élan vital']);
    expect(await titles('elan')).toEqual(['Élan vital']);
    // An accent typed where the book has none still matches its letter.
    expect(await titles('zäuberberg')).toEqual(['Der Zauberberg']);
  });

  it('finds a book by either form of its ISBN, with or without hyphens', async () => {
    // Stored as ISBN-13; asked for by its ISBN-10.
    expect(await titles('0060883286')).toEqual(['Cien años de soledad']);
    expect(await titles('0-06-088328-6')).toEqual(['Cien años de soledad']);
    expect(await titles('978-0-06-088328-7')).toEqual(['Cien años de soledad']);
    // Stored as ISBN-10; asked for by its ISBN-13.
    expect(await titles('978-3-596-29432-9')).toEqual(['Der Zauberberg']);
    expect(await titles('9783596294329')).toEqual(['Der Zauberberg']);
    // A whole ISBN with a wrong check digit is only a part of an ISBN, as before.
    expect(await titles('9783596294328')).toEqual([]);
  });
});
