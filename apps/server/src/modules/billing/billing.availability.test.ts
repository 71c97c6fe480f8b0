import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedUser, createUser } from '../../../test/factories/index.ts';
import { startPaystackFake } from '../../../test/fakes/paystack.ts';
import { type StripeFake, startStripeFake } from '../../../test/fakes/stripe.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { billingStateOf, capturingLog, type LoggedLine } from './billing.test-support.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';

const paymentsLine = (lines: Array<{ msg: string }>) =>
  lines.find((l) => l.msg.startsWith('payments: '))?.msg;

/** A validly signed TEST MODE session for this user, as one issued by a server with the flag on. */
function forgedSandboxSession(t: TestApp, user: CreatedUser, provider: 'stripe' | 'paystack') {
  const url = createSandboxGateway({
    secret: t.config.JWT_SECRET,
    appUrl: t.config.APP_URL,
    now: () => new Date(),
  }).createCheckout(
    {
      customer: { id: user.user.id, email: user.user.email, name: user.user.name, providerCustomerId: null },
      plan: 'premium',
      billingCycle: 'yearly',
    },
    provider,
  );
  return new URL(url).searchParams.get('session')!;
}

const checkout = (t: TestApp, user: CreatedUser, provider: 'stripe' | 'paystack') =>
  t.app.inject({
    method: 'POST',
    url: provider === 'stripe' ? '/api/payments/stripe-checkout' : '/api/paystack/subscribe',
    headers: user.headers,
    payload: { userId: user.user.id, plan: 'premium', billingCycle: 'yearly' },
  });

describe('production with Stripe keys only (the HIGH finding: no paid plan without paying)', () => {
  let t: TestApp;
  let stripe: StripeFake;
  let lines: LoggedLine[];

  beforeAll(async () => {
    stripe = await startStripeFake();
    const capture = capturingLog();
    lines = capture.lines;
    t = await createTestApp(
      {
        NODE_ENV: 'production',
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_BASE: stripe.url,
      },
      { log: capture.log },
    );
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  it('answers the Paystack checkout 503 with a sentence, has no TEST MODE routes, and the plan stays free', async () => {
    const user = await createUser(t);
    const subscribe = await checkout(t, user, 'paystack');
    expect(subscribe.statusCode, subscribe.body).toBe(503);
    expect(subscribe.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Payments with Paystack are not available on this server.',
    });
    // Not "try again shortly": nothing will change until the server is configured.
    expect(subscribe.headers['retry-after']).toBeUndefined();
    // Someone else's id is still not found, as everywhere.
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/paystack/subscribe',
      headers: user.headers,
      payload: { userId: (await createUser(t)).user.id, plan: 'premium', billingCycle: 'yearly' },
    });
    expect(theirs.statusCode).toBe(404);

    // Even a validly signed session (say, from before the flag went off) finds no route.
    const session = forgedSandboxSession(t, user, 'paystack');
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/pay',
      headers: user.headers,
      payload: { session },
    });
    expect(pay.statusCode, pay.body).toBe(404);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/payments/sandbox/session?session=${encodeURIComponent(session)}`,
      headers: user.headers,
    });
    expect(read.statusCode).toBe(404);

    expect(await billingStateOf(t, user.user.id)).toMatchObject({
      plan: 'free',
      subscriptions: [],
      payments: [],
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(me.json().user.plan).toBe('free');
  });

  it('still takes Stripe checkouts through Stripe', async () => {
    const user = await createUser(t);
    const res = await checkout(t, user, 'stripe');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
  });

  it('tells the web which providers are live, and logs it once at start-up', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/providers', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ stripe: 'live', paystack: 'unavailable' });
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/providers' })).statusCode).toBe(401);
    expect(paymentsLine(lines)).toBe('payments: stripe live, paystack not configured, test mode off');
    expect(lines.filter((l) => l.msg.startsWith('payments: '))).toHaveLength(1);
  });
});

describe('Paystack keys only, test mode off', () => {
  it('answers the Stripe checkout 503 and offers Paystack', async () => {
    const paystack = await startPaystackFake();
    const capture = capturingLog();
    const t = await createTestApp(
      { PAYSTACK_SECRET_KEY: paystack.secretKey, PAYSTACK_API_BASE: paystack.url },
      { log: capture.log },
    );
    try {
      const user = await createUser(t);
      const res = await checkout(t, user, 'stripe');
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Payments with Stripe are not available on this server.');
      expect((await checkout(t, user, 'paystack')).statusCode).toBe(200);
      const modes = await t.app.inject({
        method: 'GET',
        url: '/api/payments/providers',
        headers: user.headers,
      });
      expect(modes.json()).toEqual({ stripe: 'unavailable', paystack: 'live' });
      expect(paymentsLine(capture.lines)).toBe(
        'payments: stripe not configured, paystack live, test mode off',
      );
      expect(await billingStateOf(t, user.user.id)).toMatchObject({ plan: 'free', payments: [] });
    } finally {
      await t.close();
      await paystack.close();
    }
  });
});

describe('no keys and no flag', () => {
  it('offers no provider: both checkouts 503, no TEST MODE', async () => {
    const t = await createTestApp();
    try {
      const user = await createUser(t);
      expect((await checkout(t, user, 'stripe')).statusCode).toBe(503);
      expect((await checkout(t, user, 'paystack')).statusCode).toBe(503);
      const pay = await t.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/pay',
        headers: user.headers,
        payload: { session: forgedSandboxSession(t, user, 'stripe') },
      });
      expect(pay.statusCode).toBe(404);
      expect((await billingStateOf(t, user.user.id)).plan).toBe('free');
    } finally {
      await t.close();
    }
  });
});

describe('PAYMENTS_SANDBOX', () => {
  it('turns the TEST MODE checkout on for the providers without keys, and says so at start-up', async () => {
    const capture = capturingLog();
    const t = await createTestApp({ PAYMENTS_SANDBOX: '1' }, { log: capture.log });
    try {
      const user = await createUser(t);
      const modes = await t.app.inject({
        method: 'GET',
        url: '/api/payments/providers',
        headers: user.headers,
      });
      expect(modes.json()).toEqual({ stripe: 'test', paystack: 'test' });
      const res = await checkout(t, user, 'paystack');
      expect(res.statusCode).toBe(200);
      expect(res.json().authorization_url).toMatch(/^http:\/\/shelfwise\.test\/checkout\/sandbox\?session=/);
      expect(paymentsLine(capture.lines)).toBe(
        'payments: stripe TEST MODE checkout, paystack TEST MODE checkout, test mode on',
      );
    } finally {
      await t.close();
    }
  });

  it('is refused at start-up with NODE_ENV=production: the server exits 1 and says why', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shelfwise-sandbox-refused-'));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: fileURLToPath(new URL('../../../../..', import.meta.url)),
        env: { PATH: process.env.PATH, NODE_ENV: 'production', PAYMENTS_SANDBOX: '1', DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(output).toContain('PAYMENTS_SANDBOX: is refused with NODE_ENV=production');
      expect(output).not.toContain('is ready');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
