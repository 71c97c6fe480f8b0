import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessToken, createUser, createWishlistItem } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('the wishlist: add, list, change, remove', () => {
  it('adds a book by hand with a naira price, lists it, changes it and removes it', async () => {
    const reader = await createUser(t, { plan: 'basic' });
    const added = await send('POST', '/api/wishlist', reader.headers, {
      title: '  Things Fall Apart ',
      author: 'Chinua Achebe',
      isbn: '0-385-47454-7',
      priceMinor: 450000,
      currency: 'ngn',
      note: 'The anniversary edition',
    });
    expect(added.statusCode, added.body).toBe(201);
    const item = added.json().data;
    expect(item).toMatchObject({
      title: 'Things Fall Apart',
      author: 'Chinua Achebe',
      isbn: '9780385474542',
      priceMinor: 450000,
      currency: 'NGN',
      note: 'The anniversary edition',
    });

    const list = await send('GET', '/api/wishlist', reader.headers);
    expect(list.json().data.map((i: { id: string }) => i.id)).toEqual([item.id]);

    const changed = await send('PATCH', `/api/wishlist/${item.id}`, reader.headers, {
      priceMinor: 1999,
      currency: 'USD',
      note: '',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      title: 'Things Fall Apart',
      priceMinor: 1999,
      currency: 'USD',
      note: '',
    });

    const noPrice = await send('PATCH', `/api/wishlist/${item.id}`, reader.headers, {
      priceMinor: null,
      currency: null,
    });
    expect(noPrice.json().data).toMatchObject({ priceMinor: null, currency: null });

    expect((await send('DELETE', `/api/wishlist/${item.id}`, reader.headers)).statusCode).toBe(204);
    expect((await send('GET', '/api/wishlist', reader.headers)).json().data).toEqual([]);
  });

  it('answers the "in the shop" question for one ISBN, an ISBN-10 too', async () => {
    const reader = await createUser(t);
    const wished = await createWishlistItem(t, reader, { isbn: '9780306406157' });
    await createWishlistItem(t, reader);
    const hit = await send('GET', '/api/wishlist?isbn=0306406152', reader.headers);
    expect(hit.statusCode, hit.body).toBe(200);
    expect(hit.json().data.map((i: { id: string }) => i.id)).toEqual([wished.id]);
    const miss = await send('GET', '/api/wishlist?isbn=9780140449136', reader.headers);
    expect(miss.json().data).toEqual([]);
    const bad = await send('GET', '/api/wishlist?isbn=12345', reader.headers);
    expect(bad.statusCode).toBe(400);
  });

  it('keeps an ISBN once per reader (409), but two readers may wish for the same book', async () => {
    const reader = await createUser(t);
    const other = await createUser(t);
    await createWishlistItem(t, reader, { isbn: '9780306406157' });
    const again = await send('POST', '/api/wishlist', reader.headers, { title: 'Again', isbn: '0306406152' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This book is already on your wishlist',
    });
    const theirs = await send('POST', '/api/wishlist', other.headers, {
      title: 'Same',
      isbn: '9780306406157',
    });
    expect(theirs.statusCode).toBe(201);
    // Books without an ISBN may repeat.
    for (let i = 0; i < 2; i++) {
      expect((await send('POST', '/api/wishlist', reader.headers, { title: 'No ISBN' })).statusCode).toBe(
        201,
      );
    }
  });

  it('refuses bad input with clear sentences: currency, price, both or neither, lengths', async () => {
    const reader = await createUser(t);
    const cases: [unknown, string, string][] = [
      [
        { title: 'A', priceMinor: 100, currency: 'XYZ' },
        'currency',
        'Currency must be a three-letter ISO 4217 code such as NGN, USD or EUR',
      ],
      [{ title: 'A', priceMinor: -1, currency: 'USD' }, 'priceMinor', 'Price cannot be negative'],
      [{ title: 'A', priceMinor: 1.5, currency: 'USD' }, 'priceMinor', 'Price must be a whole number'],
      [{ title: 'A', priceMinor: 100 }, 'currency', 'Give a price together with its currency, or neither'],
      [{ title: 'A', currency: 'USD' }, 'priceMinor', 'Give a price together with its currency, or neither'],
      [{ title: '' }, 'title', 'Title is required'],
      [{ title: 'x'.repeat(301) }, 'title', 'Title must be at most 300 characters'],
      [{ title: 'A', note: 'n'.repeat(1001) }, 'note', 'Note must be at most 1000 characters'],
      [{ title: 'A', isbn: '9780306406150' }, 'isbn', 'ISBN 9780306406150 has a wrong check digit'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await send('POST', '/api/wishlist', reader.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields, JSON.stringify(payload)).toContainEqual({ field, message });
    }
    const patch = await send(
      'PATCH',
      `/api/wishlist/${(await createWishlistItem(t, reader)).id}`,
      reader.headers,
      {
        priceMinor: 500,
      },
    );
    expect(patch.statusCode).toBe(400);
    // In the reader's language, from the contract's catalogue.
    const fr = await send(
      'POST',
      '/api/wishlist',
      { ...reader.headers, 'accept-language': 'fr' },
      {
        title: 'A',
        priceMinor: 1,
        currency: 'ZZZ',
      },
    );
    expect(fr.json().fields[0].message).toMatch(/devise/);
  });

  it('answers 404 for someone else’s item, and for ids that are not ids', async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const item = await createWishlistItem(t, owner);
    for (const [method, url, payload] of [
      ['PATCH', `/api/wishlist/${item.id}`, { title: 'Mine now' }],
      ['DELETE', `/api/wishlist/${item.id}`, undefined],
      ['POST', `/api/wishlist/${item.id}/bought`, {}],
      ['PATCH', '/api/wishlist/not-a-uuid', { title: 'x' }],
    ] as const) {
      const res = await send(method, url, stranger.headers, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await send('GET', '/api/wishlist', stranger.headers)).json().data).toEqual([]);
    expect((await send('GET', '/api/wishlist', owner.headers)).json().data[0].title).toBe(item.title);
  });

  it('holds up to the plan’s count (403 PLAN_LIMIT with a sentence); premium has no limit', async () => {
    const reader = await createUser(t, { plan: 'free' });
    for (let i = 0; i < 25; i++) await createWishlistItem(t, reader);
    const refused = await send('POST', '/api/wishlist', reader.headers, { title: 'One too many' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'PLAN_LIMIT',
      message: 'Your Free plan holds up to 25 books on the wishlist. Remove one or upgrade to add more.',
    });
    const premium = await createUser(t, { plan: 'premium' });
    for (let i = 0; i < 26; i++) await createWishlistItem(t, premium);
    expect((await send('GET', '/api/wishlist', premium.headers)).json().data).toHaveLength(26);
  });

  it('records WISHLIST_ADDED in the activity', async () => {
    const reader = await createUser(t);
    await createWishlistItem(t, reader, {
      title: 'Half of a Yellow Sun',
      author: 'Chimamanda Ngozi Adichie',
    });
    const { rows } = await t.pool.query<{ action: string; details: unknown }>(
      "select action, details from activity_logs where user_id = $1 and action like 'WISHLIST%'",
      [reader.user.id],
    );
    expect(rows).toEqual([
      {
        action: 'WISHLIST_ADDED',
        details: { title: 'Half of a Yellow Sun', author: 'Chimamanda Ngozi Adichie' },
      },
    ]);
  });

  it('takes library:read and library:write tokens; the share switch refuses tokens', async () => {
    const reader = await createUser(t, { plan: 'basic' });
    const reading = await createAccessToken(t, reader, { scopes: ['library:read'] });
    const writing = await createAccessToken(t, reader, { scopes: ['library:write'] });
    expect((await send('GET', '/api/wishlist', reading.headers)).statusCode).toBe(200);
    const refused = await send('POST', '/api/wishlist', reading.headers, { title: 'A' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('This token lacks the library:write scope');
    expect((await send('POST', '/api/wishlist', writing.headers, { title: 'A' })).statusCode).toBe(201);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect(
        (await send(method, '/api/wishlist/share', writing.headers, method === 'POST' ? {} : undefined))
          .statusCode,
      ).toBe(403);
    }
  });

  it('asks for a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/wishlist' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/wishlist', payload: { title: 'A' } })).statusCode,
    ).toBe(401);
  });
});
