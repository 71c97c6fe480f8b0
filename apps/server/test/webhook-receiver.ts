import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { TestApp } from './harness.ts';

/**
 * A webhook receiver on loopback for tests: it records every request and answers the statuses it
 * is told to (200 once the list is used up). It checks signatures with its own reading of the
 * Standard Webhooks spec, not with the app's code.
 */
export interface ReceivedHook {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  json: { id: string; type: string; createdAt: string; data: Record<string, unknown> };
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedHook[];
  /** Statuses to answer next, in order (then 200). */
  answer(...statuses: number[]): void;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedHook[] = [];
  const statuses: number[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({
        id: String(request.headers['webhook-id'] ?? ''),
        timestamp: String(request.headers['webhook-timestamp'] ?? ''),
        signature: String(request.headers['webhook-signature'] ?? ''),
        body,
        json: JSON.parse(body),
      });
      response.statusCode = statuses.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer: (...next) => statuses.push(...next),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Standard Webhooks verification as a receiver would write it: the key is the base64 after
 * `whsec_`, the signed content `{webhook-id}.{webhook-timestamp}.{body}`, the header a space-separated
 * list of `v1,<base64>` signatures, compared in constant time.
 */
export function verifyStandardWebhook(secret: string, hook: ReceivedHook): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${hook.id}.${hook.timestamp}.${hook.body}`).digest();
  return hook.signature.split(' ').some((entry) => {
    const [version, value] = entry.split(',');
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/**
 * Works the job queue until no webhook delivery is waiting: each round makes the retries that the
 * queue put off (exponential backoff, on the database's clock) due now, then runs what is due.
 */
export async function drainDeliveries(t: TestApp, rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await t.db.execute(sql`update graphile_worker._private_jobs set run_at = now() where locked_at is null`);
    await t.services.jobs.runNow([]);
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from graphile_worker.jobs where attempts < max_attempts`,
    );
    if ((rows[0]?.n ?? 0) === 0) return;
  }
}
