import type { AdminOverview } from '@shelfwise/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CreatedUser,
  createLoan,
  createSubscription,
  createUser,
} from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createManualClock } from '../../platform/clock.ts';

const DAY = 24 * 60 * 60 * 1000;
const clock = createManualClock();
let t: TestApp;
let admin: CreatedUser;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await createUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const overview = async (): Promise<AdminOverview> => {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/admin/overview', () => {
  it('counts accounts by plan and by state, and new sign-ups per day for 30 days', async () => {
    const start = await overview();
    await createUser(t, { plan: 'basic' });
    await createUser(t, { verified: false });
    const suspended = await createUser(t);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${suspended.user.id}`,
      headers: admin.headers,
      payload: { suspended: true, plan: 'premium' },
    });
    const now = await overview();
    expect(now.users.total - start.users.total).toBe(3);
    expect(now.users.byPlan.basic - start.users.byPlan.basic).toBe(1);
    expect(now.users.byPlan.premium - start.users.byPlan.premium).toBe(1);
    expect(now.users.complimentary - start.users.complimentary).toBe(1);
    expect(now.users.unverified - start.users.unverified).toBe(1);
    expect(now.users.verified - start.users.verified).toBe(1);
    expect(now.users.suspended - start.users.suspended).toBe(1);
    expect(now.users.admins).toBe(1);

    expect(now.signupsPerDay).toHaveLength(30);
    const today = clock.now().toISOString().slice(0, 10);
    expect(now.signupsPerDay.at(-1)).toEqual({ date: today, count: now.users.total });
    expect(now.signupsPerDay[0]?.date).toBe(
      new Date(clock.now().getTime() - 29 * DAY).toISOString().slice(0, 10),
    );
    // A day later, today's sign-ups are yesterday's.
    clock.advance(DAY);
    const tomorrow = await overview();
    expect(tomorrow.signupsPerDay.at(-2)).toEqual({ date: today, count: now.users.total });
    expect(tomorrow.signupsPerDay.at(-1)?.count).toBe(0);
    clock.advance(-DAY);
  });

  it('counts loans out and those overdue (UTC days)', async () => {
    const lender = await createUser(t, { plan: 'premium' });
    const due = new Date(clock.now().getTime() + 2 * DAY).toISOString().slice(0, 10);
    await createLoan(t, lender, { returnDate: due });
    await createLoan(t, lender);
    const returned = await createLoan(t, lender);
    await t.services.loans.markReturned(lender.user.id, returned._id);
    expect((await overview()).loans).toEqual({ active: 2, overdue: 0 });
    clock.advance(3 * DAY);
    expect((await overview()).loans).toEqual({ active: 2, overdue: 1 });
    clock.advance(-3 * DAY);
  });

  it('counts paying subscriptions and the monthly recurring revenue per currency, test mode apart', async () => {
    await createSubscription(t, await createUser(t), {
      provider: 'stripe',
      plan: 'basic',
      billingCycle: 'monthly',
    });
    await createSubscription(t, await createUser(t), {
      provider: 'stripe',
      plan: 'premium',
      billingCycle: 'yearly',
    });
    await createSubscription(t, await createUser(t), {
      provider: 'paystack',
      plan: 'premium',
      billingCycle: 'monthly',
    });
    await createSubscription(t, await createUser(t), {
      provider: 'sandbox',
      plan: 'premium',
      billingCycle: 'yearly',
    });
    // Cancelled at period end: still gives its plan, but will not recur.
    await createSubscription(t, await createUser(t), {
      provider: 'stripe',
      plan: 'basic',
      billingCycle: 'monthly',
      cancelAtPeriodEnd: true,
    });
    const { subscriptions } = await overview();
    expect(subscriptions).toEqual({
      paying: 5,
      byPlan: { basic: 2, premium: 3 },
      testMode: 1,
      mrr: [
        { currency: 'NGN', amount: 3999, subscriptions: 1 },
        // 2.99 a month, and 49.99 a year as a twelfth (4.17): 7.16.
        { currency: 'USD', amount: 7.16, subscriptions: 2 },
      ],
    });
  });

  it('shows the mail outbox: waiting, failed and the oldest wait', async () => {
    const at = clock.now();
    await t.db.execute(sql`insert into mail_outbox ("to", subject, text, html, status, next_attempt_at, created_at)
      values ('a@example.test', 'Waiting', 't', 'h', 'pending', ${new Date(at.getTime() + DAY).toISOString()}::timestamptz, ${new Date(at.getTime() - 3600_000).toISOString()}::timestamptz),
             ('b@example.test', 'Failed', 't', 'h', 'failed', ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)`);
    const { mail } = await overview();
    expect(mail.failed).toBe(1);
    expect(mail.waiting).toBeGreaterThanOrEqual(1);
    expect(mail.oldestWaitingSeconds).toBe(3600);
  });

  it('shows when each recurring job last succeeded, on any instance', async () => {
    // The app registered its recurring jobs (scheduleJobs); run two of them as a tick would.
    expect((await overview()).jobs).toEqual([]);
    await t.services.jobs.runNow(['housekeeping']);
    const first = clock.now().toISOString();
    clock.advance(60_000);
    await t.services.jobs.runNow(['billing-expiry']);
    expect((await overview()).jobs).toEqual([
      { name: 'billing-expiry', lastSuccessAt: clock.now().toISOString() },
      { name: 'housekeeping', lastSuccessAt: first },
    ]);
  });
});
