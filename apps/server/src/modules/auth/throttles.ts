import { tooManyRequests } from '../../http/errors.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RateLimiter, RateRule, RateState } from '../../platform/rate-limit.ts';

/**
 * The limits of the auth module, in one place (the README's "Security" section lists them).
 * Every attempt is counted *before* the work it guards (an atomic upsert or Redis INCR answers the
 * count), so a burst of parallel requests cannot all slip under the limit.
 */

const MINUTE = 60_000;

/** Sign-in attempts of one account from one client address. */
export const LOGIN_PAIR_RULE: RateRule = { limit: 5, windowMs: 15 * MINUTE };
/** Sign-in attempts from one client address, whatever the account (successes are given back). */
export const LOGIN_ADDRESS_RULE: RateRule = { limit: 20, windowMs: 15 * MINUTE };
/**
 * Sign-in attempts on one account from every address together. Past the limit the account is only
 * slowed, never locked: one attempt per backoff step (1 s, doubling, at most 30 s), and addresses
 * the account has signed in from before are not slowed at all.
 */
export const LOGIN_ACCOUNT_RULE: RateRule = { limit: 10, windowMs: 15 * MINUTE };
export const LOGIN_BACKOFF_FIRST_MS = 1000;
export const LOGIN_BACKOFF_MAX_MS = 30_000;

/**
 * Mail with a verification code (sign-up, resend, email change) shares one budget per client
 * address and one per target address, so neither an inbox nor the 409 of sign-up can be hammered.
 */
export const CODE_ADDRESS_RULE: RateRule = { limit: 30, windowMs: 60 * MINUTE };
export const CODE_TARGET_RULE: RateRule = { limit: 5, windowMs: 60 * MINUTE };
/** "Someone tried to sign up with your address": at most one notice per address per day. */
export const SIGNUP_NOTICE_RULE: RateRule = { limit: 1, windowMs: 24 * 60 * MINUTE };

/** Forgot-password: links mailed per account, and requests per client address. */
export const FORGOT_ACCOUNT_RULE: RateRule = { limit: 3, windowMs: 15 * MINUTE };
export const FORGOT_ADDRESS_RULE: RateRule = { limit: 20, windowMs: 60 * MINUTE };

const normalized = (email: string) => email.trim().toLowerCase();

export const keys = {
  loginPair: (email: string, ip: string) => `login:pair:${normalized(email)}:${ip}`,
  loginAddress: (ip: string) => `login:ip:${ip}`,
  loginAccount: (email: string) => `login:account:${normalized(email)}`,
  loginGate: (email: string) => `login:gate:${normalized(email)}`,
  codeAddress: (ip: string) => `code:ip:${ip}`,
  codeTarget: (email: string) => `code:to:${normalized(email)}`,
  signupNotice: (email: string) => `signup-notice:${normalized(email)}`,
  forgotAccount: (email: string) => `forgot:account:${normalized(email)}`,
  forgotAddress: (ip: string) => `forgot:ip:${ip}`,
};

const isPast = (state: RateState, rule: RateRule) => state.count > rule.limit;

function secondsUntil(resetAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
}

function inWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The delay between attempts once an account is past LOGIN_ACCOUNT_RULE: 1 s, 2 s, 4 s … 30 s. */
export function loginBackoffMs(attempts: number): number {
  const over = Math.max(0, attempts - LOGIN_ACCOUNT_RULE.limit - 1);
  return Math.min(LOGIN_BACKOFF_MAX_MS, LOGIN_BACKOFF_FIRST_MS * 2 ** Math.min(over, 30));
}

export interface LoginAttempt {
  /** The password was right: the attempt gives back what it took from the shared budgets. */
  succeeded(): Promise<void>;
  /**
   * Whether this attempt used the last try a limit allows, so the next one is refused: `account`
   * for the account from this address (or the account-wide slow-down starting), `address` for the
   * client address. The audit log records a lock-out once, at that moment.
   */
  lockedNow: { account: boolean; address: boolean };
}

