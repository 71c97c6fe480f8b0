import { dailyEmailCapMessage, plans } from '@shelfwise/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBorrower, createLoan, createReminder, createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createManualClock } from '../clock.ts';
import { purgeOldMailCounts, reserveExternalMail, secondsUntilCapResets } from './mail-cap.ts';

const clock = createManualClock('2030-03-04T18:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const UTC_MINUS_8 = 'UTC-8';

async function useUp(userId: string, plan: 'free' | 'basic' | 'premium', count: number) {
  for (let i = 0; i < count; i++) {
    await reserveExternalMail(t.db, { userId, plan, timezone: UTC_MINUS_8, now: clock.now() });
  }
}

describe('daily cap on mail to other people', () => {
  it('never lets parallel requests pass the plan’s cap', async () => {
    const { user } = await createUser(t, { plan: 'free' });
    const owner = { userId: user.id, plan: 'free' as const, timezone: UTC_MINUS_8 };
    const results = await Promise.all(
      Array.from({ length: 80 }, () => reserveExternalMail(t.db, { ...owner, now: clock.now() })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(plans.free.dailyExternalEmails);
  });

  it('counts by the user’s own day: a full cap opens at their midnight, not at midnight UTC', async () => {
    const { user } = await createUser(t, { plan: 'free' });
    const at = (instant: string, timezone = UTC_MINUS_8) =>
      reserveExternalMail(t.db, { userId: user.id, plan: 'free', timezone, now: new Date(instant) });
    // 10:00 on March 4th in UTC-8.
    await useUp(user.id, 'free', plans.free.dailyExternalEmails);
    // 01:00 UTC on the 5th is still 17:00 on the 4th for them.
    expect((await at('2030-03-05T01:00:00Z')).allowed).toBe(false);
    // The housekeeping at that hour keeps the counter they still read.
    await purgeOldMailCounts(t.db, new Date('2030-03-05T01:00:00Z'));
    expect((await at('2030-03-05T07:59:59Z')).allowed).toBe(false);
    // Their midnight.
    expect((await at('2030-03-05T08:00:00Z')).allowed).toBe(true);
    // An IANA zone follows its own midnight too (Berlin is UTC+1 in March).
    const { user: other } = await createUser(t, { plan: 'free' });
    for (let i = 0; i < plans.free.dailyExternalEmails; i++) {
      await reserveExternalMail(t.db, {
        userId: other.id,
        plan: 'free',
        timezone: 'Europe/Berlin',
        now: new Date('2030-03-04T22:30:00Z'),
      });
    }
    const berlin = (instant: string) =>
      reserveExternalMail(t.db, {
        userId: other.id,
        plan: 'free',
        timezone: 'Europe/Berlin',
        now: new Date(instant),
      });
    expect((await berlin('2030-03-04T22:59:59Z')).allowed).toBe(false);
    expect((await berlin('2030-03-04T23:00:00Z')).allowed).toBe(true);
    expect(secondsUntilCapResets('UTC-8', new Date('2030-03-05T07:00:00Z'))).toBe(3600);
  });

  it('still saves a loan past the cap (201), and its message says the email was not sent and why', async () => {
    const owner = await createUser(t, { plan: 'basic' });
    await useUp(owner.user.id, 'basic', plans.basic.dailyExternalEmails);
    const borrower = await createBorrower(t, owner);
    const book = await t.app.inject({
      method: 'POST',
      url: '/api/books',
      headers: owner.headers,
      payload: { title: 'Capped', author: 'A' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/borrow',
      headers: owner.headers,
      payload: { book: book.json()._id, borrower: borrower._id, returnDate: '2030-03-20' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(
      `Book loaned successfully, but the confirmation email was not sent: ${dailyEmailCapMessage('basic')}`,
    );
    expect(res.json().message).toContain('200 emails a day');
    const queued = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from mail_outbox where lower("to") = lower(${borrower.email})`,
    );
    expect(queued.rows[0]?.n).toBe(0);
  });

  it('answers 429 naming the cap, with the wait until the user’s midnight, to a Send Now past it', async () => {
    const owner = await createUser(t, { plan: 'free' });
    const reminder = await createReminder(t, owner);
    await useUp(owner.user.id, 'free', plans.free.dailyExternalEmails);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/reminders/${reminder.id}/send`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: dailyEmailCapMessage('free') });
    expect(res.json().message).toContain('50 emails a day');
    expect(res.json().message).toContain('midnight in your timezone');
    // 10:00 in UTC-8: fourteen hours to their midnight.
    expect(res.headers['retry-after']).toBe(String(14 * 3600));
  });
});

describe('account deletion and queued mail', () => {
  it('removes the account’s own mail and the mail to it, never another user’s mail to that address', async () => {
    const leaver = await createUser(t);
    const lender = await createUser(t);
    // The lender lends to the leaver's address; the leaver lends to someone else.
    const asBorrower = await createBorrower(t, lender, { email: leaver.user.email });
    await createLoan(t, lender, { borrowerId: asBorrower._id });
    await createLoan(t, leaver);
    const count = (where: ReturnType<typeof sql>) =>
      t.db.execute<{ n: number }>(sql`select count(*)::int as n from mail_outbox where ${where}`);
    expect((await count(sql`owner_user_id = ${leaver.user.id}`)).rows[0]?.n).toBe(1);

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/delete-account',
      headers: leaver.headers,
    });
    expect(res.statusCode).toBe(200);
    expect((await count(sql`owner_user_id = ${leaver.user.id}`)).rows[0]?.n).toBe(0);
    // The sign-up code to the leaver's address is gone; the lender's confirmation to it is not.
    expect(
      (await count(sql`owner_user_id is null and lower("to") = lower(${leaver.user.email})`)).rows[0]?.n,
    ).toBe(0);
    expect(
      (await count(sql`owner_user_id = ${lender.user.id} and lower("to") = lower(${leaver.user.email})`))
        .rows[0]?.n,
    ).toBe(1);
  });
});
