import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedUser, createUser } from '../../../test/factories/index.ts';
import { mailMatching } from '../../../test/mail-helpers.ts';
import {
  type BillingTestApp,
  billingStateOf,
  deliverPaystack,
  deliverStripe,
  startBillingApp,
} from './billing.test-support.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The provider says a subscription is over (e.g. cancelled at once from its dashboard): the plan ends then. */
describe('a subscription the provider ends', () => {
  let b: BillingTestApp;

  beforeAll(async () => {
    b = await startBillingApp();
  });
  afterAll(async () => {
    await b?.close();
  });

  async function stripeSubscriber() {
    const user = await createUser(b.t);
    const res = await b.t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe-checkout',
      headers: user.headers,
      payload: { userId: user.user.id, plan: 'premium', billingCycle: 'yearly' },
    });
    const paid = b.stripe.completeCheckout(res.json().url.split('/').pop());
    for (const event of paid.events) expect((await deliverStripe(b.t, b.stripe, event)).statusCode).toBe(200);
    expect((await billingStateOf(b.t, user.user.id)).plan).toBe('premium');
    return { user, subscriptionId: paid.subscriptionId };
  }

  /** "Cancel subscription → immediately" in Stripe's dashboard: the DELETE its dashboard makes. */
  async function cancelAtOnceAtStripe(subscriptionId: string) {
    const res = await fetch(`${b.stripe.url}/v1/subscriptions/${subscriptionId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${b.stripe.secretKey}` },
    });
    expect(res.status).toBe(200);
    return b.stripe.takeEvents();
  }

  async function expectEndedNow(user: CreatedUser) {
    const state = await billingStateOf(b.t, user.user.id);
    expect(state.plan).toBe('free');
    expect(state.subscriptions.map((s) => s.status)).toEqual(['canceled']);
    expect(state.subscriptions[0]!.endedAt?.getTime()).toBe(b.clock.now().getTime());
    expect(state.billingActivity.filter((a) => a.action === 'PLAN_CHANGED').at(-1)?.details).toMatchObject({
      plan: 'free',
      previousPlan: 'premium',
    });
    const mail = await mailMatching(b.smtp, user.user.email, /plan has ended/i);
    expect(mail.text).toContain('Library Keeper Plan');
  }

  it('Stripe: customer.subscription.deleted of a subscription set to cancel at period end ends it now, with the mail', async () => {
    const { user, subscriptionId } = await stripeSubscriber();
    const cancel = await b.t.app.inject({
      method: 'DELETE',
      url: '/api/payments/cancel',
      headers: user.headers,
    });
    expect(cancel.json()).toMatchObject({ cancelAtPeriodEnd: true, plan: 'premium' });
    for (const event of b.stripe.takeEvents()) await deliverStripe(b.t, b.stripe, event);
    b.clock.advance(2 * DAY);

    // Months before the period's end, support cancels it at once (say, after a chargeback).
    const events = await cancelAtOnceAtStripe(subscriptionId);
    expect(events.map((e) => e.type)).toEqual(['customer.subscription.deleted']);
    for (const event of events) expect((await deliverStripe(b.t, b.stripe, event)).statusCode).toBe(200);
    await expectEndedNow(user);
    // A repeat changes nothing more.
    for (const event of events) expect((await deliverStripe(b.t, b.stripe, event)).statusCode).toBe(200);
    const after = await billingStateOf(b.t, user.user.id);
    expect(after.billingActivity.filter((a) => a.action === 'PLAN_CHANGED')).toHaveLength(2);
  });

  it('Stripe: customer.subscription.deleted of a renewing subscription ends it now, with the mail', async () => {
    const { user, subscriptionId } = await stripeSubscriber();
    b.clock.advance(DAY);
    for (const event of await cancelAtOnceAtStripe(subscriptionId))
      expect((await deliverStripe(b.t, b.stripe, event)).statusCode).toBe(200);
    await expectEndedNow(user);
  });

  it('Paystack: subscription.disable of a subscription it ended (not cancelled here) ends it now, with the mail', async () => {
    const user = await createUser(b.t);
    const res = await b.t.app.inject({
      method: 'POST',
      url: '/api/paystack/subscribe',
      headers: user.headers,
      payload: { userId: user.user.id, plan: 'premium', billingCycle: 'yearly' },
    });
    const done = b.paystack.completeTransaction(res.json().reference);
    for (const event of done.events)
      expect((await deliverPaystack(b.t, b.paystack, event)).statusCode).toBe(200);
    expect((await billingStateOf(b.t, user.user.id)).plan).toBe('premium');
    b.clock.advance(DAY);
    for (const event of b.paystack.endPeriod(done.subscriptionCode!))
      expect((await deliverPaystack(b.t, b.paystack, event)).statusCode).toBe(200);
    await expectEndedNow(user);
  });
});
