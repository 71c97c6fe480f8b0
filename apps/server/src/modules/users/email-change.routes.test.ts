import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { mailMatching, resetTokenIn, verificationCodeIn } from '../../../test/mail-helpers.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';

let t: TestApp;
let smtp: SmtpCapture;
let n = 0;
const uniqueEmail = (tag: string) => `${tag}-${++n}-${process.pid}@example.test`;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Headers = { authorization: string };
const settings = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/users/settings', headers });
const put = (headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/users/settings', headers, payload });
const verify = (headers: Headers, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/verify-email', headers, payload: { token: code } });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const codeMailTo = async (address: string) =>
  verificationCodeIn(await mailMatching(smtp, address, /verification code/));

describe('changing the email of a verified account', () => {
  it('keeps the old address until the new one is verified, and tells the old address', async () => {
    const { headers, user, password } = await createUser(t, { name: 'Grace' });
    const newEmail = uniqueEmail('moved');
    const res = await put(headers, { email: newEmail });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: user.email, pendingEmail: newEmail, emailVerified: true });
    expect(res.json().message).toBe(
      `Settings saved. We sent a code to ${newEmail}: your email stays ${user.email} until you enter it.`,
    );
    expect((await settings(headers)).json()).toMatchObject({ email: user.email, pendingEmail: newEmail });

    const notice = await mailMatching(smtp, user.email, /about to change/);
    expect(notice.text).toContain(newEmail);
    expect(notice.text).toContain(`${t.config.APP_URL}/forgot-password`);

    // Meanwhile the old address is the account's: signing in, every route, and its mail.
    expect((await login(user.email, password)).statusCode).toBe(200);
    expect((await login(newEmail, password)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/books', headers })).statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(me.json().user).toMatchObject({ email: user.email, emailVerified: true });

    const verified = await verify(headers, await codeMailTo(newEmail));
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await settings(headers)).json()).toMatchObject({ email: newEmail, pendingEmail: null });
    expect((await login(newEmail, password)).statusCode).toBe(200);
    expect((await login(user.email, password)).statusCode).toBe(401);
  });

  it('can be replaced by another address: only the latest code works', async () => {
    const { headers, user } = await createUser(t);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    expect((await put(headers, { email: first })).statusCode).toBe(200);
    const firstCode = await codeMailTo(first);
    expect((await put(headers, { email: second })).json()).toMatchObject({
      email: user.email,
      pendingEmail: second,
    });
    const secondCode = await codeMailTo(second);
    if (firstCode !== secondCode) {
      const stale = await verify(headers, firstCode);
      expect(stale.statusCode).toBe(400);
    }
    expect((await verify(headers, secondCode)).json().user.email).toBe(second);
  });

  it('can be cancelled, with DELETE or by sending the current address back; the code then stops working', async () => {
    const { headers, user } = await createUser(t);
    const away = uniqueEmail('away');
    await put(headers, { email: away });
    const code = await codeMailTo(away);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/settings/pending-email',
      headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ email: user.email, pendingEmail: null });
    expect(cancelled.json().message).toMatch(/cancelled/);
    const late = await verify(headers, code);
    // Nothing is pending any more: the account is simply verified, on its old address.
    expect(late.statusCode).toBe(200);
    expect(late.json().user.email).toBe(user.email);

    const again = uniqueEmail('again');
    await put(headers, { email: again });
    const back = await put(headers, { email: user.email.toUpperCase() });
    expect(back.json()).toMatchObject({ email: user.email, pendingEmail: null });
    await put(headers, { email: uniqueEmail('third') });
    const stale = await verify(headers, await codeMailTo(again));
    expect(stale.statusCode).toBe(400);
  });

  it('sends a resent code to the pending address', async () => {
    const { headers } = await createUser(t);
    const pending = uniqueEmail('resend-pending');
    await put(headers, { email: pending });
    await codeMailTo(pending);
    smtp.messages.splice(0);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', headers });
    expect(res.statusCode).toBe(200);
    expect((await verify(headers, await codeMailTo(pending))).json().user.email).toBe(pending);
  });

  it('answers 409 when the address belongs to another account, at the change or at the code', async () => {
    const other = await createUser(t);
    const { headers, user } = await createUser(t);
    const taken = await put(headers, { email: other.user.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect((await settings(headers)).json().pendingEmail).toBeNull();

    const contested = uniqueEmail('contested');
    await put(headers, { email: contested });
    const code = await codeMailTo(contested);
    // Someone signs up with it before the code is entered: first to prove it gets it.
    await createUser(t, { email: contested });
    const late = await verify(headers, code);
    expect(late.statusCode).toBe(409);
    expect((await settings(headers)).json()).toMatchObject({ email: user.email, pendingEmail: contested });
  });

  it('is cancelled by a password reset through the old address', async () => {
    const { headers, user } = await createUser(t);
    const hijack = uniqueEmail('hijack');
    await put(headers, { email: hijack });
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: hijack } });
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const link = resetTokenIn(await mailMatching(smtp, user.email, /Reset/));
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/reset-password/${link}`,
      payload: { password: 'Fresh-Passw0rd' },
    });
    expect(reset.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${reset.json().token}` };
    expect((await settings(fresh)).json()).toMatchObject({ email: user.email, pendingEmail: null });
    await t.services.auth.settle();
    expect(smtp.messages.some((m) => m.to.includes(hijack) && /Reset/.test(m.subject))).toBe(false);
  });
});

describe('changing the email of an unverified account', () => {
  it('replaces the address at once (a typo at sign-up) and mails the code to the new one only', async () => {
    const { headers, user } = await createUser(t, { verified: false });
    const fixed = uniqueEmail('fixed');
    const res = await put(headers, { email: fixed });
    expect(res.json()).toMatchObject({ email: fixed, pendingEmail: null, emailVerified: false });
    expect(res.json().message).toBe('Settings saved. We sent a verification code to your new email address.');
    const verified = await verify(headers, await codeMailTo(fixed));
    expect(verified.json().user).toMatchObject({ email: fixed, emailVerified: true });
    expect(smtp.messages.some((m) => m.to.includes(user.email) && /about to change/.test(m.subject))).toBe(
      false,
    );
  });
});
