import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBook, createBorrower, createLoan, createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createManualClock } from '../../platform/clock.ts';
import { parseFeed, turnFeedOn } from './calendar.test-support.ts';

// 10:30 UTC on 4 March 2030 is 00:30 on the 4th in UTC-10 and 00:30 on the 5th in UTC+14.
const clock = createManualClock('2030-03-04T10:30:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const read = (path: string) => t.app.inject({ method: 'GET', url: path });

describe('the owner’s calendar feed: its events', () => {
  it('has one all-day event per open loan, with the title and the borrower’s first name only', async () => {
    const owner = await createUser(t);
    const feed = await turnFeedOn(t, owner);
    const book = await createBook(t, owner, { title: 'The Left Hand of Darkness' });
    const borrower = await createBorrower(t, owner, {
      name: 'Ada Lovelace',
      email: 'ada.private@example.test',
      phone: '+2348031112222',
    });
    const loan = await createLoan(t, owner, {
      bookId: book._id,
      borrowerId: borrower._id,
      returnDate: '2030-03-20',
    });

    const res = await read(feed.path);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(parseFeed(res.body)).toEqual([
      {
        uid: `loan-${loan._id}@shelfwise`,
        summary: 'Due back: The Left Hand of Darkness from Ada',
        start: '2030-03-20',
        startIsDate: true,
        end: '2030-03-21',
        endIsDate: true,
        sequence: 0,
        lastModified: '2030-03-04T10:30:00.000Z',
      },
    ]);
    expect(res.body).not.toContain('Lovelace');
    expect(res.body).not.toContain('ada.private');
    expect(res.body).not.toContain('@example.test');
    expect(res.body).not.toContain('2348031112222');
  });

  it.each([
    ['Pacific/Honolulu', 'UTC-10', '2030-03-05'],
    ['Pacific/Kiritimati', 'UTC+14', '2030-03-06'],
  ])(
    'lands on the due day for an owner in %s (%s), whatever the hour in UTC',
    async (timezone, _label, due) => {
      const owner = await createUser(t, { timezone });
      const feed = await turnFeedOn(t, owner);
      await createLoan(t, owner, { returnDate: due });
      const [event] = parseFeed((await read(feed.path)).body);
      expect(event).toMatchObject({ start: due, startIsDate: true, endIsDate: true });
      expect(event?.end).toBe(
        new Date(Date.parse(`${due}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
      );
      // The DATE value carries no time and no zone: the day is the same in every calendar.
      expect((await read(feed.path)).body).toContain(`DTSTART;VALUE=DATE:${due.replaceAll('-', '')}`);
    },
  );

  it('drops a loan once it is returned', async () => {
    const owner = await createUser(t);
    const feed = await turnFeedOn(t, owner);
    const kept = await createLoan(t, owner, { returnDate: '2030-03-15' });
    const returned = await createLoan(t, owner, { returnDate: '2030-03-16' });
    expect(parseFeed((await read(feed.path)).body)).toHaveLength(2);

    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/borrow/${returned._id}/return`,
      headers: owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(parseFeed((await read(feed.path)).body).map((e) => e.uid)).toEqual([`loan-${kept._id}@shelfwise`]);
  });

  it('raises SEQUENCE and LAST-MODIFIED each time the due date moves, keeping the UID', async () => {
    clock.set('2030-03-04T10:30:00Z');
    const owner = await createUser(t);
    const feed = await turnFeedOn(t, owner);
    const loan = await createLoan(t, owner, { returnDate: '2030-03-12' });
    const before = parseFeed((await read(feed.path)).body)[0];
    expect(before).toMatchObject({ sequence: 0, lastModified: '2030-03-04T10:30:00.000Z' });

    const move = async (returnDate: string) => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/borrow/${loan._id}/due-date`,
        headers: owner.headers,
        payload: { returnDate },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    clock.set('2030-03-05T08:00:00Z');
    await move('2030-03-19');
    expect(parseFeed((await read(feed.path)).body)[0]).toMatchObject({
      uid: `loan-${loan._id}@shelfwise`,
      start: '2030-03-19',
      end: '2030-03-20',
      sequence: 1,
      lastModified: '2030-03-05T08:00:00.000Z',
    });

    clock.set('2030-03-06T09:00:00Z');
    await move('2030-03-26');
    expect(parseFeed((await read(feed.path)).body)[0]).toMatchObject({
      start: '2030-03-26',
      sequence: 2,
      lastModified: '2030-03-06T09:00:00.000Z',
    });
    clock.set('2030-03-04T10:30:00Z');
  });

  it('shows through each token only the loans of its own owner', async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const aliceFeed = await turnFeedOn(t, alice);
    const bobFeed = await turnFeedOn(t, bob);
    const aliceLoan = await createLoan(t, alice, { returnDate: '2030-03-21' });
    const bobLoan = await createLoan(t, bob, { returnDate: '2030-03-22' });

    expect(parseFeed((await read(aliceFeed.path)).body).map((e) => e.uid)).toEqual([
      `loan-${aliceLoan._id}@shelfwise`,
    ]);
    expect(parseFeed((await read(bobFeed.path)).body).map((e) => e.uid)).toEqual([
      `loan-${bobLoan._id}@shelfwise`,
    ]);
  });
});