export function createThrottles(limiter: RateLimiter, clock: Clock) {
  const refuse = (message: (wait: string) => string, resetAt: Date) => {
    const seconds = secondsUntil(resetAt, clock.now());
    return tooManyRequests(message(inWords(seconds)), seconds);
  };
  const tooManyFailures = (resetAt: Date) =>
    refuse(
      (wait) => `Too many failed sign-in attempts. Try again in ${wait}, or reset your password.`,
      resetAt,
    );

  return {
    /**
     * Counts a sign-in attempt before its password is checked; throws 429 when a limit is passed.
     * `isKnownAddress` is asked only when the account is past its own limit.
     */
    async beginLogin(
      email: string,
      ip: string,
      isKnownAddress: () => Promise<boolean>,
    ): Promise<LoginAttempt> {
      const address = await limiter.hit(keys.loginAddress(ip), LOGIN_ADDRESS_RULE);
      if (isPast(address, LOGIN_ADDRESS_RULE)) throw tooManyFailures(address.resetAt);
      const pair = await limiter.hit(keys.loginPair(email, ip), LOGIN_PAIR_RULE);
      if (isPast(pair, LOGIN_PAIR_RULE)) throw tooManyFailures(pair.resetAt);
      const account = await limiter.hit(keys.loginAccount(email), LOGIN_ACCOUNT_RULE);
      if (isPast(account, LOGIN_ACCOUNT_RULE) && !(await isKnownAddress())) {
        const gate = await limiter.hit(keys.loginGate(email), {
          limit: 1,
          windowMs: loginBackoffMs(account.count),
        });
        if (gate.count > 1) {
          // Refused by the gate: this attempt did not reach the password, so it does not count.
          await limiter.release(keys.loginAccount(email));
          throw refuse(
            (wait) =>
              `Too many sign-in attempts on this account. Try again in ${wait}, or reset your password.`,
            gate.resetAt,
          );
        }
      }
      return {
        lockedNow: {
          account: pair.count === LOGIN_PAIR_RULE.limit || account.count === LOGIN_ACCOUNT_RULE.limit,
          address: address.count === LOGIN_ADDRESS_RULE.limit,
        },
        async succeeded() {
          await Promise.all([
            limiter.reset(keys.loginPair(email, ip)),
            limiter.reset(keys.loginAccount(email)),
            limiter.reset(keys.loginGate(email)),
            limiter.release(keys.loginAddress(ip)),
          ]);
        },
      };
    },

    /** After a password reset through the mailed link: the owner starts with clean counters. */
    async clearLogin(email: string, ip: string): Promise<void> {
      await Promise.all([
        limiter.reset(keys.loginPair(email, ip)),
        limiter.reset(keys.loginAccount(email)),
        limiter.reset(keys.loginGate(email)),
      ]);
    },

    /** Counts one code mail to `target` requested from `ip`; 429 past either budget. */
    async countCodeMail(target: string, ip: string): Promise<void> {
      const byAddress = await limiter.hit(keys.codeAddress(ip), CODE_ADDRESS_RULE);
      const byTarget = await limiter.hit(keys.codeTarget(target), CODE_TARGET_RULE);
      for (const [state, rule] of [
        [byAddress, CODE_ADDRESS_RULE],
        [byTarget, CODE_TARGET_RULE],
      ] as const) {
        if (isPast(state, rule)) {
          throw refuse((wait) => `Too many codes requested. Try again in ${wait}.`, state.resetAt);
        }
      }
    },

    /** True the first time in a day for this address: whether to mail the sign-up notice. */
    async mayNoticeSignup(email: string): Promise<boolean> {
      const state = await limiter.hit(keys.signupNotice(email), SIGNUP_NOTICE_RULE);
      return state.count === 1;
    },

    /** Forgot-password: 429 past the per-address budget; false when this account had its links. */
    async countForgot(email: string, ip: string): Promise<boolean> {
      const byAddress = await limiter.hit(keys.forgotAddress(ip), FORGOT_ADDRESS_RULE);
      if (isPast(byAddress, FORGOT_ADDRESS_RULE)) {
        throw tooManyRequests(
          'Too many reset requests from this network. Please try again later.',
          secondsUntil(byAddress.resetAt, clock.now()),
        );
      }
      // Counted for every email, known or not, so the limiter itself does not reveal accounts.
      const byAccount = await limiter.hit(keys.forgotAccount(email), FORGOT_ACCOUNT_RULE);
      return !isPast(byAccount, FORGOT_ACCOUNT_RULE);
    },
  };
}

export type Throttles = ReturnType<typeof createThrottles>;
