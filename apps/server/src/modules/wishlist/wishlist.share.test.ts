import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createWishlistItem } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createLogger, loggableUrl } from '../../logger.ts';
import { hashSecretToken } from '../auth/index.ts';
import { SHARED_WISHLIST_LIMIT, sharedWishlistLimitKey } from './wishlist.service.ts';
import { shareWishlist } from './wishlist.test-support.ts';

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

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers });

const expectPrivate = (res: { headers: Record<string, unknown> }) => {
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['x-robots-tag']).toBe('noindex');
};

describe('the wishlist’s share link', () => {
  it('is off at first; POST makes a URL shown once; GET says it is on, without it; only its hash is kept', async () => {
    const owner = await createUser(t);
    const off = await get('/api/wishlist/share', owner.headers);
    expect(off.json()).toEqual({
      data: { enabled: false, showPrices: false, showNotes: false, createdAt: null },
    });
    const shared = await shareWishlist(t, owner, { showPrices: true });
    expect(shared.url).toMatch(new RegExp(`^${t.config.APP_URL}/wishlist/[A-Za-z0-9_-]{43}$`));
    const on = await get('/api/wishlist/share', owner.headers);
    expect(on.json().data).toMatchObject({ enabled: true, showPrices: true, showNotes: false });
    expect(on.body).not.toContain(shared.token);
    const { rows } = await t.pool.query('select token_hash from wishlist_shares where user_id = $1', [
      owner.user.id,
    ]);
    expect(rows).toEqual([{ token_hash: hashSecretToken(shared.token) }]);
  });

  it('shows the owner’s first name and the books, prices and notes only when chosen', async () => {
    const owner = await createUser(t, { name: 'Ada Obi' });
    await createWishlistItem(t, owner, {
      title: 'Purple Hibiscus',
      author: 'Chimamanda Ngozi Adichie',
      isbn: '9781616202415',
      priceMinor: 350000,
      currency: 'NGN',
      note: 'Hardback please',
    });
    const plain = await shareWishlist(t, owner);
    const res = await get(plain.apiPath);
    expect(res.statusCode, res.body).toBe(200);
    expectPrivate(res);
    expect(res.json()).toEqual({
      data: {
        ownerName: 'Ada',
        items: [
          {
            title: 'Purple Hibiscus',
            author: 'Chimamanda Ngozi Adichie',
            isbn: '9781616202415',
            thumbnail: '',
          },
        ],
      },
    });
    expect(res.body).not.toContain('350000');
    expect(res.body).not.toContain('Hardback');

    const full = await shareWishlist(t, owner, { showPrices: true, showNotes: true });
    const shown = (await get(full.apiPath)).json().data.items[0];
    expect(shown).toMatchObject({ priceMinor: 350000, currency: 'NGN', note: 'Hardback please' });
    // The first link was replaced by the second.
    expect((await get(plain.apiPath)).statusCode).toBe(404);
  });

  it('turned off, malformed or unknown: 404, privately; HEAD answers like GET and changes nothing', async () => {
    const owner = await createUser(t);
    const shared = await shareWishlist(t, owner);
    const head = await get(shared.apiPath, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expectPrivate(head);
    expect((await get('/api/wishlist/share', owner.headers)).json().data.enabled).toBe(true);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/wishlist/share', headers: owner.headers }))
        .statusCode,
    ).toBe(204);
    for (const path of [
      shared.apiPath,
      '/api/wishlist/shared/short',
      `/api/wishlist/shared/${'A'.repeat(43)}`,
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expectPrivate(res);
    }
  });

  it('limits reads per client address (429 with Retry-After)', async () => {
    const owner = await createUser(t);
    const shared = await shareWishlist(t, owner);
    for (let i = 0; i < SHARED_WISHLIST_LIMIT.limit; i++) {
      await t.services.limiter.hit(sharedWishlistLimitKey('127.0.0.1'), SHARED_WISHLIST_LIMIT);
    }
    const refused = await get(shared.apiPath);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many requests from this address\. Try again in \d+ minutes?\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expectPrivate(refused);
  });

  it('keeps the token out of the request log; item ids stay readable', async () => {
    const owner = await createUser(t);
    const shared = await shareWishlist(t, owner);
    lines.length = 0;
    await get(`/api/wishlist/shared/${shared.token}?x=1`);
    const text = lines.join('');
    expect(text).toContain('/api/wishlist/shared/[redacted]');
    expect(text).not.toContain(shared.token);
    expect(loggableUrl(`/wishlist/${shared.token}`)).toBe('/wishlist/[redacted]');
    expect(loggableUrl('/api/wishlist/0b6f6f1e-1111-4111-8111-111111111111')).toBe(
      '/api/wishlist/0b6f6f1e-1111-4111-8111-111111111111',
    );
    expect(loggableUrl('/dashboard/wishlist')).toBe('/dashboard/wishlist');
  });

  it('asks for a session to switch it', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const payload = method === 'POST' ? { payload: {} } : {};
      expect((await t.app.inject({ method, url: '/api/wishlist/share', ...payload })).statusCode).toBe(401);
    }
  });
});
