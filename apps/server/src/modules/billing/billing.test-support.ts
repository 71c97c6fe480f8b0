import { Writable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import pino, { type Logger } from 'pino';
import {
  type PaystackFake,
  type PaystackWebhookBody,
  startPaystackFake,
} from '../../../test/fakes/paystack.ts';
import { type StripeEvent, type StripeFake, startStripeFake } from '../../../test/fakes/stripe.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { activityLogs } from '../../db/schema/activity.ts';
import { payments, processedWebhookEvents, subscriptions } from '../../db/schema/billing.ts';
import { users } from '../../db/schema/users.ts';
import { createManualClock, type ManualClock } from '../../platform/clock.ts';

/** The app wired to loopback Stripe and Paystack fakes, a real SMTP capture, and a clock tests move. */
export interface BillingTestApp {
  t: TestApp;
  stripe: StripeFake;
  paystack: PaystackFake;
  smtp: SmtpCapture;
  clock: ManualClock;
  close(): Promise<void>;
}

/** A logger that keeps what it writes (JSON lines), for tests that read what was logged. */
export function capturingLog(): { log: Logger; lines: LoggedLine[] } {
  const lines: LoggedLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

export interface LoggedLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export async function startBillingApp(
  options: { env?: Record<string, string>; start?: string; log?: Logger } = {},
): Promise<BillingTestApp> {
  // Sessions are checked against the database's own now(), so the app's clock starts at real time.
  const clock = createManualClock(options.start ?? new Date());
  const [stripe, paystack, smtp] = await Promise.all([
    startStripeFake({ now: clock.now }),
    startPaystackFake({ now: clock.now }),
    startSmtpCapture(),
  ]);
  const t = await createTestApp(
    {
      SMTP_URL: smtp.url,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      PAYSTACK_SECRET_KEY: paystack.secretKey,
      PAYSTACK_API_BASE: paystack.url,
      ...options.env,
    },
    { clock, log: options.log },
  );
  return {
    t,
    stripe,
    paystack,
    smtp,
    clock,
    async close() {
      await t.close();
      await Promise.all([stripe.close(), paystack.close(), smtp.close()]);
    },
  };
}

/** Delivers a Stripe event as Stripe does: the exact JSON bytes, signed over them. */
export function deliverStripe(
  t: TestApp,
  stripe: StripeFake,
  event: StripeEvent,
  options: { payload?: string; signature?: string; timestamp?: number } = {},
) {
  const payload = options.payload ?? JSON.stringify(event, null, 2);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature':
        options.signature ?? stripe.signatureHeader(payload, { timestamp: options.timestamp }),
    },
    payload,
  });
}

/** Delivers a Paystack webhook body, signed with the secret key (HMAC-SHA512 of the bytes). */
export function deliverPaystack(
  t: TestApp,
  paystack: PaystackFake,
  body: PaystackWebhookBody,
  options: { payload?: string; signature?: string } = {},
) {
  const payload = options.payload ?? JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/paystack/webhook',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': options.signature ?? paystack.sign(payload),
    },
    payload,
  });
}

/** What the database holds for a user: their plan, subscriptions, payments, billing activity. */
export async function billingStateOf(t: TestApp, userId: string) {
  const [user] = await t.db.select({ plan: users.plan }).from(users).where(eq(users.id, userId));
  const subs = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const pays = await t.db.select().from(payments).where(eq(payments.userId, userId));
  const activity = await t.db
    .select({ action: activityLogs.action, details: activityLogs.details })
    .from(activityLogs)
    .where(eq(activityLogs.userId, userId));
  return {
    plan: user?.plan,
    subscriptions: subs,
    payments: pays,
    billingActivity: activity.filter((a) =>
      [
        'PAYMENT_SUCCEEDED',
        'PAYMENT_FAILED',
        'PAYMENT_REFUNDED',
        'PLAN_CHANGED',
        'SUBSCRIPTION_CANCELLED',
      ].includes(a.action),
    ),
  };
}

export async function processedEventCount(t: TestApp): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(processedWebhookEvents);
  return row?.n ?? 0;
}
