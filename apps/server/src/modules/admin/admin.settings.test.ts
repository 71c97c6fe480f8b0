import { type AppSettings, defaultAppSettings, signupsClosedMessage } from '@shelfwise/contract';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedUser, createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { buildApp } from '../../app.ts';
import { createManualClock } from '../../platform/clock.ts';
import { APP_SETTINGS_CACHE_MS } from './app-settings.ts';

let t: TestApp;
let admin: CreatedUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const put = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin.headers, payload });
const publicSettings = async (app = t.app) =>
  (await app.inject({ method: 'GET', url: '/api/app-settings' })).json();
const register = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'New Reader', email, password: 'Pw-register-123', plan: 'free' },
  });

const changed = (over: Partial<AppSettings>): AppSettings => ({ ...defaultAppSettings, ...over });
const items = defaultAppSettings.bannerItems;

describe('app settings', () => {
  it('start from the defaults (the banner the app shipped with), public without a token', async () => {
    expect(await publicSettings()).toEqual(defaultAppSettings);
    const forAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: admin.headers,
    });
    expect(forAdmin.json()).toEqual({ ...defaultAppSettings, updatedAt: null, updatedBy: null });
  });

  it('refuses bad input with a message and keeps what was there', async () => {
    const bad: Array<[object, RegExp]> = [
      [changed({ bannerItems: items.slice(0, 3) }), /exactly 4 sponsored items/],
      [changed({ bannerItems: [{ ...items[0]!, link: 'javascript:alert(1)' }, ...items.slice(1)] }), /Link/],
      [
        changed({
          bannerItems: [{ ...items[0]!, image: 'http://tracker.example/a.png' }, ...items.slice(1)],
        }),
        /Image must be a path/,
      ],
      [changed({ bannerItems: [{ ...items[0]!, title: ' ' }, ...items.slice(1)] }), /Title is required/],
      [changed({ supportEmail: 'not an email' }), /valid email/],
      [changed({ siteNotice: 'x'.repeat(301) }), /at most 300 characters/],
      [{ ...defaultAppSettings, signupsOpen: 'no' }, /sign-ups/i],
      [{ signupsOpen: false }, /./],
    ];
    for (const [payload, message] of bad) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await publicSettings()).toEqual(defaultAppSettings);
    const audited = await t.db.execute(sql`select 1 from audit_logs where action = 'SETTINGS_CHANGED'`);
    expect(audited.rows).toHaveLength(0);
  });

  it('are saved whole, seen at once by this instance and audited with what changed', async () => {
    const next = changed({
      siteNotice: '  Maintenance on Sunday 02:00 UTC  ',
      supportEmail: 'help@shelfwise.test',
      bannerItems: [
        { ...items[0]!, title: 'Fresh beans', link: 'https://coffee.example/beans' },
        ...items.slice(1),
      ],
    });
    const res = await put(next);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      siteNotice: 'Maintenance on Sunday 02:00 UTC',
      supportEmail: 'help@shelfwise.test',
      updatedBy: { id: admin.user.id, email: admin.user.email },
    });
    expect(await publicSettings()).toMatchObject({
      siteNotice: 'Maintenance on Sunday 02:00 UTC',
      bannerItems: [
        { title: 'Fresh beans', link: 'https://coffee.example/beans' },
        items[1],
        items[2],
        items[3],
      ],
    });
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-logs?action=SETTINGS_CHANGED',
      headers: admin.headers,
    });
    const [entry] = audit.json().data;
    expect(entry).toMatchObject({
      actor: { id: admin.user.id, email: admin.user.email },
      before: { siteNotice: '', supportEmail: defaultAppSettings.supportEmail },
      after: { siteNotice: 'Maintenance on Sunday 02:00 UTC', supportEmail: 'help@shelfwise.test' },
      details: { changed: ['bannerItems', 'siteNotice', 'supportEmail'] },
    });
    expect(entry.before.bannerItems[0].title).toBe(items[0]!.title);
    expect(entry.after.bannerItems[0].title).toBe('Fresh beans');
    expect(entry.before).not.toHaveProperty('signupsOpen');
    await put(defaultAppSettings);
  });

  it('are seen by another instance within the cache time', async () => {
    const clock = createManualClock();
    const other = await buildApp({
      config: t.config,
      db: t.db,
      pool: t.pool,
      log: pino({ level: 'silent' }),
      clock,
    });
    await other.ready();
    try {
      expect((await publicSettings(other)).siteNotice).toBe('');
      await put(changed({ siteNotice: 'Seen everywhere' }));
      clock.advance(APP_SETTINGS_CACHE_MS - 1);
      expect((await publicSettings(other)).siteNotice).toBe('');
      clock.advance(1);
      expect((await publicSettings(other)).siteNotice).toBe('Seen everywhere');
    } finally {
      await other.close();
      await put(defaultAppSettings);
    }
  });
});

describe('closed sign-ups', () => {
  it('refuse new accounts with 403 and a message, and leave existing users alone', async () => {
    const existing = await createUser(t);
    await put(changed({ signupsOpen: false, supportEmail: 'help@shelfwise.test' }));
    const email = `closed-${Date.now()}@example.test`;
    const res = await register(email);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: signupsClosedMessage('help@shelfwise.test'),
      code: 'SIGNUPS_CLOSED',
    });
    const created = await t.db.execute(sql`select 1 from users where email = ${email}`);
    expect(created.rows).toHaveLength(0);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: existing.user.email, password: existing.password },
    });
    expect(signIn.statusCode).toBe(200);

    await put(changed({ signupsOpen: true }));
    expect((await register(email)).statusCode).toBe(201);
  });
});
