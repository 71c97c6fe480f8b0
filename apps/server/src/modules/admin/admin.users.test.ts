import type { AdminUser, AdminUserDetail } from '@shelfwise/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CreatedUser,
  createBook,
  createLoan,
  createSubscription,
  createUser,
} from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { LAST_ADMIN_MESSAGE } from '../auth/index.ts';
import { SELF_DEMOTION_MESSAGE } from './admin.service.ts';

let t: TestApp;
let admin: CreatedUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin', name: 'Ada Admin' });
});
afterAll(() => t.close());

const list = async (query: string, who = admin) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/users${query}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: AdminUser[]; pagination: { total: number; page: number; limit: number } };
};
const patch = (id: string, payload: object, who = admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/users/${id}`, headers: who.headers, payload });
const me = async (who: CreatedUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: who.headers })).json().user;

describe('GET /api/admin/users', () => {
  it('finds accounts by part of the name or email, with plan, state and counts', async () => {
    const reader = await createUser(t, { name: 'Zelda Quillfeather', plan: 'basic' });
    await createBook(t, reader);
    await createLoan(t, reader);
    const page = await list('?search=quillfeath');
    expect(page.pagination).toEqual({ total: 1, page: 1, limit: 20 });
    expect(page.data[0]).toMatchObject({
      id: reader.user.id,
      name: 'Zelda Quillfeather',
      email: reader.user.email,
      role: 'user',
      plan: 'basic',
      complimentaryPlan: null,
      emailVerified: true,
      suspended: false,
      booksCount: 2,
      activeLoansCount: 1,
    });
    // Registering opened a session: that is the last sign-in.
    expect(page.data[0]?.lastSignInAt).not.toBeNull();
    expect((await list(`?search=${encodeURIComponent(reader.user.email.toUpperCase())}`)).data).toHaveLength(
      1,
    );
  });

  it('filters by plan, role and status, and pages newest first', async () => {
    const tag = `pager${Date.now()}`;
    const made: CreatedUser[] = [];
    for (let i = 0; i < 3; i++) made.push(await createUser(t, { name: `${tag} ${i}`, plan: 'premium' }));
    const unverified = await createUser(t, { name: `${tag} unverified`, verified: false });
    const first = await list(`?search=${tag}&limit=2`);
    expect(first.pagination).toEqual({ total: 4, page: 1, limit: 2 });
    expect(first.data.map((u) => u.name)).toEqual([`${tag} unverified`, `${tag} 2`]);
    const second = await list(`?search=${tag}&limit=2&page=2`);
    expect(second.data.map((u) => u.name)).toEqual([`${tag} 1`, `${tag} 0`]);

    expect((await list(`?search=${tag}&plan=premium`)).pagination.total).toBe(3);
    expect((await list(`?search=${tag}&status=unverified`)).data.map((u) => u.id)).toEqual([
      unverified.user.id,
    ]);
    expect((await list(`?search=${tag}&status=verified`)).pagination.total).toBe(3);
    await patch(made[0]!.user.id, { suspended: true });
    expect((await list(`?search=${tag}&status=suspended`)).data.map((u) => u.id)).toEqual([made[0]!.user.id]);
    expect((await list(`?search=${tag}&status=verified`)).pagination.total).toBe(2);
    expect((await list('?role=admin')).data.every((u) => u.role === 'admin')).toBe(true);
  });

  it('takes a search with LIKE wildcards literally', async () => {
    await createUser(t, { name: 'Percent%Person' });
    expect((await list('?search=%25')).data.map((u) => u.name)).toEqual(['Percent%Person']);
  });

  it('answers 400 with a message for bad filters', async () => {
    for (const query of ['?plan=gold', '?status=banned', '?role=root', '?limit=500', '?page=0']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/users${query}`,
        headers: admin.headers,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(/\w/);
    }
  });
});

describe('GET /api/admin/users/{id}', () => {
  it('adds the subscription and the recent activity', async () => {
    const reader = await createUser(t);
    await createSubscription(t, reader, { plan: 'basic', billingCycle: 'monthly' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/${reader.user.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const detail = res.json() as AdminUserDetail;
    expect(detail.plan).toBe('basic');
    expect(detail.subscription).toMatchObject({
      plan: 'basic',
      billingCycle: 'monthly',
      paymentStatus: 'active',
    });
    expect(detail.subscription.payments).toHaveLength(1);
    expect(detail.recentActivity.map((a) => a.action)).toContain('PAYMENT_SUCCEEDED');
    expect(detail.recentAuditEvents.map((a) => a.action)).toEqual(
      expect.arrayContaining(['SIGN_UP', 'PLAN_CHANGED', 'PAYMENT_SUCCEEDED']),
    );
  });

  it('answers 404 for an unknown id or one that is not an id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/users/${id}`,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'User not found', code: 'NOT_FOUND' });
      expect((await patch(id, { plan: 'premium' })).statusCode).toBe(404);
    }
  });
});

describe('PATCH /api/admin/users/{id}: roles', () => {
  it('promotes and demotes another account', async () => {
    const other = await createUser(t);
    expect((await patch(other.user.id, { role: 'admin' })).json()).toMatchObject({ role: 'admin' });
    const asNewAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/admin/overview',
      headers: other.headers,
    });
    expect(asNewAdmin.statusCode).toBe(200);
    expect((await patch(other.user.id, { role: 'user' })).json()).toMatchObject({ role: 'user' });
    const asUser = await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: other.headers });
    expect(asUser.statusCode).toBe(403);
  });

  it('refuses an admin demoting or suspending themselves (409) and changes nothing', async () => {
    const self = await createUser(t, { role: 'admin' });
    const demote = await patch(self.user.id, { role: 'user', plan: 'premium' }, self);
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ message: SELF_DEMOTION_MESSAGE, code: 'CONFLICT' });
    const suspend = await patch(self.user.id, { suspended: true }, self);
    expect(suspend.statusCode).toBe(409);
    expect(await me(self)).toMatchObject({ role: 'admin', plan: 'free', complimentaryPlan: null });
  });

  it('rejects unknown fields and empty bodies with 400', async () => {
    const other = await createUser(t);
    for (const payload of [{}, { password: 'x' }, { role: 'root' }, { suspended: 'yes' }]) {
      const res = await patch(other.user.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('the last admin', () => {
  it('cannot be demoted (409): the only admin demoting themselves is told why', async () => {
    const solo = await createTestApp();
    try {
      const only = await createUser(solo, { role: 'admin' });
      const res = await solo.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${only.user.id}`,
        headers: only.headers,
        payload: { role: 'user' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: LAST_ADMIN_MESSAGE, code: 'CONFLICT' });
      const admins = await solo.db.execute(sql`select id from users where role = 'admin'`);
      expect(admins.rows).toHaveLength(1);
    } finally {
      await solo.close();
    }
  });

  it('stays when two admins demote each other at the same moment', async () => {
    const solo = await createTestApp();
    try {
      const a = await createUser(solo, { role: 'admin' });
      const b = await createUser(solo, { role: 'admin' });
      const demote = (who: CreatedUser, whom: CreatedUser) =>
        solo.app.inject({
          method: 'PATCH',
          url: `/api/admin/users/${whom.user.id}`,
          headers: who.headers,
          payload: { role: 'user' },
        });
      const answers = await Promise.all([demote(a, b), demote(b, a)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 403]);
      const admins = await solo.db.execute(sql`select id from users where role = 'admin'`);
      expect(admins.rows).toHaveLength(1);
    } finally {
      await solo.close();
    }
  });
});
