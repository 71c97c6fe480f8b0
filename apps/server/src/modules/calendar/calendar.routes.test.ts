import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoan, createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createLogger } from '../../logger.ts';
import { hashSecretToken } from '../auth/index.ts';
import { turnFeedOn } from './calendar.test-support.ts';

const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  const log = createLogger(
    { LOG_LEVEL: 'trace', NODE_ENV: 'development' },
    { write: (l: string) => lines.push(l) },
  );
  t = await createTestApp({ LOG_LEVEL: 'trace' }, { log });
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: path, headers });

describe('/api/calendar/feed: the owner’s switch', () => {
  it('is off at first; POST turns it on with a secret URL shown once; GET then says it is on without it', async () => {
    const owner = await createUser(t);
    const off = await get('/api/calendar/feed', owner.headers);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ data: { enabled: false, createdAt: null } });

    const on = await t.app.inject({ method: 'POST', url: '/api/calendar/feed', headers: owner.headers });
    expect(on.statusCode, on.body).toBe(201);
    const { url } = on.json().data as { url: string };
    expect(url).toMatch(new RegExp(`^${t.config.APP_URL}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));

    const status = await get('/api/calendar/feed', owner.headers);
    expect(status.json().data.enabled).toBe(true);
    expect(status.body).not.toContain(url.split('/').pop()?.replace('.ics', ''));
  });

  it('keeps only the SHA-256 of the token', async () => {
    const owner = await createUser(t);
    const feed = await turnFeedOn(t, owner);
    const { rows } = await t.pool.query<{ token_hash: string }>(
      'select token_hash from calendar_feeds where user_id = $1',
      [owner.user.id],
    );
    expect(rows).toEqual([{ token_hash: hashSecretToken(feed.token) }]);
    expect(JSON.stringify(rows)).not.toContain(feed.token);
  });

  it('asks for a session', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/calendar/feed' });
      expect(res.statusCode).toBe(401);
    }
  });

  it('reset gives a new URL and the old one answers 404; DELETE turns it off', async () => {
    const owner = await createUser(t);
    const first = await turnFeedOn(t, owner);
    expect((await get(first.path)).statusCode).toBe(200);

    const second = await turnFeedOn(t, owner);
    expect(second.token).not.toBe(first.token);
    expect((await get(first.path)).statusCode).toBe(404);
    expect((await get(second.path)).statusCode).toBe(200);

    const off = await t.app.inject({ method: 'DELETE', url: '/api/calendar/feed', headers: owner.headers });
    expect(off.statusCode).toBe(204);
    expect((await get(second.path)).statusCode).toBe(404);
    expect((await get('/api/calendar/feed', owner.headers)).json().data.enabled).toBe(false);
  });
});

describe('GET /api/calendar/{token}.ics', () => {
  it('answers 404 for unknown, malformed or suffix-less tokens', async () => {
    const owner = await createUser(t);
    const feed = await turnFeedOn(t, owner);
    const unknown = 'A'.repeat(43);
    for (const path of [
      `/api/calendar/${unknown}.ics`,
      '/api/calendar/short.ics',
      `/api/calendar/${feed.token}x.ics`,
      `/api/calendar/${feed.token}`,
      `/api/calendar/${feed.token}.ics.ics`,
      '/api/calendar/%41%42.ics',
      '/api/calendar/..%2Ffeed.ics',
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).not.toContain('VCALENDAR');
    }
  });

  it('sends the private-feed headers and an ETag; If-None-Match with it answers 304; a change makes a new one', async () => {
    const owner = await createUser(t);
    const feed = await turnFeedOn(t, owner);
    await createLoan(t, owner);
    const res = await get(feed.path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await get(feed.path, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get(feed.path, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get(feed.path, { 'if-none-match': '"other"' })).statusCode).toBe(200);

    await createLoan(t, owner);
    const changed = await get(feed.path, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers HEAD like GET, without a body, and changes nothing', async () => {
    const owner = await createUser(t);
    const feed = await turnFeedOn(t, owner);
    await createLoan(t, owner);
    const before = await t.pool.query('select * from calendar_feeds where user_id = $1', [owner.user.id]);
    const full = await get(feed.path);
    const head = await t.app.inject({ method: 'HEAD', url: feed.path });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(full.headers.etag);
    expect(head.headers['content-type']).toBe(full.headers['content-type']);
    expect(head.headers['cache-control']).toBe('no-store');
    const after = await t.pool.query('select * from calendar_feeds where user_id = $1', [owner.user.id]);
    expect(after.rows).toEqual(before.rows);
    expect((await get(feed.path)).statusCode).toBe(200);
  });

  it('keeps the token out of the request log, the feed’s and a 404’s', async () => {
    const owner = await createUser(t);
    const feed = await turnFeedOn(t, owner);
    lines.length = 0;
    await get(feed.path);
    await get(`/api/calendar/${feed.token.slice(0, 40)}zzz.ics`);
    await t.app.inject({ method: 'HEAD', url: feed.path });
    const text = lines.join('');
    expect(text).toContain('/api/calendar/[redacted]');
    expect(text).not.toContain(feed.token);
    expect(text).not.toContain(feed.token.slice(0, 40));
    // The switch's own path is not a secret and stays readable.
    lines.length = 0;
    await get('/api/calendar/feed', owner.headers);
    expect(lines.join('')).toContain('/api/calendar/feed');
  });
});
