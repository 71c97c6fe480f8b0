import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBook, createBorrower, createLoan, createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { listBooks } from './books.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Owner = Awaited<ReturnType<typeof createUser>>;
const bulk = (owner: Owner, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/books/bulk', headers: owner.headers, payload });
const actionsOf = async (owner: Owner) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/activity/my-logs?limit=50', headers: owner.headers })
  ).json().data as { action: string; details: { title?: string } }[];

describe('POST /api/books/bulk', () => {
  it('adds and removes tags, sets the category and reading status of the selected books, one entry each', async () => {
    const owner = await createUser(t, { plan: 'basic' });
    const a = await createBook(t, owner, { title: 'Alpha', author: 'A', tags: ['Favorites'] });
    const b = await createBook(t, owner, { title: 'Beta', author: 'B', tags: ['old'] });
    const other = await createBook(t, owner, { title: 'Gamma', author: 'C', tags: ['old'] });
    const ids = [a._id, b._id];

    const added = await bulk(owner, { ids, action: 'addTags', tags: ['favorites', 'Summer'] });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().changed).toBe(2);
    const removed = await bulk(owner, { ids, action: 'removeTags', tags: ['OLD'] });
    expect(removed.statusCode).toBe(200);
    expect((await bulk(owner, { ids, action: 'setCategory', category: 'Holiday' })).statusCode).toBe(200);
    expect((await bulk(owner, { ids, action: 'setReadingStatus', readingStatus: 'read' })).statusCode).toBe(
      200,
    );

    const books = (await listBooks(t, owner.headers, { sort: 'title' })).data;
    expect(books.map((x) => [x.title, x.tags, x.category, x.readingStatus, x.readCount])).toEqual([
      ['Alpha', ['Favorites', 'Summer'], 'Holiday', 'read', 1],
      ['Beta', ['Favorites', 'Summer'], 'Holiday', 'read', 1],
      ['Gamma', ['old'], '', null, 0],
    ]);
    expect(other.tags).toEqual(['old']);
    const updates = (await actionsOf(owner)).filter((e) => e.action === 'UPDATE_BOOK');
    expect(updates).toHaveLength(8);
  });

  it('deletes the selected books in one request, each with its activity entry', async () => {
    const owner = await createUser(t, { plan: 'basic' });
    const a = await createBook(t, owner, { title: 'One', author: 'A' });
    const b = await createBook(t, owner, { title: 'Two', author: 'B' });
    await createBook(t, owner, { title: 'Three', author: 'C' });
    const res = await bulk(owner, { ids: [a._id, b._id], action: 'delete' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ changed: 2, data: [] });
    expect((await listBooks(t, owner.headers)).data.map((x) => x.title)).toEqual(['Three']);
    const deleted = (await actionsOf(owner))
      .filter((e) => e.action === 'DELETE_BOOK')
      .map((e) => e.details.title);
    expect(deleted.sort()).toEqual(['One', 'Two']);
  });

  it('changes nothing: 404 for another reader’s id, 409 for a book on loan, 400 past the tag limit or for bad input', async () => {
    const owner = await createUser(t, { plan: 'basic' });
    const stranger = await createUser(t, { plan: 'basic' });
    const mine = await createBook(t, owner, { title: 'Mine', author: 'A', tags: ['x'] });
    const theirs = await createBook(t, stranger, { title: 'Theirs', author: 'B' });
    const lent = await createBook(t, owner, { title: 'Lent', author: 'C' });
    const borrower = await createBorrower(t, owner);
    await createLoan(t, owner, { bookId: lent._id, borrowerId: borrower._id });
    const full = await createBook(t, owner, {
      title: 'Full',
      author: 'D',
      tags: Array.from({ length: 10 }, (_, i) => `t${i}`),
    });
    const entriesBefore = (await actionsOf(owner)).length;

    const foreign = await bulk(owner, { ids: [mine._id, theirs._id], action: 'delete' });
    expect(foreign.statusCode).toBe(404);
    const malformed = await bulk(owner, { ids: [mine._id, 'nope'], action: 'setCategory', category: 'Z' });
    expect(malformed.statusCode).toBe(404);
    const onLoan = await bulk(owner, { ids: [mine._id, lent._id], action: 'setCategory', category: 'Z' });
    expect(onLoan.statusCode).toBe(409);
    expect(onLoan.json().message).toMatch('"Lent" is on loan');
    const tooMany = await bulk(owner, { ids: [mine._id, full._id], action: 'addTags', tags: ['new'] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch('"Full" would have 11 tags');
    for (const bad of [
      { ids: [], action: 'delete' },
      { ids: [mine._id], action: 'paint' },
      { ids: [mine._id], action: 'addTags', tags: [] },
      { ids: [mine._id], action: 'setReadingStatus', readingStatus: 'done' },
    ]) {
      expect((await bulk(owner, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }

    const books = (await listBooks(t, owner.headers, { sort: 'title' })).data;
    expect(books.map((x) => [x.title, x.category, x.tags.length])).toEqual([
      ['Full', '', 10],
      ['Lent', '', 0],
      ['Mine', '', 1],
    ]);
    expect((await listBooks(t, stranger.headers)).data).toHaveLength(1);
    expect((await actionsOf(owner)).length).toBe(entriesBefore);
  });
});
