import type { ImportRowsPage } from '@shelfwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBook, createImport, createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = (headers: { authorization: string }, id: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/imports/${id}/rows${query}`, headers });

describe('GET /api/imports/:id/rows: the preview lists its titles, not only counts', () => {
  it('lists each row with its line and outcome: added, skipped (in the library or repeated), refused with the reason', async () => {
    const owner = await createUser(t, { plan: 'basic' });
    await createBook(t, owner, { title: 'Dune', author: 'Frank Herbert' });
    const file = Buffer.from(
      [
        'Title,Author',
        'Dune,Frank Herbert',
        'Emma,Jane Austen',
        'Emma,Jane Austen',
        ',Nobody',
        `${'x'.repeat(501)},Long`,
        'Persuasion,Jane Austen',
      ].join('\n'),
    );
    const preview = await createImport(t, owner, file);
    expect(preview.counts).toEqual({ add: 2, skip: 2, refuse: 2 });

    const all = await rows(owner.headers, preview.id);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({
      page: 1,
      pageSize: 25,
      total: 6,
      data: [
        { line: 2, outcome: 'skip', title: 'Dune', author: 'Frank Herbert', reason: 'in-library' },
        { line: 3, outcome: 'add', title: 'Emma', author: 'Jane Austen', reason: null },
        { line: 4, outcome: 'skip', title: 'Emma', author: 'Jane Austen', reason: 'repeated' },
        { line: 5, outcome: 'refuse', title: '', author: '', reason: 'the title is empty' },
        {
          line: 6,
          outcome: 'refuse',
          title: 'x'.repeat(200),
          author: '',
          reason: 'Title must be at most 500 characters',
        },
        { line: 7, outcome: 'add', title: 'Persuasion', author: 'Jane Austen', reason: null },
      ],
    } satisfies ImportRowsPage);

    const refused = (await rows(owner.headers, preview.id, '?outcome=refuse')).json() as ImportRowsPage;
    expect(refused.data.map((r) => r.line)).toEqual([5, 6]);
  });

  it('pages a long list 25 rows at a time', async () => {
    const owner = await createUser(t, { plan: 'basic' });
    const file = Buffer.from(
      ['Title,Author', ...Array.from({ length: 60 }, (_, i) => `Book ${i + 1},Author`)].join('\n'),
    );
    const preview = await createImport(t, owner, file);
    const third = (await rows(owner.headers, preview.id, '?page=3&outcome=add')).json() as ImportRowsPage;
    expect(third.total).toBe(60);
    expect(third.data.map((r) => r.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Book ${i + 51}`));
  });

  it("answers 404 for someone else's import and 400 for a bad page", async () => {
    const owner = await createUser(t, { plan: 'basic' });
    const stranger = await createUser(t, { plan: 'basic' });
    const preview = await createImport(t, owner, Buffer.from('Title,Author\nEmma,Jane Austen\n'));
    expect((await rows(stranger.headers, preview.id)).statusCode).toBe(404);
    expect((await rows(owner.headers, 'not-an-id')).statusCode).toBe(404);
    expect((await rows(owner.headers, preview.id, '?page=0')).statusCode).toBe(400);
    expect((await rows(owner.headers, preview.id, '?outcome=maybe')).statusCode).toBe(400);
  });
});
