import { PassThrough } from 'node:stream';
import { MAX_IMPORT_ROWS } from '@shelfwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImport, createUser, multipartFile, uploadImport } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createManualClock } from '../../platform/clock.ts';

// An unconfirmed preview is not free storage (issue 25): rows per file are capped by plan, a few
// previews stay open per account, and abandoned ones are deleted after a day.

const clock = createManualClock('2030-03-04T12:00:00Z');
const HOUR = 60 * 60 * 1000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const rows = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => `Book ${from + i},Author ${from + i}\n`).join('');
const csv = (n: number) => Buffer.from(`Title,Author\n${rows(n)}`);

const stagedOf = async (userId: string) => {
  const { rows } = await t.pool.query(
    'select count(r.import_id)::int as n from imports i left join import_rows r on r.import_id = i.id where i.user_id = $1',
    [userId],
  );
  return rows[0].n as number;
};
const importsOf = async (userId: string) => {
  const { rows } = await t.pool.query(
    'select id, status from imports where user_id = $1 order by created_at',
    [userId],
  );
  return rows as { id: string; status: string }[];
};
const getImport = (user: { headers: Record<string, string> }, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/imports/${id}`, headers: user.headers });

describe('rows per file', () => {
  it('previews a file at the plan’s cap, and refuses one row more without staging anything', async () => {
    const user = await createUser(t, { plan: 'free' });
    expect(MAX_IMPORT_ROWS.free).toBe(1000);
    const atCap = await uploadImport(t, user, csv(1000));
    expect(atCap.statusCode, atCap.body).toBe(201);
    expect(atCap.json().data.counts).toEqual({ add: 1000, skip: 0, refuse: 0 });

    const other = await createUser(t, { plan: 'free' });
    const past = await uploadImport(t, other, csv(1001));
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({
      code: 'BAD_REQUEST',
      message:
        'This file has more than 1,000 rows, the most one import reads on the Free plan. Split it into smaller files, or upgrade to import more at once.',
    });
    expect(await importsOf(other.user.id)).toEqual([]);
    expect(await stagedOf(other.user.id)).toBe(0);
  });

  it('says so as soon as the cap is passed: the rest of the file is never read', async () => {
    const user = await createUser(t, { plan: 'basic' });
    // Past the cap comes a quoted field never closed: reading on would answer that instead.
    const file = Buffer.from(`Title,Author\n${rows(MAX_IMPORT_ROWS.basic + 1)}"never closed,x\n`);
    const res = await uploadImport(t, user, file);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'This file has more than 5,000 rows, the most one import reads on the Collector plan. Split it into smaller files, or upgrade to import more at once.',
    );
  });

  it('answers while the upload is still arriving: the file is parsed as a stream, not read whole first', async () => {
    const user = await createUser(t, { plan: 'free' });
    const { payload, contentType } = multipartFile(csv(MAX_IMPORT_ROWS.free + 100));
    // Everything up to just past the cap is sent; the rest of the body (and its end) is held back.
    const body = new PassThrough();
    body.write(payload.subarray(0, payload.length - 200));
    const answer = t.app.inject({
      method: 'POST',
      url: '/api/imports',
      headers: { ...user.headers, 'content-type': contentType },
      payload: body,
    });
    try {
      const res = await answer;
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^This file has more than 1,000 rows/);
    } finally {
      body.end(payload.subarray(payload.length - 200));
    }
  });
});

