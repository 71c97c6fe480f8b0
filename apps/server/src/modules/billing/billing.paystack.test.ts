import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedUser, createUser } from '../../../test/factories/index.ts';
import { mailMatching } from '../../../test/mail-helpers.ts';
import {
  type BillingTestApp,
  billingStateOf,
  deliverPaystack,
  startBillingApp,
} from './billing.test-support.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('Paystack: subscribe, verify, webhooks, cancel, refund (REST against a loopback Paystack)', () => {
  let b: BillingTestApp;

  beforeAll(async () => {
    b = await startBillingApp();
  });
  afterAll(async () => {
    await b?.close();
  });

  const subscribe = (user: CreatedUser, plan: string, billingCycle: string) =>
    b.t.app.inject({
      method: 'POST',
      url: '/api/paystack/subscribe',
      headers: user.headers,
      payload: { userId: user.user.id, plan, billingCycle },
    });

  async function paid(plan = 'premium', billingCycle = 'yearly', order: 'as-sent' | 'reversed' = 'as-sent') {
    const user = await createUser(b.t);
    const res = await subscribe(user, plan, billingCycle);
    expect(res.statusCode, res.body).toBe(200);
    const done = b.paystack.completeTransaction(res.json().reference);
    const events = order === 'reversed' ? [...done.events].reverse() : done.events;
    for (const event of events) expect((await deliverPaystack(b.t, b.paystack, event)).statusCode).toBe(200);
    return { user, reference: res.json().reference as string, ...done };
  }

  it('initializes a transaction in kobo with the plan code (created once, then reused), metadata and callback', async () => {
    const user = await createUser(b.t);
    const res = await subscribe(user, 'premium', 'yearly');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().authorization_url).toMatch(/^https:\/\/checkout\.paystack\.com\//);

    const createdPlans = b.paystack.requests.filter((r) => r.method === 'POST' && r.path === '/plan');
    expect(createdPlans).toHaveLength(1);
    expect(createdPlans[0]!.body).toMatchObject({
      name: 'Shelfwise Library Keeper Plan (yearly)',
      interval: 'annually',
      amount: 2999900,
      currency: 'NGN',
    });
    const planCode = [...b.paystack.plans.keys()][0];
    const init = b.paystack.requests.findLast((r) => r.path === '/transaction/initialize')!;
    expect(init.body).toMatchObject({
      email: user.user.email,
      amount: '2999900',
      currency: 'NGN',
      plan: planCode,
      reference: res.json().reference,
      callback_url: 'http://shelfwise.test/dashboard?payment_status=success&plan=premium&provider=paystack',
      metadata: {
        userId: user.user.id,
        plan: 'premium',
        billingCycle: 'yearly',
        cancel_action: 'http://shelfwise.test/subscriptions?payment_status=cancelled&plan=premium',
      },
    });

    await subscribe(await createUser(b.t), 'premium', 'annually');
    expect(b.paystack.requests.filter((r) => r.method === 'POST' && r.path === '/plan')).toHaveLength(1);
    await subscribe(user, 'basic', 'monthly');
    const basic = b.paystack.requests.findLast((r) => r.path === '/transaction/initialize')!;
    expect(basic.body).toMatchObject({
      amount: '199900',
      metadata: { plan: 'basic', billingCycle: 'monthly' },
    });
  });

  it('activates on charge.success (confirmed with transaction/verify) and names the subscription', async () => {
    const { user, reference, subscriptionCode } = await paid('premium', 'yearly');
    expect(b.paystack.requests.some((r) => r.path === `/transaction/verify/${reference}`)).toBe(true);
    const state = await billingStateOf(b.t, user.user.id);
    expect(state.plan).toBe('premium');
    expect(state.subscriptions).toHaveLength(1);
    expect(state.subscriptions[0]).toMatchObject({
      provider: 'paystack',
      providerSubscriptionId: subscriptionCode,
      plan: 'premium',
      billingCycle: 'yearly',
      status: 'active',
    });
    expect(state.subscriptions[0]!.providerEmailToken).toBeTruthy();
    expect(state.payments).toEqual([
      expect.objectContaining({
        reference,
        amount: 2999900,
        currency: 'NGN',
        status: 'success',
        cardType: 'Visa',
        last4: '4081',
        expMonth: 12,
      }),
    ]);
    const mail = await mailMatching(b.smtp, user.user.email, /receipt/i);
    expect(mail.text).toContain('₦29,999');
  });

  it('gets the same result when subscription.create arrives before charge.success', async () => {
    const { user, subscriptionCode } = await paid('basic', 'monthly', 'reversed');
    const state = await billingStateOf(b.t, user.user.id);
    expect(state.plan).toBe('basic');
    expect(state.subscriptions).toHaveLength(1);
    expect(state.subscriptions[0]!.providerSubscriptionId).toBe(subscriptionCode);
    expect(state.payments).toHaveLength(1);
  });

  it('ignores a charge.success whose transaction Paystack does not confirm', async () => {
    const user = await createUser(b.t);
    const res = await subscribe(user, 'basic', 'yearly');
    // Claimed paid in the webhook, but never paid at Paystack.
    const forged = {
      event: 'charge.success',
      data: {
        reference: res.json().reference,
        status: 'success',
        amount: 1799900,
        metadata: { userId: user.user.id },
      },
    };
    expect((await deliverPaystack(b.t, b.paystack, forged)).statusCode).toBe(200);
    expect(await billingStateOf(b.t, user.user.id)).toMatchObject({ plan: 'free', payments: [] });
  });

  it('verifies the callback reference before showing success, for its own user only', async () => {
    const user = await createUser(b.t);
    const res = await subscribe(user, 'premium', 'monthly');
    const reference = res.json().reference as string;
    const confirm = (who: CreatedUser, ref = reference) =>
      b.t.app.inject({
        method: 'POST',
        url: '/api/payments/confirm',
        headers: who.headers,
        payload: { provider: 'paystack', reference: ref },
      });
    expect((await confirm(user)).json()).toEqual({ result: 'pending', plan: 'free' });
    b.paystack.completeTransaction(reference);
    expect((await confirm(await createUser(b.t))).statusCode).toBe(404);
    expect((await confirm(user, 'no-such-reference')).statusCode).toBe(404);
    expect((await confirm(user)).json()).toEqual({ result: 'paid', plan: 'premium' });
    expect((await billingStateOf(b.t, user.user.id)).payments).toHaveLength(1);
  });

  it('renews on a charge.success without metadata (found by customer) and extends the period', async () => {
    const { user, subscriptionCode } = await paid('premium', 'monthly');
    const before = (await billingStateOf(b.t, user.user.id)).subscriptions[0]!.currentPeriodEnd;
    b.clock.advance(30 * DAY);
    const renewal = b.paystack.renew(subscriptionCode!);
    for (const event of renewal.events)
      expect((await deliverPaystack(b.t, b.paystack, event)).statusCode).toBe(200);
    const state = await billingStateOf(b.t, user.user.id);
    expect(state.payments.map((p) => p.reference)).toContain(renewal.reference);
    expect(state.payments.find((p) => p.reference === renewal.reference)).toMatchObject({
      plan: 'premium',
      billingCycle: 'monthly',
      amount: 399900,
    });
    expect(state.subscriptions[0]!.currentPeriodEnd.getTime()).toBeGreaterThan(before.getTime());
  });

  it('a failed renewal (invoice.payment_failed) marks it past_due', async () => {
    const { user, subscriptionCode } = await paid('basic', 'monthly');
    for (const event of b.paystack.failRenewal(subscriptionCode!).events) {
      expect((await deliverPaystack(b.t, b.paystack, event)).statusCode).toBe(200);
    }
    const state = await billingStateOf(b.t, user.user.id);
    expect(state.subscriptions[0]!.status).toBe('past_due');
    expect(state.payments.some((p) => p.status === 'failed')).toBe(true);
  });

  it('cancels through subscription/disable; access lasts to the period end, then the plan ends', async () => {
    const { user, subscriptionCode } = await paid('premium', 'monthly');
    const res = await b.t.app.inject({
      method: 'DELETE',
      url: '/api/payments/cancel',
      headers: user.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      paymentStatus: 'cancelled',
      cancelAtPeriodEnd: true,
      plan: 'premium',
    });
    const disable = b.paystack.requests.findLast((r) => r.path === '/subscription/disable')!;
    const sub = b.paystack.subscriptions.get(subscriptionCode!)!;
    expect(disable.body).toEqual({ code: subscriptionCode, token: sub.email_token });

    // subscription.not_renew, then (at the period's end) subscription.disable.
    for (const event of b.paystack.takeEvents())
      expect((await deliverPaystack(b.t, b.paystack, event)).statusCode).toBe(200);
    expect((await billingStateOf(b.t, user.user.id)).plan).toBe('premium');
    for (const event of b.paystack.endPeriod(subscriptionCode!)) {
      expect((await deliverPaystack(b.t, b.paystack, event)).statusCode).toBe(200);
    }
    // Still within the paid month: Paystack calling it over does not cut the month short.
    expect((await billingStateOf(b.t, user.user.id)).plan).toBe('premium');
    b.clock.advance(32 * DAY);
    expect(await b.t.services.billing.expireEndedSubscriptions(b.clock.now())).toBeGreaterThanOrEqual(1);
    expect((await billingStateOf(b.t, user.user.id)).plan).toBe('free');
  });

  it('refunds within 7 days through /refund; refund.processed is then recorded once', async () => {
    const { user, reference } = await paid('basic', 'yearly');
    const res = await b.t.app.inject({ method: 'POST', url: '/api/payments/refund', headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(b.paystack.requests.findLast((r) => r.path === '/refund')!.body).toEqual({
      transaction: reference,
    });
    for (const event of b.paystack.takeEvents())
      expect((await deliverPaystack(b.t, b.paystack, event)).statusCode).toBe(200);
    const state = await billingStateOf(b.t, user.user.id);
    expect(state.plan).toBe('free');
    expect(state.payments[0]!.status).toBe('refunded');
    expect(state.billingActivity.filter((a) => a.action === 'PAYMENT_REFUNDED')).toHaveLength(1);
    expect(state.subscriptions[0]!.status).toBe('canceled');
    expect(b.paystack.subscriptions.get(state.subscriptions[0]!.providerSubscriptionId!)?.status).toBe(
      'non-renewing',
    );
  });
});
