import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { mailMatching, resetTokenIn } from '../../../test/mail-helpers.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { hashToken } from './secrets.ts';

let t: TestApp;
let smtp: SmtpCapture;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const forgot = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, headers });
const reset = (token: string, password: string) =>
  t.app.inject({ method: 'PUT', url: `/api/auth/reset-password/${token}`, payload: { password } });

describe('forgot password', () => {
  it('answers a missing account exactly like a real one, and only the real one gets mail', async () => {
    const { user } = await createUser(t);
    const real = await forgot(user.email);
    const missing = await forgot('nobody-here@example.test');
    expect(missing.statusCode).toBe(real.statusCode);
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toBe(real.body);
    expect(missing.headers['content-type']).toBe(real.headers['content-type']);
    await mailMatching(smtp, user.email, /Reset/);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages.some((m) => m.to.includes('nobody-here@example.test'))).toBe(false);
  });

  it('does the same work before answering whether or not the account exists: it never reads the account first', async () => {
    const { user } = await createUser(t);
    // Hold every account row out of reach: an answer that waited for the lookup would hang here.
    const blocker = new pg.Client({ connectionString: t.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table users in access exclusive mode');
      const [real, missing] = await Promise.all([forgot(user.email), forgot('nobody-at-all@example.test')]);
      expect(real.statusCode).toBe(200);
      expect(missing.statusCode).toBe(200);
      expect(missing.body).toBe(real.body);
      expect(
        smtp.messages.some((m) => m.to.includes(user.email.toLowerCase()) && /Reset/.test(m.subject)),
      ).toBe(false);
    } finally {
      await blocker.query('rollback');
      await blocker.end();
    }
    // Once the rows are free again, the real account gets its link.
    await mailMatching(smtp, user.email, /Reset/);
  }, 10_000);

  it('builds the link from APP_URL, never from the Host header', async () => {
    const { user } = await createUser(t);
    await forgot(user.email, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    const mail = await mailMatching(smtp, user.email, /Reset/);
    expect(mail.text).toContain(`${t.config.APP_URL}/reset-password/`);
    expect(mail.text).not.toContain('evil.example');
    expect(mail.html).toContain(`${t.config.APP_URL}/reset-password/`);
    // ≥ 128 bits, and only its hash is stored.
    const token = resetTokenIn(mail);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await t.db.execute<{ token_hash: string }>(
      sql`select token_hash from password_reset_tokens`,
    );
    expect(stored.rows.map((r) => r.token_hash)).toContain(hashToken(token));
    expect(stored.rows.map((r) => r.token_hash)).not.toContain(token);
  });
});

describe('reset password', () => {
  it('sets the password, revokes every other session, answers a fresh token; the link works once', async () => {
    const { user, token: oldToken, password: oldPassword } = await createUser(t);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: oldPassword },
    });
    const secondToken = second.json().token as string;
    await forgot(user.email);
    const link = resetTokenIn(await mailMatching(smtp, user.email, /Reset/));

    const res = await reset(link, 'Fresh-Passw0rd');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Password updated successfully.');
    const fresh = res.json().token as string;

    for (const token of [oldToken, secondToken]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
      expect(me.statusCode).toBe(401);
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(fresh) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(user.email);

    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: oldPassword },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'Fresh-Passw0rd' },
    });
    expect(newLogin.statusCode).toBe(200);

    const reused = await reset(link, 'Another-Passw0rd');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/invalid or has expired/);
  });

  it('refuses an expired link and leaves the password unchanged', async () => {
    const { user, password } = await createUser(t);
    await forgot(user.email);
    const link = resetTokenIn(await mailMatching(smtp, user.email, /Reset/));
    await t.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 second' where token_hash = ${hashToken(link)}`,
    );
    const res = await reset(link, 'Fresh-Passw0rd');
    expect(res.statusCode).toBe(400);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an unknown token and a short password', async () => {
    expect((await reset('not-a-real-token', 'Fresh-Passw0rd')).statusCode).toBe(400);
    const { user } = await createUser(t);
    await forgot(user.email);
    const link = resetTokenIn(await mailMatching(smtp, user.email, /Reset/));
    const short = await reset(link, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/at least 8/);
    // The link was not spent by the refused attempt.
    expect((await reset(link, 'Fresh-Passw0rd')).statusCode).toBe(200);
  });
});
