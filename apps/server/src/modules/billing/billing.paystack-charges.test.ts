import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedUser, createUser } from '../../../test/factories/index.ts';
import {
  type BillingTestApp,
  billingStateOf,
  capturingLog,
  deliverPaystack,
  type LoggedLine,
  startBillingApp,
} from './billing.test-support.ts';

const ERROR = 50;
/** Configured as the Premium yearly plan code, but in the Paystack account it costs ₦1. */
const UNDERPRICED_CODE = 'PLN_underpriced01';

/**
 * Whoever starts a Paystack transaction writes its metadata (Paystack's checkout can be opened in
 * the browser with the public key), so the plan given must come from what was charged: the plan
 * code, at the plan table's price in naira.
 */
describe('Paystack: the plan comes from the plan code charged, at the plan price', () => {
  let b: BillingTestApp;
  let lines: LoggedLine[];

  beforeAll(async () => {
    const capture = capturingLog();
    lines = capture.lines;
    b = await startBillingApp({ env: { PAYSTACK_PLAN_PREMIUM_YEARLY: UNDERPRICED_CODE }, log: capture.log });
    b.paystack.plans.set(UNDERPRICED_CODE, {
      id: 1,
      name: 'Shelfwise Library Keeper Plan (yearly)',
      plan_code: UNDERPRICED_CODE,
      amount: 100,
      interval: 'annually',
      currency: 'NGN',
    });
  });
  afterAll(async () => {
    await b?.close();
  });

  /** What a transaction started outside our checkout looks like to Paystack (the same API the popup calls). */
  async function initialize(body: Record<string, unknown>): Promise<string> {
    const reference = `ATT-${Math.random().toString(36).slice(2)}`;
    const res = await fetch(`${b.paystack.url}/transaction/initialize`, {
      method: 'POST',
      headers: { authorization: `Bearer ${b.paystack.secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ currency: 'NGN', ...body, reference }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return reference;
  }

  /** Our own plan code for basic monthly (made by a real checkout of ours). */
  async function basicMonthlyCode(): Promise<string> {
    const someone = await createUser(b.t);
    const res = await b.t.app.inject({
      method: 'POST',
      url: '/api/paystack/subscribe',
      headers: someone.headers,
      payload: { userId: someone.user.id, plan: 'basic', billingCycle: 'monthly' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const init = b.paystack.requests.findLast((r) => r.path === '/transaction/initialize')!;
    return String(init.body?.plan);
  }

  async function payAndDeliver(reference: string) {
    const done = b.paystack.completeTransaction(reference);
    for (const event of done.events)
      expect((await deliverPaystack(b.t, b.paystack, event)).statusCode).toBe(200);
    return done;
  }

  const metadataOf = (user: CreatedUser) => ({
    userId: user.user.id,
    plan: 'premium',
    billingCycle: 'yearly',
  });
  const errorsAbout = (reference: string) =>
    lines.filter((l) => l.level === ERROR && JSON.stringify(l).includes(reference));

  it('metadata saying Premium yearly on a Basic monthly charge gives Basic monthly', async () => {
    const code = await basicMonthlyCode();
    const user = await createUser(b.t);
    const reference = await initialize({
      email: user.user.email,
      amount: '100',
      plan: code,
      metadata: metadataOf(user),
    });
    await payAndDeliver(reference);
    const state = await billingStateOf(b.t, user.user.id);
    expect(state.plan).toBe('basic');
    expect(state.subscriptions).toEqual([
      expect.objectContaining({ plan: 'basic', billingCycle: 'monthly', status: 'active' }),
    ]);
    expect(state.payments).toEqual([
      expect.objectContaining({ reference, plan: 'basic', billingCycle: 'monthly', amount: 199900 }),
    ]);
  });

  it('a charge with no plan code gives nothing, whatever its metadata says, and is logged as an error', async () => {
    const user = await createUser(b.t);
    const reference = await initialize({ email: user.user.email, amount: '100', metadata: metadataOf(user) });
    await payAndDeliver(reference);
    // The return from the checkout (the callback) is checked the same way.
    const confirm = await b.t.app.inject({
      method: 'POST',
      url: '/api/payments/confirm',
      headers: user.headers,
      payload: { provider: 'paystack', reference },
    });
    expect(confirm.json()).toEqual({ result: 'pending', plan: 'free' });
    expect(await billingStateOf(b.t, user.user.id)).toMatchObject({
      plan: 'free',
      subscriptions: [],
      payments: [],
    });
    expect(errorsAbout(reference).map((l) => l.msg)).toContain(
      'paystack: charge for no plan of ours; no plan given',
    );
  });

  it('our plan code charged at another amount (a plan edited at Paystack) gives nothing and is logged', async () => {
    const user = await createUser(b.t);
    const res = await b.t.app.inject({
      method: 'POST',
      url: '/api/paystack/subscribe',
      headers: user.headers,
      payload: { userId: user.user.id, plan: 'premium', billingCycle: 'yearly' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const reference = res.json().reference as string;
    expect(b.paystack.transactions.get(reference)).toMatchObject({ plan: UNDERPRICED_CODE, amount: 100 });
    await payAndDeliver(reference);
    expect(await billingStateOf(b.t, user.user.id)).toMatchObject({
      plan: 'free',
      subscriptions: [],
      payments: [],
    });
    const [logged] = errorsAbout(reference);
    expect(logged).toMatchObject({
      msg: 'paystack: the amount or currency charged is not the price of the plan; no plan given',
      plan: 'premium',
      billingCycle: 'yearly',
      amount: 100,
      expected: 2999900,
    });
  });

  it('our plan code charged in another currency gives nothing', async () => {
    const code = await basicMonthlyCode();
    const user = await createUser(b.t);
    const reference = await initialize({
      email: user.user.email,
      amount: '199900',
      plan: code,
      currency: 'USD',
      metadata: metadataOf(user),
    });
    await payAndDeliver(reference);
    expect(await billingStateOf(b.t, user.user.id)).toMatchObject({ plan: 'free', payments: [] });
    expect(errorsAbout(reference)).toHaveLength(1);
  });

  it('a plan at our price that is not one of ours (another name) gives nothing', async () => {
    b.paystack.plans.set('PLN_someoneelse1', {
      id: 2,
      name: 'A different product',
      plan_code: 'PLN_someoneelse1',
      amount: 2999900,
      interval: 'annually',
      currency: 'NGN',
    });
    const user = await createUser(b.t);
    const reference = await initialize({
      email: user.user.email,
      amount: '2999900',
      plan: 'PLN_someoneelse1',
      metadata: metadataOf(user),
    });
    const done = await payAndDeliver(reference);
    expect(done.subscriptionCode).not.toBeNull();
    expect(await billingStateOf(b.t, user.user.id)).toMatchObject({
      plan: 'free',
      subscriptions: [],
      payments: [],
    });
  });
});
