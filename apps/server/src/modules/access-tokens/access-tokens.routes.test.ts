import { createHash } from 'node:crypto';
import { plans } from '@shelfwise/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessToken, createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createManualClock } from '../../platform/clock.ts';

/** /api/access-tokens: making, listing and revoking tokens with the web app's session. */

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = createManualClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const post = (headers: object, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/access-tokens', headers: { ...headers }, payload });
const list = (headers: object) =>
  t.app.inject({ method: 'GET', url: '/api/access-tokens', headers: { ...headers } });

describe('making a token', () => {
  it('answers the token once; only its SHA-256 and prefix are stored; the list never shows it', async () => {
    const owner = await createUser(t, { plan: 'basic' });
    const res = await post(owner.headers, {
      name: '  Home dashboard ',
      scopes: ['library:read', 'library:read'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = res.json();
    expect(data.token).toMatch(/^sw_pat_[A-Za-z0-9_-]{43}$/);
    expect(data).toMatchObject({
      name: 'Home dashboard',
      scopes: ['library:read'],
      prefix: data.token.slice(0, 12),
      createdAt: clock.now().toISOString(),
      // 90 days by default.
      expiresAt: new Date(clock.now().getTime() + 90 * DAY_MS).toISOString(),
      lastUsedAt: null,
      lastUsedIp: null,
    });

    const stored = await t.db.execute(sql`select * from personal_access_tokens where id = ${data.id}`);
    const row = stored.rows[0] as Record<string, unknown>;
    expect(row.token_hash).toBe(createHash('sha256').update(data.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(data.token);

    const listed = await list(owner.headers);
    expect(listed.statusCode).toBe(200);
    const { token: _, ...shown } = data;
    expect(listed.json()).toEqual({ data: [shown], plan: 'basic', limit: plans.basic.maxAccessTokens });
    expect(listed.body).not.toContain(data.token);
  });

  it('takes an expiry of 1 to 365 days and refuses the rest, a missing name or no scope', async () => {
    const owner = await createUser(t, { plan: 'premium' });
    const year = await post(owner.headers, { name: 'Yearly', scopes: ['stats:read'], expiresInDays: 365 });
    expect(year.json().data.expiresAt).toBe(new Date(clock.now().getTime() + 365 * DAY_MS).toISOString());

    const refusals: [object, string][] = [
      [{ name: 'x', scopes: ['stats:read'], expiresInDays: 366 }, 'expiresInDays'],
      [{ name: 'x', scopes: ['stats:read'], expiresInDays: 0 }, 'expiresInDays'],
      [{ name: '', scopes: ['stats:read'] }, 'name'],
      [{ name: 'x'.repeat(61), scopes: ['stats:read'] }, 'name'],
      [{ name: 'x', scopes: [] }, 'scopes'],
      [{ name: 'x', scopes: ['admin'] }, 'scopes.0'],
    ];
    for (const [payload, field] of refusals) {
      const res = await post(owner.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    expect((await post(owner.headers, { name: 'x', scopes: [] })).json().fields[0].message).toBe(
      'Choose at least one scope',
    );
  });

  it('stops at the plan’s number of live tokens with 403 PLAN_LIMIT; revoked and expired ones do not count', async () => {
    const owner = await createUser(t); // free: 1
    const first = await createAccessToken(t, owner, { expiresInDays: 1 });
    const refused = await post(owner.headers, { name: 'Second', scopes: ['library:read'] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'PLAN_LIMIT',
      message:
        'The Free plan allows 1 access token at a time. Revoke one, or upgrade your plan to make more.',
    });
    // Expired: its place is free again (it stays in the list until revoked).
    clock.advance(DAY_MS);
    const second = await createAccessToken(t, owner);
    expect((await list(owner.headers)).json().data.map((d: { id: string }) => d.id)).toEqual([
      second.created.id,
      first.created.id,
    ]);
    // Revoked: likewise.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/access-tokens/${second.created.id}`,
      headers: owner.headers,
    });
    expect((await post(owner.headers, { name: 'Third', scopes: ['library:read'] })).statusCode).toBe(201);
  });

  it('is session-only: a token never makes, lists or revokes tokens', async () => {
    const owner = await createUser(t, { plan: 'premium' });
    const { headers, created } = await createAccessToken(t, owner);
    for (const res of [
      await post(headers, { name: 'By token', scopes: ['library:read'] }),
      await list(headers),
      await t.app.inject({ method: 'DELETE', url: `/api/access-tokens/${created.id}`, headers }),
    ]) {
      expect(res.statusCode).toBe(403);
    }
    expect((await list(owner.headers)).json().data).toHaveLength(1);
  });
});

describe('revoking a token', () => {
  it('is the owner’s only: someone else’s id, an unknown or a revoked one answers 404', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const { created } = await createAccessToken(t, owner);
    const del = (headers: object, id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/access-tokens/${id}`, headers: { ...headers } });

    expect((await del(other.headers, created.id)).statusCode).toBe(404);
    expect((await del(owner.headers, 'not-a-uuid')).statusCode).toBe(404);
    expect((await del(owner.headers, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await del(owner.headers, created.id)).statusCode).toBe(204);
    expect((await del(owner.headers, created.id)).statusCode).toBe(404);
    expect((await list(owner.headers)).json().data).toEqual([]);
  });
});

describe('the audit log', () => {
  it('records making and revoking a token, with who, from where and which token, never the token', async () => {
    const owner = await createUser(t, { plan: 'premium' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/access-tokens',
      headers: owner.headers,
      payload: { name: 'Sheets', scopes: ['loans:read'] },
      remoteAddress: '203.0.113.40',
    });
    const { id, token, prefix } = res.json().data;
    await t.app.inject({ method: 'DELETE', url: `/api/access-tokens/${id}`, headers: owner.headers });

    const rows = await t.db.execute(
      sql`select * from audit_logs where target_id = ${owner.user.id} and action like 'ACCESS_TOKEN_%' order by created_at, seq`,
    );
    const entries = rows.rows as Record<string, unknown>[];
    expect(entries.map((e) => e.action)).toEqual(['ACCESS_TOKEN_CREATED', 'ACCESS_TOKEN_REVOKED']);
    expect(entries[0]).toMatchObject({ actor_id: owner.user.id, ip: '203.0.113.40' });
    expect(entries[0]?.after).toMatchObject({ name: 'Sheets', prefix, scopes: ['loans:read'] });
    expect(entries[1]?.before).toMatchObject({ name: 'Sheets', prefix });
    expect(JSON.stringify(entries)).not.toContain(token);
  });
});
