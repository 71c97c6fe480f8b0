import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/index.ts';
import type { StripeEvent } from '../../../test/fakes/stripe.ts';
import {
  type BillingTestApp,
  billingStateOf,
  deliverStripe,
  startBillingApp,
} from './billing.test-support.ts';

/**
 * Events about one subscription may be applied in any order, and at the same time: each applies
 * the provider's state as read when it was handled, so a read that is older than the state a row
 * holds must never put that older state back.
 */
describe('provider events out of order and at the same time', () => {
  let b: BillingTestApp;

  beforeAll(async () => {
    b = await startBillingApp();
  });
  afterAll(async () => {
    await b?.close();
  });

  async function subscribed() {
    const user = await createUser(b.t);
    const res = await b.t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe-checkout',
      headers: user.headers,
      payload: { userId: user.user.id, plan: 'premium', billingCycle: 'monthly' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const paid = b.stripe.completeCheckout(res.json().url.split('/').pop());
    for (const event of paid.events) expect((await deliverStripe(b.t, b.stripe, event)).statusCode).toBe(200);
    return { user, subscriptionId: paid.subscriptionId };
  }

  /** A change made at Stripe itself (its dashboard, the customer portal): Stripe's event for it. */
  async function changeAtStripe(subscriptionId: string, cancelAtPeriodEnd: boolean): Promise<StripeEvent> {
    const res = await fetch(`${b.stripe.url}/v1/subscriptions/${subscriptionId}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${b.stripe.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: `cancel_at_period_end=${cancelAtPeriodEnd}`,
    });
    expect(res.status).toBe(200);
    const [event] = b.stripe.takeEvents();
    return event!;
  }

  /**
   * Delivers an event whose read of the subscription at Stripe is answered only on `release`: the
   * read has happened (Stripe's state of now), its application waits.
   */
  async function deliverHeld(event: StripeEvent, subscriptionId: string) {
    const hold = b.stripe.holdNext(
      (method, path) => method === 'GET' && path === `/v1/subscriptions/${subscriptionId}`,
    );
    const answer = deliverStripe(b.t, b.stripe, event);
    await hold.arrived;
    return {
      async finish() {
        hold.release();
        return (await answer).statusCode;
      },
    };
  }

  const cancellationsOf = (state: Awaited<ReturnType<typeof billingStateOf>>) =>
    state.billingActivity.filter((a) => a.action === 'SUBSCRIPTION_CANCELLED');

  it('two events applied in reverse order end in the newest state', async () => {
    const { user, subscriptionId } = await subscribed();
    // Set to cancel at Stripe; the event for it reads that state, and is held before it applies.
    const older = await deliverHeld(await changeAtStripe(subscriptionId, true), subscriptionId);
    // A second later the cancellation is taken back; that event is applied first.
    b.clock.advance(1000);
    const newer = await changeAtStripe(subscriptionId, false);
    expect((await deliverStripe(b.t, b.stripe, newer)).statusCode).toBe(200);
    // Now the older one's state arrives: it must not put "cancelled" back.
    expect(await older.finish()).toBe(200);

    const state = await billingStateOf(b.t, user.user.id);
    expect(state.plan).toBe('premium');
    expect(state.subscriptions).toHaveLength(1);
    expect(state.subscriptions[0]!.cancelAtPeriodEnd).toBe(false);
    expect(cancellationsOf(state)).toHaveLength(0);
    const status = await b.t.app.inject({
      method: 'GET',
      url: '/api/payments/status',
      headers: user.headers,
    });
    expect(status.json()).toMatchObject({ paymentStatus: 'active', cancelAtPeriodEnd: false });
  });

  it('four events in flight at the same time, answered newest first, end in the newest state', async () => {
    const { user, subscriptionId } = await subscribed();
    const inFlight = [];
    for (const cancel of [true, false, true, false]) {
      b.clock.advance(1000);
      inFlight.push(await deliverHeld(await changeAtStripe(subscriptionId, cancel), subscriptionId));
    }
    // Every read has happened; the applications now run newest first.
    for (const delivery of [...inFlight].reverse()) expect(await delivery.finish()).toBe(200);

    const state = await billingStateOf(b.t, user.user.id);
    const atStripe = b.stripe.objects.get(subscriptionId) as { cancel_at_period_end: boolean };
    expect(atStripe.cancel_at_period_end).toBe(false);
    expect(state.subscriptions[0]!.cancelAtPeriodEnd).toBe(false);
    expect(cancellationsOf(state)).toHaveLength(0);
    expect(state.plan).toBe('premium');
  });

  it('a newer state still applies after an older one (in order, nothing is held back)', async () => {
    const { user, subscriptionId } = await subscribed();
    b.clock.advance(1000);
    expect((await deliverStripe(b.t, b.stripe, await changeAtStripe(subscriptionId, true))).statusCode).toBe(
      200,
    );
    let state = await billingStateOf(b.t, user.user.id);
    expect(state.subscriptions[0]!.cancelAtPeriodEnd).toBe(true);
    expect(cancellationsOf(state)).toHaveLength(1);
    b.clock.advance(1000);
    expect((await deliverStripe(b.t, b.stripe, await changeAtStripe(subscriptionId, false))).statusCode).toBe(
      200,
    );
    state = await billingStateOf(b.t, user.user.id);
    expect(state.subscriptions[0]!.cancelAtPeriodEnd).toBe(false);
    expect(state.subscriptions[0]!.providerStateAt?.getTime()).toBe(b.clock.now().getTime());
  });
});
