import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooks, createPayment, createSubscription, createUser } from '../../../test/factories/index.ts';
import { mailMatching } from '../../../test/mail-helpers.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { books } from '../../db/schema/books.ts';
import {
  type BillingTestApp,
  billingStateOf,
  deliverStripe,
  startBillingApp,
} from './billing.test-support.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('subscription lifecycle: expiry, receipts, account deletion', () => {
  let b: BillingTestApp;

  beforeAll(async () => {
    b = await startBillingApp();
  });
  afterAll(async () => {
    await b?.close();
  });

  it('expires a cancelled plan at the end of its period: free, every book kept, new ones refused until they fit', async () => {
    const user = await createUser(b.t);
    await createSubscription(b.t, user, { plan: 'premium', billingCycle: 'monthly' });
    await createBooks(b.t, user, 60);
    const cancel = await b.t.app.inject({
      method: 'DELETE',
      url: '/api/payments/cancel',
      headers: user.headers,
    });
    expect(cancel.json()).toMatchObject({ paymentStatus: 'cancelled', plan: 'premium' });
    const endsAt = new Date(cancel.json().subscriptionExpiresAt as string);

    // Not yet: the job runs through the month and changes nothing.
    b.clock.set(new Date(endsAt.getTime() - 60_000));
    await b.t.services.billing.expireEndedSubscriptions(b.clock.now());
    expect((await billingStateOf(b.t, user.user.id)).plan).toBe('premium');

    b.clock.set(new Date(endsAt.getTime() + 60_000));
    expect(await b.t.services.billing.expireEndedSubscriptions(b.clock.now())).toBeGreaterThanOrEqual(1);
    const state = await billingStateOf(b.t, user.user.id);
    expect(state.plan).toBe('free');
    expect(state.subscriptions[0]!.status).toBe('canceled');
    expect(state.billingActivity.filter((a) => a.action === 'PLAN_CHANGED').at(-1)?.details).toMatchObject({
      plan: 'free',
      previousPlan: 'premium',
    });
    await mailMatching(b.smtp, user.user.email, /plan has ended/i);

    const kept = await b.t.db.select({ id: books.id }).from(books).where(eq(books.userId, user.user.id));
    expect(kept).toHaveLength(60);
    const add = await b.t.app.inject({
      method: 'POST',
      url: '/api/books',
      headers: user.headers,
      payload: { title: 'One more', author: 'Someone' },
    });
    expect(add.statusCode).toBe(403);
    expect(add.json().code).toBe('PLAN_LIMIT');
    const pdf = await b.t.app.inject({ method: 'GET', url: '/api/book/export/pdf', headers: user.headers });
    expect(pdf.statusCode).toBe(403);

    // Running again finds nothing more to do.
    const plansBefore = state.billingActivity.length;
    await b.t.services.billing.expireEndedSubscriptions(b.clock.now());
    expect((await billingStateOf(b.t, user.user.id)).billingActivity).toHaveLength(plansBefore);
    const status = await b.t.app.inject({
      method: 'GET',
      url: '/api/payments/status',
      headers: user.headers,
    });
    expect(status.json()).toMatchObject({
      plan: 'free',
      paymentStatus: 'canceled',
      subscriptionExpiresAt: null,
    });
  });

  it("ends a test-mode subscription at its period end (it never renews), but not a provider's renewing one", async () => {
    const user = await createUser(b.t);
    await createSubscription(b.t, user, { plan: 'basic', billingCycle: 'monthly' });
    b.clock.advance(40 * DAY);
    await b.t.services.billing.expireEndedSubscriptions(b.clock.now());
    expect((await billingStateOf(b.t, user.user.id)).plan).toBe('free');

    const stripeUser = await createUser(b.t);
    const res = await b.t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe-checkout',
      headers: stripeUser.headers,
      payload: { userId: stripeUser.user.id, plan: 'basic', billingCycle: 'monthly' },
    });
    for (const event of b.stripe.completeCheckout(res.json().url.split('/').pop()).events) {
      await deliverStripe(b.t, b.stripe, event);
    }
    b.clock.advance(40 * DAY);
    await b.t.services.billing.expireEndedSubscriptions(b.clock.now());
    expect((await billingStateOf(b.t, stripeUser.user.id)).plan).toBe('basic');
  });

  it("gives a receipt PDF of the caller's own payment only", async () => {
    const owner = await createUser(b.t, { name: 'Receipt Owner' });
    const { reference } = await createSubscription(b.t, owner, { plan: 'premium', billingCycle: 'yearly' });
    const res = await b.t.app.inject({
      method: 'GET',
      url: `/api/payments/receipt-pdf/${reference}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${reference}.pdf"`);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      reference,
      'Receipt Owner',
      'Library Keeper Plan',
      'USD 49.99',
      'Visa ending in 4242',
    ]) {
      expect(text).toContain(expected);
    }

    const stranger = await createUser(b.t);
    const theirs = await b.t.app.inject({
      method: 'GET',
      url: `/api/payments/receipt-pdf/${reference}`,
      headers: stranger.headers,
    });
    expect(theirs.statusCode).toBe(404);
    const unknown = await b.t.app.inject({
      method: 'GET',
      url: '/api/payments/receipt-pdf/sbx_nothing',
      headers: owner.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lists payments newest first with failed attempts, and keeps a payment from being failed after success', async () => {
    const user = await createUser(b.t);
    await createSubscription(b.t, user, { plan: 'basic', billingCycle: 'monthly' });
    b.clock.advance(DAY);
    const failed = await createPayment(b.t, user, {
      plan: 'basic',
      billingCycle: 'monthly',
      status: 'failed',
    });
    b.clock.advance(DAY);
    await createPayment(b.t, user, { plan: 'basic', billingCycle: 'monthly', reference: failed });
    await createPayment(b.t, user, {
      plan: 'basic',
      billingCycle: 'monthly',
      reference: failed,
      status: 'failed',
    });
    const res = await b.t.app.inject({ method: 'GET', url: '/api/payments/status', headers: user.headers });
    const payments = res.json().payments as Array<{ reference: string; status: string }>;
    expect(payments).toHaveLength(2);
    expect(payments.find((p) => p.reference === failed)?.status).toBe('success');
    expect(res.json().paymentMethod).toMatchObject({ cardType: 'Mastercard', last4: '4444' });
  });

  it('deleting the account cancels the Stripe subscription first', async () => {
    const user = await createUser(b.t);
    const res = await b.t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe-checkout',
      headers: user.headers,
      payload: { userId: user.user.id, plan: 'premium', billingCycle: 'monthly' },
    });
    const paid = b.stripe.completeCheckout(res.json().url.split('/').pop());
    for (const event of paid.events) await deliverStripe(b.t, b.stripe, event);

    b.stripe.failNext(3);
    const refused = await b.t.app.inject({
      method: 'DELETE',
      url: '/api/users/delete-account',
      headers: user.headers,
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toContain('your account was not deleted');
    expect((await billingStateOf(b.t, user.user.id)).plan).toBe('premium');

    const deleted = await b.t.app.inject({
      method: 'DELETE',
      url: '/api/users/delete-account',
      headers: user.headers,
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((b.stripe.objects.get(paid.subscriptionId) as { status: string }).status).toBe('canceled');
    const state = await billingStateOf(b.t, user.user.id);
    expect(state).toMatchObject({ plan: undefined, subscriptions: [], payments: [] });
    // Stripe's "deleted" event for an account that is gone is acknowledged and changes nothing.
    for (const event of b.stripe.takeEvents())
      expect((await deliverStripe(b.t, b.stripe, event)).statusCode).toBe(200);
  });

  it('retries telling Stripe about a replaced subscription when Stripe failed the first time', async () => {
    const user = await createUser(b.t);
    const checkout = async (plan: string) => {
      const res = await b.t.app.inject({
        method: 'POST',
        url: '/api/payments/stripe-checkout',
        headers: user.headers,
        payload: { userId: user.user.id, plan, billingCycle: 'monthly' },
      });
      return b.stripe.completeCheckout(res.json().url.split('/').pop());
    };
    const first = await checkout('basic');
    for (const event of first.events) await deliverStripe(b.t, b.stripe, event);
    const second = await checkout('premium');
    const invoicePaid = second.events.find((e) => e.type === 'invoice.paid')!;
    const others = second.events.filter((e) => e !== invoicePaid);
    // Reading the new subscription works; cancelling the old one fails, retries included.
    b.stripe.failNext(3, (method) => method === 'DELETE');
    expect((await deliverStripe(b.t, b.stripe, invoicePaid)).statusCode).toBe(200);
    let state = await billingStateOf(b.t, user.user.id);
    expect(state.plan).toBe('premium');
    const old = state.subscriptions.find((s) => s.providerSubscriptionId === first.subscriptionId)!;
    expect(old.status).toBe('canceled');
    expect(old.providerCancelDueAt).not.toBeNull();
    expect((b.stripe.objects.get(first.subscriptionId) as { status: string }).status).toBe('active');

    await b.t.services.billing.retryProviderCancellations();
    state = await billingStateOf(b.t, user.user.id);
    expect(state.subscriptions.find((s) => s.id === old.id)?.providerCancelDueAt).toBeNull();
    expect((b.stripe.objects.get(first.subscriptionId) as { status: string }).status).toBe('canceled');
    for (const event of [...others, ...b.stripe.takeEvents()]) await deliverStripe(b.t, b.stripe, event);
    expect((await billingStateOf(b.t, user.user.id)).plan).toBe('premium');
  });
});
