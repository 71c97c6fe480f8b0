import type { CatalogBook } from '@shelfwise/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/index.ts';
import { type GoogleBooksFake, startGoogleBooksFake } from '../../../test/fakes/google-books.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

const TIMEOUT_MS = 300;

let t: TestApp;
let fake: GoogleBooksFake;
let basic: { authorization: string };

beforeAll(async () => {
  fake = await startGoogleBooksFake();
  t = await createTestApp({
    BOOKS_API_URL: fake.url,
    GOOGLE_BOOKS_API_KEY: 'test-books-key',
    BOOKS_API_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  basic = (await createUser(t, { plan: 'basic' })).headers;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const search = (q: string, headers: Record<string, string> = basic) =>
  t.app.inject({ method: 'GET', url: '/api/catalog/search', query: { q }, headers });

describe('GET /api/catalog/search', () => {
  it('asks the books service by title and by author and maps the answers to batch-add items', async () => {
    const res = await search('Dune');
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.queries.sort()).toEqual(['inauthor:"Dune"', 'intitle:"Dune"']);
    expect(fake.keys).toEqual(['test-books-key', 'test-books-key']);
    const data = res.json().data as CatalogBook[];
    expect(data.map((b) => b.title)).toEqual(['Dune', 'Dune Messiah']);
    expect(data[0]).toEqual({
      id: 'B1hSG45JCX4C',
      title: 'Dune',
      author: 'Frank Herbert',
      isbn: '9780441172719',
      description: 'Set on the desert planet Arrakis, Dune is the story of the boy Paul Atreides.',
      category: 'Fiction',
      categories: ['Fiction', 'Science Fiction', 'Classics'],
      thumbnail:
        'https://books.google.com/books/content?id=B1hSG45JCX4C&printsec=frontcover&img=1&zoom=1&source=gbs_api',
      publishedDate: '1965',
    });
  });

  it('falls back to Unknown author, empty ISBN, no category and no cover', async () => {
    const [book] = (await search('Cloud of Unknowing')).json().data as CatalogBook[];
    expect(book).toMatchObject({
      author: 'Unknown',
      isbn: '',
      category: '',
      categories: [],
      thumbnail: '',
    });
  });

  it('adds an ISBN query for a 10–13 digit term and lists each volume once', async () => {
    fake.setVolumes([
      { id: 'same', title: 'Coelho on Coelho', authors: ['Paulo Coelho'], isbn13: '9780062315007' },
      { id: 'other', title: 'Brida', authors: ['Paulo Coelho'] },
    ]);
    const byName = (await search('coelho')).json().data as CatalogBook[];
    expect(byName.map((b) => b.id)).toEqual(['same', 'other']);
    fake.reset();
    fake.setVolumes([
      { id: 'same', title: 'The Alchemist', authors: ['Paulo Coelho'], isbn13: '9780062315007' },
    ]);
    const byIsbn = await search('978-0062315007');
    expect(fake.queries).toContain('isbn:9780062315007');
    expect(fake.queries).toHaveLength(3);
    expect((byIsbn.json().data as CatalogBook[]).map((b) => b.title)).toEqual(['The Alchemist']);
  });

  it('answers a repeated search from its cache', async () => {
    await search('Atomic Habits');
    const asked = fake.queries.length;
    const again = await search('  atomic   HABITS ');
    expect(again.statusCode).toBe(200);
    expect((again.json().data as CatalogBook[])[0]?.title).toBe('Atomic Habits');
    expect(fake.queries.length).toBe(asked);
  });

  it('answers 502 "Search unavailable - try manual entry" when the service fails, and does not cache it', async () => {
    fake.failNext(1);
    const res = await search('The Alchemist');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      message: 'Search unavailable - try manual entry',
      code: 'UPSTREAM_UNAVAILABLE',
    });
    const retry = await search('The Alchemist');
    expect(retry.statusCode).toBe(200);
    expect((retry.json().data as CatalogBook[]).map((b) => b.title)).toEqual(['The Alchemist']);
  });

  it('gives up on a slow service after its time-out with 502', async () => {
    fake.setDelay(TIMEOUT_MS * 4);
    const started = Date.now();
    const res = await search('Harry Potter');
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Search unavailable - try manual entry');
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 4);
  });

  it('is for basic and premium users only', async () => {
    const free = await createUser(t, { plan: 'free' });
    const res = await search('Dune', free.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/Basic and Premium plans/);
    expect(fake.queries).toEqual([]);
    const premium = await createUser(t, { plan: 'premium' });
    expect((await search('1984', premium.headers)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/catalog/search?q=Dune' })).statusCode).toBe(401);
  });

  it('refuses an empty term with 400', async () => {
    const res = await search('   ');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Type something to search for/);
    expect(fake.queries).toEqual([]);
  });
});
