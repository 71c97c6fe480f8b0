import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedUser, createSubscription, createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let admin: CreatedUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const give = async (who: CreatedUser, plan: string) => {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/users/${who.user.id}`,
    headers: admin.headers,
    payload: { plan },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const me = async (who: CreatedUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: who.headers })).json().user;
const status = async (who: CreatedUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/payments/status', headers: who.headers })).json();
const YEAR_AND_A_BIT = 400 * 24 * 60 * 60 * 1000;

describe('a complimentary plan given by an admin', () => {
  it('gives the plan at once, shown as complimentary, and is withdrawn with plan free', async () => {
    const reader = await createUser(t);
    const answer = await give(reader, 'premium');
    expect(answer).toMatchObject({ plan: 'premium', complimentaryPlan: 'premium' });
    expect(await me(reader)).toMatchObject({ plan: 'premium', complimentaryPlan: 'premium' });
    expect(await status(reader)).toMatchObject({
      plan: 'premium',
      complimentaryPlan: 'premium',
      paymentStatus: null,
    });
    // The plan's features follow on the server: PDF export is premium-only.
    const pdf = await t.app.inject({ method: 'GET', url: '/api/book/export/pdf', headers: reader.headers });
    expect(pdf.statusCode).toBe(200);
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/activity/my-logs',
      headers: reader.headers,
    });
    expect(history.json().data[0]).toMatchObject({
      action: 'PLAN_CHANGED',
      details: { plan: 'premium', previousPlan: 'free', provider: 'complimentary' },
    });

    expect(await give(reader, 'free')).toMatchObject({ plan: 'free', complimentaryPlan: null });
    expect(await me(reader)).toMatchObject({ plan: 'free', complimentaryPlan: null });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/book/export/pdf',
      headers: reader.headers,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('sits beside a paid subscription: the account has the higher plan, the payment is untouched', async () => {
    const payer = await createUser(t);
    await createSubscription(t, payer, { plan: 'basic', billingCycle: 'monthly' });
    expect(await me(payer)).toMatchObject({ plan: 'basic', complimentaryPlan: null });

    expect(await give(payer, 'premium')).toMatchObject({
      plan: 'premium',
      paidPlan: 'basic',
      complimentaryPlan: 'premium',
    });
    expect(await me(payer)).toMatchObject({ plan: 'premium', complimentaryPlan: 'premium' });
    expect(await status(payer)).toMatchObject({
      plan: 'premium',
      complimentaryPlan: 'premium',
      paymentStatus: 'active',
      billingCycle: 'monthly',
    });

    // Withdrawn: back to what is paid for, not to free.
    await give(payer, 'free');
    expect(await me(payer)).toMatchObject({ plan: 'basic', complimentaryPlan: null });
  });

  it('keeps the account on the complimentary plan when the paid one ends, and below it changes nothing', async () => {
    const reader = await createUser(t);
    await give(reader, 'basic');
    await createSubscription(t, reader, {
      plan: 'premium',
      billingCycle: 'monthly',
      cancelAtPeriodEnd: true,
    });
    expect(await me(reader)).toMatchObject({ plan: 'premium', complimentaryPlan: 'basic' });

    const ended = await t.services.billing.expireEndedSubscriptions(new Date(Date.now() + YEAR_AND_A_BIT));
    expect(ended).toBeGreaterThanOrEqual(1);
    expect(await me(reader)).toMatchObject({ plan: 'basic', complimentaryPlan: 'basic' });

    // Buying the plan one already has for free changes no plan and records no plan change.
    const before = await t.db.execute(
      sql`select count(*)::int as n from activity_logs where user_id = ${reader.user.id} and action = 'PLAN_CHANGED'`,
    );
    await createSubscription(t, reader, { plan: 'basic', billingCycle: 'yearly' });
    const after = await t.db.execute(
      sql`select count(*)::int as n from activity_logs where user_id = ${reader.user.id} and action = 'PLAN_CHANGED'`,
    );
    expect(after.rows).toEqual(before.rows);
    expect(await me(reader)).toMatchObject({ plan: 'basic', complimentaryPlan: 'basic' });
  });

  it('answers 400 for a plan that does not exist and changes nothing', async () => {
    const reader = await createUser(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${reader.user.id}`,
      headers: admin.headers,
      payload: { plan: 'platinum' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Plan must be one of free, basic, premium/);
    expect(await me(reader)).toMatchObject({ plan: 'free', complimentaryPlan: null });
  });
});
