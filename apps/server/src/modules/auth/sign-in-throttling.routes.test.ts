import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { mailMatching, resetTokenIn } from '../../../test/mail-helpers.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createManualClock } from '../../platform/clock.ts';
import {
  LOGIN_ACCOUNT_RULE,
  LOGIN_ADDRESS_RULE,
  LOGIN_BACKOFF_MAX_MS,
  LOGIN_PAIR_RULE,
} from './throttles.ts';

let t: TestApp;
let smtp: SmtpCapture;
const clock = createManualClock('2031-03-01T09:00:00Z');

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url }, { clock });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

/** Each test starts in a fresh 15-minute window, so earlier tests' counters are gone. */
const nextWindow = () => clock.advance(LOGIN_ACCOUNT_RULE.windowMs + 1000);

describe('sign-in throttling counts the attempt before the password is checked', () => {
  it('lets at most the limit of 200 parallel attempts from one address reach the password, the right one included', async () => {
    nextWindow();
    const { user, password } = await createUser(t);
    const attempts = Array.from({ length: 200 }, (_, i) => (i === 150 ? password : `wrong-guess-${i}`));
    const answers = await Promise.all(attempts.map((p) => login(user.email, p, '10.50.0.1')));
    const checked = answers.filter((r) => r.statusCode !== 429);
    expect(checked.length).toBeLessThanOrEqual(LOGIN_PAIR_RULE.limit);
    expect(answers.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(
      200 - LOGIN_PAIR_RULE.limit,
    );
    for (const refused of answers.filter((r) => r.statusCode === 429)) {
      expect(refused.json().code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The right password was one of 200: it only got through if it was among the few checked.
    const right = answers[150];
    expect([200, 429]).toContain(right?.statusCode);
  });

  it('checks at most the account-wide limit plus one of 200 parallel attempts from 200 addresses', async () => {
    nextWindow();
    const { user } = await createUser(t);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(user.email, `wrong-${i}`, `10.51.${i >> 8}.${i & 255}`)),
    );
    const checked = answers.filter((r) => r.statusCode === 401);
    expect(checked.length).toBeLessThanOrEqual(LOGIN_ACCOUNT_RULE.limit + 1);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused.length).toBe(200 - checked.length);
    for (const r of refused) {
      // Only slowed: the wait is seconds, never a lockout.
      expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_BACKOFF_MAX_MS / 1000);
      expect(r.json().message).toMatch(
        /Too many sign-in attempts on this account\. Try again in \d+ seconds?/,
      );
    }
  });
});

describe('the owner is not locked out by a stranger', () => {
  it('refuses the stranger’s address after five failures while the owner signs in from another', async () => {
    nextWindow();
    const { user, password } = await createUser(t);
    for (let i = 0; i < LOGIN_PAIR_RULE.limit; i++) {
      expect((await login(user.email, 'wrong-password', '10.60.0.1')).statusCode).toBe(401);
    }
    const blocked = await login(user.email, password, '10.60.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many failed sign-in attempts.*reset your password/);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_PAIR_RULE.windowMs / 1000);

    expect((await login(user.email, password, '10.60.0.2')).statusCode).toBe(200);
  });

  it('past the account-wide limit only slows new addresses, by a growing delay of at most 30 s; known ones sign in at once', async () => {
    nextWindow();
    const { user, password } = await createUser(t);
    // The owner has signed in from home before.
    expect((await login(user.email, password, '10.70.0.1')).statusCode).toBe(200);
    // Strangers spread over many addresses hammer the account.
    for (let i = 0; i < LOGIN_ACCOUNT_RULE.limit; i++) {
      expect((await login(user.email, 'wrong', `10.71.0.${i}`)).statusCode).toBe(401);
    }
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      // One attempt gets through the gate, the next one is told to wait, and waits exactly that long.
      expect((await login(user.email, 'wrong', `10.72.0.${i}`)).statusCode).toBe(401);
      const refused = await login(user.email, 'wrong', `10.73.0.${i}`);
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      clock.advance(wait * 1000);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 30, 30]);

    // The owner at home is not slowed at all, even right after a stranger got through the gate.
    expect((await login(user.email, 'wrong', '10.74.0.1')).statusCode).toBe(401);
    expect((await login(user.email, password, '10.70.0.1')).statusCode).toBe(200);
  });

  it('makes the owner on a new address wait at most 30 s, never longer', async () => {
    nextWindow();
    const { user, password } = await createUser(t);
    for (let i = 0; i < LOGIN_ACCOUNT_RULE.limit + 8; i++) {
      await login(user.email, 'wrong', `10.75.0.${i}`);
      clock.advance(LOGIN_BACKOFF_MAX_MS);
    }
    await login(user.email, 'wrong', '10.75.1.1');
    const slowed = await login(user.email, password, '10.76.0.1');
    expect(slowed.statusCode).toBe(429);
    const wait = Number(slowed.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LOGIN_BACKOFF_MAX_MS / 1000);
    clock.advance(wait * 1000);
    expect((await login(user.email, password, '10.76.0.1')).statusCode).toBe(200);
  });

  it('keeps the emailed reset working while the account is throttled, and the owner then signs in at once', async () => {
    nextWindow();
    const { user } = await createUser(t);
    for (let i = 0; i < LOGIN_ACCOUNT_RULE.limit + 1; i++) await login(user.email, 'wrong', `10.80.0.${i}`);
    const slowed = await login(user.email, 'wrong', '10.80.1.1');
    expect(slowed.statusCode).toBe(429);

    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
      remoteAddress: '10.80.9.9',
    });
    expect(forgot.statusCode).toBe(200);
    const link = resetTokenIn(await mailMatching(smtp, user.email, /Reset/));
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/reset-password/${link}`,
      payload: { password: 'Brand-new-pass1' },
      remoteAddress: '10.80.9.9',
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(user.email, 'Brand-new-pass1', '10.80.9.10')).statusCode).toBe(200);
  });
});

describe('per client address', () => {
  it('answers 429 to one address that tries many accounts, and not to another address', async () => {
    nextWindow();
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_ADDRESS_RULE.limit; i++) {
      statuses.push((await login(`nobody-${i}@example.test`, 'whatever1', '10.90.0.1')).statusCode);
    }
    expect(statuses.slice(0, LOGIN_ADDRESS_RULE.limit).every((s) => s === 401)).toBe(true);
    expect(statuses[LOGIN_ADDRESS_RULE.limit]).toBe(429);
    expect((await login('nobody-0@example.test', 'whatever1', '10.90.0.2')).statusCode).toBe(401);
  });

  it('gives a successful sign-in’s place back, so many people behind one address can sign in', async () => {
    nextWindow();
    const people = await Promise.all(Array.from({ length: 5 }, () => createUser(t)));
    for (let round = 0; round < 6; round++) {
      for (const { user, password } of people) {
        expect((await login(user.email, password, '10.91.0.1')).statusCode).toBe(200);
      }
    }
  });
});
