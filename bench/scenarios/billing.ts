import autocannon from 'autocannon';
import pg from 'pg';
import { type StripeEvent, startStripeFake } from '../../apps/server/test/fakes/stripe.ts';
import { load, percentile } from '../lib/load.ts';
import { report } from '../lib/report.ts';
import { startAppServer } from '../lib/servers.ts';

const PAID_CHECKOUTS = 40;

async function verifiedUser(appUrl: string, databaseUrl: string, n: number) {
  const email = `bench-billing-${Date.now()}-${n}@example.test`;
  const res = await fetch(`${appUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Bench Payer ${n}`, email, password: 'Bench-Payer-2025!', plan: 'premium' }),
  });
  if (!res.ok) throw new Error(`register answered ${res.status}`);
  const { token, user } = (await res.json()) as { token: string; user: { id: string } };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('update users set email_verified_at = now() where id = $1', [user.id]);
  await client.end();
  return { token, id: user.id };
}

/**
 * Stripe webhooks against the real server and the loopback Stripe (the real SDK): the time to apply
 * a first `invoice.paid` (verify, three Stripe reads, one transaction), and the rate of repeated
 * deliveries (verify and find the event row), beside /api/health in the same run.
 */
export async function benchBilling(databaseUrl: string): Promise<void> {
  const stripe = await startStripeFake();
  const app = await startAppServer(databaseUrl, {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
  });
  const deliver = (event: StripeEvent) => {
    const payload = JSON.stringify(event, null, 2);
    return fetch(`${app.url}/api/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripe.signatureHeader(payload) },
      body: payload,
    });
  };
  try {
    const applyMs: number[] = [];
    let last: StripeEvent | undefined;
    for (let n = 0; n < PAID_CHECKOUTS; n++) {
      const user = await verifiedUser(app.url, databaseUrl, n);
      const res = await fetch(`${app.url}/api/payments/stripe-checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
        body: JSON.stringify({ userId: user.id, plan: 'premium', billingCycle: 'yearly' }),
      });
      const { url } = (await res.json()) as { url: string };
      const paid = stripe.completeCheckout(url.split('/').pop() ?? '');
      last = paid.events.find((e) => e.type === 'invoice.paid');
      if (!last) throw new Error('no invoice.paid event');
      const started = performance.now();
      const answer = await deliver(last);
      applyMs.push(performance.now() - started);
      if (answer.status !== 200) throw new Error(`webhook answered ${answer.status}`);
    }
    applyMs.sort((a, b) => a - b);

    const payload = JSON.stringify(last, null, 2);
    const repeat = await autocannon({
      url: `${app.url}/api/payments/stripe/webhook`,
      method: 'POST',
      connections: 10,
      duration: 5,
      headers: { 'content-type': 'application/json', 'stripe-signature': stripe.signatureHeader(payload) },
      body: payload,
    });
    const health = await load(`${app.url}/api/health`, { connections: 10, durationSec: 5 });
    const repeatRps = Math.round(repeat.requests.average);
    const data = {
      firstDelivery: {
        count: applyMs.length,
        p50Ms: Number(percentile(applyMs, 50).toFixed(1)),
        p95Ms: Number(percentile(applyMs, 95).toFixed(1)),
      },
      repeatedDelivery: {
        requestsPerSec: repeatRps,
        p50Ms: repeat.latency.p50,
        p99Ms: repeat.latency.p99,
        non2xx: repeat.non2xx,
      },
      health: { requestsPerSec: health.requestsPerSec, p50Ms: health.p50Ms },
    };
    report('billing', data, [
      `first invoice.paid (verify, 3 Stripe reads, 1 transaction): p50 ${data.firstDelivery.p50Ms} ms, p95 ${data.firstDelivery.p95Ms} ms over ${applyMs.length}`,
      `repeated delivery (verify, event row found): ${repeatRps} req/s, p50 ${repeat.latency.p50} ms, p99 ${repeat.latency.p99} ms, non-2xx ${repeat.non2xx}`,
      `/api/health, same run, 10 connections: ${health.requestsPerSec} req/s, p50 ${health.p50Ms} ms`,
    ]);
  } finally {
    await app.stop();
    await stripe.close();
  }
}
