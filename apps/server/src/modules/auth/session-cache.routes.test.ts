import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createAuthenticator } from './authenticator.ts';
import { createSessionCache } from './session-cache.ts';

// Two instances of the app on one database, as behind a load balancer: each keeps its own session
// cache, and each must stop accepting a session the other revoked.
let a: TestApp;
let b: TestApp;

const live = (t: TestApp) =>
  vi.waitFor(() => expect(t.services.auth.sessionCacheLive).toBe(true), { timeout: 5000 });

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({}, { sameDatabaseAs: a });
  await Promise.all([live(a), live(b)]);
});

afterAll(async () => {
  await b?.close();
  await a?.close();
});

const me = (t: TestApp, headers: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers });

const adminList = (t: TestApp, headers: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: '/api/admin/users', headers });

/**
 * Makes the account an admin as a hand-written script would, but with the triggers off: nobody is
 * told. The admin guard reads the role of the signed-in user, i.e. of the session's read.
 */
async function quietlyPromote(t: TestApp, userId: string): Promise<void> {
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  try {
    await client.query(`set session_replication_role = replica`);
    await client.query(`update users set role = 'admin' where id = $1`, [userId]);
  } finally {
    await client.end();
  }
}

describe('the session cache', () => {
  it('answers a seen session without the database: a change nobody announces is not seen', async () => {
    const reader = await createUser(a);
    // The sign-up's own notifications (verification, plan) may still be on their way: each would
    // drop the entry again.
    await a.services.auth.changesHeard();
    expect((await adminList(a, reader.headers)).statusCode).toBe(403);
    await quietlyPromote(a, reader.user.id);
    // Proof that the read above was kept: the database says admin, the cache still says reader.
    expect((await adminList(a, reader.headers)).statusCode).toBe(403);
    // Any announced change to the account drops it.
    await a.db.execute(sql`update users set language = 'en' where id = ${reader.user.id}`);
    await a.services.auth.changesHeard();
    expect((await adminList(a, reader.headers)).statusCode).toBe(200);
  });

  it('refuses at once, on the same instance, a session its own request revoked', async () => {
    const reader = await createUser(a);
    expect((await me(a, reader.headers)).statusCode).toBe(200);
    const out = await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: reader.headers });
    expect(out.statusCode).toBe(200);
    expect((await me(a, reader.headers)).statusCode).toBe(401);
  });

  it('refuses on the other instance a session revoked on this one, once the notification arrives', async () => {
    const reader = await createUser(a);
    expect((await me(b, reader.headers)).statusCode).toBe(200);
    expect((await me(b, reader.headers)).statusCode).toBe(200);
    const out = await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: reader.headers });
    expect(out.statusCode).toBe(200);
    await b.services.auth.changesHeard();
    expect((await me(b, reader.headers)).statusCode).toBe(401);
  });

  it('shows a change made through a service (not a request) on the next request', async () => {
    const reader = await createUser(a);
    await a.services.auth.changesHeard();
    // The CSV export is for basic and premium: the plan guard reads the session's user.
    const csv = () => a.app.inject({ method: 'GET', url: '/api/book/export/csv', headers: reader.headers });
    expect((await csv()).statusCode).toBe(403);
    await a.services.auth.setRoleAndPlan(reader.user.id, { plan: 'premium' });
    expect((await csv()).statusCode).toBe(200);
  });

  it('reads every request from the database while it cannot listen', async () => {
    const reader = await createUser(a);
    await a.services.auth.changesHeard();
    expect((await adminList(a, reader.headers)).statusCode).toBe(403);
    await a.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = 'shelfwise session cache listener'`,
    );
    await vi.waitFor(() => expect(a.services.auth.sessionCacheLive).toBe(false), { timeout: 5000 });
    await quietlyPromote(a, reader.user.id);
    expect((await adminList(a, reader.headers)).statusCode).toBe(200);
  });

  it('keeps only what a request needs of its user: no password hash', async () => {
    const reader = await createUser(a);
    // The authenticator as the app builds it, on the app's database, with a cache this test can read.
    const cache = createSessionCache();
    cache.liveUntil(performance.now() + 60_000);
    const authenticator = createAuthenticator({
      db: a.db,
      jwtSecret: a.config.JWT_SECRET,
      cache,
      now: () => new Date(),
      suspendedMessage: async () => 'suspended',
    });
    const signedIn = await authenticator.authenticate({
      headers: reader.headers,
    } as unknown as FastifyRequest);
    const entry = cache.get(signedIn.sessionId, new Date());
    expect(entry?.id).toBe(reader.user.id);
    expect(Object.keys(entry ?? {}).sort()).toEqual([
      'avatar',
      'complimentaryPlan',
      'createdAt',
      'email',
      'emailVerified',
      'id',
      'intendedPlan',
      'language',
      'name',
      'notificationSettings',
      'plan',
      'role',
      'suspended',
      'timezone',
    ]);
    const account = await a.services.auth.findAccount(reader.user.id);
    expect(account?.passwordHash).toMatch(/^\$argon2/);
    expect(JSON.stringify(entry)).not.toContain(account?.passwordHash);
  });

  it('with SESSION_CACHE=off, keeps nothing: every request reads the database', async () => {
    const c = await createTestApp({ SESSION_CACHE: 'off' }, { sameDatabaseAs: a });
    try {
      const reader = await createUser(c);
      // With a cache, this would wait until it had heard the sign-up's own changes.
      await c.services.auth.changesHeard();
      expect((await adminList(c, reader.headers)).statusCode).toBe(403);
      await quietlyPromote(c, reader.user.id);
      expect((await adminList(c, reader.headers)).statusCode).toBe(200);
      expect(c.services.auth.sessionCacheLive).toBe(false);
    } finally {
      await c.close();
    }
  });
});
