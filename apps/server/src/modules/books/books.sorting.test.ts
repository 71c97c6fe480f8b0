import type { Book, BookDetail, BookListItem, BookPage } from '@shelfwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CreatedUser,
  createBook,
  createBorrower,
  createLoan,
  createUser,
} from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { bookPageOf } from './books.test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function page(owner: CreatedUser, query: string): Promise<BookPage> {
  return bookPageOf(
    await t.app.inject({ method: 'GET', url: `/api/books?${query}`, headers: owner.headers }),
  );
}

/** Every page of a sorted list, walked 3 at a time. */
async function walk(owner: CreatedUser, query: string): Promise<BookListItem[]> {
  const all: BookListItem[] = [];
  for (let n = 1; ; n++) {
    const { data, pagination } = await page(owner, `${query}&limit=3&page=${n}`);
    all.push(...data);
    if (n * 3 >= pagination.total) return all;
  }
}

describe('GET /api/books?sort=&order=', () => {
  let owner: CreatedUser;

  beforeAll(async () => {
    owner = await createUser(t, { plan: 'premium' });
    // Ties on purpose: three books by one author with one rating, two with the same title.
    const seed = [
      { title: 'banana', author: 'Zed', rating: 3 },
      { title: 'Apple', author: 'amy', rating: 5 },
      { title: 'cherry', author: 'Same', rating: 2 },
      { title: 'Twin', author: 'Same', rating: 2 },
      { title: 'Twin', author: 'Same', rating: 2 },
      { title: 'date', author: 'Bob', rating: 0 },
      { title: 'Elder', author: 'Cy', rating: 4 },
    ];
    for (const values of seed) await createBook(t, owner, values);
  });

  it('defaults to newest first, as before', async () => {
    const { data } = await page(owner, '');
    expect(data.map((b) => b.title)).toEqual(['Elder', 'date', 'Twin', 'Twin', 'cherry', 'Apple', 'banana']);
  });

  it.each([
    ['title', 'asc', ['Apple', 'banana', 'cherry', 'date', 'Elder', 'Twin', 'Twin']],
    ['title', 'desc', ['Twin', 'Twin', 'Elder', 'date', 'cherry', 'banana', 'Apple']],
    ['author', 'asc', ['amy', 'Bob', 'Cy', 'Same', 'Same', 'Same', 'Zed']],
  ] as const)('sorts by %s %s without regard to case', async (sort, order, expected) => {
    const books = await walk(owner, `sort=${sort}&order=${order}`);
    const key = sort === 'title' ? 'title' : 'author';
    expect(books.map((b) => b[key])).toEqual(expected);
  });

  it.each(['createdAt', 'title', 'author', 'rating', 'status'])(
    'pages through sort=%s in both directions with no book repeated or skipped',
    async (sort) => {
      for (const order of ['asc', 'desc']) {
        const books = await walk(owner, `sort=${sort}&order=${order}`);
        expect(books).toHaveLength(7);
        expect(new Set(books.map((b) => b._id)).size).toBe(7);
      }
    },
  );

  it('breaks ties by id in the direction asked, so the two directions are mirror images', async () => {
    const up = await walk(owner, 'sort=rating&order=asc');
    const down = await walk(owner, 'sort=rating&order=desc');
    expect(up.map((b) => b._id)).toEqual(down.map((b) => b._id).reverse());
    expect(down.map((b) => b.rating)).toEqual([5, 4, 3, 2, 2, 2, 0]);
  });

  it('sorts the filtered list too', async () => {
    const { data } = await page(owner, 'author=Same&sort=title&order=asc');
    expect(data.map((b) => b.title)).toEqual(['cherry', 'Twin', 'Twin']);
  });

  it('answers 400 with a sentence for an unknown column or direction, and nothing else changes', async () => {
    for (const query of ['sort=price', 'sort=title&order=sideways']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/books?${query}`, headers: owner.headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/sort must be one of|order must be asc or desc/);
    }
  });
});

describe('who holds a book', () => {
  let owner: CreatedUser;
  let lent: Book;
  let onShelf: Book;

  beforeAll(async () => {
    owner = await createUser(t, { plan: 'premium' });
    lent = await createBook(t, owner, { title: 'Out on loan', description: 'Signed first edition.' });
    onShelf = await createBook(t, owner, { title: 'On the shelf' });
    const borrower = await createBorrower(t, owner, { name: 'Ngozi Okafor' });
    await createLoan(t, owner, { bookId: lent._id, borrowerId: borrower._id, returnDate: '2031-03-01' });
  });

  it("shows a lent book's borrower and due date in its list row", async () => {
    const { data } = await page(owner, '');
    const row = data.find((b) => b._id === lent._id);
    expect(row?.currentLoan).toMatchObject({ borrower: { name: 'Ngozi Okafor' }, returnDate: '2031-03-01' });
    expect(data.find((b) => b._id === onShelf._id)?.currentLoan).toBeNull();
  });

  it('GET /api/books/{id} answers every field, the holder and the loan history, newest first', async () => {
    const earlier = await createBook(t, owner, { title: 'Lent twice' });
    const first = await createLoan(t, owner, { bookId: earlier._id });
    const ret = await t.app.inject({
      method: 'PUT',
      url: `/api/borrow/${first._id}/return`,
      headers: owner.headers,
    });
    expect(ret.statusCode, ret.body).toBeLessThan(300);
    const second = await createLoan(t, owner, { bookId: earlier._id, returnDate: '2031-04-02' });

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/books/${earlier._id}`,
      headers: owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail: BookDetail = res.json().data;
    expect(detail).toMatchObject({ _id: earlier._id, title: 'Lent twice', status: 'Loaned' });
    expect(detail.currentLoan).toMatchObject({ loanId: second._id, returnDate: '2031-04-02' });
    expect(detail.loans.map((l) => l._id)).toEqual([second._id, first._id]);
    expect(detail.loans[1]?.returnedAt).not.toBeNull();

    const plain = await t.app.inject({
      method: 'GET',
      url: `/api/books/${lent._id}`,
      headers: owner.headers,
    });
    expect(plain.json().data.description).toBe('Signed first edition.');
  });

  it("answers 404 for another user's book, an unknown id and a malformed one", async () => {
    const stranger = await createUser(t);
    for (const [id, headers] of [
      [lent._id, stranger.headers],
      ['00000000-0000-4000-8000-000000000000', owner.headers],
      ['not-an-id', owner.headers],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/books/${id}`, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Book not found');
    }
  });
});
