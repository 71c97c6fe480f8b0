import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBooks,
  createImport,
  createUser,
  importFixture,
  uploadImport,
} from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
/** The fault the test hook throws after an import's first chunk, while set. */
let failAfterFirstChunk = false;
/** Progress as another connection reads it while the job's transaction is still open. */
const progressSeen: number[] = [];

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      testHooks: {
        importAfterChunk: async (id, written) => {
          if (failAfterFirstChunk && written > 0) throw new Error('forced fault mid-import');
          const { rows } = await t.pool.query('select progress from imports where id = $1', [id]);
          progressSeen.push(rows[0].progress);
        },
      },
    },
  );
});
afterAll(() => t.close());

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

const count = async (userId: string) => t.services.books.countOf(userId);

describe('bad files', () => {
  it('answers 400 with the line and the reason, and writes nothing', async () => {
    const user = await createUser(t, { plan: 'basic' });
    const cases: [Buffer, string][] = [
      [Buffer.from(''), 'The file is empty.'],
      [Buffer.from('Title,Author\n'), 'The file has a header row but no books below it.'],
      [
        Buffer.from('Title,Author\nA,B\n"C,D\n'),
        'The file could not be read. Line 3: a quoted field is not closed.',
      ],
      [
        Buffer.from(`${goodreadsHeader}\n1,,Nobody\n2,Title,,\n`),
        'No book in this file can be imported: line 2: the title is empty; line 3: the author is empty.',
      ],
      [Buffer.from('{"version": 2}'), 'This JSON file is not a Shelfwise export (version 1).'],
      [
        Buffer.from('{"version": 1, '),
        expect.stringContaining('The JSON file could not be read') as unknown as string,
      ],
    ];
    for (const [bytes, message] of cases) {
      const res = await uploadImport(t, user, bytes);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ code: 'BAD_REQUEST', message });
    }
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/imports',
      headers: user.headers,
      payload: {},
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(await count(user.user.id)).toBe(0);
  });

  it('refuses a file over 20 MB with 413', async () => {
    const user = await createUser(t, { plan: 'basic' });
    const res = await uploadImport(t, user, Buffer.alloc(20 * 1024 * 1024 + 10, 0x41));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The file must be 20 MB or smaller.' });
  });
});

describe('whose import', () => {
  it('is 404 for another user and for a malformed id; confirming twice is 409', async () => {
    const owner = await createUser(t, { plan: 'basic' });
    const other = await createUser(t, { plan: 'basic' });
    const { id } = await createImport(t, owner, importFixture('storygraph_export.csv'));
    for (const [method, url] of [
      ['GET', `/api/imports/${id}`],
      ['POST', `/api/imports/${id}/confirm`],
      ['GET', '/api/imports/not-a-uuid'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: other.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Import not found' });
    }
    const first = await t.app.inject({
      method: 'POST',
      url: `/api/imports/${id}/confirm`,
      headers: owner.headers,
    });
    expect(first.statusCode).toBe(202);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/imports/${id}/confirm`,
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(409);
    await t.services.jobs.runNow([]);
    expect(await count(other.user.id)).toBe(0);
    expect(await count(owner.user.id)).toBe(3);
  });
});

describe('the plan limit', () => {
  it('is judged over the whole import and names how many fit', async () => {
    const user = await createUser(t, { plan: 'free' });
    await createBooks(t, user, 45);
    const preview = (await uploadImport(t, user, goodreads(8))).json().data;
    const expected =
      'Only 5 of 8 books fit in your Free plan, which holds up to 50 books. Nothing was imported: remove some rows or upgrade to import them all.';
    expect(preview.planLimit).toBe(expected);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/imports/${preview.id}/confirm`,
      headers: user.headers,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'PLAN_LIMIT', message: expected });
    expect(await count(user.user.id)).toBe(45);
  });
});

describe('all or nothing', () => {
  it('writes none of the books when the job fails mid-import, and all of them when it is confirmed again', async () => {
    const user = await createUser(t, { plan: 'premium' });
    const preview = (await uploadImport(t, user, goodreads(2500))).json().data;
    expect(preview.counts).toEqual({ add: 2500, skip: 0, refuse: 0 });
    failAfterFirstChunk = true;
    try {
      const confirmed = await t.app.inject({
        method: 'POST',
        url: `/api/imports/${preview.id}/confirm`,
        headers: user.headers,
      });
      expect(confirmed.statusCode).toBe(202);
      await t.services.jobs.runNow([]);
    } finally {
      failAfterFirstChunk = false;
    }
    const failed = (
      await t.app.inject({ method: 'GET', url: `/api/imports/${preview.id}`, headers: user.headers })
    ).json().data;
    expect(failed).toMatchObject({ status: 'failed', progress: 0 });
    expect(failed.error).toMatch(/nothing was added/);
    expect(await count(user.user.id)).toBe(0);

    progressSeen.length = 0;
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/imports/${preview.id}/confirm`,
      headers: user.headers,
    });
    expect(retry.statusCode).toBe(202);
    await t.services.jobs.runNow([]);
    const done = (
      await t.app.inject({ method: 'GET', url: `/api/imports/${preview.id}`, headers: user.headers })
    ).json().data;
    expect(done).toMatchObject({
      status: 'completed',
      progress: 2500,
      counts: { add: 2500, skip: 0, refuse: 0 },
    });
    // Progress was committed chunk by chunk while the books were not yet.
    expect(progressSeen).toEqual([1000, 2000, 2500]);
    expect(await count(user.user.id)).toBe(2500);
  });

  it('lets an import left running by a server that stopped mid-way be confirmed again', async () => {
    const user = await createUser(t, { plan: 'basic' });
    const preview = (await uploadImport(t, user, goodreads(3))).json().data;
    // What a process killed inside the job leaves: the status it wrote before its transaction, no books.
    await t.pool.query(
      `update imports set status = 'running', progress = 1000, updated_at = $2 where id = $1`,
      [preview.id, new Date(Date.now() - 60_000)],
    );
    const tooSoon = await t.app.inject({
      method: 'POST',
      url: `/api/imports/${preview.id}/confirm`,
      headers: user.headers,
    });
    expect(tooSoon.statusCode).toBe(409);
    await t.pool.query(`update imports set updated_at = $2 where id = $1`, [
      preview.id,
      new Date(Date.now() - 5 * 60_000),
    ]);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/imports/${preview.id}/confirm`,
      headers: user.headers,
    });
    expect(again.statusCode).toBe(202);
    await t.services.jobs.runNow([]);
    expect(await count(user.user.id)).toBe(3);
  });
});
