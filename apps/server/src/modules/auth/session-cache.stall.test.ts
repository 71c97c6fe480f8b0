import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { type StallingProxy, startStallingProxy } from '../../../test/stalling-proxy.ts';

// Two instances on one database; B's session cache LISTENs through a proxy that can go silent
// without closing anything, as a stuck load balancer or a half-dead network path does. B must not
// trust its cache once it stops hearing its own heartbeat (default settings: 2 s, stale at 5 s).
let a: TestApp;
let b: TestApp;
let proxy: StallingProxy;
/** What B's session cache listener said in B's log. */
const said: string[] = [];

const live = (t: TestApp, timeout = 5000) =>
  vi.waitFor(() => expect(t.services.auth.sessionCacheLive).toBe(true), { timeout, interval: 20 });

beforeAll(async () => {
  a = await createTestApp();
  const database = new URL(a.databaseUrl);
  proxy = await startStallingProxy({ host: database.hostname, port: Number(database.port || 5432) });
  const log = pino(
    { level: 'info' },
    {
      write(line: string) {
        const { msg } = JSON.parse(line) as { msg?: string };
        if (msg?.startsWith('session cache listener')) said.push(msg);
      },
    },
  );
  b = await createTestApp(
    {},
    { sameDatabaseAs: a, log, testHooks: { sessionCacheListenUrl: proxy.urlFor(a.databaseUrl) } },
  );
  await Promise.all([live(a), live(b)]);
});

afterAll(async () => {
  proxy?.resume();
  await b?.close();
  await a?.close();
  await proxy?.close();
});

const me = (t: TestApp, headers: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers });

describe('a session cache whose listener goes silent', () => {
  it('stops answering within 10 s: a session signed out or suspended on A is refused on B', async () => {
    const reader = await createUser(a);
    const suspect = await createUser(a);
    const admin = await createUser(a, { role: 'admin' });
    // The sign-ups' own notifications reach B first; then B keeps both sessions in its cache.
    await b.services.auth.changesHeard();
    for (const user of [reader, suspect]) expect((await me(b, user.headers)).statusCode).toBe(200);

    proxy.stall();
    const out = await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: reader.headers });
    expect(out.statusCode).toBe(200);
    const suspension = await a.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${suspect.user.id}`,
      headers: admin.headers,
      payload: { suspended: true },
    });
    expect(suspension.statusCode).toBe(200);
    // Both are refused on A at once (its own writes).
    expect((await me(a, reader.headers)).statusCode).toBe(401);
    expect((await me(a, suspect.headers)).statusCode).toBe(401);

    await vi.waitFor(
      async () => {
        expect((await me(b, reader.headers)).statusCode).toBe(401);
        expect((await me(b, suspect.headers)).statusCode).toBe(401);
      },
      { timeout: 10_000, interval: 100 },
    );
    // Not because the news got through: the proxy still holds it. B's cache is off and every
    // request reads the database, which said no.
    expect(b.services.auth.sessionCacheLive).toBe(false);
    const stillSigned = await createUser(a);
    expect((await me(b, stillSigned.headers)).statusCode).toBe(200);
    expect(b.services.auth.sessionCacheLive).toBe(false);

    // Once the path delivers again, B listens on a new connection, hears its heartbeat and caches again.
    proxy.resume();
    await live(b, 15_000);
    expect(said).toContain(
      'session cache listener heard no heartbeat for 5000 ms; listening again on a new connection',
    );
    expect(said.at(-1)).toBe('session cache listener hears its heartbeat again');
    expect((await me(b, reader.headers)).statusCode).toBe(401);
    expect((await me(b, suspect.headers)).statusCode).toBe(401);
  });
});
