import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessToken, createBook, createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createManualClock } from '../../platform/clock.ts';

/** Requests made with a personal access token: scopes, expiry, revocation, the answers' shape. */

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = createManualClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: { ...headers }, ...(payload ? { payload } : {}) });

describe('a read-only token', () => {
  it('lists books and loans, and is refused a write with 403 naming the missing scope', async () => {
    const owner = await createUser(t);
    const book = await createBook(t, owner, { title: 'Dune' });
    // (Loans listed with their rows: access-tokens.lists.test.ts.)
    const { headers } = await createAccessToken(t, owner, { scopes: ['library:read', 'loans:read'] });

    const books = await call('GET', '/api/books', headers);
    expect(books.statusCode).toBe(200);
    expect(books.json().data.map((b: { title: string }) => b.title)).toContain('Dune');
    const loans = await call('GET', '/api/borrow', headers);
    expect(loans.statusCode).toBe(200);
    expect(loans.json().data).toEqual([]);
    expect((await call('GET', `/api/books/${book._id}`, headers)).statusCode).toBe(200);

    const write = await call('POST', '/api/books', headers, { title: 'Emma', author: 'Austen' });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({
      code: 'FORBIDDEN',
      detail: 'This token lacks the library:write scope',
    });
    const lend = await call('POST', '/api/borrow', headers, {});
    expect(lend.statusCode).toBe(403);
    expect(lend.json().detail).toBe('This token lacks the loans:write scope');
    // Statistics need their own scope.
    const stats = await call('GET', '/api/books/stats', headers);
    expect(stats.json().detail).toBe('This token lacks the stats:read scope');
    // Nothing was written.
    const count = await t.db.execute(
      sql`select count(*)::int as n from books where user_id = ${owner.user.id}`,
    );
    expect(count.rows[0]).toEqual({ n: 1 });
  });

  it('writes within a write scope', async () => {
    const owner = await createUser(t);
    const { headers } = await createAccessToken(t, owner, { scopes: ['library:write'] });
    const added = await call('POST', '/api/books', headers, { title: 'Emma', author: 'Jane Austen' });
    expect(added.statusCode).toBe(201);
    // A write scope does not read.
    expect((await call('GET', '/api/books', headers)).json().detail).toBe(
      'This token lacks the library:read scope',
    );
  });

  it('is refused on every route that declares no scope: account, billing, admin, tokens, sessions', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const every = await createAccessToken(t, admin, {
      scopes: ['library:read', 'library:write', 'loans:read', 'loans:write', 'stats:read'],
    });
    const refused: [string, string][] = [
      ['GET', '/api/auth/me'],
      ['POST', '/api/auth/logout'],
      ['GET', '/api/users/settings'],
      ['PUT', '/api/users/settings'],
      ['DELETE', '/api/users/delete-account'],
      ['GET', '/api/payments/status'],
      ['DELETE', '/api/payments/cancel'],
      ['GET', '/api/admin/overview'],
      ['GET', '/api/admin/users'],
      ['GET', '/api/access-tokens'],
      ['POST', '/api/access-tokens'],
      ['DELETE', `/api/access-tokens/${every.created.id}`],
      ['GET', '/api/calendar/feed'],
      ['GET', '/api/friends'],
      ['GET', '/api/export/json'],
      ['GET', '/api/imports/00000000-0000-4000-8000-000000000000'],
    ];
    // Each with a body it would take: the refusal is the token's, not the body's.
    const bodies: Record<string, object> = {
      'POST /api/access-tokens': { name: 'Another', scopes: ['library:read'] },
    };
    for (const [method, url] of refused) {
      const body = method === 'GET' ? undefined : (bodies[`${method} ${url}`] ?? {});
      const res = await call(method as 'GET', url, every.headers, body);
      expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 403 });
      expect(res.json().detail).toBe('Access tokens cannot be used here. Sign in to Shelfwise for this.');
    }
    // The token still works where it may: it was neither revoked nor used to log out.
    expect((await call('GET', '/api/books', every.headers)).statusCode).toBe(200);
  });
});

