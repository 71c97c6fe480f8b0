import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImport, createUser, importFixture } from '../../../test/factories/index.ts';
import { type GoogleBooksFake, startGoogleBooksFake } from '../../../test/fakes/google-books.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

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

async function importGoodreads(plan: 'free' | 'basic') {
  const user = await createUser(t, { plan });
  const { id } = await createImport(t, user, importFixture('goodreads_library_export.csv'));
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/imports/${id}/confirm`,
    headers: user.headers,
  });
  expect(res.statusCode).toBe(202);
  return user;
}

describe('covers after an import', () => {
  it('come from the catalogue in a job of their own for paid plans, by ISBN', async () => {
    const user = await importGoodreads('basic');
    fake.queries.length = 0;
    await t.services.jobs.runNow([]);
    const books = await t.services.books.listAll(user.user.id);
    const dune = books.find((b) => b.isbn === '9780441172719');
    expect(dune?.thumbnail).toMatch(/^https:\/\/books\.google\.com\/.*id=B1hSG45JCX4C/);
    // The Hobbit has an ISBN the catalogue does not know: it stays without a cover.
    expect(books.find((b) => b.title === 'The Hobbit')?.thumbnail).toBe('');
    // Only books with an ISBN were looked up.
    expect(fake.queries.filter((q) => q.startsWith('isbn:')).sort()).toEqual([
      'isbn:9780441172719',
      'isbn:9780547928227',
    ]);
  });

  it('are not fetched for the free plan, and a catalogue that fails never fails the import', async () => {
    const free = await importGoodreads('free');
    fake.queries.length = 0;
    await t.services.jobs.runNow([]);
    expect(fake.queries).toEqual([]);
    expect((await t.services.books.listAll(free.user.id)).every((b) => b.thumbnail === '')).toBe(true);

    const paid = await importGoodreads('basic');
    fake.failNext(100);
    await t.services.jobs.runNow([]);
    fake.reset();
    expect(await t.services.books.countOf(paid.user.id)).toBe(4);
  });
});
