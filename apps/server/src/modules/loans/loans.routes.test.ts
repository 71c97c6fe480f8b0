import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { pgErrorOf } from '../../db/pg-error.ts';
import { todayIn } from '../../platform/time.ts';

type Headers = { authorization: string };

const dayOffset = (days: number, timezone = 'UTC-8') => {
  const [y, m, d] = todayIn(timezone, new Date()).split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
};

describe('loans', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let alice: Headers;
  let aliceName: string;
  let bob: Headers;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    // Premium: this block lends more books than the free plan's 5 at once.
    const a = await createUser(t, { name: 'Alice Lender', plan: 'premium' });
    alice = a.headers;
    aliceName = a.user.name;
    bob = (await createUser(t)).headers;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  let n = 0;
  const addBook = async (headers: Headers, title = `Book ${++n}`) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/books',
      headers,
      payload: { title, author: 'Some Author' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json()._id as string;
  };
  const addBorrower = async (headers: Headers, name = `Borrower ${++n}`) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/borrowers',
      headers,
      payload: { name, email: `b${++n}-${Date.now()}@example.test`, phone: '+2348030000000' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.data as { _id: string; name: string; email: string };
  };
  const lend = (headers: Headers, book: string, borrower: string, returnDate = dayOffset(14)) =>
    t.app.inject({ method: 'POST', url: '/api/borrow', headers, payload: { book, borrower, returnDate } });
  const giveBack = (headers: Headers, id: string) =>
    t.app.inject({ method: 'PUT', url: `/api/borrow/${id}/return`, headers });
  const bookStatus = async (headers: Headers, id: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/books/all-books', headers });
    return (res.json().data as { _id: string; status: string }[]).find((b) => b._id === id)?.status;
  };
  const actions = async (headers: Headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/activity/my-logs', headers });
    expect(res.statusCode).toBe(200);
    return res.json().data as { action: string; details: Record<string, unknown>; createdAt: string }[];
  };

  it('lends a book: 201, the book turns Loaned, the loan is listed, activity and mail are written', async () => {
    const book = await addBook(alice, 'The Alchemist');
    const borrower = await addBorrower(alice, 'Chidi Okeke');
    const due = dayOffset(14);
    const res = await lend(alice, book, borrower._id, due);
    expect(res.statusCode, res.body).toBe(201);
    expect(await bookStatus(alice, book)).toBe('Loaned');

    const list = await t.app.inject({ method: 'GET', url: '/api/borrow', headers: alice });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.success).toBe(true);
    expect(typeof body.message).toBe('string');
    expect(body.data).toEqual([
      expect.objectContaining({
        _id: res.json().data._id,
        book: expect.objectContaining({ title: 'The Alchemist', author: 'Some Author', thumbnail: '' }),
        borrower: expect.objectContaining({ name: 'Chidi Okeke', email: borrower.email }),
        returnDate: due,
        returned: false,
      }),
    ]);
    expect(Date.parse(body.data[0].borrowDate)).toBeGreaterThan(Date.now() - 60_000);

    const [latest] = await actions(alice);
    expect(latest).toMatchObject({
      action: 'BORROW_BOOK',
      details: {
        title: 'The Alchemist',
        author: 'Some Author',
        borrowerName: 'Chidi Okeke',
        returnDate: due,
        book: { title: 'The Alchemist', author: 'Some Author' },
        borrower: { name: 'Chidi Okeke' },
      },
    });

    const mail = await smtp.waitFor(borrower.email);
    expect(mail.subject).toContain('The Alchemist');
    expect(mail.text).toContain(aliceName);
    expect(mail.text).toContain('The Alchemist');
    const [y, m, d] = due.split('-').map(Number);
    const dueText = new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(mail.text).toContain(dueText);
  });

  it('refuses a book or borrower that is not the caller’s with 404, and lends nothing', async () => {
    const bobsBook = await addBook(bob);
    const bobsBorrower = await addBorrower(bob);
    const myBook = await addBook(alice);
    const myBorrower = await addBorrower(alice);
    const before = (await t.app.inject({ method: 'GET', url: '/api/borrow', headers: alice })).json().data
      .length;

    expect((await lend(alice, bobsBook, myBorrower._id)).statusCode).toBe(404);
    expect((await lend(alice, myBook, bobsBorrower._id)).statusCode).toBe(404);
    expect(await bookStatus(bob, bobsBook)).toBe('Available');
    expect(await bookStatus(alice, myBook)).toBe('Available');
    const after = (await t.app.inject({ method: 'GET', url: '/api/borrow', headers: alice })).json().data
      .length;
    expect(after).toBe(before);
  });

  it("answers 404 when returning someone else's loan, and leaves it out", async () => {
    const book = await addBook(bob);
    const borrower = await addBorrower(bob);
    const loan = (await lend(bob, book, borrower._id)).json().data;
    expect((await giveBack(alice, loan._id)).statusCode).toBe(404);
    expect((await giveBack(alice, 'nonsense')).statusCode).toBe(404);
    expect(await bookStatus(bob, book)).toBe('Loaned');
    const mine = (await t.app.inject({ method: 'GET', url: '/api/borrow', headers: alice })).json().data;
    expect(mine.map((l: { _id: string }) => l._id)).not.toContain(loan._id);
  });

  it('refuses a due date before today in the user’s time zone, but accepts today', async () => {
    const book = await addBook(alice);
    const borrower = await addBorrower(alice);
    const past = await lend(alice, book, borrower._id, dayOffset(-1));
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Return date cannot be before today');
    expect(await bookStatus(alice, book)).toBe('Available');
    const today = await lend(alice, book, borrower._id, dayOffset(0));
    expect(today.statusCode, today.body).toBe(201);
  });

  it('answers 400 for a missing or malformed field', async () => {
    const book = await addBook(alice);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/borrow',
      headers: alice,
      payload: { book, returnDate: 'tomorrow' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('gives exactly one loan when the same book is lent twice at the same moment', async () => {
    const book = await addBook(alice);
    const [b1, b2] = [await addBorrower(alice), await addBorrower(alice)];
    const results = await Promise.all([lend(alice, book, b1._id), lend(alice, book, b2._id)]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409]);
    const refused = results.find((r) => r.statusCode === 409);
    expect(refused?.json().message).toBe('This book is already on loan');
    const open = await t.db.execute(
      sql`select count(*)::int as n from loans where book_id = ${book} and returned_at is null`,
    );
    expect(open.rows[0]).toEqual({ n: 1 });
  });

  it('has the database itself refuse a second open loan of one book', async () => {
    const book = await addBook(alice);
    const borrower = await addBorrower(alice);
    const loan = (await lend(alice, book, borrower._id)).json().data;
    const owner = await t.db.execute(sql`select user_id from loans where id = ${loan._id}`);
    const userId = (owner.rows[0] as { user_id: string }).user_id;
    const error = await t.db
      .execute(
        sql`insert into loans (user_id, book_id, borrower_id, return_date) values (${userId}, ${book}, ${borrower._id}, now()::date)`,
      )
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(pgErrorOf(error)).toEqual({ code: '23505', constraint: 'loans_one_open_per_book' });
  });

  it('returns a loan once: returned, the book Available, a return time; the second return is 409', async () => {
    const book = await addBook(alice, 'Dune');
    const borrower = await addBorrower(alice, 'Dara');
    const loan = (await lend(alice, book, borrower._id)).json().data;

    const first = await giveBack(alice, loan._id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ success: true, data: { _id: loan._id, returned: true } });
    expect(Date.parse(first.json().data.returnedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await bookStatus(alice, book)).toBe('Available');

    const second = await giveBack(alice, loan._id);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('This book has already been returned');

    const returns = (await actions(alice)).filter((a) => a.action === 'RETURN_BOOK');
    expect(returns).toHaveLength(1);
    expect(returns[0]?.details).toMatchObject({
      title: 'Dune',
      borrowerName: 'Dara',
      borrower: { name: 'Dara' },
    });

    // Returned, the book can be lent again.
    expect((await lend(alice, book, borrower._id)).statusCode).toBe(201);
  });

  it('refuses to delete a borrower holding a book, and deletes them once it is back', async () => {
    const book = await addBook(alice);
    const borrower = await addBorrower(alice, 'Efe');
    const lent = await lend(alice, book, borrower._id);
    expect(lent.statusCode, lent.body).toBe(201);
    const loan = lent.json().data;

    const counts = (
      await t.app.inject({ method: 'GET', url: '/api/borrowers?includeLoansCount=true', headers: alice })
    ).json().data.data as { _id: string; activeLoansCount: number; totalLoansCount: number }[];
    expect(counts.find((b) => b._id === borrower._id)).toMatchObject({
      activeLoansCount: 1,
      totalLoansCount: 1,
    });

    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/borrowers/${borrower._id}`,
      headers: alice,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Cannot delete borrower with active loans');

    await giveBack(alice, loan._id);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/borrowers/${borrower._id}`,
      headers: alice,
    });
    expect(deleted.statusCode).toBe(200);
    const [latest] = await actions(alice);
    expect(latest).toMatchObject({
      action: 'DELETE_BORROWER',
      details: { name: 'Efe', email: borrower.email },
    });

    // The loan history stays, without the borrower.
    const loans = (await t.app.inject({ method: 'GET', url: '/api/borrow', headers: alice })).json().data;
    expect(loans.find((l: { _id: string }) => l._id === loan._id)).toMatchObject({
      returned: true,
      borrower: { name: '' },
    });
  });

  it('deletes a borrower who never borrowed', async () => {
    const borrower = await addBorrower(alice);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/borrowers/${borrower._id}`,
      headers: alice,
    });
    expect(res.statusCode).toBe(200);
    const list = (await t.app.inject({ method: 'GET', url: '/api/borrowers', headers: alice })).json().data;
    expect(list.map((b: { _id: string }) => b._id)).not.toContain(borrower._id);
  });

  it('records borrower activity newest first', async () => {
    const borrower = await addBorrower(alice, 'Fola');
    await t.app.inject({
      method: 'PUT',
      url: `/api/borrowers/${borrower._id}`,
      headers: alice,
      payload: { name: 'Fola A.', email: borrower.email, phone: '+2348030000123' },
    });
    const [updated, created] = await actions(alice);
    expect(updated).toMatchObject({
      action: 'UPDATE_BORROWER',
      details: { name: 'Fola A.', phone: '+2348030000123' },
    });
    expect(created).toMatchObject({
      action: 'CREATE_BORROWER',
      details: { name: 'Fola', email: borrower.email },
    });
    expect(Date.parse(updated!.createdAt)).toBeGreaterThanOrEqual(Date.parse(created!.createdAt));
    // Bob sees none of it.
    expect((await actions(bob)).some((a) => a.details.name === 'Fola')).toBe(false);
  });
});

describe('active loan limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function lendMany(headers: Headers, count: number) {
    const borrower = await t.app.inject({
      method: 'POST',
      url: '/api/borrowers',
      headers,
      payload: { name: 'Many', email: 'many@example.test', phone: '+2348030000001' },
    });
    const borrowerId = borrower.json().data.data._id;
    const books: string[] = [];
    for (let i = 0; i < count; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/books',
        headers,
        payload: { title: `Limit ${i}`, author: 'A' },
      });
      books.push(res.json()._id);
    }
    const returnDate = dayOffset(7);
    return { borrowerId, books, returnDate };
  }

  it('refuses a free user’s 6th active loan with 403, even when asked all at once', async () => {
    const { headers } = await createUser(t, { plan: 'free' });
    const { borrowerId, books, returnDate } = await lendMany(headers, 7);
    const results = await Promise.all(
      books.map((book) =>
        t.app.inject({
          method: 'POST',
          url: '/api/borrow',
          headers,
          payload: { book, borrower: borrowerId, returnDate },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 403)).toHaveLength(2);
    const refused = results.find((r) => r.statusCode === 403);
    expect(refused?.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      message: expect.stringContaining('5 active loans'),
    });

    // A return frees a slot.
    const loans = (await t.app.inject({ method: 'GET', url: '/api/borrow', headers })).json().data;
    await t.app.inject({ method: 'PUT', url: `/api/borrow/${loans[0]._id}/return`, headers });
    const lentBooks = new Set(loans.map((l: { book: { _id: string } }) => l.book._id));
    const spare = books.find((b) => !lentBooks.has(b));
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/borrow',
      headers,
      payload: { book: spare, borrower: borrowerId, returnDate },
    });
    expect(again.statusCode).toBe(201);
  });

  it('lets a basic user lend a 6th book', async () => {
    const { headers } = await createUser(t, { plan: 'basic' });
    const { borrowerId, books, returnDate } = await lendMany(headers, 6);
    for (const book of books) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/borrow',
        headers,
        payload: { book, borrower: borrowerId, returnDate },
      });
      expect(res.statusCode).toBe(201);
    }
  });
});
