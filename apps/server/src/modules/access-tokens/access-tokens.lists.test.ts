import { plans } from '@shelfwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessToken, createBooks, createLoan, createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createManualClock } from '../../platform/clock.ts';

/** What token clients get beside the body: rate limit headers, and the paging headers of lists. */

const clock = createManualClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const get = (url: string, headers: object) => t.app.inject({ method: 'GET', url, headers: { ...headers } });

describe('the rate limit of a token', () => {
  it('counts each request in a minute’s window by plan, with RateLimit-* headers, then 429 with Retry-After', async () => {
    const owner = await createUser(t); // free: 60 a minute
    const { headers } = await createAccessToken(t, owner);
    const limit = plans.free.apiRequestsPerMinute;

    const first = await get('/api/books', headers);
    expect(first.headers['ratelimit-limit']).toBe(String(limit));
    expect(first.headers['ratelimit-remaining']).toBe(String(limit - 1));
    expect(first.headers['ratelimit-reset']).toBe('60');

    clock.advance(20_000);
    for (let i = 2; i < limit; i++) await get('/api/books', headers);
    const last = await get('/api/books', headers);
    expect(last.statusCode).toBe(200);
    expect(last.headers['ratelimit-remaining']).toBe('0');
    expect(last.headers['ratelimit-reset']).toBe('40');

    const refused = await get('/api/books', headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('40');
    expect(refused.headers['ratelimit-limit']).toBe(String(limit));
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.json()).toEqual({
      type: 'about:blank',
      title: 'Too Many Requests',
      status: 429,
      detail: 'This access token made too many requests. Try again in 40 seconds.',
      code: 'RATE_LIMITED',
    });
    // The web app's session is not limited by it.
    expect((await get('/api/books', owner.headers)).statusCode).toBe(200);

    clock.advance(40_000);
    const again = await get('/api/books', headers);
    expect(again.statusCode).toBe(200);
    expect(again.headers['ratelimit-remaining']).toBe(String(limit - 1));
  });

  it('is per token, and a plan with more gets more', async () => {
    const owner = await createUser(t, { plan: 'premium' });
    const one = await createAccessToken(t, owner);
    const two = await createAccessToken(t, owner);
    await get('/api/books', one.headers);
    const res = await get('/api/books', two.headers);
    expect(res.headers['ratelimit-limit']).toBe(String(plans.premium.apiRequestsPerMinute));
    expect(res.headers['ratelimit-remaining']).toBe(String(plans.premium.apiRequestsPerMinute - 1));
  });

  it('is not sent to the web app’s session clients', async () => {
    const owner = await createUser(t);
    const res = await get('/api/books', owner.headers);
    expect(res.headers['ratelimit-limit']).toBeUndefined();
    expect(res.headers['x-total-count']).toBeUndefined();
  });
});

describe('lists answered to a token client', () => {
  it('GET /api/books carries X-Total-Count and Link rel="next" while a page follows; the body is the same', async () => {
    const owner = await createUser(t);
    await createBooks(t, owner, 5);
    const { headers } = await createAccessToken(t, owner);

    const first = await get('/api/books?limit=2&sort=title', headers);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('5');
    expect(first.headers.link).toBe('</api/books?limit=2&sort=title&page=2>; rel="next"');
    expect(first.json()).toEqual((await get('/api/books?limit=2&sort=title', owner.headers)).json());

    const second = await get('/api/books?limit=2&sort=title&page=2', headers);
    expect(second.headers.link).toBe('</api/books?limit=2&sort=title&page=3>; rel="next"');
    const last = await get('/api/books?limit=2&sort=title&page=3', headers);
    expect(last.headers['x-total-count']).toBe('5');
    expect(last.headers.link).toBeUndefined();
    expect(last.json().data).toHaveLength(1);
  });

  it('GET /api/borrow with no loans: X-Total-Count 0 and no Link', async () => {
    const owner = await createUser(t);
    const { headers } = await createAccessToken(t, owner);
    const res = await get('/api/borrow', headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('0');
    expect(res.headers.link).toBeUndefined();
  });

  it('GET /api/borrow follows its cursor: Link carries the next cursor, X-Total-Count every loan', async () => {
    const owner = await createUser(t, { plan: 'premium' });
    for (let i = 0; i < 3; i++) await createLoan(t, owner);
    const { headers } = await createAccessToken(t, owner);

    const first = await get('/api/borrow?limit=2', headers);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('3');
    const { nextCursor } = first.json();
    expect(nextCursor).toEqual(expect.any(String));
    const next = new URLSearchParams({ limit: '2', cursor: nextCursor }).toString();
    expect(first.headers.link).toBe(`</api/borrow?${next}>; rel="next"`);

    const second = await get(`/api/borrow?${next}`, headers);
    expect(second.json().data).toHaveLength(1);
    expect(second.headers['x-total-count']).toBe('3');
    expect(second.headers.link).toBeUndefined();
  });
});
