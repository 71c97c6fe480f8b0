import type { BatchAddResult } from '@shelfwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBook, createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

describe('POST /api/books/batch: ISBN-10 in, ISBN-13 stored, invalid ISBNs refused line by line', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const batch = (headers: { authorization: string }, books: object[]) =>
    t.app.inject({ method: 'POST', url: '/api/books/batch', headers, payload: { books } });

  it('stores an ISBN-10 (hyphens, X) as its ISBN-13 and keeps a valid ISBN-13 as it is', async () => {
    const { headers } = await createUser(t, { plan: 'basic' });
    const res = await batch(headers, [
      { title: 'Sample', author: 'Wiki', isbn: '0-306-40615-2' },
      { title: 'Ender', author: 'Card', isbn: '080442957x' },
      { title: 'Dune', author: 'Frank Herbert', isbn: '9780441172719' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json() as BatchAddResult;
    expect(result).toMatchObject({ added: 3, skipped: 0, rejected: [] });
    expect(result.data.map((b) => b.isbn).sort()).toEqual([
      '9780306406157',
      '9780441172719',
      '9780804429573',
    ]);
  });

  it('refuses each line whose ISBN is not one, with the reason, and adds the others', async () => {
    const { headers } = await createUser(t, { plan: 'basic' });
    const res = await batch(headers, [
      { title: 'Good', author: 'A', isbn: '9780735211292' },
      { title: 'Typo', author: 'B', isbn: '0306406153' },
      { title: 'Too short', author: 'C', isbn: '12345678901' },
      { title: 'Not a book', author: 'D', isbn: '1234567890128' },
      { title: 'Letters', author: 'E', isbn: 'ISBN978030' },
      { title: 'No ISBN', author: 'F' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json() as BatchAddResult;
    expect(result.added).toBe(2);
    expect(result.data.map((b) => b.title).sort()).toEqual(['Good', 'No ISBN']);
    expect(result.rejected).toEqual([
      { index: 1, title: 'Typo', isbn: '0306406153', reason: 'ISBN 0306406153 has a wrong check digit' },
      {
        index: 2,
        title: 'Too short',
        isbn: '12345678901',
        reason: 'ISBN 12345678901 must have 10 or 13 digits, not 11',
      },
      {
        index: 3,
        title: 'Not a book',
        isbn: '1234567890128',
        reason: 'ISBN 1234567890128 must start with 978 or 979',
      },
      {
        index: 4,
        title: 'Letters',
        isbn: 'ISBN978030',
        reason: expect.stringMatching(/only contain digits/),
      },
    ]);
    const all = await t.app.inject({ method: 'GET', url: '/api/books/all-books', headers });
    expect(all.json().data).toHaveLength(2);
  });

  it('answers 400 naming the lines when no line can be added, and adds nothing', async () => {
    const { headers } = await createUser(t, { plan: 'basic' });
    const res = await batch(headers, [
      { title: 'Typo', author: 'B', isbn: '0306406153' },
      { title: 'Typo 13', author: 'C', isbn: '9780306406158' },
    ]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      message:
        'No book was added. books.0.isbn ("Typo"): ISBN 0306406153 has a wrong check digit; books.1.isbn ("Typo 13"): ISBN 9780306406158 has a wrong check digit',
      code: 'VALIDATION_ERROR',
    });
    const all = await t.app.inject({ method: 'GET', url: '/api/books/all-books', headers });
    expect(all.json().data).toEqual([]);
  });

  it('knows an ISBN-10 added by hand and its ISBN-13 in a batch are the same book', async () => {
    const owner = await createUser(t, { plan: 'basic' });
    await createBook(t, owner, { title: 'Sample', author: 'Wiki', isbn: '0306406152' });
    const res = await batch(owner.headers, [
      { title: 'Sample (13)', author: 'Wiki', isbn: '9780306406157' },
      { title: 'Ender', author: 'Card', isbn: '9780804429573' },
      { title: 'Ender (10)', author: 'Card', isbn: '080442957X' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ added: 1, skipped: 2, rejected: [] });
  });
});
