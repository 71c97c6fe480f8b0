import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBook, createBooks, createUser, createWishlistItem } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createManualClock } from '../../platform/clock.ts';

// 10:00 UTC on 2030-06-15 is 02:00 on the 15th in the product's default timezone (UTC-8).
const clock = createManualClock('2030-06-15T10:00:00.000Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const bought = (headers: Record<string, string>, id: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/wishlist/${id}/bought`, headers, payload });

const activityOf = async (userId: string) =>
  (
    await t.pool.query<{ action: string; details: Record<string, unknown> }>(
      'select action, details from activity_logs where user_id = $1 order by created_at, action',
      [userId],
    )
  ).rows;

describe('"I bought it"', () => {
  it('moves the book into the library with the wishlist’s price and today, exactly once', async () => {
    const reader = await createUser(t, { plan: 'basic' });
    const item = await createWishlistItem(t, reader, {
      title: 'Americanah',
      author: 'Chimamanda Ngozi Adichie',
      isbn: '9780307455925',
      thumbnail: 'https://covers.example/americanah.jpg',
      priceMinor: 450000,
      currency: 'NGN',
    });
    const res = await bought(reader.headers, item.id);
    expect(res.statusCode, res.body).toBe(201);
    const book = res.json();
    expect(book).toMatchObject({
      title: 'Americanah',
      author: 'Chimamanda Ngozi Adichie',
      isbn: '9780307455925',
      thumbnail: 'https://covers.example/americanah.jpg',
      status: 'Available',
      purchasePriceMinor: 450000,
      purchaseCurrency: 'NGN',
      purchasedOn: '2030-06-15',
    });
    // The book page shows them too.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/books/${book._id}`,
      headers: reader.headers,
    });
    expect(page.json().data).toMatchObject({
      purchasePriceMinor: 450000,
      purchaseCurrency: 'NGN',
      purchasedOn: '2030-06-15',
    });
    // Gone from the wishlist; a second time finds nothing.
    const list = await t.app.inject({ method: 'GET', url: '/api/wishlist', headers: reader.headers });
    expect(list.json().data).toEqual([]);
    expect((await bought(reader.headers, item.id)).statusCode).toBe(404);
    const books = await t.pool.query('select id from books where user_id = $1', [reader.user.id]);
    expect(books.rowCount).toBe(1);
    expect((await activityOf(reader.user.id)).map((e) => e.action).sort()).toEqual([
      'CREATE_BOOK',
      'WISHLIST_ADDED',
      'WISHLIST_BOUGHT',
    ]);
    const entry = (await activityOf(reader.user.id)).find((e) => e.action === 'WISHLIST_BOUGHT');
    expect(entry?.details).toEqual({
      title: 'Americanah',
      author: 'Chimamanda Ngozi Adichie',
      amount: 4500,
      currency: 'NGN',
    });
  });

  it('takes the price paid and the day, never after the reader’s today', async () => {
    const reader = await createUser(t, { plan: 'basic' });
    const item = await createWishlistItem(t, reader, { priceMinor: 2500, currency: 'USD' });
    const later = await bought(reader.headers, item.id, { purchasedOn: '2030-06-16' });
    expect(later.statusCode).toBe(400);
    expect(later.json().fields).toEqual([
      { field: 'purchasedOn', message: 'Purchase date cannot be after today' },
    ]);
    const res = await bought(reader.headers, item.id, {
      priceMinor: 1500,
      currency: 'JPY',
      purchasedOn: '2030-06-01',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      purchasePriceMinor: 1500,
      purchaseCurrency: 'JPY',
      purchasedOn: '2030-06-01',
    });
    // No price at all: the book says nothing about one.
    const free = await createWishlistItem(t, reader, { priceMinor: 100, currency: 'EUR' });
    const none = await bought(reader.headers, free.id, { priceMinor: null, currency: null });
    expect(none.json()).toMatchObject({
      purchasePriceMinor: null,
      purchaseCurrency: null,
      purchasedOn: '2030-06-15',
    });
  });

  it('a refused book limit leaves the wishlist item and writes nothing (one transaction)', async () => {
    const reader = await createUser(t, { plan: 'free' });
    await createBooks(t, reader, 50);
    const item = await createWishlistItem(t, reader, { title: 'No room' });
    const before = await activityOf(reader.user.id);
    const res = await bought(reader.headers, item.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PLAN_LIMIT');
    const list = await t.app.inject({ method: 'GET', url: '/api/wishlist', headers: reader.headers });
    expect(list.json().data.map((i: { id: string }) => i.id)).toEqual([item.id]);
    expect(await activityOf(reader.user.id)).toEqual(before);
  });

  it('a book already in the library by ISBN: 409, and the item stays for the reader to remove', async () => {
    const reader = await createUser(t, { plan: 'basic' });
    await createBook(t, reader, { title: 'Owned', isbn: '9780306406157' });
    const item = await createWishlistItem(t, reader, { title: 'Owned again', isbn: '0306406152' });
    const res = await bought(reader.headers, item.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('"Owned again" is already in your library');
    const list = await t.app.inject({ method: 'GET', url: '/api/wishlist', headers: reader.headers });
    expect(list.json().data).toHaveLength(1);
  });

  it('two at once: one book, and the other answers 404', async () => {
    const reader = await createUser(t, { plan: 'basic' });
    const item = await createWishlistItem(t, reader, { title: 'Raced' });
    const answers = await Promise.all([bought(reader.headers, item.id), bought(reader.headers, item.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 404]);
    const books = await t.pool.query("select id from books where user_id = $1 and title = 'Raced'", [
      reader.user.id,
    ]);
    expect(books.rowCount).toBe(1);
  });
});
