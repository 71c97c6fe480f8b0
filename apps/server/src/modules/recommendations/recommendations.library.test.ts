import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CreatedUser,
  createBook,
  createBooks,
  createFriendship,
  createRecommendation,
  createUser,
} from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const addToLibrary = (who: CreatedUser, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/recommendations/${id}/add-to-library`, headers: who.headers });
const dismiss = (who: CreatedUser, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/recommendations/${id}`, headers: who.headers });
const receivedBy = async (who: CreatedUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/recommendations', headers: who.headers })).json().data as {
    id: string;
    status: string;
  }[];
const libraryOf = async (who: CreatedUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/books/all-books', headers: who.headers })).json().data as {
    _id: string;
    title: string;
    author: string;
    isbn: string;
    category: string;
    description: string;
    thumbnail: string;
    rating: number;
    status: string;
    tags: string[];
    notes: string;
  }[];
const pendingCount = async (who: CreatedUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/recommendations/count', headers: who.headers })).json().data
    .pending as number;

async function pair(recipientPlan: 'free' | 'basic' | 'premium' = 'free') {
  const sender = await createUser(t, { plan: 'premium', name: 'Sam Sender' });
  const recipient = await createUser(t, { plan: recipientPlan });
  await createFriendship(t, sender, recipient);
  return { sender, recipient };
}

describe('adding a recommended book to your library', () => {
  it('copies the book as recommended (201), marks it added and records CREATE_BOOK for the recipient', async () => {
    const { sender, recipient } = await pair();
    const book = await createBook(t, sender, {
      title: 'The Famished Road',
      author: 'Ben Okri',
      isbn: '9780385425131',
      description: 'A spirit child in a Nigerian city.',
      category: 'Fiction',
      thumbnail: 'https://covers.example/famished.jpg',
      tags: ['Favorites'],
      rating: 5,
    });
    const sent = await createRecommendation(t, sender, recipient, {
      bookId: book._id,
      message: 'A classic.',
    });
    // The sender changes their copy afterwards: the recipient gets what was recommended.
    await t.services.books.edit(sender.user.id, book._id, {
      title: 'Renamed',
      author: 'Ben Okri',
      status: 'Reading',
    });
    expect(await pendingCount(recipient)).toBe(1);

    const res = await addToLibrary(recipient, sent.id);
    expect(res.statusCode, res.body).toBe(201);
    const added = res.json().data;
    expect(added).toMatchObject({
      title: 'The Famished Road',
      author: 'Ben Okri',
      isbn: '9780385425131',
      description: 'A spirit child in a Nigerian city.',
      category: 'Fiction',
      thumbnail: 'https://covers.example/famished.jpg',
      status: 'Available',
      rating: 0,
      tags: [],
      notes: 'Recommended by Sam Sender: A classic.',
    });
    expect((await libraryOf(recipient)).map((b) => b._id)).toEqual([added._id]);
    expect((await receivedBy(recipient)).map((r) => r.status)).toEqual(['added']);
    expect(await pendingCount(recipient)).toBe(0);

    const log = (
      await t.app.inject({ method: 'GET', url: '/api/activity/my-logs', headers: recipient.headers })
    ).json().data as { action: string; details: { title?: string } }[];
    expect(log[0]).toMatchObject({ action: 'CREATE_BOOK', details: { title: 'The Famished Road' } });

    const again = await addToLibrary(recipient, sent.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('"The Famished Road" is already in your library');
    expect(await libraryOf(recipient)).toHaveLength(1);
  });

  it('refuses at the recipient’s plan limit with 403 PLAN_LIMIT, and the recommendation still waits', async () => {
    const { sender, recipient } = await pair('free');
    await createBooks(t, recipient, 50);
    const sent = await createRecommendation(t, sender, recipient);

    const res = await addToLibrary(recipient, sent.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'PLAN_LIMIT',
      message: 'Your Free plan holds up to 50 books. Upgrade to add more.',
    });
    expect(await libraryOf(recipient)).toHaveLength(50);
    expect((await receivedBy(recipient)).map((r) => r.status)).toEqual(['pending']);

    // After making room, it goes in.
    const [oldest] = (await libraryOf(recipient)).slice(-1);
    await t.app.inject({ method: 'DELETE', url: `/api/books/${oldest!._id}`, headers: recipient.headers });
    expect((await addToLibrary(recipient, sent.id)).statusCode).toBe(201);
  });

  it('answers 409 when the book is already in the library (same ISBN, or same title and author)', async () => {
    const { sender, recipient } = await pair();
    const withIsbn = await createBook(t, sender, {
      title: 'Dune',
      author: 'Frank Herbert',
      isbn: '9780441013593',
    });
    const withoutIsbn = await createBook(t, sender, { title: 'Arrow of God', author: 'Chinua Achebe' });
    await createBook(t, recipient, {
      title: 'Dune (40th anniversary)',
      author: 'F. Herbert',
      isbn: '9780441013593',
    });
    await createBook(t, recipient, { title: '  arrow of god ', author: 'CHINUA ACHEBE' });
    const before = await libraryOf(recipient);

    for (const book of [withIsbn, withoutIsbn]) {
      const sent = await createRecommendation(t, sender, recipient, { bookId: book._id });
      const res = await addToLibrary(recipient, sent.id);
      expect(res.statusCode, book.title).toBe(409);
      expect(res.json()).toEqual({ code: 'CONFLICT', message: `"${book.title}" is already in your library` });
    }
    expect(await libraryOf(recipient)).toEqual(before);
  });

  it('dismissing hides a recommendation; neither action works on someone else’s (404)', async () => {
    const { sender, recipient } = await pair();
    const other = await createUser(t);
    const keep = await createRecommendation(t, sender, recipient);
    const drop = await createRecommendation(t, sender, recipient);

    for (const res of [
      await addToLibrary(other, drop.id),
      await dismiss(other, drop.id),
      // The sender cannot act for the recipient either.
      await addToLibrary(sender, drop.id),
      await dismiss(recipient, randomUUID()),
      await addToLibrary(recipient, 'not-an-id'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Recommendation not found');
    }

    expect((await dismiss(recipient, drop.id)).statusCode).toBe(204);
    expect((await receivedBy(recipient)).map((r) => r.id)).toEqual([keep.id]);
    expect(await pendingCount(recipient)).toBe(1);
    expect((await dismiss(recipient, drop.id)).statusCode).toBe(404);
    expect((await addToLibrary(recipient, drop.id)).statusCode).toBe(404);
    expect(await libraryOf(recipient)).toEqual([]);
  });
});
