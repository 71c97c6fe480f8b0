import { plans, webhookLimitMessage } from '@shelfwise/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessToken, createUser, createWebhook } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { drainDeliveries, startReceiver, verifyStandardWebhook } from '../../../test/webhook-receiver.ts';
import { createManualClock } from '../../platform/clock.ts';

/** /api/webhooks: registering, listing, changing and deleting endpoints with the web app's session. */

const clock = createManualClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const post = (headers: object, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/webhooks', headers: { ...headers }, payload });

describe('registering an endpoint', () => {
  it('answers the signing secret once; it is stored sealed; the list never shows it', async () => {
    const owner = await createUser(t, { plan: 'basic' });
    const res = await post(owner.headers, {
      url: 'http://127.0.0.1:9/in',
      events: ['loan.lent', 'loan.lent', 'loan.returned'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = res.json();
    expect(data.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(data.secret.slice(6), 'base64')).toHaveLength(24);
    expect(data).toMatchObject({
      url: 'http://127.0.0.1:9/in',
      events: ['loan.lent', 'loan.returned'],
      enabled: true,
      failureCount: 0,
      disabledAt: null,
    });
    const stored = await t.db.execute(sql`select * from webhook_endpoints where id = ${data.id}`);
    expect(JSON.stringify(stored.rows)).not.toContain(data.secret.slice(6));
    const listed = await t.app.inject({ method: 'GET', url: '/api/webhooks', headers: owner.headers });
    const { secret: _, ...shown } = data;
    expect(listed.json()).toEqual({ data: [shown], plan: 'basic', limit: 1 });
  });

  it('refuses a URL that is not http(s), an empty event list and unknown events (400)', async () => {
    const owner = await createUser(t, { plan: 'premium' });
    for (const payload of [
      { url: 'ftp://example.com/x', events: ['loan.lent'] },
      { url: 'not a url', events: ['loan.lent'] },
      { url: 'https://example.com/x', events: [] },
      { url: 'https://example.com/x', events: ['book.added'] },
    ]) {
      expect((await post(owner.headers, payload)).statusCode).toBe(400);
    }
  });

  it('keeps to the plan: none on Free, one on Collector (403 PLAN_LIMIT with the sentence)', async () => {
    expect([plans.free.maxWebhookEndpoints, plans.basic.maxWebhookEndpoints]).toEqual([0, 1]);
    const free = await createUser(t, { plan: 'free' });
    const refused = await post(free.headers, { url: 'http://127.0.0.1:9/a', events: ['loan.lent'] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PLAN_LIMIT', message: webhookLimitMessage('free') });
    const basic = await createUser(t, { plan: 'basic' });
    await createWebhook(t, basic);
    const second = await post(basic.headers, { url: 'http://127.0.0.1:9/b', events: ['loan.lent'] });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({ code: 'PLAN_LIMIT', message: webhookLimitMessage('basic') });
  });

  it('is for the session only: an access token is refused on every webhook route', async () => {
    const owner = await createUser(t, { plan: 'premium' });
    const hook = await createWebhook(t, owner);
    const token = await createAccessToken(t, owner, { scopes: ['loans:read', 'loans:write'] });
    for (const [method, url] of [
      ['GET', '/api/webhooks'],
      ['POST', '/api/webhooks'],
      ['PATCH', `/api/webhooks/${hook.id}`],
      ['DELETE', `/api/webhooks/${hook.id}`],
      ['GET', `/api/webhooks/${hook.id}/deliveries`],
      ['POST', `/api/webhooks/${hook.id}/test`],
    ] as const) {
      // A valid body, so the refusal is the token's and not the validation's.
      const payload = { url: 'http://127.0.0.1:9/t', events: ['loan.lent'], enabled: false };
      const res = await t.app.inject({ method, url, headers: token.headers, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('someone else’s endpoint', () => {
  it('is not found (404) for change, delete, log and test; an id that is no uuid too', async () => {
    const owner = await createUser(t, { plan: 'premium' });
    const other = await createUser(t, { plan: 'premium' });
    const hook = await createWebhook(t, owner);
    for (const id of [hook.id, 'not-an-id']) {
      for (const [method, url, payload] of [
        ['PATCH', `/api/webhooks/${id}`, { enabled: false }],
        ['DELETE', `/api/webhooks/${id}`, undefined],
        ['GET', `/api/webhooks/${id}/deliveries`, undefined],
        ['POST', `/api/webhooks/${id}/test`, undefined],
      ] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers: other.headers,
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    const listed = await t.app.inject({ method: 'GET', url: '/api/webhooks', headers: owner.headers });
    expect(listed.json().data[0]).toMatchObject({ id: hook.id, enabled: true });
  });
});

describe('changing, testing and deleting', () => {
  it('changes events, sends a signed ping shown in the log, and deletes the endpoint with its log', async () => {
    const receiver = await startReceiver();
    try {
      const owner = await createUser(t, { plan: 'premium' });
      const hook = await createWebhook(t, owner, { url: receiver.url });
      const changed = await t.app.inject({
        method: 'PATCH',
        url: `/api/webhooks/${hook.id}`,
        headers: owner.headers,
        payload: { events: ['loan.overdue'] },
      });
      expect(changed.json().data.events).toEqual(['loan.overdue']);
      const ping = await t.app.inject({
        method: 'POST',
        url: `/api/webhooks/${hook.id}/test`,
        headers: owner.headers,
      });
      expect(ping.statusCode).toBe(202);
      expect(ping.json().data).toMatchObject({ eventType: 'webhook.ping', status: 'pending', attempts: 0 });
      await drainDeliveries(t);
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]?.json.type).toBe('webhook.ping');
      expect(verifyStandardWebhook(hook.secret, receiver.received[0] as never)).toBe(true);
      const log = await t.app.inject({
        method: 'GET',
        url: `/api/webhooks/${hook.id}/deliveries`,
        headers: owner.headers,
      });
      expect(log.json().data).toEqual([
        expect.objectContaining({
          eventType: 'webhook.ping',
          status: 'delivered',
          lastStatusCode: 200,
          attempts: 1,
        }),
      ]);
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/webhooks/${hook.id}`,
        headers: owner.headers,
      });
      expect(removed.statusCode).toBe(204);
      const left = await t.db.execute(
        sql`select count(*)::int as n from webhook_deliveries where endpoint_id = ${hook.id}`,
      );
      expect(left.rows[0]).toEqual({ n: 0 });
    } finally {
      await receiver.close();
    }
  });
});
