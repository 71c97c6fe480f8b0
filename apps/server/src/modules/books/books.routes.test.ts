import type { BatchAddResult, Book, BookFilterOptions, BookPage, PlanId } from '@shelfwise/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { books } from '../../db/schema/books.ts';
import { setBookLoanStatus, streamBooks } from './books.service.ts';

type Headers = { authorization: string };

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function addBook(headers: Headers, body: Record<string, unknown>): Promise<Book> {
  const res = await t.app.inject({ method: 'POST', url: '/api/books', headers, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Book;
}

async function listBooks(headers: Headers, query: Record<string, string | number> = {}): Promise<BookPage> {
  const res = await t.app.inject({ method: 'GET', url: '/api/books', headers, query: stringify(query) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BookPage;
}

const stringify = (q: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)]));

/** Many books straight into the table: setting up a full collection, not the thing under test. */
async function insertDirect(userId: string, n: number, prefix = 'Filler'): Promise<void> {
  await t.db
    .insert(books)
    .values(
      Array.from({ length: n }, (_, i) => ({ userId, title: `${prefix} ${i + 1}`, author: 'Bulk Author' })),
    );
}

async function userWith(plan: PlanId) {
  return createUser(t, { plan });
}

describe('GET /api/books: filters and pagination', () => {
  let headers: Headers;
  let other: Headers;

  beforeAll(async () => {
    ({ headers } = await userWith('premium'));
    ({ headers: other } = await userWith('premium'));
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
    for (const book of seed) await addBook(headers, book);
    for (let i = 1; i <= 9; i++)
      await addBook(headers, { title: `Notebook ${i}`, author: 'Various', category: 'Reference' });
    await addBook(other, {
      title: 'Dune',
      author: 'Frank Herbert',
      category: 'Other Shelf',
      tags: ['Favorites'],
    });
  });

  it('pages the whole collection newest first with the total', async () => {
    const first = await listBooks(headers);
    expect(first.pagination).toEqual({ total: 15, page: 1, limit: 10 });
    expect(first.data).toHaveLength(10);
    expect(first.data[0]?.title).toBe('Notebook 9');
    const second = await listBooks(headers, { page: 2 });
    expect(second.data.map((b) => b.title)).toEqual([
      'The Alchemist',
      'Atomic Habits',
      'Children of Dune',
      'Dune Messiah',
      'Dune',
    ]);
    expect(second.pagination.total).toBe(15);
    const past = await listBooks(headers, { page: 9 });
    expect(past).toEqual({ data: [], pagination: { total: 15, page: 9, limit: 10 } });
  });

  it('searches title, author and ISBN case-insensitively', async () => {
    expect((await listBooks(headers, { search: 'dUNE' })).data.map((b) => b.title).sort()).toEqual([
      'Children of Dune',
      'Dune',
      'Dune Messiah',
    ]);
    expect((await listBooks(headers, { search: 'coelho' })).data.map((b) => b.title)).toEqual([
      'The Alchemist',
    ]);
    expect((await listBooks(headers, { search: '0735211' })).data.map((b) => b.title)).toEqual([
      'Atomic Habits',
    ]);
    expect((await listBooks(headers, { search: '978-0-441' })).data.map((b) => b.title)).toEqual(['Dune']);
    // LIKE wildcards typed by a person are plain characters.
    expect((await listBooks(headers, { search: '100%' })).data.map((b) => b.title)).toEqual(['100% Wolf']);
    expect((await listBooks(headers, { search: '_' })).pagination.total).toBe(0);
  });

  it('combines category, author and tags; several tags must all be present', async () => {
    expect((await listBooks(headers, { category: 'Science Fiction' })).pagination.total).toBe(3);
    expect(
      (await listBooks(headers, { category: 'Science Fiction', author: 'James Clear' })).pagination.total,
    ).toBe(0);
    expect((await listBooks(headers, { author: 'Frank Herbert' })).pagination.total).toBe(3);
    expect((await listBooks(headers, { tags: 'Favorites' })).pagination.total).toBe(3);
    const both = await listBooks(headers, { tags: 'Favorites,Physical' });
    expect(both.data.map((b) => b.title)).toEqual(['The Alchemist', 'Dune']);
    expect(
      (await listBooks(headers, { tags: 'Favorites, Physical', category: 'Fiction' })).data.map(
        (b) => b.title,
      ),
    ).toEqual(['The Alchemist']);
    expect(
      (await listBooks(headers, { tags: 'Favorites', search: 'dune', author: 'Frank Herbert' })).data.map(
        (b) => b.title,
      ),
    ).toEqual(['Dune']);
    // Empty parameters (an "all" dropdown) filter nothing.
    expect(
      (await listBooks(headers, { category: '', author: '', tags: '', search: '' })).pagination.total,
    ).toBe(15);
  });

  it('pages a filtered list with the filtered total', async () => {
    const page = await listBooks(headers, { category: 'Reference', limit: 4, page: 3 });
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

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/books' })).statusCode).toBe(401);
  });
});

describe('adding, editing, rating and deleting', () => {
  let headers: Headers;
  let userId: string;

  beforeAll(async () => {
    const created = await userWith('basic');
    headers = created.headers;
    userId = created.user.id;
  });

  it('adds a book from the new-book draft with its defaults', async () => {
    const book = await addBook(headers, {
      title: '  Dune ',
      author: 'Frank Herbert',
      isbn: '978-0-441-17271-9',
      rating: 4,
      tags: ['  Favorites ', 'favorites', 'Kindle', ''],
    });
    expect(book).toMatchObject({
      title: 'Dune',
      isbn: '9780441172719',
      status: 'Available',
      rating: 4,
      tags: ['Favorites', 'Kindle'],
      description: '',
      category: '',
      notes: '',
      thumbnail: '',
    });
    expect(Date.parse(book.createdAt)).not.toBeNaN();
  });

  it('refuses a draft without title or author, a bad rating, ISBN, status or too many tags', async () => {
    const bad = [
      [{ author: 'A' }, /title/i],
      [{ title: '   ', author: 'A' }, /Title is required/],
      [{ title: 'T', author: 'A', rating: 6 }, /rating/],
      [{ title: 'T', author: 'A', rating: 2.5 }, /rating/],
      [{ title: 'T', author: 'A', isbn: '12345' }, /ISBN must be 10 to 13 digits/],
      [{ title: 'T', author: 'A', status: 'Loaned' }, /status/],
      [
        { title: 'T', author: 'A', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
        /Maximum 10 tags allowed/,
      ],
    ] as const;
    for (const [body, message] of bad) {
      const res = await t.app.inject({ method: 'POST', url: '/api/books', headers, payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await listBooks(headers, { search: 'T' })).data.some((b) => b.title === 'T')).toBe(false);
  });

  it('edits a book, keeping fields the body leaves out', async () => {
    const book = await addBook(headers, {
      title: 'Old',
      author: 'Someone',
      description: 'Kept',
      tags: ['A'],
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/books/${book._id}`,
      headers,
      payload: { title: 'New', author: 'Someone Else', status: 'Reading', rating: 0, tags: ['B', 'C'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'New',
      author: 'Someone Else',
      status: 'Reading',
      description: 'Kept',
      tags: ['B', 'C'],
    });
    const noStatus = await t.app.inject({
      method: 'PUT',
      url: `/api/books/${book._id}`,
      headers,
      payload: { title: 'X', author: 'Y' },
    });
    expect(noStatus.statusCode).toBe(400);
    const loaned = await t.app.inject({
      method: 'PUT',
      url: `/api/books/${book._id}`,
      headers,
      payload: { title: 'X', author: 'Y', status: 'Loaned' },
    });
    expect(loaned.statusCode).toBe(400);
    expect(loaned.json().message).toMatch(/Loaned/);
  });

  it('rates a book 0–5', async () => {
    const book = await addBook(headers, { title: 'Rated', author: 'R' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/books/${book._id}/rating`,
      headers,
      payload: { rating: 5 },
    });
    expect(res.json()).toMatchObject({ rating: 5 });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/books/${book._id}/rating`,
      headers,
      payload: { rating: 7 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes a book', async () => {
    const book = await addBook(headers, { title: 'Gone Soon', author: 'G' });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/books/${book._id}`, headers });
    expect(res.statusCode).toBe(204);
    expect((await listBooks(headers, { search: 'Gone Soon' })).pagination.total).toBe(0);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/books/${book._id}`, headers });
    expect(again.statusCode).toBe(404);
  });

  it('counts the books in GET /api/auth/me', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(books)
      .where(eq(books.userId, userId));
    expect(row?.n).toBeGreaterThan(0);
    expect(me.json().user.booksCount).toBe(row?.n);
  });
});

describe('activity history', () => {
  it('records adding, batch adding, editing and deleting books', async () => {
    const { headers } = await userWith('basic');
    const book = await addBook(headers, { title: 'Logged', author: 'Writer' });
    await t.app.inject({
      method: 'POST',
      url: '/api/books/batch',
      headers,
      payload: {
        books: [
          { title: 'Logged', author: 'Writer' },
          { title: 'Second', author: 'Writer' },
        ],
      },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/books/${book._id}`,
      headers,
      payload: { title: 'Logged Again', author: 'Writer', status: 'Reading' },
    });
    await t.app.inject({ method: 'DELETE', url: `/api/books/${book._id}`, headers });
    const res = await t.app.inject({ method: 'GET', url: '/api/activity/my-logs', headers });
    const entries = (res.json() as { data: { action: string; details: Record<string, unknown> }[] }).data;
    expect(entries.map((e) => [e.action, e.details])).toEqual([
      ['DELETE_BOOK', { title: 'Logged Again', author: 'Writer' }],
      ['UPDATE_BOOK', { title: 'Logged Again', author: 'Writer' }],
      ['BATCH_ADD_BOOKS', { books: ['Second'], duplicates: 1 }],
      ['CREATE_BOOK', { title: 'Logged', author: 'Writer' }],
    ]);
  });

  it('records nothing when a change is refused', async () => {
    const { user, headers } = await userWith('free');
    await insertDirect(user.id, 50);
    await t.app.inject({
      method: 'POST',
      url: '/api/books',
      headers,
      payload: { title: 'Over', author: 'Limit' },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/activity/my-logs', headers });
    expect(res.json().data).toEqual([]);
  });
});

describe('another user’s book', () => {
  it('answers 404 on every route and stays unchanged', async () => {
    const owner = await userWith('premium');
    const stranger = await userWith('premium');
    const book = await addBook(owner.headers, { title: 'Mine', author: 'Owner', tags: ['Private'] });
    const h = stranger.headers;
    const attempts = [
      {
        method: 'PUT',
        url: `/api/books/${book._id}`,
        payload: { title: 'Hacked', author: 'X', status: 'Lost' },
      },
      { method: 'PATCH', url: `/api/books/${book._id}/rating`, payload: { rating: 1 } },
      { method: 'DELETE', url: `/api/books/${book._id}` },
      {
        method: 'PUT',
        url: '/api/books/not-a-uuid',
        payload: { title: 'Hacked', author: 'X', status: 'Lost' },
      },
      { method: 'DELETE', url: '/api/books/not-a-uuid' },
    ] as const;
    for (const attempt of attempts) {
      const res = await t.app.inject({ ...attempt, headers: h });
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(res.json()).toEqual({ message: 'Book not found', code: 'NOT_FOUND' });
    }
    await expect(setBookLoanStatus(t.db, stranger.user.id, book._id, 'Loaned')).rejects.toMatchObject({
      statusCode: 404,
    });
    expect((await listBooks(h)).pagination.total).toBe(0);
    expect((await listBooks(h, { tags: 'Private' })).data).toEqual([]);
    const filters = await t.app.inject({ method: 'GET', url: '/api/books/filters', headers: h });
    expect(filters.json()).toEqual({ categories: [], authors: [], tags: [] });
    const csv = await t.app.inject({ method: 'GET', url: '/api/book/export/csv', headers: h });
    expect(csv.body).not.toContain('Mine');
    const [row] = await t.db.select().from(books).where(eq(books.id, book._id));
    expect(row).toMatchObject({ title: 'Mine', rating: 0, status: 'Available' });
  });
});

describe('plan limits', () => {
  it('refuses the free plan’s 51st book with a message, and never lets a race pass the limit', async () => {
    const { user, headers } = await userWith('free');
    await insertDirect(user.id, 48);
    // Two requests at 48: both fit. Then two at once at 50 → 51: neither may pass.
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/books', headers, payload: { title: 'A', author: 'A' } }),
      t.app.inject({ method: 'POST', url: '/api/books', headers, payload: { title: 'B', author: 'B' } }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const racers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/books',
          headers,
          payload: { title: `R${i}`, author: 'R' },
        }),
      ),
    );
    for (const res of racers) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: 'Your Free plan holds up to 50 books. Upgrade to add more.',
        code: 'PLAN_LIMIT',
      });
    }
    expect((await listBooks(headers)).pagination.total).toBe(50);
  });

  it('lets only one of two simultaneous adds take the last free place', async () => {
    const { user, headers } = await userWith('free');
    await insertDirect(user.id, 49);
    const results = await Promise.all(
      ['X', 'Y', 'Z'].map((title) =>
        t.app.inject({ method: 'POST', url: '/api/books', headers, payload: { title, author: 'A' } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403, 403]);
    expect((await listBooks(headers)).pagination.total).toBe(50);
  });

  it('refuses a basic user’s batch that would pass 1,000 books, whole, saying how many fit', async () => {
    const { user, headers } = await userWith('basic');
    await insertDirect(user.id, 997);
    const batch = ['One', 'Two', 'Three', 'Four'].map((title) => ({ title, author: 'Batch' }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/books/batch',
      headers,
      payload: { books: batch },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Your Basic plan holds up to 1,000 books. There is room for 3 more books, and you chose 4. Choose fewer books or upgrade to add more.',
    );
    expect((await listBooks(headers)).pagination.total).toBe(997);
    // With a duplicate of an owned book in it, the same batch fits: duplicates do not count.
    const withDuplicate = [...batch.slice(0, 3), { title: 'filler 1', author: 'bulk author' }];
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/books/batch',
      headers,
      payload: { books: withDuplicate },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ added: 3, skipped: 1 });
    expect((await listBooks(headers)).pagination.total).toBe(1000);
  });

  it('keeps batch add from free users', async () => {
    const { headers } = await userWith('free');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/books/batch',
      headers,
      payload: { books: [{ title: 'Dune', author: 'Frank Herbert' }] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/Basic and Premium/);
    expect((await listBooks(headers)).pagination.total).toBe(0);
  });
});

