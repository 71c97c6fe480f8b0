import { dailyEmailCapMessage, plans } from '@shelfwise/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBorrower, createLoan, createReminder, createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createManualClock } from '../clock.ts';
import { reserveExternalMail } from './mail-cap.ts';

const clock = createManualClock('2030-03-04T18:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

async function useUp(userId: string, plan: 'free' | 'basic' | 'premium', count: number) {
  for (let i = 0; i < count; i++) await reserveExternalMail(t.db, { userId, plan, now: clock.now() });
}

describe('daily cap on mail to other people', () => {
  it('never lets parallel requests pass the plan’s cap', async () => {
    const { user } = await createUser(t, { plan: 'free' });
    const results = await Promise.all(
      Array.from({ length: 80 }, () =>
        reserveExternalMail(t.db, { userId: user.id, plan: 'free', now: clock.now() }),
      ),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(plans.free.dailyExternalEmails);
    // A new UTC day starts a new count.
    const tomorrow = new Date(clock.now().getTime() + 86_400_000);
    expect((await reserveExternalMail(t.db, { userId: user.id, plan: 'free', now: tomorrow })).allowed).toBe(
      true,
    );
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

  it('answers 429 naming the cap to a Send Now past it, and fails scheduled reminders with the reason', async () => {
    const owner = await createUser(t, { plan: 'free' });
    const first = await createReminder(t, owner);
    const second = await createReminder(t, owner);
    await useUp(owner.user.id, 'free', plans.free.dailyExternalEmails);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/reminders/${first.id}/send`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: dailyEmailCapMessage('free') });
    expect(res.json().message).toContain('50 emails a day');
    await t.services.jobs.runNow(['reminders']);
    const list = (await t.app.inject({ method: 'GET', url: '/api/reminders', headers: owner.headers })).json()
      .data;
    for (const r of list.filter((x: { id: string }) => [first.id, second.id].includes(x.id))) {
      expect(r).toMatchObject({ status: 'failed', lastError: dailyEmailCapMessage('free') });
    }
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
