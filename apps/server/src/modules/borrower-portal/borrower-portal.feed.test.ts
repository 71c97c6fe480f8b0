import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBorrower, createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { parseFeed } from '../../../test/ical-feed.ts';
import { createManualClock } from '../../platform/clock.ts';
import { lendWithLink, pagePath } from './borrower-portal.test-support.ts';

// 10:30 UTC on 4 March 2030 is 00:30 on the 4th in UTC-10 and 00:30 on the 5th in UTC+14.
const clock = createManualClock('2030-03-04T10:30:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const makeFeed = async (token: string) => {
  const res = await t.app.inject({ method: 'POST', url: `${pagePath(token)}/calendar` });
  expect(res.statusCode, res.body).toBe(201);
  const url = new URL(res.json().data.url as string);
  expect(url.href).toMatch(new RegExp(`^${t.config.APP_URL}/api/borrower-feed/[A-Za-z0-9_-]{43}\\.ics$`));
  return url.pathname;
};
const read = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: path, headers });

describe('the borrower’s own calendar feed', () => {
  it('has one all-day event per loan the borrower holds from that owner, and nothing else', async () => {
    const owner = await createUser(t, { name: 'Grace Hopper' });
    const borrower = await createBorrower(t, owner, { name: 'Ada Lovelace' });
    const first = await lendWithLink(t, owner, { borrower, returnDate: '2030-03-20', title: 'Kindred' });
    const second = await lendWithLink(t, owner, { borrower, returnDate: '2030-03-12', title: 'Dune' });
    await lendWithLink(t, owner, { returnDate: '2030-03-15' }); // someone else's
    const stranger = await createUser(t);
    await lendWithLink(t, stranger, { returnDate: '2030-03-16' });
    const feed = await makeFeed(first.token);
    const res = await read(feed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(parseFeed(res.body)).toEqual([
      {
        uid: `loan-${second.loan._id}@shelfwise`,
        summary: 'Due back: Dune to Grace',
        start: '2030-03-12',
        startIsDate: true,
        end: '2030-03-13',
        endIsDate: true,
        sequence: 0,
        lastModified: '2030-03-04T10:30:00.000Z',
      },
      expect.objectContaining({
        uid: `loan-${first.loan._id}@shelfwise`,
        summary: 'Due back: Kindred to Grace',
      }),
    ]);
    expect(res.body).not.toContain('Hopper');
    expect(res.body).not.toContain(owner.user.email);
    expect(res.body).not.toContain(borrower.email);
  });

  it.each([
    ['Pacific/Honolulu', 'UTC-10', '2030-03-05'],
    ['Pacific/Kiritimati', 'UTC+14', '2030-03-06'],
  ])('lands on the due day for an owner in %s (%s)', async (timezone, _label, due) => {
    const owner = await createUser(t, { timezone });
    const { token } = await lendWithLink(t, owner, { returnDate: due });
    const feed = await makeFeed(token);
    const body = (await read(feed)).body;
    const [event] = parseFeed(body);
    expect(event).toMatchObject({ start: due, startIsDate: true, endIsDate: true });
    expect(body).toContain(`DTSTART;VALUE=DATE:${due.replaceAll('-', '')}`);
  });

  it('raises SEQUENCE when an approved extension moves the due date; ETag and 304 like the owner’s feed', async () => {
    clock.set('2030-03-04T10:30:00Z');
    const owner = await createUser(t);
    const { loan, token } = await lendWithLink(t, owner, { returnDate: '2030-03-10' });
    const feed = await makeFeed(token);
    const first = await read(feed);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect((await read(feed, { 'if-none-match': etag })).statusCode).toBe(304);

    clock.set('2030-03-05T08:00:00Z');
    const asked = await t.app.inject({
      method: 'POST',
      url: `${pagePath(token)}/loans/${loan._id}/extension`,
      payload: { dueDate: '2030-03-17' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/loan-requests', headers: owner.headers });
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/loan-requests/${list.json().data[0].id}/approve`,
      headers: owner.headers,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const moved = await read(feed, { 'if-none-match': etag });
    expect(moved.statusCode).toBe(200);
    expect(parseFeed(moved.body)[0]).toMatchObject({
      uid: `loan-${loan._id}@shelfwise`,
      start: '2030-03-17',
      sequence: 1,
      lastModified: '2030-03-05T08:00:00.000Z',
    });
    clock.set('2030-03-04T10:30:00Z');
  });

  it('a new feed URL replaces the old one; the page link keeps working', async () => {
    const owner = await createUser(t);
    const { token } = await lendWithLink(t, owner);
    const old = await makeFeed(token);
    const fresh = await makeFeed(token);
    expect(fresh).not.toBe(old);
    expect((await read(old)).statusCode).toBe(404);
    expect((await read(fresh)).statusCode).toBe(200);
    expect((await read(pagePath(token))).statusCode).toBe(200);
  });
});
