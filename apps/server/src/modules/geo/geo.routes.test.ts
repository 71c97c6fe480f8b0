import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

/**
 * A loopback stand-in for ipapi.co speaking its wire format: `GET /{ip}/json/` → JSON with
 * `country`. Each test address picks a behaviour, and every request is recorded.
 */
function startIpLocationFake(): Promise<{ url: string; requests: string[]; server: Server }> {
  const requests: string[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    requests.push(req.url ?? '');
    const ip = decodeURIComponent((req.url ?? '').split('/')[1] ?? '');
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    switch (ip) {
      case '102.89.1.10':
        return json(200, { ip, country: 'NG', country_name: 'Nigeria', city: 'Lagos' });
      case '8.8.8.8':
        return json(200, { ip, country: 'US', country_name: 'United States' });
      case '2001:4860:4860::8888':
        return json(200, { ip, country: 'GB' });
      case '203.0.113.50':
        return json(500, { error: true, reason: 'Internal error' });
      case '203.0.113.51':
        return json(200, { ip, error: true, reason: 'RateLimited' });
      case '203.0.113.99':
        // Answers far too late: the lookup must give up first.
        setTimeout(() => json(200, { ip, country: 'NG' }), 5000).unref();
        return;
      default:
        return json(404, { error: true, reason: 'unknown test address' });
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, server }),
    ),
  );
}

describe('GET /api/geo', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startIpLocationFake>>;
  const geo = (remoteAddress: string) => t.app.inject({ method: 'GET', url: '/api/geo', remoteAddress });

  beforeAll(async () => {
    fake = await startIpLocationFake();
    t = await createTestApp({ GEO_API_URL: fake.url });
  });
  afterAll(async () => {
    await t.close();
    fake.server.closeAllConnections();
    await new Promise((r) => fake.server.close(r));
  });

  it("answers the caller's country from the IP-location service", async () => {
    const res = await geo('102.89.1.10');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ country: 'NG' });
    expect(fake.requests).toContain('/102.89.1.10/json/');

    expect((await geo('8.8.8.8')).json()).toEqual({ country: 'US' });
    expect((await geo('2001:4860:4860::8888')).json()).toEqual({ country: 'GB' });
  });

  it('asks the service once per address and then answers from its cache', async () => {
    await geo('8.8.8.8');
    const before = fake.requests.length;
    const again = await geo('8.8.8.8');
    expect(again.json()).toEqual({ country: 'US' });
    expect(fake.requests.length).toBe(before);
  });

  it('answers { country: null } when the service fails', async () => {
    const res = await geo('203.0.113.50');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ country: null });

    const limited = await geo('203.0.113.51');
    expect(limited.statusCode).toBe(200);
    expect(limited.json()).toEqual({ country: null });
  });

  it('gives up after a short time-out and answers { country: null }', async () => {
    const started = Date.now();
    const res = await geo('203.0.113.99');
    const elapsed = Date.now() - started;
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ country: null });
    expect(fake.requests).toContain('/203.0.113.99/json/');
    expect(elapsed).toBeGreaterThanOrEqual(1000);
    expect(elapsed).toBeLessThan(4000);
  });

  it('does not look up loopback or private callers', async () => {
    const before = fake.requests.length;
    for (const ip of [
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
      '10.1.2.3',
      '192.168.0.7',
      '172.20.0.1',
      'fd00::1',
    ]) {
      const res = await geo(ip);
      expect(res.json(), ip).toEqual({ country: null });
    }
    expect(fake.requests.length).toBe(before);
  });
});
