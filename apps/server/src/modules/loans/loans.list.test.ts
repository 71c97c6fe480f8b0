import type { Loan } from '@shelfwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooks, createBorrower, createLoan, createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createManualClock } from '../../platform/clock.ts';

type Page = { success: boolean; message: string; data: Loan[]; hasMore: boolean; nextCursor: string | null };

describe('GET /api/borrow: a bounded list, page by page', () => {
  const clock = createManualClock(new Date(Date.now() - 86_400_000));
  let t: TestApp;
  let headers: { authorization: string };
  /** Every loan of the owner, newest first, as the pages must give them back. */
  let expected: string[];

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    const owner = await createUser(t, { plan: 'premium' });
    headers = owner.headers;
    await createBooks(t, owner, 103, 'Lent');
    const books = await t.services.books.listRows(owner.user.id);
    const borrower = await createBorrower(t, owner);
    const made: { id: string; at: number }[] = [];
    for (const [i, book] of books.entries()) {
      // Three loans share each instant, so the order relies on the id tiebreak too.
      if (i % 3 === 0) clock.advance(60_000);
      const loan = await createLoan(t, owner, {
        bookId: book.id,
        borrowerId: borrower._id,
        returnDate: '2026-12-31',
      });
      made.push({ id: loan._id, at: clock.now().getTime() });
    }
    expected = made.sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1)).map((l) => l.id);

    // Someone else's loans never show up in the owner's pages.
    const other = await createUser(t, { plan: 'premium' });
    await createLoan(t, other);
  });
  afterAll(() => t.close());

  const page = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/borrow${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };

  it('answers 100 loans by default, newest first, and says there are more', async () => {
    const first = await page();
    expect(first.success).toBe(true);
    expect(first.message).toBe('Loans fetched successfully');
    expect(first.data).toHaveLength(100);
    expect(first.data.map((l) => l._id)).toEqual(expected.slice(0, 100));
    expect(first.hasMore).toBe(true);
    expect(first.nextCursor).toEqual(expect.any(String));
  });

  it('walks every loan exactly once by following nextCursor, with ties in a stable order', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const current: Page = await page(`?limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(current.data.length).toBeLessThanOrEqual(7);
      seen.push(...current.data.map((l) => l._id));
      cursor = current.hasMore ? current.nextCursor : null;
      if (!current.hasMore) expect(current.nextCursor).toBeNull();
      pages++;
    } while (cursor && pages < 50);
    expect(seen).toEqual(expected);
    expect(pages).toBe(Math.ceil(expected.length / 7));
  });

  it('gives the last page without a cursor to follow', async () => {
    const all = await page('?limit=1000');
    expect(all.data).toHaveLength(expected.length);
    expect(all.hasMore).toBe(false);
    expect(all.nextCursor).toBeNull();
  });

  it('refuses a limit outside 1..1000 and a cursor it did not make, with 400', async () => {
    for (const query of [
      '?limit=0',
      '?limit=1001',
      '?limit=abc',
      '?limit=2.5',
      '?cursor=bm9wZQ',
      '?cursor=%7B%7D',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/borrow${query}`, headers });
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    }
  });
});