describe('a token that no longer works', () => {
  it('is refused with 401 and WWW-Authenticate once it expires (the clock moved)', async () => {
    const owner = await createUser(t);
    const { headers } = await createAccessToken(t, owner, { expiresInDays: 30 });
    clock.advance(30 * DAY_MS - 1000);
    expect((await call('GET', '/api/books', headers)).statusCode).toBe(200);
    clock.advance(1000);
    const res = await call('GET', '/api/books', headers);
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(res.json()).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('is refused at once when revoked', async () => {
    const owner = await createUser(t);
    const { headers, created } = await createAccessToken(t, owner);
    expect((await call('GET', '/api/books', headers)).statusCode).toBe(200);
    const revoked = await call('DELETE', `/api/access-tokens/${created.id}`, owner.headers);
    expect(revoked.statusCode).toBe(204);
    const res = await call('GET', '/api/books', headers);
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it('is refused when unknown or malformed, and the session clients’ 401 stays as it was', async () => {
    for (const token of ['sw_pat_nope', `sw_pat_${'A'.repeat(43)}`]) {
      const res = await call('GET', '/api/books', { authorization: `Bearer ${token}` });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toEqual({
        type: 'about:blank',
        title: 'Unauthorized',
        status: 401,
        detail: 'This access token is invalid, expired or revoked',
        code: 'UNAUTHORIZED',
      });
    }
    const session = await call('GET', '/api/books', { authorization: 'Bearer not-a-session' });
    expect(session.statusCode).toBe(401);
    expect(session.headers['www-authenticate']).toBeUndefined();
    expect(session.headers['content-type']).toMatch(/^application\/json/);
    expect(session.json()).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String) });
  });

  it('stops working while its account is suspended', async () => {
    const owner = await createUser(t);
    const { headers } = await createAccessToken(t, owner);
    await t.db.execute(sql`update users set suspended_at = now() where id = ${owner.user.id}`);
    const suspended = await call('GET', '/api/books', headers);
    expect(suspended.statusCode).toBe(403);
    expect(suspended.json().code).toBe('ACCOUNT_SUSPENDED');
  });
});

describe('errors answered to token clients', () => {
  it('are problem+json with our code and fields; the same refusal to a session keeps its JSON', async () => {
    const owner = await createUser(t, { plan: 'premium' });
    const { headers } = await createAccessToken(t, owner, { scopes: ['library:write'] });
    const res = await call('POST', '/api/books', headers, { title: '', author: 'A' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    const body = res.json();
    expect(body).toMatchObject({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      code: 'VALIDATION_ERROR',
    });
    expect(body.detail).toEqual(expect.any(String));
    expect(body.fields).toEqual([{ field: 'title', message: 'Title is required' }]);
    expect(body.message).toBeUndefined();

    const asSession = await call('POST', '/api/books', owner.headers, { title: '', author: 'A' });
    expect(asSession.headers['content-type']).toMatch(/^application\/json/);
    expect(asSession.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });

    const missing = await call('GET', '/api/books/00000000-0000-4000-8000-000000000000', {
      authorization: (await createAccessToken(t, owner)).headers.authorization,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, title: 'Not Found', code: 'NOT_FOUND' });
  });

  it('an unknown route answers problem+json too', async () => {
    const owner = await createUser(t);
    const { headers } = await createAccessToken(t, owner);
    const res = await call('GET', '/api/no-such-thing', headers);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('last use', () => {
  it('records the time and address, at most once a minute per token', async () => {
    const owner = await createUser(t);
    const { headers, created } = await createAccessToken(t, owner);
    const lastUsed = async () => {
      const rows = await t.db.execute(
        sql`select last_used_at, last_used_ip from personal_access_tokens where id = ${created.id}`,
      );
      const row = rows.rows[0] as { last_used_at: string | null; last_used_ip: string | null };
      return { at: row.last_used_at && new Date(row.last_used_at), ip: row.last_used_ip };
    };
    expect(await lastUsed()).toEqual({ at: null, ip: null });
    const first = clock.now();
    await t.app.inject({ method: 'GET', url: '/api/books', headers, remoteAddress: '203.0.113.7' });
    expect(await lastUsed()).toEqual({ at: first, ip: '203.0.113.7' });

    clock.advance(59_000);
    await t.app.inject({ method: 'GET', url: '/api/books', headers, remoteAddress: '203.0.113.8' });
    expect(await lastUsed()).toEqual({ at: first, ip: '203.0.113.7' });

    clock.advance(1_000);
    await t.app.inject({ method: 'GET', url: '/api/books', headers, remoteAddress: '203.0.113.9' });
    expect(await lastUsed()).toEqual({ at: clock.now(), ip: '203.0.113.9' });

    const listed = await call('GET', '/api/access-tokens', owner.headers);
    expect(listed.json().data[0]).toMatchObject({
      lastUsedAt: clock.now().toISOString(),
      lastUsedIp: '203.0.113.9',
    });
  });
});
