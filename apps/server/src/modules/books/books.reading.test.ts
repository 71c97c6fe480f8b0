import type { Book } from '@shelfwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBook, createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { addBook, listBooks } from './books.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('reading status apart from availability', () => {
  it('keeps want to read / reading / read, dates and a read count beside Available, Reserved, Lost', async () => {
    const { headers } = await createUser(t, { plan: 'basic' });
    const book = await addBook(t, headers, {
      title: 'Dune',
      author: 'Frank Herbert',
      status: 'Lost',
      readingStatus: 'reading',
      startedOn: '2025-03-01',
      pages: 688,
      publisher: 'Ace',
      publishedYear: 1965,
    });
    expect(book).toMatchObject({
      status: 'Lost',
      readingStatus: 'reading',
      startedOn: '2025-03-01',
      finishedOn: null,
      readCount: 0,
      pages: 688,
      publisher: 'Ace',
      publishedYear: 1965,
    });
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/books/${book._id}`, headers, payload });
    const done = await put({
      title: 'Dune',
      author: 'Frank Herbert',
      status: 'Available',
      readingStatus: 'read',
      finishedOn: '2025-04-02',
    });
    expect(done.statusCode, done.body).toBe(200);
    // Finishing counts one reading; the start date stays as it was.
    expect(done.json()).toMatchObject({
      status: 'Available',
      readingStatus: 'read',
      startedOn: '2025-03-01',
      finishedOn: '2025-04-02',
      readCount: 1,
    });
    const before = await put({
      title: 'Dune',
      author: 'Frank Herbert',
      status: 'Available',
      finishedOn: '2025-02-01',
    });
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toMatch('The finish date cannot be before the start date');
    for (const bad of [
      { readingStatus: 'Completed' },
      { readCount: -1 },
      { startedOn: '2025-13-45' },
      { pages: 0 },
    ]) {
      const res = await put({ title: 'Dune', author: 'Frank Herbert', status: 'Available', ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const list = await listBooks(t, headers);
    expect(list.data[0]).toMatchObject({ readingStatus: 'read', finishedOn: '2025-04-02', readCount: 1 });
  });

  it('filters the library by the spec’s statuses: Available and Loaned, Reading and Completed', async () => {
    const owner = await createUser(t, { plan: 'basic' });
    await createBook(t, owner, { title: 'On the shelf', author: 'A' });
    await createBook(t, owner, { title: 'Being read', author: 'B', readingStatus: 'reading' });
    await createBook(t, owner, { title: 'Finished', author: 'C', status: 'Completed' });
    await createBook(t, owner, {
      title: 'Wanted',
      author: 'D',
      status: 'Reserved',
      readingStatus: 'want-to-read',
    });
    const titles = async (status: string) =>
      (await listBooks(t, owner.headers, { status, sort: 'title' })).data.map((b) => b.title);
    expect(await titles('Reading')).toEqual(['Being read']);
    expect(await titles('Completed')).toEqual(['Finished']);
    expect(await titles('WantToRead')).toEqual(['Wanted']);
    expect(await titles('Available')).toEqual(['Being read', 'Finished', 'On the shelf']);
    expect(await titles('Reserved')).toEqual(['Wanted']);
    const bad = await t.app.inject({ method: 'GET', url: '/api/books?status=Nope', headers: owner.headers });
    expect(bad.statusCode).toBe(400);
  });
});

describe('notes (a Basic feature, spec §6)', () => {
  it('are written in Add and Edit on Basic, refused on Free, and a Free edit that leaves them alone passes', async () => {
    const basic = await createUser(t, { plan: 'basic' });
    const book = await addBook(t, basic.headers, {
      title: 'Kindred',
      author: 'Octavia E. Butler',
      notes: 'Signed copy',
      description: 'Time travel.',
    });
    expect(book).toMatchObject({ notes: 'Signed copy', description: 'Time travel.' });

    const free = await createUser(t, { plan: 'free' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/books',
      headers: free.headers,
      payload: { title: 'X', author: 'Y', notes: 'mine' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PLAN_LIMIT' });
    expect(refused.json().message).toMatch('Notes on books are available on the Basic and Premium plans');
    // Editing a Free reader's book with its notes as they were is fine, changing them is not.
    const own = await createBook(t, free, { title: 'Free book', author: 'Z' });
    const edit = (notes: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/books/${own._id}`,
        headers: free.headers,
        payload: {
          title: 'Free book',
          author: 'Z',
          status: 'Available',
          notes,
          description: 'Now described',
        },
      });
    expect((await edit('')).statusCode).toBe(200);
    expect((await edit('new note')).statusCode).toBe(403);
    const after = (await listBooks(t, free.headers)).data.find((b) => b.title === 'Free book') as Book;
    expect(after).toMatchObject({ notes: '', description: 'Now described' });
  });
});

