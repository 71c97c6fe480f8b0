import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedUser, createUser } from '../../../test/factories/index.ts';
import { mailMatching } from '../../../test/mail-helpers.ts';
import {
  type BillingTestApp,
  billingStateOf,
  deliverStripe,
  startBillingApp,
} from './billing.test-support.ts';
import { STRIPE_API_VERSION } from './stripe-gateway.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('Stripe: checkout, webhooks, cancel, refund (the real SDK against a loopback Stripe)', () => {
  let b: BillingTestApp;

  beforeAll(async () => {
    b = await startBillingApp();
  });
  afterAll(async () => {
    await b?.close();
  });

  const checkout = (user: CreatedUser, plan: string, billingCycle: string, userId = user.user.id) =>
    b.t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe-checkout',
      headers: user.headers,
      payload: { userId, plan, billingCycle },
    });
  const sessionIdOf = (url: string) => url.split('/').pop() ?? '';

  /** A user who has paid for `plan` through Checkout, with every event delivered once. */
  async function subscribed(plan = 'premium', billingCycle = 'yearly') {
    const user = await createUser(b.t);
    const res = await checkout(user, plan, billingCycle);
    expect(res.statusCode, res.body).toBe(200);
    const paid = b.stripe.completeCheckout(sessionIdOf(res.json().url));
    for (const event of paid.events) expect((await deliverStripe(b.t, b.stripe, event)).statusCode).toBe(200);
    return { user, ...paid };
  }

  it('creates a subscription Checkout Session with the USD price, metadata and return URLs', async () => {
    const user = await createUser(b.t, { name: 'Ada Stripe' });
    const res = await checkout(user, 'premium', 'yearly');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);

    const request = b.stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(request.method).toBe('POST');
    expect(request.stripeVersion).toBe(STRIPE_API_VERSION);
    const meta = { userId: user.user.id, plan: 'premium', billingCycle: 'yearly' };
    expect(request.params).toMatchObject({
      mode: 'subscription',
      client_reference_id: user.user.id,
      customer_email: user.user.email,
      metadata: meta,
      subscription_data: { metadata: meta },
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'usd',
            unit_amount: '4999',
            recurring: { interval: 'year' },
            product_data: { name: 'Shelfwise Library Keeper Plan (yearly)' },
          },
        },
      ],
      success_url:
        'http://shelfwise.test/dashboard?subscribed=true&plan=premium&provider=stripe&reference={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://shelfwise.test/subscriptions?payment_status=cancelled&plan=premium',
    });

    await checkout(user, 'basic', 'annually');
    const basic = b.stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(basic.params).toMatchObject({
      metadata: { plan: 'basic', billingCycle: 'yearly' },
      line_items: [{ price_data: { unit_amount: '2999', recurring: { interval: 'year' } } }],
    });
    await checkout(user, 'basic', 'monthly');
    const monthly = b.stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(monthly.params).toMatchObject({
      line_items: [{ price_data: { unit_amount: '299', recurring: { interval: 'month' } } }],
    });
    // Nothing is bought by starting a checkout.
    expect((await billingStateOf(b.t, user.user.id)).plan).toBe('free');
  });

  it("refuses a checkout for someone else's id (404), the free plan and a bad cycle (400)", async () => {
    const user = await createUser(b.t);
    const other = await createUser(b.t);
    const before = b.stripe.requests.length;
    expect((await checkout(user, 'premium', 'yearly', other.user.id)).statusCode).toBe(404);
    const free = await checkout(user, 'free', 'yearly');
    expect(free.statusCode).toBe(400);
    expect(free.json().message).toContain('Basic or Premium');
    const weekly = await checkout(user, 'premium', 'weekly');
    expect(weekly.statusCode).toBe(400);
    expect(weekly.json().message).toContain('monthly or yearly');
    expect(b.stripe.requests.length).toBe(before);
  });

  it('activates on the paid events: premium plan, one payment with its card, activity and a receipt mail', async () => {
    const { user, invoiceId, subscriptionId } = await subscribed('premium', 'yearly');
    const state = await billingStateOf(b.t, user.user.id);
    expect(state.plan).toBe('premium');
    expect(state.subscriptions).toHaveLength(1);
    expect(state.subscriptions[0]).toMatchObject({
      provider: 'stripe',
      providerSubscriptionId: subscriptionId,
      status: 'active',
      plan: 'premium',
      billingCycle: 'yearly',
      cancelAtPeriodEnd: false,
    });
    expect(state.payments).toHaveLength(1);
    expect(state.payments[0]).toMatchObject({
      reference: invoiceId,
      amount: 4999,
      currency: 'USD',
      status: 'success',
      cardType: 'Visa',
      last4: '4242',
      expMonth: 12,
    });
    expect(state.billingActivity.map((a) => a.action).sort()).toEqual(['PAYMENT_SUCCEEDED', 'PLAN_CHANGED']);

    const mail = await mailMatching(b.smtp, user.user.email, /receipt/i);
    expect(mail.text).toContain('$49.99');
    expect(mail.text).toContain(invoiceId);

    const status = await b.t.app.inject({
      method: 'GET',
      url: '/api/payments/status',
      headers: user.headers,
    });
    expect(status.json()).toMatchObject({
      plan: 'premium',
      billingCycle: 'yearly',
      paymentStatus: 'active',
      cancelAtPeriodEnd: false,
      provider: 'stripe',
      paymentMethod: { cardType: 'Visa', last4: '4242', expMonth: 12 },
      payments: [
        { amount: 49.99, currency: 'USD', status: 'success', reference: invoiceId, channel: 'card' },
      ],
    });
    expect(new Date(status.json().nextPaymentDate).getTime()).toBeGreaterThan(
      b.clock.now().getTime() + 360 * DAY,
    );
  });

  it('refuses the plan and cycle already held, but allows the other cycle', async () => {
    const { user } = await subscribed('basic', 'monthly');
    const same = await checkout(user, 'basic', 'monthly');
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(
      'You are already subscribed to this plan with the selected billing cycle.',
    );
    expect((await checkout(user, 'basic', 'yearly')).statusCode).toBe(200);
  });

  it('applies a renewal that arrives before the activation, re-reading the subscription from Stripe', async () => {
    const user = await createUser(b.t);
    const res = await checkout(user, 'premium', 'monthly');
    const first = b.stripe.completeCheckout(sessionIdOf(res.json().url));
    b.clock.advance(31 * DAY);
    const renewal = b.stripe.renew(first.subscriptionId);
    // The renewal's invoice.paid comes first; the checkout's events after it.
    const order = [...renewal.events, ...first.events.reverse()];
    for (const event of order) expect((await deliverStripe(b.t, b.stripe, event)).statusCode).toBe(200);

    const state = await billingStateOf(b.t, user.user.id);
    expect(state.plan).toBe('premium');
    expect(state.subscriptions).toHaveLength(1);
    expect(state.payments.map((p) => p.reference).sort()).toEqual(
      [first.invoiceId, renewal.invoiceId].sort(),
    );
    // The period is Stripe's current one (after the renewal), not the stale one of the late events.
    const stripeSub = b.stripe.objects.get(first.subscriptionId) as {
      items: { data: Array<{ current_period_end: number }> };
    };
    expect(state.subscriptions[0]!.currentPeriodEnd.getTime()).toBe(
      stripeSub.items.data[0]!.current_period_end * 1000,
    );
    expect(state.billingActivity.filter((a) => a.action === 'PLAN_CHANGED')).toHaveLength(1);
  });

  it('marks a failed renewal past_due (the plan stays during retries), then unpaid (the plan stops)', async () => {
    const { user, subscriptionId } = await subscribed('premium', 'monthly');
    const failed = b.stripe.failRenewal(subscriptionId);
    for (const event of failed.events)
      expect((await deliverStripe(b.t, b.stripe, event)).statusCode).toBe(200);
    const state = await billingStateOf(b.t, user.user.id);
    expect(state.plan).toBe('premium');
    expect(state.subscriptions[0]!.status).toBe('past_due');
    expect(state.payments.find((p) => p.reference === failed.invoiceId)?.status).toBe('failed');
    await mailMatching(b.smtp, user.user.email, /could not take your/i);
    const status = await b.t.app.inject({
      method: 'GET',
      url: '/api/payments/status',
      headers: user.headers,
    });
    expect(status.json().paymentStatus).toBe('past_due');

    // Retries exhausted: unpaid, and the plan stops (every book stays).
    for (const event of b.stripe.markUnpaid(subscriptionId)) {
      expect((await deliverStripe(b.t, b.stripe, event)).statusCode).toBe(200);
    }
    const after = await billingStateOf(b.t, user.user.id);
    expect(after.plan).toBe('free');
    expect(after.subscriptions[0]!.status).toBe('unpaid');
    await mailMatching(b.smtp, user.user.email, /plan has ended/i);
    const unpaid = await b.t.app.inject({
      method: 'GET',
      url: '/api/payments/status',
      headers: user.headers,
    });
    expect(unpaid.json()).toMatchObject({ plan: 'free', paymentStatus: 'unpaid' });
  });

  it('cancels at period end: Stripe stops renewal, access lasts, then customer.subscription.deleted ends it', async () => {
    const { user, subscriptionId } = await subscribed('premium', 'monthly');
    const res = await b.t.app.inject({
      method: 'DELETE',
      url: '/api/payments/cancel',
      headers: user.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      plan: 'premium',
      paymentStatus: 'cancelled',
      cancelAtPeriodEnd: true,
      nextPaymentDate: null,
    });
    const update = b.stripe.requests.findLast((r) => r.path === `/v1/subscriptions/${subscriptionId}`)!;
    expect(update).toMatchObject({ method: 'POST', params: { cancel_at_period_end: 'true' } });
    await mailMatching(b.smtp, user.user.email, /subscription is cancelled/i);

    // Stripe's own echo of the change changes nothing more.
    for (const event of b.stripe.takeEvents())
      expect((await deliverStripe(b.t, b.stripe, event)).statusCode).toBe(200);
    let state = await billingStateOf(b.t, user.user.id);
    expect(state.plan).toBe('premium');
    expect(state.billingActivity.filter((a) => a.action === 'SUBSCRIPTION_CANCELLED')).toHaveLength(1);

    b.clock.advance(31 * DAY);
    for (const event of b.stripe.endPeriod(subscriptionId))
      expect((await deliverStripe(b.t, b.stripe, event)).statusCode).toBe(200);
    state = await billingStateOf(b.t, user.user.id);
    expect(state.plan).toBe('free');
    expect(state.subscriptions[0]!.status).toBe('canceled');
    await mailMatching(b.smtp, user.user.email, /plan has ended/i);
  });

  it('confirms the return from Checkout with Stripe before the webhook arrives, and only for its own user', async () => {
    const user = await createUser(b.t);
    const res = await checkout(user, 'basic', 'yearly');
    const sessionId = sessionIdOf(res.json().url);
    const confirm = (who: CreatedUser, reference = sessionId) =>
      b.t.app.inject({
        method: 'POST',
        url: '/api/payments/confirm',
        headers: who.headers,
        payload: { provider: 'stripe', reference },
      });

    expect((await confirm(user)).json()).toEqual({ result: 'pending', plan: 'free' });
    b.stripe.completeCheckout(sessionId);
    const stranger = await createUser(b.t);
    expect((await confirm(stranger)).statusCode).toBe(404);
    expect((await confirm(user, 'cs_test_unknown')).statusCode).toBe(404);
    expect((await confirm(user)).json()).toEqual({ result: 'paid', plan: 'basic' });
    const state = await billingStateOf(b.t, user.user.id);
    expect(state.plan).toBe('basic');
    expect(state.payments).toHaveLength(1);
    expect(state.payments[0]!.cardType).toBe('Visa');
  });

  it('changing between paid plans starts the new one now and cancels the old one at Stripe', async () => {
    const { user, subscriptionId: old } = await subscribed('basic', 'monthly');
    const res = await checkout(user, 'premium', 'yearly');
    const next = b.stripe.completeCheckout(sessionIdOf(res.json().url));
    for (const event of next.events) expect((await deliverStripe(b.t, b.stripe, event)).statusCode).toBe(200);

    const state = await billingStateOf(b.t, user.user.id);
    expect(state.plan).toBe('premium');
    const byId = new Map(state.subscriptions.map((s) => [s.providerSubscriptionId, s]));
    expect(byId.get(old)?.status).toBe('canceled');
    expect(byId.get(old)?.providerCancelDueAt).toBeNull();
    expect(byId.get(next.subscriptionId)?.status).toBe('active');
    expect(
      b.stripe.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${old}`),
    ).toBe(true);
    // Stripe's "deleted" event for the old one finds it ended already: the plan stays premium.
    for (const event of b.stripe.takeEvents())
      expect((await deliverStripe(b.t, b.stripe, event)).statusCode).toBe(200);
    expect((await billingStateOf(b.t, user.user.id)).plan).toBe('premium');
  });

  it('7-day money-back: refunds through Stripe, ends the plan now, records the refund once', async () => {
    const { user, invoiceId, subscriptionId } = await subscribed('premium', 'yearly');
    b.clock.advance(3 * DAY);
    const status = await b.t.app.inject({
      method: 'GET',
      url: '/api/payments/status',
      headers: user.headers,
    });
    expect(status.json().refundableUntil).not.toBeNull();

    const res = await b.t.app.inject({ method: 'POST', url: '/api/payments/refund', headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      plan: 'free',
      paymentStatus: 'canceled',
      payments: [{ status: 'refunded' }],
    });
    const refund = b.stripe.requests.findLast((r) => r.path === '/v1/refunds')!;
    expect(refund.params.payment_intent).toMatch(/^pi_/);
    expect(refund.idempotencyKey).toMatch(/^refund-/);
    expect(
      b.stripe.requests.some(
        (r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscriptionId}`,
      ),
    ).toBe(true);

    for (const event of b.stripe.takeEvents())
      expect((await deliverStripe(b.t, b.stripe, event)).statusCode).toBe(200);
    const state = await billingStateOf(b.t, user.user.id);
    expect(state.plan).toBe('free');
    expect(state.payments[0]).toMatchObject({ reference: invoiceId, status: 'refunded' });
    expect(state.billingActivity.filter((a) => a.action === 'PAYMENT_REFUNDED')).toHaveLength(1);
    await mailMatching(b.smtp, user.user.email, /refund of \$49\.99/i);
  });

  it('offers no refund after 7 days', async () => {
    const { user } = await subscribed('basic', 'yearly');
    b.clock.advance(8 * DAY);
    const status = await b.t.app.inject({
      method: 'GET',
      url: '/api/payments/status',
      headers: user.headers,
    });
    expect(status.json().refundableUntil).toBeNull();
    const res = await b.t.app.inject({ method: 'POST', url: '/api/payments/refund', headers: user.headers });
    expect(res.statusCode).toBe(400);
    expect((await billingStateOf(b.t, user.user.id)).plan).toBe('basic');
  });

  it('answers 502 with a clear message when Stripe fails, and changes nothing', async () => {
    const user = await createUser(b.t);
    b.stripe.failNext(3);
    const res = await checkout(user, 'premium', 'yearly');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      code: 'UPSTREAM_UNAVAILABLE',
      message: 'We could not start the checkout with Stripe just now. Please try again in a moment.',
    });
  });
});
