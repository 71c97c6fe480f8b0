import type { AuditLogEntry } from '@shelfwise/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CreatedUser,
  createAuditEvent,
  createSubscription,
  createUser,
} from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createManualClock } from '../../platform/clock.ts';

const clock = createManualClock();
let t: TestApp;
let admin: CreatedUser;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await createUser(t, { role: 'admin', email: `audit-admin-${Date.now()}@example.test` });
});
afterAll(() => t.close());

const CLIENT = '203.0.113.7';
const asAdmin = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, payload, remoteAddress: CLIENT });
const entries = async (query: string): Promise<{ data: AuditLogEntry[]; pagination: { total: number } }> => {
  const res = await asAdmin('GET', `/api/admin/audit-logs${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const latest = async (action: string, target: string) =>
  (await entries(`?action=${action}&target=${target}`)).data[0];

describe('admin actions are audited with actor, target, client address, before and after', () => {
  it('role, complimentary plan and suspension changes', async () => {
    const reader = await createUser(t);
    await asAdmin('PATCH', `/api/admin/users/${reader.user.id}`, {
      role: 'admin',
      plan: 'premium',
      suspended: true,
    });
    const who = {
      actor: { id: admin.user.id, email: admin.user.email },
      target: { id: reader.user.id, email: reader.user.email },
      ip: CLIENT,
    };
    expect(await latest('ROLE_CHANGED', reader.user.id)).toMatchObject({
      ...who,
      before: { role: 'user' },
      after: { role: 'admin' },
    });
    expect(await latest('COMPLIMENTARY_PLAN_CHANGED', reader.user.id)).toMatchObject({
      ...who,
      before: { plan: 'free', complimentaryPlan: null },
      after: { plan: 'premium', complimentaryPlan: 'premium' },
      details: { paidPlan: 'free' },
    });
    expect(await latest('USER_SUSPENDED', reader.user.id)).toMatchObject({
      ...who,
      before: { suspended: false },
      after: { suspended: true },
    });
    await asAdmin('PATCH', `/api/admin/users/${reader.user.id}`, { suspended: false });
    expect(await latest('USER_UNSUSPENDED', reader.user.id)).toMatchObject({
      ...who,
      after: { suspended: false },
    });
    // A change to what already is records nothing.
    const before = (await entries(`?target=${reader.user.id}`)).pagination.total;
    await asAdmin('PATCH', `/api/admin/users/${reader.user.id}`, {
      role: 'admin',
      plan: 'premium',
      suspended: false,
    });
    expect((await entries(`?target=${reader.user.id}`)).pagination.total).toBe(before);
  });

  it('verification codes and reset links sent for a user', async () => {
    const unverified = await createUser(t, { verified: false });
    const resend = await asAdmin('POST', `/api/admin/users/${unverified.user.id}/resend-verification`);
    expect(resend.json()).toEqual({
      message: `A new verification code was sent to ${unverified.user.email}.`,
    });
    expect(await latest('VERIFICATION_RESENT', unverified.user.id)).toMatchObject({
      actor: { id: admin.user.id },
      ip: CLIENT,
    });
    const again = await asAdmin('POST', `/api/admin/users/${admin.user.id}/resend-verification`);
    expect(again.statusCode).toBe(400);

    const reset = await asAdmin('POST', `/api/admin/users/${unverified.user.id}/password-reset`);
    expect(reset.json()).toEqual({ message: `A password reset link was sent to ${unverified.user.email}.` });
    expect(await latest('PASSWORD_RESET_SENT', unverified.user.id)).toMatchObject({
      actor: { id: admin.user.id },
    });
    const mails = await t.db.execute<{ subject: string }>(
      sql`select subject from mail_outbox where "to" = ${unverified.user.email} order by created_at`,
    );
    expect(mails.rows.map((m) => m.subject)).toEqual([
      expect.stringMatching(/verif/i),
      expect.stringMatching(/verif/i),
      expect.stringMatching(/reset/i),
    ]);
  });
});

describe('security events are audited with the client address', () => {
  it('sign-up, sign-in, failed sign-in and the lock-out it leads to', async () => {
    const email = `events-${Date.now()}@example.test`;
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: CLIENT,
      headers: { 'user-agent': 'audit-test' },
      payload: { name: 'Eve Events', email, password: 'Pw-events-123' },
    });
    const id = signUp.json().user.id as string;
    expect(await latest('SIGN_UP', id)).toMatchObject({ actor: { id, email }, ip: CLIENT });
    const signIn = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: CLIENT,
        payload: { email, password },
      });
    expect((await signIn('Pw-events-123')).statusCode).toBe(200);
    expect(await latest('SIGN_IN', id)).toMatchObject({ actor: { id }, target: { id }, ip: CLIENT });

    for (let i = 0; i < 5; i++) expect((await signIn('wrong')).statusCode).toBe(401);
    expect((await signIn('wrong')).statusCode).toBe(429);
    const failed = await entries(`?action=SIGN_IN_FAILED&target=${id}`);
    expect(failed.pagination.total).toBe(5);
    expect(failed.data[0]).toMatchObject({ actor: null, ip: CLIENT, details: { email } });
    const lockouts = await entries(`?action=LOCKED_OUT&target=${id}`);
    expect(lockouts.data).toHaveLength(1);
    expect(lockouts.data[0]).toMatchObject({ details: { scope: 'account', email } });

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '198.51.100.9',
      payload: { email: 'nobody-at-all@example.test', password: 'whatever' },
    });
    expect(unknown.statusCode).toBe(401);
    const [stranger] = (await entries('?action=SIGN_IN_FAILED')).data;
    expect(stranger).toMatchObject({
      target: null,
      ip: '198.51.100.9',
      details: { email: 'nobody-at-all@example.test' },
    });
  });

  it('password resets, email changes and payments', async () => {
    const reader = await createUser(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress: CLIENT,
      payload: { email: reader.user.email },
    });
    // The reset link is stored and mailed after the answer (same timing for any address).
    await t.services.auth.settle();
    expect(await latest('PASSWORD_RESET_REQUESTED', reader.user.id)).toMatchObject({ ip: CLIENT });
    const mail = await t.db.execute<{ text: string }>(
      sql`select text from mail_outbox where "to" = ${reader.user.email} and subject ilike '%reset%'`,
    );
    const token = /\/reset-password\/([\w-]+)/.exec(mail.rows[0]?.text ?? '')?.[1];
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/reset-password/${token}`,
      remoteAddress: CLIENT,
      payload: { password: 'Brand-new-pw-1' },
    });
    expect(await latest('PASSWORD_RESET', reader.user.id)).toMatchObject({
      actor: { id: reader.user.id },
      ip: CLIENT,
    });

    const newEmail = `moved-${Date.now()}@example.test`;
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      // The reset signed every other session out; the fresh one is in its answer.
      headers: { authorization: `Bearer ${reset.json().token}` },
      remoteAddress: CLIENT,
      payload: { email: newEmail },
    });
    // A verified account keeps its address until the new one is proven: the request is audited as pending.
    expect(await latest('EMAIL_CHANGED', reader.user.id)).toMatchObject({
      before: { email: reader.user.email, pendingEmail: null },
      after: { email: reader.user.email, pendingEmail: newEmail },
      details: { change: 'pending' },
      ip: CLIENT,
    });

    const payer = await createUser(t);
    await createSubscription(t, payer, { plan: 'basic', billingCycle: 'monthly' });
    expect(await latest('PLAN_CHANGED', payer.user.id)).toMatchObject({
      actor: null,
      before: { plan: 'free' },
      after: { plan: 'basic' },
      details: { provider: 'sandbox', billingCycle: 'monthly' },
    });
    expect(await latest('PAYMENT_SUCCEEDED', payer.user.id)).toMatchObject({
      details: { plan: 'basic', currency: 'USD', provider: 'sandbox' },
    });
    const refund = await t.app.inject({
      method: 'POST',
      url: '/api/payments/refund',
      headers: payer.headers,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await latest('PAYMENT_REFUNDED', payer.user.id)).toMatchObject({ details: { plan: 'basic' } });
    expect(await latest('PLAN_CHANGED', payer.user.id)).toMatchObject({
      before: { plan: 'basic' },
      after: { plan: 'free' },
    });
  });
});

