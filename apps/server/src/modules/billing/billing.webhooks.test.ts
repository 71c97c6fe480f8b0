import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/index.ts';
import { createTestApp } from '../../../test/harness.ts';
import {
  type BillingTestApp,
  billingStateOf,
  deliverPaystack,
  deliverStripe,
  processedEventCount,
  startBillingApp,
} from './billing.test-support.ts';

/** Webhook trust and exactly-once: forged or stale deliveries change nothing; repeats apply once. */
describe('provider webhooks', () => {
  let b: BillingTestApp;

  beforeAll(async () => {
    b = await startBillingApp();
  });
  afterAll(async () => {
    await b?.close();
  });

  async function paidStripeCheckout() {
    const user = await createUser(b.t);
    const res = await b.t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe-checkout',
      headers: user.headers,
      payload: { userId: user.user.id, plan: 'premium', billingCycle: 'monthly' },
    });
    const paid = b.stripe.completeCheckout(res.json().url.split('/').pop());
    return { user, paid, invoicePaid: paid.events.find((e) => e.type === 'invoice.paid')! };
  }

  async function paidPaystackCheckout() {
    const user = await createUser(b.t);
    const res = await b.t.app.inject({
      method: 'POST',
      url: '/api/paystack/subscribe',
      headers: user.headers,
      payload: { userId: user.user.id, plan: 'basic', billingCycle: 'annually' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const paid = b.paystack.completeTransaction(res.json().reference);
    return { user, paid, charge: paid.events.find((e) => e.event === 'charge.success')! };
  }

  describe('Stripe signatures (constructEvent on the raw body)', () => {
    it('rejects a bad signature, an old timestamp, a re-serialised body and no signature: 400, nothing changes', async () => {
      const { user, invoicePaid } = await paidStripeCheckout();
      const payload = JSON.stringify(invoicePaid, null, 2);
      const before = await processedEventCount(b.t);
      const cases = [
        { signature: b.stripe.signatureHeader(payload, { secret: 'whsec_not_the_secret' }) },
        // Six minutes old: past Stripe's default tolerance of five.
        { timestamp: Math.floor(b.clock.now().getTime() / 1000) - 360 },
        // Six minutes ahead of our clock: as far in the future is refused as well.
        { timestamp: Math.floor(b.clock.now().getTime() / 1000) + 360 },
        // The same event, parsed and written again: the bytes differ, so the signature does not hold.
        { payload: JSON.stringify(invoicePaid), signature: b.stripe.signatureHeader(payload) },
        { signature: '' },
      ];
      for (const options of cases) {
        const res = await deliverStripe(b.t, b.stripe, invoicePaid, options);
        expect(res.statusCode, JSON.stringify(options)).toBe(400);
        expect(res.json().code).toBe('BAD_REQUEST');
      }
      expect(await processedEventCount(b.t)).toBe(before);
      const state = await billingStateOf(b.t, user.user.id);
      expect(state).toMatchObject({ plan: 'free', subscriptions: [], payments: [] });
      // The genuine delivery still works afterwards.
      expect((await deliverStripe(b.t, b.stripe, invoicePaid)).statusCode).toBe(200);
      expect((await billingStateOf(b.t, user.user.id)).plan).toBe('premium');
    });

    it('accepts a signature up to five minutes old on the app clock', async () => {
      const { user, invoicePaid } = await paidStripeCheckout();
      const timestamp = Math.floor(b.clock.now().getTime() / 1000) - 240;
      expect((await deliverStripe(b.t, b.stripe, invoicePaid, { timestamp })).statusCode).toBe(200);
      expect((await billingStateOf(b.t, user.user.id)).plan).toBe('premium');
    });

    it('refuses a signature more than five minutes in the future (400, nothing changes), accepts one within', async () => {
      const { user, invoicePaid } = await paidStripeCheckout();
      const now = Math.floor(b.clock.now().getTime() / 1000);
      const before = await processedEventCount(b.t);
      const ahead = await deliverStripe(b.t, b.stripe, invoicePaid, { timestamp: now + 301 });
      expect(ahead.statusCode).toBe(400);
      expect(ahead.json().message).toBe('Invalid Stripe signature: the timestamp lies in the future');
      expect(await processedEventCount(b.t)).toBe(before);
      expect(await billingStateOf(b.t, user.user.id)).toMatchObject({ plan: 'free', payments: [] });
      // A clock a little behind Stripe's is no reason to refuse.
      const within = await deliverStripe(b.t, b.stripe, invoicePaid, { timestamp: now + 240 });
      expect(within.statusCode).toBe(200);
      expect((await billingStateOf(b.t, user.user.id)).plan).toBe('premium');
    });
  });

  describe('Paystack signatures (HMAC-SHA512 of the raw body)', () => {
    it('rejects a bad signature, a re-serialised body and no signature: 400, nothing changes', async () => {
      const { user, charge } = await paidPaystackCheckout();
      const payload = JSON.stringify(charge);
      const before = await processedEventCount(b.t);
      const cases = [
        { signature: b.paystack.sign(payload, 'sk_test_someone_else') },
        { payload: JSON.stringify(charge, null, 2), signature: b.paystack.sign(payload) },
        { signature: 'zz-not-hex' },
        { signature: '' },
      ];
      for (const options of cases) {
        const res = await deliverPaystack(b.t, b.paystack, charge, options);
        expect(res.statusCode, JSON.stringify(options)).toBe(400);
      }
      expect(await processedEventCount(b.t)).toBe(before);
      expect(await billingStateOf(b.t, user.user.id)).toMatchObject({ plan: 'free', payments: [] });
      expect((await deliverPaystack(b.t, b.paystack, charge)).statusCode).toBe(200);
      expect((await billingStateOf(b.t, user.user.id)).plan).toBe('basic');
    });

    it('answers a signed body that is not a Paystack event with 400', async () => {
      const payload = '["not", "an", "event"]';
      const res = await deliverPaystack(b.t, b.paystack, { event: '', data: {} }, { payload });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('exactly once', () => {
    it('Stripe: one event delivered 10 times at once → one payment, one activation, one event row', async () => {
      const { user, invoicePaid, paid } = await paidStripeCheckout();
      const before = await processedEventCount(b.t);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => deliverStripe(b.t, b.stripe, invoicePaid)),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      expect(await processedEventCount(b.t)).toBe(before + 1);
      const state = await billingStateOf(b.t, user.user.id);
      expect(state.plan).toBe('premium');
      expect(state.subscriptions).toHaveLength(1);
      expect(state.payments).toHaveLength(1);
      expect(state.billingActivity.filter((a) => a.action === 'PLAN_CHANGED')).toHaveLength(1);
      expect(state.billingActivity.filter((a) => a.action === 'PAYMENT_SUCCEEDED')).toHaveLength(1);

      // Stored once: a later repeat is recognised by its id and does not even ask Stripe again.
      const asked = b.stripe.requests.length;
      expect((await deliverStripe(b.t, b.stripe, invoicePaid)).statusCode).toBe(200);
      expect(b.stripe.requests.length).toBe(asked);

      // The other events of the same checkout, each twice, concurrently: still one of everything.
      const rest = paid.events.filter((e) => e.id !== invoicePaid.id);
      await Promise.all([...rest, ...rest].map((e) => deliverStripe(b.t, b.stripe, e)));
      const after = await billingStateOf(b.t, user.user.id);
      expect(after.subscriptions).toHaveLength(1);
      expect(after.payments).toHaveLength(1);
      expect(after.billingActivity).toHaveLength(2);
    });

    it('Paystack: one charge.success delivered 10 times at once → one payment, one activation', async () => {
      const { user, charge, paid } = await paidPaystackCheckout();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => deliverPaystack(b.t, b.paystack, charge)),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      const state = await billingStateOf(b.t, user.user.id);
      expect(state.plan).toBe('basic');
      expect(state.subscriptions).toHaveLength(1);
      expect(state.payments).toHaveLength(1);
      expect(state.billingActivity.filter((a) => a.action === 'PLAN_CHANGED')).toHaveLength(1);
      // subscription.create names the subscription; repeated, it changes nothing more.
      const create = paid.events.find((e) => e.event === 'subscription.create')!;
      await Promise.all([1, 2, 3].map(() => deliverPaystack(b.t, b.paystack, create)));
      const after = await billingStateOf(b.t, user.user.id);
      expect(after.subscriptions).toHaveLength(1);
      expect(after.subscriptions[0]!.providerSubscriptionId).toBe(paid.subscriptionCode);
    });
  });

  it('acknowledges event types it does not use without changing anything', async () => {
    const { user, invoicePaid } = await paidStripeCheckout();
    const other = { ...invoicePaid, id: `evt_other_${Date.now()}`, type: 'customer.created' };
    expect((await deliverStripe(b.t, b.stripe, other)).statusCode).toBe(200);
    expect(
      (await deliverPaystack(b.t, b.paystack, { event: 'transfer.success', data: { reference: 'x' } }))
        .statusCode,
    ).toBe(200);
    expect(await billingStateOf(b.t, user.user.id)).toMatchObject({ plan: 'free', payments: [] });
  });

  it('answers a provider failure while applying with 5xx, so the provider retries, and records nothing', async () => {
    const { user, invoicePaid } = await paidStripeCheckout();
    const before = await processedEventCount(b.t);
    b.stripe.failNext(3);
    const res = await deliverStripe(b.t, b.stripe, invoicePaid);
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(await processedEventCount(b.t)).toBe(before);
    expect((await deliverStripe(b.t, b.stripe, invoicePaid)).statusCode).toBe(200);
    expect((await billingStateOf(b.t, user.user.id)).payments).toHaveLength(1);
  });
});

describe('webhooks without provider keys', () => {
  it('answers 400: nothing can be verified', async () => {
    const t = await createTestApp();
    try {
      for (const url of ['/api/payments/stripe/webhook', '/api/paystack/webhook']) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: {
            'content-type': 'application/json',
            'stripe-signature': 't=1,v1=00',
            'x-paystack-signature': '00',
          },
          payload: '{"id":"evt_1","type":"invoice.paid"}',
        });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().message).toMatch(/not configured/);
      }
    } finally {
      await t.close();
    }
  });
});
