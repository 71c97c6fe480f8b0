import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBook, createBooks, createUser, uploadImport } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

// An import never holds the user's row lock for its whole run (issue 25): while its chunks go in,
// the same user's requests are answered; the plan's limit still holds exactly at the end.

let t: TestApp;
let waitAt: ((written: number) => Promise<void>) | null = null;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      testHooks: {
        // Inside the import's transaction, between two chunks (or after the last one).
        importAfterChunk: async (_id, written) => {
          await waitAt?.(written);
        },
      },
    },
  );
});
afterAll(() => t.close());

/**
 * Holds the running import after `written` books, until the returned `open` is called. The test
 * awaits `reached` before acting, so what it proves does not depend on timing.
 */
function hold(written: number) {
  let reached!: () => void;
  let opened!: () => void;
  const atGate = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const released = new Promise<void>((resolve) => {
    opened = resolve;
  });
  waitAt = async (n) => {
    if (n !== written) return;
    reached();
    await released;
  };
  return {
    reached: atGate,
    open() {
      waitAt = null;
      opened();
    },
  };
}

const goodreadsHeader =
  'Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies';
const goodreads = (n: number) =>
  Buffer.from(
    [
      goodreadsHeader,
      ...Array.from(
        { length: n },
        (_, i) => `${i},Book ${i},Author ${i},,,="",="",0,0,,,,,,,2024/01/01,to-read,,to-read,,,,0,0`,
      ),
    ].join('\n'),
  );

type User = Awaited<ReturnType<typeof createUser>>;

async function previewAndConfirm(user: User, file: Buffer) {
  const preview = await uploadImport(t, user, file);
  expect(preview.statusCode, preview.body).toBe(201);
  const id = preview.json().data.id as string;
  const confirmed = await t.app.inject({
    method: 'POST',
    url: `/api/imports/${id}/confirm`,
    headers: user.headers,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(202);
  return id;
}

const importOf = async (user: User, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/imports/${id}`, headers: user.headers })).json().data;

const addBook = (user: User, title: string, author = 'By Hand') =>
  t.app.inject({ method: 'POST', url: '/api/books', headers: user.headers, payload: { title, author } });

describe('while an import runs', () => {
  it('the same user rates a book and adds one by hand between its chunks; a book the import repeats is kept once', async () => {
    const user = await createUser(t, { plan: 'premium' });
    const mine = await createBook(t, user, { title: 'Already mine' });
    const id = await previewAndConfirm(user, goodreads(2500));
    const gate = hold(1000);
    const job = t.services.jobs.runNow([]);
    try {
      await gate.reached;
      // The import's transaction is open, its first 1,000 books written, the rest to come.
      const rated = await t.app.inject({
        method: 'PATCH',
        url: `/api/books/${mine._id}/rating`,
        headers: user.headers,
        payload: { rating: 4 },
      });
      expect(rated.statusCode, rated.body).toBe(200);
      expect(rated.json().rating).toBe(4);
      const added = await addBook(user, 'Book 7', 'Author 7');
      expect(added.statusCode, added.body).toBe(201);
      expect((await importOf(user, id)).status).toBe('running');
    } finally {
      gate.open();
      await job;
    }
    expect(await importOf(user, id)).toMatchObject({
      status: 'completed',
      counts: { add: 2499, skip: 1, refuse: 0 },
    });
    const books = await t.services.books.listAll(user.user.id);
    expect(books).toHaveLength(2 + 2499);
    expect(books.filter((b) => b.title === 'Book 7')).toHaveLength(1);
  });
});

describe('the plan limit', () => {
  it('counts books added by hand during the import: past the plan the whole import is refused', async () => {
    const user = await createUser(t, { plan: 'free' });
    await createBooks(t, user, 40);
    const id = await previewAndConfirm(user, goodreads(8));
    const gate = hold(8);
    const job = t.services.jobs.runNow([]);
    try {
      await gate.reached;
      for (let i = 0; i < 5; i++) expect((await addBook(user, `Meanwhile ${i}`)).statusCode).toBe(201);
    } finally {
      gate.open();
      await job;
    }
    const failed = await importOf(user, id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toBe(
      'Only 5 of 8 books fit in your Free plan, which holds up to 50 books. Nothing was imported: remove some rows or upgrade to import them all.',
    );
    expect(await t.services.books.countOf(user.user.id)).toBe(45);
  });

  it('lets the import fill the plan exactly when the books added meanwhile leave room for it', async () => {
    const user = await createUser(t, { plan: 'free' });
    await createBooks(t, user, 40);
    const id = await previewAndConfirm(user, goodreads(8));
    const gate = hold(8);
    const job = t.services.jobs.runNow([]);
    try {
      await gate.reached;
      for (let i = 0; i < 2; i++) expect((await addBook(user, `Meanwhile ${i}`)).statusCode).toBe(201);
    } finally {
      gate.open();
      await job;
    }
    expect((await importOf(user, id)).status).toBe('completed');
    expect(await t.services.books.countOf(user.user.id)).toBe(50);
    // Full: one more by hand is refused.
    expect((await addBook(user, 'One too many')).statusCode).toBe(403);
  });
});
