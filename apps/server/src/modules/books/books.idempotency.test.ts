import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedUser, createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createManualClock } from '../../platform/clock.ts';

let t: TestApp;
const clock = createManualClock();

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

async function countBooks(owner: CreatedUser): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/api/books?limit=100', headers: owner.headers });
  return res.json().pagination.total;
}

const post = (owner: CreatedUser, key: string | undefined, title = 'Half of a Yellow Sun') =>
  t.app.inject({
    method: 'POST',
    url: '/api/books',
    headers: { ...owner.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: { title, author: 'Chimamanda Ngozi Adichie' },
  });

describe('POST /api/books with an Idempotency-Key', () => {
  it('a retried request answers the first book and adds none', async () => {
    const owner = await createUser(t);
    const first = await post(owner, 'click-1');
    const again = await post(owner, 'click-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await countBooks(owner)).toBe(1);
  });

  it('ten requests at once with one key add one book, and all answer it', async () => {
    const owner = await createUser(t);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(owner, 'double-click')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.json()._id)).size).toBe(1);
    expect(await countBooks(owner)).toBe(1);
  });

  it('another body under a used key is refused (409) and adds nothing', async () => {
    const owner = await createUser(t);
    await post(owner, 'k');
    const other = await post(owner, 'k', 'Purple Hibiscus');
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/already used for a different book/);
    expect(await countBooks(owner)).toBe(1);
  });

  it('keys are per user, requests without a key are not deduplicated, and a key lives 24 hours', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    await post(owner, 'shared');
    expect((await post(other, 'shared')).statusCode).toBe(201);
    expect(await countBooks(other)).toBe(1);

    await post(owner, undefined);
    await post(owner, undefined);
    expect(await countBooks(owner)).toBe(3);

    clock.advance(24 * 60 * 60 * 1000 + 1);
    expect((await post(owner, 'shared')).statusCode).toBe(201);
    expect(await countBooks(owner)).toBe(4);
  });

  it('a bad key is a 400 with a sentence, and a refused book does not use up its key', async () => {
    const owner = await createUser(t);
    const long = await post(owner, 'x'.repeat(201));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/Idempotency-Key must be at most 200 characters/);

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/books',
      headers: { ...owner.headers, 'idempotency-key': 'retry-me' },
      payload: { title: '', author: 'Nobody' },
    });
    expect(refused.statusCode).toBe(400);
    expect((await post(owner, 'retry-me')).statusCode).toBe(201);
    expect(await countBooks(owner)).toBe(1);
  });
});
