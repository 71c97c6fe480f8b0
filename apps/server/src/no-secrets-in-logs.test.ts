import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoan, createUser } from '../test/factories/index.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { mailMatching, resetTokenIn, verificationCodeIn } from '../test/mail-helpers.ts';
import { type SmtpCapture, startSmtpCapture } from '../test/smtp-capture.ts';
import { createLogger, loggableUrl } from './logger.ts';

/** A logger at `trace` writing into memory, as the app would write to stdout. */
function logToMemory(nodeEnv: 'development' | 'production') {
  const lines: string[] = [];
  const log = createLogger(
    { LOG_LEVEL: 'trace', NODE_ENV: nodeEnv },
    { write: (line: string) => lines.push(line) },
  );
  return { log, text: () => lines.join('') };
}

/** Where a secret appears in the log, as whole values (a 6-digit code inside a longer number is not one). */
function leaks(text: string, secrets: Record<string, string>): string[] {
  return Object.entries(secrets).flatMap(([name, value]) => {
    const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?<![\\w.-])${escaped}(?![\\w-])`).test(text) ? [name] : [];
  });
}

describe('a full sign-up → verify → forgot → reset journey, logged at trace', () => {
  let smtp: SmtpCapture;
  let t: TestApp;
  const memory = logToMemory('development');

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url, LOG_LEVEL: 'trace' }, { log: memory.log });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('never prints a password, code, reset token, session token or Authorization header', async () => {
    const email = `logged-${Date.now()}@example.test`;
    const firstPassword = 'First-Secret-Pass-1';
    const newPassword = 'Second-Secret-Pass-2';
    const secrets: Record<string, string> = { firstPassword, newPassword };
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token?: string) =>
      t.app.inject({
        method,
        url,
        payload,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });

    const registered = await call('POST', '/api/auth/register', {
      name: 'Logged Reader',
      email,
      password: firstPassword,
      plan: 'free',
    });
    expect(registered.statusCode).toBe(201);
    secrets.signUpSession = registered.json().token;
    secrets.code = verificationCodeIn(await mailMatching(smtp, email, /verification code/));
    expect(
      (await call('POST', '/api/auth/verify-email', { token: '000000' }, secrets.signUpSession)).statusCode,
    ).toBe(secrets.code === '000000' ? 200 : 400);
    expect(
      (await call('POST', '/api/auth/verify-email', { token: secrets.code }, secrets.signUpSession))
        .statusCode,
    ).toBe(200);
    expect((await call('POST', '/api/auth/login', { email, password: 'Wrong-Guess-123' })).statusCode).toBe(
      401,
    );
    const signedIn = await call('POST', '/api/auth/login', { email, password: firstPassword });
    secrets.loginSession = signedIn.json().token;
    expect((await call('GET', '/api/auth/me', undefined, secrets.loginSession)).statusCode).toBe(200);

    expect((await call('POST', '/api/auth/forgot-password', { email })).statusCode).toBe(200);
    secrets.resetToken = resetTokenIn(await mailMatching(smtp, email, /Reset/));
    // A refused reset (too short) is logged as an error answer: its body must not leak either.
    expect(
      (await call('PUT', `/api/auth/reset-password/${secrets.resetToken}`, { password: 'short' })).statusCode,
    ).toBe(400);
    const reset = await call('PUT', `/api/auth/reset-password/${secrets.resetToken}`, {
      password: newPassword,
    });
    expect(reset.statusCode).toBe(200);
    secrets.resetSession = reset.json().token;
    expect((await call('GET', '/api/users/settings', undefined, secrets.resetSession)).statusCode).toBe(200);
    await t.services.auth.settle();

    const log = memory.text();
    // The log is really there: every request of the journey, the reset one with its token hidden.
    expect(log).toContain('"msg":"incoming request"');
    expect(log).toContain('/api/auth/reset-password/[redacted]');
    expect(log.split('\n').length).toBeGreaterThan(20);
    for (const value of Object.values(secrets)) expect(value.length).toBeGreaterThanOrEqual(6);
    expect(leaks(log, secrets)).toEqual([]);
    expect(log).not.toMatch(/Bearer\s+\S/);
  });

  it('redacts secret fields whatever a handler logs by mistake', () => {
    memory.log.info(
      {
        password: 'p-1-leaked',
        user: { password: 'p-2-leaked', passwordHash: 'h-leaked' },
        body: { token: 't-leaked', session: 's-leaked' },
        headers: { authorization: 'Bearer a-leaked' },
      },
      'a careless line',
    );
    const last = memory.text().split('\n').filter(Boolean).at(-1) ?? '';
    expect(last).toContain('a careless line');
    expect(last).not.toMatch(/leaked/);
  });

  it('hides the token of a reset link in any URL', () => {
    expect(loggableUrl('/api/auth/reset-password/abc_DEF-123?x=1')).toBe(
      '/api/auth/reset-password/[redacted]?x=1',
    );
    expect(loggableUrl('/reset-password/abc')).toBe('/reset-password/[redacted]');
    expect(loggableUrl('/api/books?page=2')).toBe('/api/books?page=2');
  });
});

describe('links whose address carries a secret (unsubscribe, TEST MODE checkout), logged at trace', () => {
  let smtp: SmtpCapture;
  let t: TestApp;
  const memory = logToMemory('development');
  const dist = mkdtempSync(join(tmpdir(), 'shelfwise-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Shelfwise</title><div id="root"></div>');

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp(
      // The TEST MODE checkout, asked for explicitly (no provider keys here either way).
      { SMTP_URL: smtp.url, LOG_LEVEL: 'trace', WEB_DIST_DIR: dist, PAYMENTS_SANDBOX: '1' },
      { log: memory.log },
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('never prints an unsubscribe token or a checkout session, in the API’s or the web page’s address', async () => {
    const lender = await createUser(t);
    const loan = await createLoan(t, lender);
    const confirmation = await smtp.waitFor(loan.borrower.email);
    const unsubscribeToken = /\/unsubscribe\?token=([\w.-]+)/.exec(confirmation.text)?.[1] ?? '';
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe-checkout',
      headers: lender.headers,
      payload: { userId: lender.user.id, plan: 'premium', billingCycle: 'yearly' },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const checkoutSession = new URL(checkout.json().url).searchParams.get('session') ?? '';
    const secrets = { unsubscribeToken, checkoutSession };
    for (const value of Object.values(secrets)) expect(value.length).toBeGreaterThan(20);

    const visits = [
      { method: 'GET', url: `/unsubscribe?token=${unsubscribeToken}`, status: 200 },
      { method: 'POST', url: `/api/unsubscribe?token=${unsubscribeToken}`, status: 200 },
      { method: 'GET', url: `/checkout/sandbox?session=${checkoutSession}`, status: 200 },
      {
        method: 'GET',
        url: `/api/payments/sandbox/session?session=${encodeURIComponent(checkoutSession)}`,
        headers: lender.headers,
        status: 200,
      },
      // A refused one is logged too: an altered link.
      {
        method: 'GET',
        url: `/api/payments/sandbox/session?session=${checkoutSession}x`,
        headers: lender.headers,
        status: 400,
      },
    ] as const;
    for (const visit of visits) {
      const res = await t.app.inject({
        method: visit.method,
        url: visit.url,
        headers: 'headers' in visit ? visit.headers : {},
      });
      expect(res.statusCode, `${visit.url}: ${res.body}`).toBe(visit.status);
    }
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/cancel',
      headers: lender.headers,
      payload: { session: checkoutSession },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const log = memory.text();
    expect(log).toContain('/api/unsubscribe?token=[redacted]');
    expect(log).toContain('/checkout/sandbox?session=[redacted]');
    expect(log).toContain('/api/payments/sandbox/session?session=[redacted]');
    expect(leaks(log, secrets)).toEqual([]);
  });

  it('hides secret query values in any URL, however the name is written', () => {
    expect(loggableUrl('/unsubscribe?token=abc.def-1')).toBe('/unsubscribe?token=[redacted]');
    expect(loggableUrl('/checkout/sandbox?lang=fr&Session=e30.sig#top')).toBe(
      '/checkout/sandbox?lang=fr&Session=[redacted]#top',
    );
    expect(loggableUrl('/api/payments/sandbox/session?%73ession=e30.sig')).toBe(
      '/api/payments/sandbox/session?%73ession=[redacted]',
    );
    expect(loggableUrl('/api/books?tokens=2&sessions=3')).toBe('/api/books?tokens=2&sessions=3');
  });
});

describe('mail without SMTP_URL', () => {
  async function signUpAndDeliver(nodeEnv: 'development' | 'production') {
    const memory = logToMemory(nodeEnv);
    const t = await createTestApp({ NODE_ENV: nodeEnv, LOG_LEVEL: 'trace' }, { log: memory.log });
    try {
      const email = `printed-${nodeEnv}-${Date.now()}@example.test`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Printed Reader', email, password: 'Some-Secret-Pass-1', plan: 'free' },
      });
      expect(res.statusCode).toBe(201);
      await t.services.mailer.deliverDue();
      const row = await t.db.execute<{ text: string; status: string }>(
        sql`select text, status from mail_outbox where "to" = ${email}`,
      );
      expect(row.rows[0]?.status).toBe('sent');
      const code = /\b(\d{6})\b/.exec(row.rows[0]?.text ?? '')?.[1] ?? '';
      expect(code).toMatch(/^\d{6}$/);
      return { log: memory.text(), code };
    } finally {
      await t.close();
    }
  }

  it('prints the mail, code included, outside production (for newcomers without a mail server)', async () => {
    const { log, code } = await signUpAndDeliver('development');
    expect(log).toContain('mail (no SMTP_URL, printed instead)');
    expect(leaks(log, { code })).toEqual(['code']);
  });

  it('never prints a mail body in production, and says once that no mail is sent', async () => {
    const { log, code } = await signUpAndDeliver('production');
    expect(log).toContain('SMTP_URL is not set');
    expect(log).not.toContain('printed instead');
    expect(log).not.toContain('Enter this code');
    expect(leaks(log, { code })).toEqual([]);
  });
});
