import type { IsbnListResult } from '@shelfwise/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBook, createBooks, createUser } from '../../../test/factories/index.ts';
import { type GoogleBooksFake, startGoogleBooksFake } from '../../../test/fakes/google-books.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

describe('POST /api/books/isbns: a pasted list of ISBNs, looked up on the server', () => {
  let t: TestApp;
  let fake: GoogleBooksFake;
  beforeAll(async () => {
    fake = await startGoogleBooksFake();
    t = await createTestApp({ BOOKS_API_URL: fake.url, BOOKS_API_TIMEOUT_MS: '2000' });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  const paste = (headers: { authorization: string }, text: string) =>
    t.app.inject({ method: 'POST', url: '/api/books/isbns', headers, payload: { text } });
  const library = async (headers: { authorization: string }) =>
    (await t.app.inject({ method: 'GET', url: '/api/books/all-books', headers })).json().data as {
      title: string;
      author: string;
      isbn: string;
    }[];

  it('adds each ISBN with what the catalogue knows, an unknown one with its ISBN only, and names bad lines', async () => {
    const { headers } = await createUser(t, { plan: 'basic' });
    const res = await paste(
      headers,
      ['978-0-441-17271-9', '', '0 7352 1129 9', 'not an isbn', '9780306406157', '0306406153'].join('\n'),
    );
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json() as IsbnListResult;
    expect(result).toMatchObject({ added: 3, skipped: 0, isbnOnly: 1, catalogue: 'used' });
    expect(result.rejected).toEqual([
      { line: 4, text: 'not an isbn', reason: expect.stringMatching(/only contain digits/) },
      { line: 6, text: '0306406153', reason: 'ISBN 0306406153 has a wrong check digit' },
    ]);
    const books = await library(headers);
    expect(books.map((b) => [b.title, b.author, b.isbn]).sort()).toEqual([
      ['Atomic Habits', 'James Clear', '9780735211292'],
      ['Dune', 'Frank Herbert', '9780441172719'],
      ['ISBN 9780306406157', 'Unknown', '9780306406157'],
    ]);
    expect(fake.queries).toContain('isbn:9780441172719');
  });

  it('adds ISBN-only books when the catalogue cannot be reached, and stops asking it', async () => {
    const { headers } = await createUser(t, { plan: 'premium' });
    fake.failNext(1000);
    // None of these was looked up before (the catalogue keeps answers for a while).
    const res = await paste(
      headers,
      '9780062315007\n9781781100486\n9780451524935\n9781954839083\n9780593098233',
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ added: 5, isbnOnly: 5, catalogue: 'unavailable', rejected: [] });
    // Four look-ups were under way when the first failed; the fifth was never asked.
    expect(fake.queries.filter((q) => q === 'isbn:9780593098233')).toEqual([]);
    expect((await library(headers)).map((b) => b.title)).toContain('ISBN 9780062315007');
  });

  it('never asks the catalogue for a Free reader: ISBN-only books, within the 50-book limit', async () => {
    const owner = await createUser(t, { plan: 'free' });
    const res = await paste(owner.headers, '9780441172719\n9780441172719\n0-306-40615-2');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ added: 2, skipped: 1, isbnOnly: 2, catalogue: 'not-on-plan' });
    expect(fake.queries).toEqual([]);

    await createBooks(t, owner, 47);
    const over = await paste(owner.headers, '9780735211292\n9780062315007');
    expect(over.statusCode, over.body).toBe(403);
    expect(over.json().code).toBe('PLAN_LIMIT');
    expect(await library(owner.headers)).toHaveLength(49);
  });

  it('skips books already in the library, by either form of their ISBN', async () => {
    const owner = await createUser(t, { plan: 'basic' });
    await createBook(t, owner, { title: 'Sample', author: 'Wiki', isbn: '0306406152' });
    const res = await paste(owner.headers, '9780306406157\n9780441172719');
    expect(res.json()).toMatchObject({ added: 1, skipped: 1 });
  });

  it('answers 400 naming the lines when no line is an ISBN, and 400 past 100 lines', async () => {
    const { headers } = await createUser(t, { plan: 'basic' });
    const none = await paste(headers, 'hello\n\n123');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(
      /^No line is an ISBN\. line 1: .*; line 3: ISBN 123 must have 10 or 13 digits/,
    );
    const many = await paste(headers, Array.from({ length: 101 }, () => '9780441172719').join('\n'));
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe('Paste at most 100 ISBNs at once');
    const blank = await paste(headers, '  \n ');
    expect(blank.statusCode).toBe(400);
    expect(await library(headers)).toEqual([]);
  });
});
