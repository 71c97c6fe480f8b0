import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedUser, createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

/**
 * One region per account (issue 27): the checkout's provider and currency follow the payment
 * region kept with the account at sign-up and changed in Settings, never the page's guess.
 */
describe('POST /api/payments/checkout: the provider of the stored payment region', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ PAYMENTS_SANDBOX: '1' });
  });
  afterAll(async () => {
    await t.close();
  });

  const checkout = (user: CreatedUser, payload: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      headers: user.headers,
      payload: { userId: user.user.id, plan: 'premium', billingCycle: 'yearly', ...payload },
    });
  async function sessionOf(user: CreatedUser, url: string) {
    const session = new URL(url).searchParams.get('session')!;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/payments/sandbox/session?session=${encodeURIComponent(session)}`,
      headers: user.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  const me = async (user: CreatedUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers })).json().user;
  const saveSettings = (user: CreatedUser, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/users/settings', headers: user.headers, payload });

  it('keeps the region decided at sign-up and checks out in naira through Paystack for Nigeria', async () => {
    const user = await createUser(t, { paymentRegion: 'nigeria' });
    expect(user.user.paymentRegion).toBe('nigeria');
    // The page's guess of this visit does not override what the account holds.
    const res = await checkout(user, { region: 'international' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().provider).toBe('paystack');
    expect(await sessionOf(user, res.json().url)).toMatchObject({ currency: 'NGN', amount: 29999 });
  });

  it('checks out in dollars through Stripe for an international account', async () => {
    const user = await createUser(t, { paymentRegion: 'international' });
    const res = await checkout(user, { region: 'nigeria' });
    expect(res.json().provider).toBe('stripe');
    expect(await sessionOf(user, res.json().url)).toMatchObject({ currency: 'USD', amount: 49.99 });
  });

  it('follows a change made in Settings', async () => {
    const user = await createUser(t, { paymentRegion: 'international' });
    const saved = await saveSettings(user, { paymentRegion: 'nigeria' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().paymentRegion).toBe('nigeria');
    expect((await me(user)).paymentRegion).toBe('nigeria');
    expect((await checkout(user)).json().provider).toBe('paystack');
  });

  it('refuses an unknown region in Settings with a 400 and changes nothing', async () => {
    const user = await createUser(t, { paymentRegion: 'international' });
    for (const paymentRegion of ['NG', 'usa', null, 3]) {
      const res = await saveSettings(user, { paymentRegion });
      expect(res.statusCode, String(paymentRegion)).toBe(400);
    }
    expect((await me(user)).paymentRegion).toBe('international');
  });

  it("keeps the visit's region for an account that has none, and dollars without one (never naira by default)", async () => {
    const older = await createUser(t);
    expect(older.user.paymentRegion).toBeNull();
    expect((await checkout(older, { region: 'nigeria' })).json().provider).toBe('paystack');
    expect((await me(older)).paymentRegion).toBe('nigeria');

    const unknown = await createUser(t);
    expect((await checkout(unknown)).json().provider).toBe('stripe');
    expect((await me(unknown)).paymentRegion).toBe('international');
  });

  it("answers 404 for someone else's id and 400 for the free plan, storing nothing", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    expect((await checkout(user, { userId: other.user.id })).statusCode).toBe(404);
    expect((await checkout(user, { plan: 'free' })).statusCode).toBe(400);
    expect((await me(user)).paymentRegion).toBeNull();
  });
});

describe('the paid plan picked at sign-up', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ PAYMENTS_SANDBOX: '1' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function registerPicking(plan: 'basic' | 'premium') {
    const { auth } = t.services;
    const email = `picker-${Math.random().toString(36).slice(2)}@example.test`;
    const { token, user } = await auth.register(
      { name: 'Picker', email, password: 'Pw-123456-Ab!', plan, paymentRegion: 'international' },
      { ip: '198.51.100.77' },
    );
    await auth.markEmailVerified(user.id);
    return { token, id: user.id, headers: { authorization: `Bearer ${token}` } };
  }
  const me = async (headers: { authorization: string }) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).json().user;

  it('is forgotten when the reader dismisses it', async () => {
    const reader = await registerPicking('premium');
    expect(await me(reader.headers)).toMatchObject({ plan: 'free', intendedPlan: 'premium' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: reader.headers,
      payload: { dismissPlanChoice: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await me(reader.headers)).toMatchObject({ plan: 'free', intendedPlan: 'free' });
  });

  it('is finished once the plan is paid', async () => {
    const reader = await registerPicking('basic');
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      headers: reader.headers,
      payload: { userId: reader.id, plan: 'basic', billingCycle: 'monthly' },
    });
    const session = new URL(start.json().url).searchParams.get('session')!;
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/pay',
      headers: reader.headers,
      payload: { session },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await me(reader.headers)).toMatchObject({ plan: 'basic', intendedPlan: 'free' });
  });
});
