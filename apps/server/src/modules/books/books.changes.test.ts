import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooks } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { books } from '../../db/schema/books.ts';
import { addBook, type Headers, listBooks, userWith } from './books.test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('adding, editing, rating and deleting', () => {
  let headers: Headers;
  let userId: string;

  beforeAll(async () => {
    const created = await userWith(t, 'basic');
    headers = created.headers;
    userId = created.user.id;
  });

  it('adds a book from the new-book draft with its defaults', async () => {
    const book = await addBook(t, headers, {
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
    expect((await listBooks(t, headers, { search: 'T' })).data.some((b) => b.title === 'T')).toBe(false);
  });

  it('edits a book, keeping fields the body leaves out', async () => {
    const book = await addBook(t, headers, {
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
      // The spec's form still sends 'Reading' as a status: a reading status of an Available book.
      status: 'Available',
      readingStatus: 'reading',
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
    const book = await addBook(t, headers, { title: 'Rated', author: 'R' });
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
    const book = await addBook(t, headers, { title: 'Gone Soon', author: 'G' });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/books/${book._id}`, headers });
    expect(res.statusCode).toBe(204);
    expect((await listBooks(t, headers, { search: 'Gone Soon' })).pagination.total).toBe(0);
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
    const { headers } = await userWith(t, 'basic');
    const book = await addBook(t, headers, { title: 'Logged', author: 'Writer' });
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
    const { user, headers } = await userWith(t, 'free');
    await createBooks(t, { user }, 50);
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
    const owner = await userWith(t, 'premium');
    const stranger = await userWith(t, 'premium');
    const book = await addBook(t, owner.headers, { title: 'Mine', author: 'Owner', tags: ['Private'] });
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
    await expect(
      t.db.transaction((tx) => t.services.books.setLoanStatus(tx, stranger.user.id, book._id, 'Loaned')),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
    expect((await listBooks(t, h)).pagination.total).toBe(0);
    expect((await listBooks(t, h, { tags: 'Private' })).data).toEqual([]);
    const filters = await t.app.inject({ method: 'GET', url: '/api/books/filters', headers: h });
    expect(filters.json()).toEqual({ categories: [], authors: [], tags: [] });
    const csv = await t.app.inject({ method: 'GET', url: '/api/book/export/csv', headers: h });
    expect(csv.body).not.toContain('Mine');
    const [row] = await t.db.select().from(books).where(eq(books.id, book._id));
    expect(row).toMatchObject({ title: 'Mine', rating: 0, status: 'Available' });
  });
});

describe('a book on loan', () => {
  it('cannot be edited, rated or deleted (409), and lending sets and clears the status', async () => {
    const { user, headers } = await userWith(t, 'premium');
    const book = await addBook(t, headers, { title: 'Out', author: 'Lent', rating: 3 });
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
      t.db.transaction((tx) => t.services.books.setLoanStatus(tx, user.id, book._id, 'Loaned')),
    ).rejects.toMatchObject({ statusCode: 409 });
    const returned = await t.db.transaction((tx) =>
      t.services.books.setLoanStatus(tx, user.id, book._id, 'Available'),
    );
    expect(returned.status).toBe('Available');
    const lent = await t.db.transaction((tx) =>
      t.services.books.setLoanStatus(tx, user.id, book._id, 'Loaned'),
    );
    expect(lent.status).toBe('Loaned');
  });
});
