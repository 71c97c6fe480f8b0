import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { signSessionToken } from './secrets.ts';

let t: TestApp;
let smtp: SmtpCapture;
let n = 0;
const uniqueEmail = (tag: string) => `${tag}-${++n}-${Date.now()}@example.test`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '50' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function register(email: string, extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Ada Reader', email, password: 'Sup3r-secret', plan: 'premium', ...extra },
  });
}

describe('sign-up, verification code by mail, /me', () => {
  it('registers on free with the intended plan, mails a code, verifies and shows the user', async () => {
    const email = uniqueEmail('ada');
    const res = await register(email);
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json();
    expect(typeof token).toBe('string');
    expect(user).toMatchObject({
      email,
      name: 'Ada Reader',
      plan: 'free',
      intendedPlan: 'premium',
      emailVerified: false,
    });

    const mail = await smtp.waitFor(email);
    expect(mail.subject).toContain('Shelfwise');
    expect(mail.html).toContain('Shelfwise');
    const code = codeIn(mail.text);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(code);

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: bearer(token),
      payload: { token: code },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe('Email verified successfully!');

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({
      email,
      role: 'user',
      plan: 'free',
      emailVerified: true,
      booksCount: 0,
      avatar: null,
      language: 'en',
      timezone: 'UTC-8',
      notificationSettings: {
        emailReminders: true,
        dueDateAlerts: true,
        weeklyDigest: false,
        newFeatures: true,
      },
    });

    // Single use: the same code does not verify again (the account simply stays verified).
    const row = await t.db.execute<{ used: boolean }>(
      sql`select used_at is not null as used from email_verification_codes where email = ${email}`,
    );
    expect(row.rows[0]?.used).toBe(true);
  });

  it('refuses a short password, a bad email and a missing name with 400 naming the field', async () => {
    const short = await register(uniqueEmail('short'), { password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/password.*at least 8/i);
    const bad = await register('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/email/i);
    const noName = await register(uniqueEmail('noname'), { name: '  ' });
    expect(noName.statusCode).toBe(400);
  });

  it('answers 409 to a second sign-up with the same email in another case', async () => {
    const email = uniqueEmail('dup');
    expect((await register(email)).statusCode).toBe(201);
    const again = await register(email.toUpperCase());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'An account with this email already exists', code: 'CONFLICT' });
    const count = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from users where email = ${email}`,
    );
    expect(count.rows[0]?.n).toBe(1);
  });

  it('signs in with any case of the email', async () => {
    const email = uniqueEmail('case');
    await register(email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: email.toUpperCase(), password: 'Sup3r-secret' },
      remoteAddress: '10.0.0.1',
    });
    expect(res.statusCode).toBe(200);
    expect(typeof res.json().token).toBe('string');
  });

  it('kills the code after five wrong tries, even for the right code afterwards', async () => {
    const email = uniqueEmail('tries');
    const { token } = (await register(email)).json();
    const code = codeIn((await smtp.waitFor(email)).text);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        headers: bearer(token),
        payload: { token: wrong },
      });
      expect(res.statusCode).toBe(400);
      if (i < 5) expect(res.json().message).toContain(`${5 - i} attempt`);
    }
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: bearer(token),
      payload: { token: code },
    });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toMatch(/no longer valid/);

    // A resent code works.
    smtp.messages.length = 0;
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      headers: bearer(token),
    });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().message).toBe('Verification code resent to your email');
    const fresh = codeIn((await smtp.waitFor(email)).text);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: bearer(token),
      payload: { token: fresh },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail('expired');
    const { token } = (await register(email)).json();
    const code = codeIn((await smtp.waitFor(email)).text);
    await t.db.execute(
      sql`update email_verification_codes set expires_at = now() - interval '1 second' where email = ${email}`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: bearer(token),
      payload: { token: code },
    });
    expect(res.statusCode).toBe(400);
  });

  it('checks the code format with the spec text', async () => {
    const { token } = (await register(uniqueEmail('format'))).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: bearer(token),
      payload: { token: '12a45' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Enter a valid 6-digit code.');
  });
  it('counts the books of the user in booksCount (and only theirs)', async () => {
    const reader = await createUser(t);
    const other = await createUser(t);
    for (const title of ['Dune', 'Emma']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/books',
        headers: reader.headers,
        payload: { title, author: 'Someone' },
      });
      expect(res.statusCode).toBe(201);
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: reader.headers });
    expect(me.json().user.booksCount).toBe(2);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: other.headers });
    expect(theirs.json().user.booksCount).toBe(0);
  });
});

describe('sessions', () => {
  it('lets an unverified user sign in but answers 403 EMAIL_NOT_VERIFIED on other routes', async () => {
    const { token } = await createUser(t, { verified: false });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/users/settings',
      headers: bearer(token),
    });
    expect(settings.statusCode).toBe(200);
    const guarded = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(token) });
    expect(guarded.statusCode).toBe(403);
    expect(guarded.json().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('answers 401 to the old token after logout', async () => {
    const { token } = await createUser(t);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode,
    ).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHORIZED');
  });

  it('answers 401 without a token, to a tampered, a wrongly signed, an alg:none and an expired token', async () => {
    const { token, user } = await createUser(t);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const past = new Date(Date.now() - 1000);
    const expired = await signSessionToken(t.config.JWT_SECRET, {
      id: claims.sid,
      userId: user.id,
      expiresAt: past,
    });
    const otherKey = await signSessionToken('another-secret-another-secret-another', {
      id: claims.sid,
      userId: user.id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const attempts = [
      {},
      bearer(`${header}.${forged}.${signature}`),
      bearer(`${none}.${payload}.`),
      bearer(expired),
      bearer(otherKey),
      bearer('garbage'),
    ];
    for (const headers of attempts) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
      expect(res.statusCode).toBe(401);
    }
  });

  it('reads the role from the database, a change by SQL as soon as its notification arrives', async () => {
    const { token, user } = await createUser(t);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(token) })).statusCode,
    ).toBe(403);
    await t.db.execute(sql`update users set role = 'admin' where id = ${user.id}`);
    await t.services.auth.changesHeard();
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().pagination.total).toBeGreaterThan(0);
  });

  it('answers 403 to non-admins on every /api/admin path and 401 without a token', async () => {
    const { token } = await createUser(t, { plan: 'premium' });
    for (const url of ['/api/admin/users', '/api/admin/settings', '/api/admin/anything/else']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
    const admin = await createUser(t, { role: 'admin' });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/admin/nothing-here',
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
