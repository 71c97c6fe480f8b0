import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CreatedUser,
  createBook,
  createBorrower,
  createLoan,
  createSubscription,
  createUser,
} from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { LAST_ADMIN_MESSAGE } from '../auth/index.ts';
import { SELF_DELETION_MESSAGE } from './admin.service.ts';

let t: TestApp;
let admin: CreatedUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin' });
});
afterAll(() => t.close());

/** Every table with a user_id column, read from the database itself (a new table is covered too). */
async function rowsOfUser(userId: string): Promise<Record<string, number>> {
  const tables = await t.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'user_id' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables.rows) {
    const result = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where user_id = ${userId}`,
    );
    counts[table_name] = result.rows[0]?.n ?? 0;
  }
  return counts;
}

describe('DELETE /api/admin/users/{id}', () => {
  it('removes every row of the account, cancels its subscription first, and audits it', async () => {
    const reader = await createUser(t, { name: 'Doomed Reader' });
    const borrower = await createBorrower(t, reader);
    await createBook(t, reader);
    await createLoan(t, reader, { borrowerId: borrower._id });
    await createSubscription(t, reader, { plan: 'premium', billingCycle: 'monthly' });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: reader.user.email },
    });

    const before = await rowsOfUser(reader.user.id);
    // The account really has rows in most tables, so "all zero" afterwards means something.
    for (const table of [
      'books',
      'borrowers',
      'loans',
      'activity_logs',
      'subscriptions',
      'payments',
      'sessions',
    ]) {
      expect(before[table], table).toBeGreaterThan(0);
    }

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${reader.user.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'The account and all its data have been deleted.' });

    const after = await rowsOfUser(reader.user.id);
    expect(
      Object.values(after).every((n) => n === 0),
      JSON.stringify(after),
    ).toBe(true);
    expect((await t.db.execute(sql`select 1 from users where id = ${reader.user.id}`)).rows).toHaveLength(0);
    const queued = await t.db.execute(
      sql`select 1 from mail_outbox where lower("to") = lower(${reader.user.email})`,
    );
    expect(queued.rows).toHaveLength(0);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: reader.headers })).statusCode,
    ).toBe(401);

    // The audit log keeps the deletion (and who did it): it holds no reference to the row.
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit-logs?action=ACCOUNT_DELETED&target=${reader.user.id}`,
      headers: admin.headers,
    });
    expect(audit.json().data[0]).toMatchObject({
      actor: { id: admin.user.id, email: admin.user.email },
      target: { id: reader.user.id, email: reader.user.email },
      before: { name: 'Doomed Reader', email: reader.user.email, plan: 'premium' },
      after: null,
    });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${reader.user.id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses an admin deleting their own account here (409), which stays', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${admin.user.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: SELF_DELETION_MESSAGE, code: 'CONFLICT' });
    expect((await t.db.execute(sql`select 1 from users where id = ${admin.user.id}`)).rows).toHaveLength(1);
  });

  it('keeps the last admin when two admins delete each other at the same moment', async () => {
    const solo = await createTestApp();
    try {
      const a = await createUser(solo, { role: 'admin' });
      const b = await createUser(solo, { role: 'admin' });
      const remove = (who: CreatedUser, whom: CreatedUser) =>
        solo.app.inject({ method: 'DELETE', url: `/api/admin/users/${whom.user.id}`, headers: who.headers });
      const answers = await Promise.all([remove(a, b), remove(b, a)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 403]);
      const admins = await solo.db.execute(sql`select id from users where role = 'admin'`);
      expect(admins.rows).toHaveLength(1);
    } finally {
      await solo.close();
    }
  });
});

describe('DELETE /api/users/delete-account by an admin (Settings, Danger Zone)', () => {
  it('refuses the last active admin (409, as the admin area says), and lets one of two go', async () => {
    const solo = await createTestApp();
    try {
      const a = await createUser(solo, { role: 'admin' });
      const b = await createUser(solo, { role: 'admin' });
      const leave = (who: CreatedUser) =>
        solo.app.inject({ method: 'DELETE', url: '/api/users/delete-account', headers: who.headers });
      // Both at the same moment: they take turns on the admins' locks, and the second is the last.
      const answers = await Promise.all([leave(a), leave(b)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const refused = answers.find((r) => r.statusCode === 409);
      expect(refused?.json()).toEqual({ message: LAST_ADMIN_MESSAGE, code: 'CONFLICT' });
      const left = await solo.db.execute<{ id: string }>(sql`select id from users where role = 'admin'`);
      expect(left.rows).toHaveLength(1);

      // The one left is told again, keeps the account and stays signed in.
      const last = left.rows[0]?.id === a.user.id ? a : b;
      const again = await leave(last);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: LAST_ADMIN_MESSAGE, code: 'CONFLICT' });
      const me = await solo.app.inject({ method: 'GET', url: '/api/auth/me', headers: last.headers });
      expect(me.statusCode).toBe(200);
      expect(me.json().user).toMatchObject({ id: last.user.id, role: 'admin' });
    } finally {
      await solo.close();
    }
  });
});