describe('over a real connection', () => {
  it('answers a file refused part-way and reads the rest of it, so no connection is left stuck mid-upload', async () => {
    const user = await createUser(t, { plan: 'free' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    // 16 MB: far more than the socket buffers hold, so the server has to read past the cap.
    const file = Buffer.concat([Buffer.from('Title,Author\n'), Buffer.alloc(4_000_000 * 4, 'a,b\n')]);
    for (let i = 0; i < 3; i++) {
      const form = new FormData();
      form.append('file', new Blob([file], { type: 'text/csv' }), 'flood.csv');
      const res = await fetch(`${base}/api/imports`, {
        method: 'POST',
        headers: { authorization: user.headers.authorization as string },
        body: form,
        signal: AbortSignal.timeout(15_000),
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(
        /^This file has more than 1,000 rows/,
      );
    }
    expect(await importsOf(user.user.id)).toEqual([]);
    // Every upload was read to its end: each connection is idle again (none stuck mid-body), so
    // closing the idle ones leaves none open.
    const open = () =>
      new Promise<number>((resolve, reject) =>
        t.app.server.getConnections((error, n) => (error ? reject(error) : resolve(n))),
      );
    for (let i = 0; i < 50 && (await open()) > 0; i++) {
      t.app.server.closeIdleConnections();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await open()).toBe(0);
  });
});

describe('open previews', () => {
  it('keeps the newest three of an account: a fourth upload replaces the oldest and its staged rows', async () => {
    const user = await createUser(t, { plan: 'basic' });
    const other = await createUser(t, { plan: 'basic' });
    const others = await createImport(t, other, csv(5));
    const ids: string[] = [];
    for (let i = 1; i <= 4; i++) {
      clock.advance(1000);
      ids.push((await createImport(t, user, csv(10 * i))).id);
    }
    expect((await getImport(user, ids[0] as string)).statusCode).toBe(404);
    for (const id of ids.slice(1)) expect((await getImport(user, id)).statusCode).toBe(200);
    expect((await importsOf(user.user.id)).map((i) => i.id)).toEqual(ids.slice(1));
    expect(await stagedOf(user.user.id)).toBe(20 + 30 + 40);
    // Another account's preview is its own.
    expect((await getImport(other, others.id)).statusCode).toBe(200);
  });

  it('lets a file that is refused replace nothing', async () => {
    const user = await createUser(t, { plan: 'free' });
    const ids: string[] = [];
    for (let i = 1; i <= 3; i++) {
      clock.advance(1000);
      ids.push((await createImport(t, user, csv(i))).id);
    }
    clock.advance(1000);
    expect((await uploadImport(t, user, csv(1001))).statusCode).toBe(400);
    expect((await uploadImport(t, user, Buffer.from('Title,Author\n,Nobody\n'))).statusCode).toBe(400);
    expect((await importsOf(user.user.id)).map((i) => i.id)).toEqual(ids);
  });

  it('counts an import that completed as closed', async () => {
    const user = await createUser(t, { plan: 'basic' });
    const done = await createImport(t, user, csv(2));
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/imports/${done.id}/confirm`,
      headers: user.headers,
    });
    expect(confirmed.statusCode).toBe(202);
    await t.services.jobs.runNow([]);
    for (let i = 1; i <= 3; i++) {
      clock.advance(1000);
      await createImport(t, user, Buffer.from(`Title,Author\nOther ${i},Someone\n`));
    }
    const res = await getImport(user, done.id);
    expect(res.json().data.status).toBe('completed');
    expect((await importsOf(user.user.id)).length).toBe(4);
  });
});

describe('abandoned previews', () => {
  it('are deleted with their staged rows a day after their last change, by the housekeeping job', async () => {
    const user = await createUser(t, { plan: 'basic' });
    const old = await createImport(t, user, csv(20));
    const completed = await createImport(t, user, csv(3));
    await t.app.inject({
      method: 'POST',
      url: `/api/imports/${completed.id}/confirm`,
      headers: user.headers,
    });
    await t.services.jobs.runNow([]);
    clock.advance(23 * HOUR);
    const recent = await createImport(t, user, csv(30));

    await t.services.jobs.runNow(['housekeeping']);
    expect((await getImport(user, old.id)).statusCode).toBe(200);

    clock.advance(2 * HOUR);
    await t.services.jobs.runNow(['housekeeping']);
    expect((await getImport(user, old.id)).statusCode).toBe(404);
    expect((await getImport(user, recent.id)).statusCode).toBe(200);
    expect((await getImport(user, completed.id)).json().data.status).toBe('completed');
    expect(await stagedOf(user.user.id)).toBe(30);
  });
});
