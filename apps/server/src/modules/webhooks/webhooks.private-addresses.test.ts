import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoan, createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { drainDeliveries } from '../../../test/webhook-receiver.ts';

/**
 * Without WEBHOOKS_ALLOW_PRIVATE: no webhook to a private, loopback, link-local, unique-local or
 * metadata address, checked at registration and again, after resolving, at each delivery. Host
 * names resolve through an injected resolver (no real DNS): `rebind.example` answers a public
 * address until the test points it at 127.0.0.1.
 */

const PUBLIC = '93.184.215.14';
const dns = new Map<string, string[]>([
  ['hooks.example', [PUBLIC]],
  ['rebind.example', [PUBLIC]],
  ['inside.example', ['10.0.0.7']],
  ['mixed.example', [PUBLIC, '::1']],
]);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    { WEBHOOKS_ALLOW_PRIVATE: '0' },
    {
      testHooks: {
        webhookResolver: async (host) =>
          (dns.get(host) ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      },
    },
  );
});
afterAll(() => t.close());

const register = (headers: object, url: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks',
    headers: { ...headers },
    payload: { url, events: ['loan.lent'] },
  });

describe('registration', () => {
  it('refuses http://, private and metadata addresses (v4, v6, IPv4-mapped) and names resolving to them', async () => {
    const owner = await createUser(t, { plan: 'premium' });
    for (const url of [
      'http://hooks.example/in',
      'https://127.0.0.1/in',
      'https://10.1.2.3/in',
      'https://192.168.1.10/in',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/in',
      'https://[fd00:ec2::254]/in',
      'https://[fe80::1]/in',
      'https://[::ffff:127.0.0.1]/in',
      'https://[::ffff:a9fe:a9fe]/in',
      'https://localhost.example/in',
      'https://inside.example/in',
      'https://mixed.example/in',
    ]) {
      const res = await register(owner.headers, url);
      expect(res.statusCode, url).toBe(400);
    }
    const ok = await register(owner.headers, 'https://hooks.example/in');
    expect(ok.statusCode).toBe(201);
  });
});

describe('delivery', () => {
  it('resolves again and refuses a name that now points at 127.0.0.1 (a DNS rebind): nothing is sent', async () => {
    const owner = await createUser(t, { plan: 'basic' });
    const res = await register(owner.headers, 'https://rebind.example/in');
    expect(res.statusCode).toBe(201);
    dns.set('rebind.example', ['127.0.0.1']);
    await createLoan(t, owner);
    await t.services.jobs.runNow([]);
    const { rows } = await t.db.execute<{ status: string; attempts: number; last_error: string }>(
      sql`select status, attempts, last_error from webhook_deliveries where endpoint_id = ${res.json().data.id}`,
    );
    expect(rows).toEqual([
      {
        status: 'pending',
        attempts: 1,
        last_error: 'rebind.example resolves to a private address (127.0.0.1)',
      },
    ]);
    await drainDeliveries(t);
    const after = await t.db.execute<{ status: string; attempts: number }>(
      sql`select status, attempts from webhook_deliveries where endpoint_id = ${res.json().data.id}`,
    );
    expect(after.rows).toEqual([{ status: 'failed', attempts: 5 }]);
  });
});
