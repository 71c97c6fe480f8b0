import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { mailMatching, nthMailMatching, verificationCodeIn } from '../../../test/mail-helpers.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createManualClock } from '../../platform/clock.ts';
import { CODE_ADDRESS_RULE, CODE_TARGET_RULE, SIGNUP_NOTICE_RULE } from './throttles.ts';

let t: TestApp;
let smtp: SmtpCapture;
const clock = createManualClock('2031-04-01T09:00:00Z');
let n = 0;
const uniqueEmail = (tag: string) => `${tag}-${++n}-${process.pid}@example.test`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url }, { clock });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Every test starts in a fresh window: the budgets are per hour. */
const nextWindow = () => clock.advance(CODE_ADDRESS_RULE.windowMs + 1000);

const register = (email: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Ada Reader', email, password: 'Sup3r-secret', plan: 'free' },
    remoteAddress,
  });
const resend = (token: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/resend-verification',
    headers: bearer(token),
    remoteAddress,
  });
const changeEmail = (token: string, email: string, remoteAddress: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users/settings',
    headers: bearer(token),
    payload: { email },
    remoteAddress,
  });
const verify = (token: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    headers: bearer(token),
    payload: { token: code },
  });

describe('sign-up, resend-code and email change share one budget', () => {
  it('per client address: past it, a sign-up answers 429 with Retry-After', async () => {
    nextWindow();
    for (let i = 0; i < CODE_ADDRESS_RULE.limit; i++) {
      expect((await register(uniqueEmail('crowd'), '10.1.0.1')).statusCode).toBe(201);
    }
    const refused = await register(uniqueEmail('crowd'), '10.1.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(/^Too many codes requested\. Try again in \d+ minutes?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The same address may still sign in, and another address may still sign up.
    expect((await register(uniqueEmail('crowd'), '10.1.0.2')).statusCode).toBe(201);
  });

  it('per target address: sign-up, resends and another account’s email change all count', async () => {
    nextWindow();
    const target = uniqueEmail('target');
    const { token } = (await register(target, '10.2.0.1')).json();
    for (let i = 1; i < CODE_TARGET_RULE.limit; i++) {
      expect((await resend(token, `10.2.1.${i}`)).statusCode).toBe(200);
    }
    // Budget spent: a change of another account to this address is refused before it is looked up
    // (so not even its 409 is answered), and so is a further resend.
    const other = await createUser(t);
    const change = await changeEmail(other.token, target, '10.2.2.1');
    expect(change.statusCode).toBe(429);
    expect((await resend(token, '10.2.3.1')).statusCode).toBe(429);
  });

  it('an email change does not get round the resend limit', async () => {
    nextWindow();
    const first = uniqueEmail('typo');
    const { token } = (await register(first, '10.3.0.1')).json();
    for (let i = 1; i < CODE_TARGET_RULE.limit; i++)
      expect((await resend(token, '10.3.0.1')).statusCode).toBe(200);
    expect((await resend(token, '10.3.0.1')).statusCode).toBe(429);
    // Going to another address and back would be a fresh code for the first one: still refused.
    expect((await changeEmail(token, uniqueEmail('detour'), '10.3.0.1')).statusCode).toBe(200);
    const back = await changeEmail(token, first, '10.3.0.1');
    expect(back.statusCode).toBe(429);
  });
});

describe('wrong code tries', () => {
  it('are not reset by an email change: only a (limited) resend starts a fresh code', async () => {
    nextWindow();
    const email = uniqueEmail('guess');
    const { token } = (await register(email, '10.4.0.1')).json();
    const code = verificationCodeIn(await mailMatching(smtp, email, /verification code/));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await verify(token, wrong)).statusCode).toBe(400);

    const moved = uniqueEmail('guess-moved');
    expect((await changeEmail(token, moved, '10.4.0.1')).statusCode).toBe(200);
    const movedCode = verificationCodeIn(await mailMatching(smtp, moved, /verification code/));
    const refused = await verify(token, movedCode);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/no longer valid\. Request a new code/);

    expect((await resend(token, '10.4.0.1')).statusCode).toBe(200);
    const fresh = verificationCodeIn(await nthMailMatching(smtp, moved, /verification code/, 2));
    expect((await verify(token, fresh)).statusCode).toBe(200);
  });

  it('carry over when a pending change is replaced by another address', async () => {
    nextWindow();
    const { token } = await createUser(t);
    const a = uniqueEmail('pending-a');
    expect((await changeEmail(token, a, '10.5.0.1')).statusCode).toBe(200);
    const codeA = verificationCodeIn(await mailMatching(smtp, a, /verification code/));
    const wrong = codeA === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) await verify(token, wrong);
    const b = uniqueEmail('pending-b');
    expect((await changeEmail(token, b, '10.5.0.1')).statusCode).toBe(200);
    const codeB = verificationCodeIn(await mailMatching(smtp, b, /verification code/));
    const wrongB = codeB === '000000' ? '111111' : '000000';
    const next = await verify(token, wrongB);
    expect(next.json().message).toBe('Invalid verification code. 1 attempt left.');
  });
});

describe('a sign-up with a taken address', () => {
  it('keeps its 409, tells the owner at most once a day, and sits behind the same budget', async () => {
    nextWindow();
    const owner = await createUser(t);
    const notices = () =>
      smtp.messages.filter(
        (m) => m.to.includes(owner.user.email.toLowerCase()) && /tried to sign up/.test(m.subject),
      );

    const taken = await register(owner.user.email.toUpperCase(), '10.6.0.1');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'An account with this email already exists', code: 'CONFLICT' });
    const notice = await mailMatching(smtp, owner.user.email, /tried to sign up/);
    expect(notice.text).toContain('no new account was made');
    expect(notice.text).toContain(`${t.config.APP_URL}/forgot-password`);

    expect((await register(owner.user.email, '10.6.0.2')).statusCode).toBe(409);
    await t.services.auth.settle();
    await t.services.mailer.deliverDue();
    expect(notices()).toHaveLength(1);

    // The attempts count against the address's budget like any sign-up: then 429, not 409.
    for (let i = 2; i < CODE_TARGET_RULE.limit; i++) await register(owner.user.email, `10.6.1.${i}`);
    expect((await register(owner.user.email, '10.6.2.1')).statusCode).toBe(429);

    // A day later, a new attempt tells the owner again.
    clock.advance(SIGNUP_NOTICE_RULE.windowMs);
    expect((await register(owner.user.email, '10.6.3.1')).statusCode).toBe(409);
    await t.services.mailer.deliverDue();
    expect(notices()).toHaveLength(2);
  });
});