describe('sorting by title and author as a reader expects', () => {
  it('ignores a leading article in each offered language and sorts authors by surname', async () => {
    const owner = await createUser(t, { plan: 'premium' });
    for (const [title, author] of [
      ['The Hobbit', 'J.R.R. Tolkien'],
      ['A Tale of Two Cities', 'Charles Dickens'],
      ['Der Prozess', 'Franz Kafka'],
      ['El Aleph', 'Jorge Luis Borges'],
      ["L'Odyssée", 'Homère'],
      ['Les Misérables', 'Victor Hugo'],
      ['Beloved', 'Toni Morrison'],
      ['Cien años de soledad', 'Marquez, Gabriel Garcia'],
      ['Zorba', 'Ursula K. Le Guin'],
    ]) {
      await createBook(t, owner, { title, author });
    }
    const byTitle = (await listBooks(t, owner.headers, { sort: 'title' })).data.map((b) => b.title);
    expect(byTitle).toEqual([
      'El Aleph',
      'Beloved',
      'Cien años de soledad',
      'The Hobbit',
      'Les Misérables',
      "L'Odyssée",
      'Der Prozess',
      'A Tale of Two Cities',
      'Zorba',
    ]);
    const byAuthor = (await listBooks(t, owner.headers, { sort: 'author', limit: 3 })).data.map(
      (b) => b.author,
    );
    expect(byAuthor).toEqual(['Jorge Luis Borges', 'Charles Dickens', 'Homère']);
    const last = (await listBooks(t, owner.headers, { sort: 'author', order: 'desc', limit: 4 })).data;
    expect(last.map((b) => b.author)).toEqual([
      'J.R.R. Tolkien',
      'Toni Morrison',
      'Marquez, Gabriel Garcia',
      'Ursula K. Le Guin',
    ]);
  });

  it('walks each user’s own sort-key index', async () => {
    const owner = await createUser(t, { plan: 'premium' });
    const plan = await t.db.execute<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT id FROM books WHERE user_id = '${owner.user.id}' ORDER BY title_sort, id LIMIT 10`,
    );
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toMatch(/books_user_title_sort_key_idx/);
  });
});

describe('GET /api/books/filters?category=', () => {
  it('lists the chosen category’s authors only', async () => {
    const owner = await createUser(t, { plan: 'basic' });
    await createBook(t, owner, { title: 'Dune', author: 'Frank Herbert', category: 'SF' });
    await createBook(t, owner, { title: 'Emma', author: 'Jane Austen', category: 'Classics' });
    await createBook(t, owner, { title: 'Solaris', author: 'Stanisław Lem', category: 'SF' });
    const get = async (query: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/books/filters${query}`, headers: owner.headers })
      ).json();
    expect((await get('?category=SF')).authors).toEqual(['Frank Herbert', 'Stanisław Lem']);
    expect((await get('?category=SF')).categories).toEqual(['Classics', 'SF']);
    expect((await get('')).authors).toEqual(['Frank Herbert', 'Jane Austen', 'Stanisław Lem']);
  });
});
