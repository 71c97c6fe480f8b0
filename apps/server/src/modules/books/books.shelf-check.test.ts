import type { ShelfCheckItem } from '@shelfwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBook, createBorrower, createLoan, createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const check = (headers: { authorization: string } | undefined, isbns: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/books/shelf-check?isbns=${encodeURIComponent(isbns)}`,
    ...(headers ? { headers } : {}),
  });

describe('GET /api/books/shelf-check: scanned ISBNs against the reader’s shelf (issue 30)', () => {
  it('answers each ISBN in the order asked: on the shelf, on loan to whom until when, or new', async () => {
    const owner = await createUser(t);
    const shelved = await createBook(t, owner, {
      title: 'Dune',
      author: 'Frank Herbert',
      isbn: '9780441172719',
    });
    // Typed by hand as an ISBN-10: the same book as its ISBN-13.
    const lent = await createBook(t, owner, { title: 'Emma', author: 'Jane Austen', isbn: '0306406152' });
    const borrower = await createBorrower(t, owner, { name: 'Ada Lovelace' });
    await createLoan(t, owner, { bookId: lent._id, borrowerId: borrower._id, returnDate: '2099-01-31' });

    const res = await check(owner.headers, '9780306406157, 978-0-441-17271-9,9791032305690');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().data as ShelfCheckItem[];
    expect(items).toEqual([
      {
        isbn: '9780306406157',
        book: { _id: lent._id, title: 'Emma', author: 'Jane Austen', thumbnail: '', status: 'Loaned' },
        loan: { borrowerName: 'Ada Lovelace', returnDate: '2099-01-31' },
      },
      {
        isbn: '9780441172719',
        book: {
          _id: shelved._id,
          title: 'Dune',
          author: 'Frank Herbert',
          thumbnail: '',
          status: 'Available',
        },
        loan: null,
      },
      { isbn: '9791032305690', book: null, loan: null },
    ]);
  });

  it('never answers with another reader’s books', async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    await createBook(t, alice, { title: 'Alice’s copy', isbn: '9780141036144' });
    const res = await check(bob.headers, '9780141036144');
    expect(res.json().data).toEqual([{ isbn: '9780141036144', book: null, loan: null }]);
  });

  it('names the same ISBN once, however it was written', async () => {
    const owner = await createUser(t);
    const res = await check(owner.headers, '0306406152,9780306406157,978-0-306-40615-7');
    expect((res.json().data as ShelfCheckItem[]).map((i) => i.isbn)).toEqual(['9780306406157']);
  });

  it.each([
    ['', 'Name at least one ISBN'],
    [',,', 'Name at least one ISBN'],
    ['9780306406158', 'ISBN 9780306406158 has a wrong check digit'],
    ['abc', 'ISBN ABC may only contain digits'],
    [Array.from({ length: 51 }, () => '9780306406157').join(','), 'Ask about at most 50 ISBNs at once'],
  ])('refuses %j with a 400 that says why', async (isbns, message) => {
    const owner = await createUser(t);
    const res = await check(owner.headers, isbns);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('asks for a session', async () => {
    expect((await check(undefined, '9780306406157')).statusCode).toBe(401);
  });
});
