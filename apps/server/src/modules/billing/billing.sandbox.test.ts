import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedUser, createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { mailMatching } from '../../../test/mail-helpers.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { billingStateOf } from './billing.test-support.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';

/** Without provider keys, with PAYMENTS_SANDBOX: the TEST MODE checkout a newcomer uses on a fresh machine. */
describe('sandbox provider (no keys, PAYMENTS_SANDBOX=1)', () => {
  let t: TestApp;
  let smtp: SmtpCapture;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url, PAYMENTS_SANDBOX: '1' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function startCheckout(
    user: CreatedUser,
    via: 'stripe' | 'paystack',
    plan = 'premium',
    billingCycle = 'yearly',
  ) {
    const res = await t.app.inject({
      method: 'POST',
      url: via === 'stripe' ? '/api/payments/stripe-checkout' : '/api/paystack/subscribe',
      headers: user.headers,
      payload: { userId: user.user.id, plan, billingCycle },
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(via === 'stripe' ? res.json().url : res.json().authorization_url);
    expect(url.origin + url.pathname).toBe('http://shelfwise.test/checkout/sandbox');
    return url.searchParams.get('session')!;
  }
  const act = (user: CreatedUser, action: 'pay' | 'decline' | 'cancel', session: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${action}`,
      headers: user.headers,
      payload: { session },
    });

  it('shows the plan, cycle and amount of the session, in the currency of the provider it stands for', async () => {
    const user = await createUser(t);
    const stripeSession = await startCheckout(user, 'stripe', 'premium', 'yearly');
    const read = (session: string, who = user) =>
      t.app.inject({
        method: 'GET',
        url: `/api/payments/sandbox/session?session=${encodeURIComponent(session)}`,
        headers: who.headers,
      });
    expect((await read(stripeSession)).json()).toMatchObject({
      plan: 'premium',
      billingCycle: 'yearly',
      amount: 49.99,
      currency: 'USD',
      provider: 'stripe',
    });
    const nairaSession = await startCheckout(user, 'paystack', 'basic', 'monthly');
    expect((await read(nairaSession)).json()).toMatchObject({
      amount: 1999,
      currency: 'NGN',
      provider: 'paystack',
    });

    expect((await read(stripeSession, await createUser(t))).statusCode).toBe(404);
    const tampered = `${stripeSession.slice(0, -3)}abc`;
    expect((await read(tampered)).statusCode).toBe(400);
  });

  it('Pay applies the subscription and payment once, and sends the browser to the success return', async () => {
    const user = await createUser(t, { name: 'Nia Sandbox' });
    const session = await startCheckout(user, 'stripe', 'premium', 'monthly');
    const [first, second] = await Promise.all([act(user, 'pay', session), act(user, 'pay', session)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(first.json().redirectUrl).toMatch(
      /^\/dashboard\?subscribed=true&plan=premium&provider=sandbox&reference=sbx_/,
    );

    const state = await billingStateOf(t, user.user.id);
    expect(state.plan).toBe('premium');
    expect(state.subscriptions).toHaveLength(1);
    expect(state.payments).toHaveLength(1);
    expect(state.payments[0]).toMatchObject({
      provider: 'sandbox',
      amount: 599,
      currency: 'USD',
      status: 'success',
    });
    expect(state.billingActivity.map((a) => a.action).sort()).toEqual(['PAYMENT_SUCCEEDED', 'PLAN_CHANGED']);
    await mailMatching(smtp, user.user.email, /receipt/i);

    const reference = new URL(first.json().redirectUrl, 'http://x').searchParams.get('reference');
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/payments/confirm',
      headers: user.headers,
      payload: { provider: 'sandbox', reference },
    });
    expect(confirm.json()).toEqual({ result: 'paid', plan: 'premium' });
    // Plan-dependent server rules follow at once: premium exports PDF.
    const pdf = await t.app.inject({ method: 'GET', url: '/api/book/export/pdf', headers: user.headers });
    expect(pdf.statusCode).toBe(200);
  });

  it('Decline and Cancel change nothing and go back to the plan page', async () => {
    const user = await createUser(t);
    const session = await startCheckout(user, 'paystack');
    expect((await act(user, 'decline', session)).json().redirectUrl).toBe(
      '/subscriptions?payment_status=failed&plan=premium',
    );
    expect((await act(user, 'cancel', session)).json().redirectUrl).toBe(
      '/subscriptions?payment_status=cancelled&plan=premium',
    );
    expect(await billingStateOf(t, user.user.id)).toMatchObject({
      plan: 'free',
      subscriptions: [],
      payments: [],
    });
  });

  it("refuses another user's session and the plan already held", async () => {
    const user = await createUser(t);
    const session = await startCheckout(user, 'stripe', 'basic', 'yearly');
    expect((await act(await createUser(t), 'pay', session)).statusCode).toBe(404);
    expect((await act(user, 'pay', session)).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe-checkout',
      headers: user.headers,
      payload: { userId: user.user.id, plan: 'basic', billingCycle: 'annually' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'You are already subscribed to this plan with the selected billing cycle.',
    );
  });

  it('a plan change through the sandbox ends the old subscription and starts the new one now', async () => {
    const user = await createUser(t);
    await act(user, 'pay', await startCheckout(user, 'stripe', 'basic', 'monthly'));
    await act(user, 'pay', await startCheckout(user, 'stripe', 'premium', 'yearly'));
    const state = await billingStateOf(t, user.user.id);
    expect(state.plan).toBe('premium');
    expect(state.subscriptions.map((s) => `${s.plan}:${s.status}`).sort()).toEqual([
      'basic:canceled',
      'premium:active',
    ]);
    expect(state.payments).toHaveLength(2);
  });

  it('validates the request bodies (400) and needs a signed-in user (401)', async () => {
    const user = await createUser(t);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/paystack/subscribe',
      headers: user.headers,
      payload: { plan: 'premium' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/payments/status' });
    expect(anonymous.statusCode).toBe(401);
    const emptySession = await act(user, 'pay', '');
    expect(emptySession.statusCode).toBe(400);
  });

  it('answers the status of a user who never paid', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/status', headers: user.headers });
    expect(res.json()).toEqual({
      plan: 'free',
      complimentaryPlan: null,
      billingCycle: null,
      paymentStatus: null,
      nextPaymentDate: null,
      subscriptionExpiresAt: null,
      cancelAtPeriodEnd: false,
      provider: null,
      refundableUntil: null,
      paymentMethod: null,
      payments: [],
    });
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: '/api/payments/cancel',
      headers: user.headers,
    });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json().message).toBe('You have no active subscription to cancel.');
  });
});

describe('sandbox sessions once real keys are configured', () => {
  it('are refused: no upgrade through a test checkout on a server with Stripe keys', async () => {
    const t = await createTestApp({
      PAYMENTS_SANDBOX: '1',
      STRIPE_SECRET_KEY: 'sk_test_configured',
      STRIPE_WEBHOOK_SECRET: 'whsec_configured',
      STRIPE_API_BASE: 'http://127.0.0.1:9',
    });
    try {
      const user = await createUser(t);
      // A validly signed test session for this very user (as one issued before the keys were set).
      const url = createSandboxGateway({
        secret: t.config.JWT_SECRET,
        appUrl: t.config.APP_URL,
        now: () => new Date(),
      }).createCheckout(
        {
          customer: {
            id: user.user.id,
            email: user.user.email,
            name: user.user.name,
            providerCustomerId: null,
          },
          plan: 'premium',
          billingCycle: 'yearly',
        },
        'stripe',
      );
      const session = new URL(url).searchParams.get('session')!;
      const pay = await t.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/pay',
        headers: user.headers,
        payload: { session },
      });
      expect(pay.statusCode).toBe(400);
      expect(pay.json().message).toBe('Test mode is off on this server. Start again from the plan page.');
      expect(await billingStateOf(t, user.user.id)).toMatchObject({ plan: 'free', payments: [] });
    } finally {
      await t.close();
    }
  });
});
