import { defaultAppSettings } from '@shelfwise/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedUser, createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every admin route as registered (read from the generated OpenAPI document), with a real id. */
function adminRoutes(targetId: string): Array<{ method: Method; url: string }> {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({
        method: method.toUpperCase() as Method,
        url: path.replace('{id}', targetId),
      })),
    );
}

/** A body each route would accept, so only the guard can be what refuses. */
const bodyFor = (method: Method, url: string) => {
  if (method === 'PATCH') return { role: 'admin', plan: 'premium', suspended: true };
  if (method === 'PUT' && url.endsWith('/settings')) return { ...defaultAppSettings, signupsOpen: false };
  return undefined;
};

async function tryEvery(routes: Array<{ method: Method; url: string }>, who: CreatedUser | null) {
  const answers: Array<{ route: string; status: number; code?: string }> = [];
  for (const { method, url } of routes) {
    const res = await t.app.inject({
      method,
      url,
      headers: who?.headers ?? {},
      payload: bodyFor(method, url),
    });
    const isJson = res.headers['content-type']?.toString().includes('json');
    answers.push({
      route: `${method} ${url}`,
      status: res.statusCode,
      code: isJson ? res.json().code : undefined,
    });
  }
  return answers;
}

async function nothingChanged(target: CreatedUser) {
  const row = await t.db.execute<{ role: string; plan: string; suspended_at: Date | null }>(
    sql`select role, plan, suspended_at from users where id = ${target.user.id}`,
  );
  expect(row.rows).toEqual([{ role: 'user', plan: 'free', suspended_at: null }]);
  const settings = await t.db.execute(sql`select 1 from app_settings`);
  expect(settings.rows).toHaveLength(0);
  const adminActions = await t.db.execute(
    sql`select action from audit_logs
      where target_id = ${target.user.id} and action <> 'SIGN_UP' or action = 'SETTINGS_CHANGED'`,
  );
  expect(adminActions.rows).toHaveLength(0);
}

describe('the admin area refuses everyone but verified admins', () => {
  it('lists every admin route it checks (the OpenAPI document names them all)', async () => {
    const target = await createUser(t);
    const routes = adminRoutes(target.user.id).map(
      (r) => `${r.method} ${r.url.replace(target.user.id, ':id')}`,
    );
    expect(routes.sort()).toEqual(
      [
        'GET /api/admin/overview',
        'GET /api/admin/users',
        'GET /api/admin/users/:id',
        'PATCH /api/admin/users/:id',
        'DELETE /api/admin/users/:id',
        'POST /api/admin/users/:id/resend-verification',
        'POST /api/admin/users/:id/password-reset',
        'GET /api/admin/settings',
        'PUT /api/admin/settings',
        'GET /api/admin/audit-logs',
        'GET /api/admin/audit-logs/export',
      ].sort(),
    );
  });

  it('answers 403 to a verified user on every route and changes nothing', async () => {
    const target = await createUser(t, { verified: false });
    const user = await createUser(t, { plan: 'premium' });
    const answers = await tryEvery(adminRoutes(target.user.id), user);
    expect(answers.length).toBeGreaterThan(10);
    for (const a of answers) expect(a, a.route).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    await nothingChanged(target);
  });

  it('answers 403 EMAIL_NOT_VERIFIED to an admin whose email is not verified', async () => {
    const target = await createUser(t, { verified: false });
    const unverifiedAdmin = await createUser(t, { role: 'admin', verified: false });
    const answers = await tryEvery(adminRoutes(target.user.id), unverifiedAdmin);
    for (const a of answers) expect(a, a.route).toMatchObject({ status: 403, code: 'EMAIL_NOT_VERIFIED' });
    await nothingChanged(target);
  });

  it('answers 401 without a token, and to a suspended admin (their sessions were revoked)', async () => {
    const target = await createUser(t, { verified: false });
    const actingAdmin = await createUser(t, { role: 'admin' });
    const suspendedAdmin = await createUser(t, { role: 'admin' });
    const suspend = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${suspendedAdmin.user.id}`,
      headers: actingAdmin.headers,
      payload: { suspended: true },
    });
    expect(suspend.statusCode).toBe(200);
    for (const who of [null, suspendedAdmin]) {
      const answers = await tryEvery(adminRoutes(target.user.id), who);
      for (const a of answers) expect(a, a.route).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    }
    await nothingChanged(target);
  });

  it('lets a verified admin through on every route', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const target = await createUser(t);
    const reads = adminRoutes(target.user.id).filter((r) => r.method === 'GET');
    for (const a of await tryEvery(reads, admin)) expect(a, a.route).toMatchObject({ status: 200 });
  });
});
