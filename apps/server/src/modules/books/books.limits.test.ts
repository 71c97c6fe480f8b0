import type { BatchAddResult } from '@shelfwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooks } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { addBook, listBooks, userWith } from './books.test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('plan limits', () => {
  it('refuses the free plan’s 51st book with a message, and never lets a race pass the limit', async () => {
    const { user, headers } = await userWith(t, 'free');
    await createBooks(t, { user }, 48);
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
    expect((await listBooks(t, headers)).pagination.total).toBe(50);
  });

  it('lets only one of two simultaneous adds take the last free place', async () => {
    const { user, headers } = await userWith(t, 'free');
    await createBooks(t, { user }, 49);
    const results = await Promise.all(
      ['X', 'Y', 'Z'].map((title) =>
        t.app.inject({ method: 'POST', url: '/api/books', headers, payload: { title, author: 'A' } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403, 403]);
    expect((await listBooks(t, headers)).pagination.total).toBe(50);
  });

  it('refuses a basic user’s batch that would pass 1,000 books, whole, saying how many fit', async () => {
    const { user, headers } = await userWith(t, 'basic');
    await createBooks(t, { user }, 997);
    const batch = ['One', 'Two', 'Three', 'Four'].map((title) => ({ title, author: 'Batch' }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/books/batch',
      headers,
      payload: { books: batch },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Your Collector plan holds up to 1,000 books. There is room for 3 more books, and you chose 4. Choose fewer books or upgrade to add more.',
    );
    expect((await listBooks(t, headers)).pagination.total).toBe(997);
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
    expect((await listBooks(t, headers)).pagination.total).toBe(1000);
  });

  it('keeps batch add from free users', async () => {
    const { headers } = await userWith(t, 'free');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/books/batch',
      headers,
      payload: { books: [{ title: 'Dune', author: 'Frank Herbert' }] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/Basic and Premium/);
    expect((await listBooks(t, headers)).pagination.total).toBe(0);
  });
});

describe('POST /api/books/batch', () => {
  it('skips books already owned or repeated in the batch, by ISBN else title and author', async () => {
    const { headers } = await userWith(t, 'premium');
    await addBook(t, headers, { title: 'Dune', author: 'Frank Herbert', isbn: '9780441172719' });
    await addBook(t, headers, { title: 'Brida', author: 'Paulo Coelho' });
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
    expect((await listBooks(t, headers)).pagination.total).toBe(5);
  });

  it('refuses an empty or malformed batch', async () => {
    const { headers } = await userWith(t, 'premium');
    for (const payload of [{ books: [] }, {}, { books: [{ title: 'No author' }] }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/books/batch', headers, payload });
      expect(res.statusCode).toBe(400);
    }
  });
});