describe('POST /api/books/batch', () => {
  it('skips books already owned or repeated in the batch, by ISBN else title and author', async () => {
    const { headers } = await userWith('premium');
    await addBook(headers, { title: 'Dune', author: 'Frank Herbert', isbn: '9780441172719' });
    await addBook(headers, { title: 'Brida', author: 'Paulo Coelho' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/books/batch',
      headers,
      payload: {
        books: [
          { title: 'Dune (Deluxe)', author: 'Herbert', isbn: '9780441172719' }, // owned, by ISBN
          { title: ' BRIDA ', author: 'paulo coelho', isbn: '' }, // owned, by title + author
          { title: 'Atomic Habits', author: 'James Clear', isbn: '9780735211292', category: 'Self-Help' },
          { title: 'Atomic Habits (again)', author: 'James Clear', isbn: '9780735211292' }, // repeated ISBN
          { title: 'The Alchemist', author: 'Paulo Coelho' },
          { title: 'the alchemist', author: 'PAULO COELHO' }, // repeated title + author
          { title: 'Dune', author: 'Frank Herbert', isbn: '9780340960196' }, // another edition
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json() as BatchAddResult;
    expect(result.added).toBe(3);
    expect(result.skipped).toBe(4);
    expect(result.data.map((b) => b.title).sort()).toEqual(['Atomic Habits', 'Dune', 'The Alchemist']);
    expect((await listBooks(headers)).pagination.total).toBe(5);
  });

  it('refuses an empty or malformed batch', async () => {
    const { headers } = await userWith('premium');
    for (const payload of [{ books: [] }, {}, { books: [{ title: 'No author' }] }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/books/batch', headers, payload });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('a book on loan', () => {
  it('cannot be edited, rated or deleted (409), and lending sets and clears the status', async () => {
    const { user, headers } = await userWith('premium');
    const book = await addBook(headers, { title: 'Out', author: 'Lent', rating: 3 });
    await t.db.update(books).set({ status: 'Loaned' }).where(eq(books.id, book._id));
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/books/${book._id}`,
      headers,
      payload: { title: 'Changed', author: 'Lent', status: 'Available' },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('This book is on loan. Mark it returned before editing it.');
    const rate = await t.app.inject({
      method: 'PATCH',
      url: `/api/books/${book._id}/rating`,
      headers,
      payload: { rating: 1 },
    });
    expect(rate.statusCode).toBe(409);
    expect(rate.json().message).toMatch(/on loan/);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/books/${book._id}`, headers });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('This book is on loan. Mark it returned before deleting it.');
    const [row] = await t.db.select().from(books).where(eq(books.id, book._id));
    expect(row).toMatchObject({ title: 'Out', rating: 3, status: 'Loaned' });

    // The lending module's entry point, inside a transaction as it will call it.
    await expect(
      t.db.transaction((tx) => setBookLoanStatus(tx, user.id, book._id, 'Loaned')),
    ).rejects.toMatchObject({ statusCode: 409 });
    const returned = await t.db.transaction((tx) => setBookLoanStatus(tx, user.id, book._id, 'Available'));
    expect(returned.status).toBe('Available');
    const lent = await t.db.transaction((tx) => setBookLoanStatus(tx, user.id, book._id, 'Loaned'));
    expect(lent.status).toBe('Loaned');
  });
});

describe('exports', () => {
  const today = new Date().toISOString().slice(0, 10);

  it('refuses CSV to free users and PDF to basic users', async () => {
    const free = await userWith('free');
    const csv = await t.app.inject({ method: 'GET', url: '/api/book/export/csv', headers: free.headers });
    expect(csv.statusCode).toBe(403);
    expect(csv.json()).toEqual({
      message: 'Upgrade to Basic or Premium plan to export CSV',
      code: 'PLAN_LIMIT',
    });
    const basic = await userWith('basic');
    const pdf = await t.app.inject({ method: 'GET', url: '/api/book/export/pdf', headers: basic.headers });
    expect(pdf.statusCode).toBe(403);
    expect(pdf.json()).toEqual({ message: 'Upgrade to Premium plan to export PDF', code: 'PLAN_LIMIT' });
    const freePdf = await t.app.inject({ method: 'GET', url: '/api/book/export/pdf', headers: free.headers });
    expect(freePdf.statusCode).toBe(403);
  });

  it('writes the collection as RFC 4180 CSV, neutralising formulas, with the list filters', async () => {
    const { headers } = await userWith('basic');
    await addBook(headers, {
      title: 'Plain',
      author: 'Author One',
      category: 'Fiction',
      tags: ['Kindle'],
      rating: 4,
    });
    await addBook(headers, {
      title: '=HYPERLINK("http://evil.example","click")',
      author: 'Smith, John',
      description: 'Line one\nLine "two"',
      notes: '@mention',
      tags: ['Kindle', '+plus'],
      category: '-minus',
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/book/export/csv', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="book_collection_${today}.csv"`);
    const body = res.body;
    expect(
      body.startsWith('\uFEFFTitle,Author,ISBN,Category,Status,Rating,Tags,Description,Notes,Added\r\n'),
    ).toBe(true);
    const lines = body.slice(1).split('\r\n');
    expect(lines).toHaveLength(4); // header, 2 books, trailing empty string after the last CRLF
    expect(lines[3]).toBe('');
    expect(lines[1]).toBe(
      `"'=HYPERLINK(""http://evil.example"",""click"")","Smith, John",,'-minus,Available,0,Kindle; +plus,"Line one\nLine ""two""",'@mention,${today}`,
    );
    expect(lines[2]).toBe(`Plain,Author One,,Fiction,Available,4,Kindle,,,${today}`);

    const filtered = await t.app.inject({
      method: 'GET',
      url: '/api/book/export/csv',
      headers,
      query: { category: 'Fiction' },
    });
    expect(filtered.body.split('\r\n').slice(1, -1)).toEqual([
      `Plain,Author One,,Fiction,Available,4,Kindle,,,${today}`,
    ]);
  });

  it('streams every book once, in keyset batches, even when they share a timestamp', async () => {
    const { user, headers } = await userWith('premium');
    await insertDirect(user.id, 23, 'Same Moment'); // one statement: one created_at for all
    const seen: string[] = [];
    for await (const batch of streamBooks(t.db, user.id, {}, 5)) {
      expect(batch.length).toBeLessThanOrEqual(5);
      seen.push(...batch.map((b) => b._id));
    }
    expect(seen).toHaveLength(23);
    expect(new Set(seen).size).toBe(23);
    const csv = await t.app.inject({ method: 'GET', url: '/api/book/export/csv', headers });
    expect(csv.body.split('\r\n').length - 2).toBe(23);
  });

  it('gives premium users a PDF catalogue naming the books', async () => {
    const { headers } = await createUser(t, { plan: 'premium', name: 'Ada Lovelace' });
    await addBook(headers, {
      title: 'Dune',
      author: 'Frank Herbert',
      category: 'Science Fiction',
      rating: 5,
    });
    await addBook(headers, { title: 'Atomic Habits', author: 'James Clear', tags: ['Favorites'] });
    const res = await t.app.inject({ method: 'GET', url: '/api/book/export/pdf', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="book_collection_${today}.pdf"`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    const { pdfText } = await import('../../../test/pdf-text.ts');
    const text = await pdfText(pdf);
    for (const expected of [
      'Ada Lovelace',
      'Dune',
      'Frank Herbert',
      'Atomic Habits',
      'James Clear',
      'Favorites',
      '5/5',
    ]) {
      expect(text).toContain(expected);
    }
    const filtered = await pdfText(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/book/export/pdf',
          headers,
          query: { search: 'atomic' },
        })
      ).rawPayload,
    );
    expect(filtered).toContain('Atomic Habits');
    expect(filtered).not.toContain('Frank Herbert');
  });
});
