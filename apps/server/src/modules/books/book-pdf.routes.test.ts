import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { readPdf } from '../../../test/pdf-text.ts';

type Headers = { authorization: string };

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function addBook(headers: Headers, title: string, status?: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/books',
    headers,
    payload: { title, author: 'Some Author', ...(status ? { status } : {}) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id as string;
}

async function addBorrower(headers: Headers): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/borrowers',
    headers,
    payload: { name: 'Chidi Okeke', email: `chidi-${Date.now()}@example.test`, phone: '+2348030000000' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.data._id as string;
}

const inTwoWeeks = () => new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

async function lend(headers: Headers, book: string, borrower: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/borrow',
    headers,
    payload: { book, borrower, returnDate: inTwoWeeks() },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id as string;
}

/** The cover page's summary: each label with the number drawn after it. */
async function coverSummary(headers: Headers, query: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: '/api/book/export/pdf', headers, query });
  expect(res.statusCode).toBe(200);
  const [cover] = await readPdf(res.rawPayload);
  const items = (cover?.items ?? []).map((item) => item.str);
  const after = (label: string) => items[items.indexOf(label) + 1];
  return Object.fromEntries(
    ['Books', 'On loan now', 'Available', 'Loaned', 'Reserved', 'Lost'].map((l) => [l, after(l)]),
  );
}

describe('GET /api/book/export/pdf: the cover summary', () => {
  it('counts the exported books, by status and on loan now, with the list filters, the owner’s only', async () => {
    const { headers } = await createUser(t, { plan: 'premium' });
    const other = await createUser(t, { plan: 'premium' });
    await addBook(other.headers, 'River of Someone Else');
    await addBook(other.headers, 'Stone of Someone Else', 'Lost');

    await addBook(headers, 'River One', 'Reading');
    await addBook(headers, 'River Two', 'Completed');
    const riverThree = await addBook(headers, 'River Three');
    const riverFour = await addBook(headers, 'River Four');
    await addBook(headers, 'Stone Five', 'Lost');
    const stoneSix = await addBook(headers, 'Stone Six');
    const borrower = await addBorrower(headers);
    await lend(headers, riverThree, borrower);
    await lend(headers, stoneSix, borrower);
    const returned = await lend(headers, riverFour, borrower);
    const giveBack = await t.app.inject({ method: 'PUT', url: `/api/borrow/${returned}/return`, headers });
    expect(giveBack.statusCode, giveBack.body).toBe(200);

    // A book being read or read is an Available book (its reading status is apart from where it is).
    expect(await coverSummary(headers)).toEqual({
      Books: '6',
      'On loan now': '2',
      Available: '3',
      Loaned: '2',
      Reserved: '0',
      Lost: '1',
    });
    expect(await coverSummary(headers, { search: 'river' })).toEqual({
      Books: '4',
      'On loan now': '1',
      Available: '3',
      Loaned: '1',
      Reserved: '0',
      Lost: '0',
    });
  });
});