describe('the audit log cannot be changed', () => {
  it('through the API: no route updates or deletes an entry', async () => {
    await createAuditEvent(t);
    const [entry] = (await entries('?limit=1')).data;
    const total = (await entries('')).pagination.total;
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const url of [`/api/admin/audit-logs/${entry!.id}`, '/api/admin/audit-logs']) {
        const res = await asAdmin(method, url, { action: 'SIGN_IN' });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    const after = await entries('');
    // Only the listing itself may have added nothing; the entry is as it was.
    expect(after.pagination.total).toBe(total);
    expect(after.data.find((e) => e.id === entry!.id)).toEqual(entry);
  });

  it('in the database either: UPDATE, DELETE and TRUNCATE are refused', async () => {
    await createAuditEvent(t);
    for (const statement of [
      sql`update audit_logs set action = 'SIGN_IN'`,
      sql`delete from audit_logs`,
      sql`truncate audit_logs`,
    ]) {
      const error = await t.db.execute(statement).then(
        () => null,
        (e: Error & { cause?: Error }) => e.cause ?? e,
      );
      expect(error?.message).toMatch(/audit_logs is append-only/);
    }
    const count = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_logs`);
    expect(count.rows[0]?.n).toBeGreaterThan(0);
  });
});

describe('GET /api/admin/audit-logs filters and export', () => {
  it('filters by actor, action, target and dates, newest first, and pages', async () => {
    const start = clock.now();
    const actor = { id: '11111111-1111-4111-8111-111111111111', email: 'filter-actor@example.test' };
    const target = { id: '22222222-2222-4222-8222-222222222222', email: 'filter-target@example.test' };
    clock.set('2031-03-01T10:00:00Z');
    await createAuditEvent(t, { action: 'ROLE_CHANGED', actor, target });
    clock.set('2031-03-02T23:59:00Z');
    await createAuditEvent(t, { action: 'USER_SUSPENDED', actor, target });
    clock.set('2031-03-03T00:00:00Z');
    await createAuditEvent(t, { action: 'USER_UNSUSPENDED', actor, target });
    clock.set(start);

    const actions = async (q: string) => (await entries(q)).data.map((e) => e.action);
    expect(await actions('?actor=filter-actor')).toEqual([
      'USER_UNSUSPENDED',
      'USER_SUSPENDED',
      'ROLE_CHANGED',
    ]);
    expect(await actions(`?actor=${actor.id}&action=USER_SUSPENDED`)).toEqual(['USER_SUSPENDED']);
    expect(await actions('?target=FILTER-TARGET@')).toHaveLength(3);
    expect(await actions('?actor=filter-actor&from=2031-03-02&to=2031-03-02')).toEqual(['USER_SUSPENDED']);
    expect(await actions('?actor=filter-actor&from=2031-03-02T00:00:00Z')).toEqual([
      'USER_UNSUSPENDED',
      'USER_SUSPENDED',
    ]);
    const paged = await entries('?actor=filter-actor&limit=1&page=2');
    expect(paged.data.map((e) => e.action)).toEqual(['USER_SUSPENDED']);
    expect(paged.pagination).toEqual({ total: 3, page: 2, limit: 1 });
  });

  it('answers 400 for bad filters', async () => {
    for (const q of ['?action=HACKED', '?from=yesterday', '?from=2031-03-05&to=2031-03-01', '?limit=0']) {
      const res = await asAdmin('GET', `/api/admin/audit-logs${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toMatch(/\w/);
    }
  });

  it('exports the filtered log as CSV, formulas neutralised', async () => {
    const target = {
      id: '33333333-3333-4333-8333-333333333333',
      email: '=HYPERLINK("http://x")@example.test',
    };
    await createAuditEvent(t, {
      action: 'ACCOUNT_DELETED',
      actor: null,
      target,
      before: { name: 'Quote "Q", comma' },
    });
    const res = await asAdmin('GET', `/api/admin/audit-logs/export?target=${target.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Time,Action,Actor,Actor ID,Target,Target ID,IP,Before,After,Details');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `,ACCOUNT_DELETED,,,"'=HYPERLINK(""http://x"")@example.test",${target.id},192.0.2.10,`,
    );
    // JSON as PostgreSQL writes jsonb out, quoted for CSV.
    expect(lines[1]).toContain('"{""name"": ""Quote \\""Q\\"", comma""}"');
  });

  it('exports every entry once across batches, entries of the same instant included', async () => {
    const target = { id: '44444444-4444-4444-8444-444444444444', email: 'many-entries@example.test' };
    // The clock stands still: all of them share one timestamp, and only their order tells them apart.
    for (let i = 0; i < 2001; i++) {
      await createAuditEvent(t, { action: 'SIGN_IN', target, details: { n: i } });
    }
    const res = await asAdmin('GET', `/api/admin/audit-logs/export?target=${target.id}`);
    const rows = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .slice(1);
    expect(rows).toHaveLength(2001);
    const numbers = rows.map((row) => Number(/""n"": (\d+)/.exec(row)?.[1]));
    // Newest first: the last written comes first.
    expect(numbers).toEqual(Array.from({ length: 2001 }, (_, i) => 2000 - i));
  });
});
