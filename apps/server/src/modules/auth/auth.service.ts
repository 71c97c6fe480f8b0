import {
  type AppSettings,
  accountSuspendedMessage,
  type LoginBody,
  type PlanId,
  type RegisterBody,
  type Role,
  signupsClosedMessage,
  type User,
} from '@shelfwise/contract';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Executor, Transaction } from '../../db/executor.ts';
import { isUniqueViolation } from '../../db/pg-error.ts';
import type { AuthUser } from '../../http/auth-guard.ts';
import { badRequest, conflict, forbidden, tooManyRequests, unauthorized } from '../../http/errors.ts';
import type { AuditParty, AuditRecorder } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { passwordResetMail } from '../../platform/mail/templates/password-reset.ts';
import { verificationCodeMail } from '../../platform/mail/templates/verification-code.ts';
import { isOverLimit, minutesUntil, type RateLimiter, type RateRule } from '../../platform/rate-limit.ts';
import * as repo from './auth.repository.ts';
import { createAuthenticator } from './authenticator.ts';
import {
  dummyPasswordHash,
  generateResetToken,
  generateVerificationCode,
  hashPassword,
  hashToken,
  hashVerificationCode,
  safeEqualHex,
  signSessionToken,
  verifyPassword,
} from './secrets.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const VERIFICATION_CODE_TTL_MINUTES = 15;
export const MAX_VERIFICATION_ATTEMPTS = 5;
export const RESET_TOKEN_TTL_MINUTES = 60;

/** Sign-in failures before 429: per account (any address) and per client address (any account). */
export const LOGIN_ACCOUNT_RULE: RateRule = { limit: 5, windowMs: 15 * 60 * 1000 };
export const LOGIN_ADDRESS_RULE: RateRule = { limit: 20, windowMs: 15 * 60 * 1000 };
export const RESEND_CODE_RULE: RateRule = { limit: 3, windowMs: 10 * 60 * 1000 };
export const FORGOT_ACCOUNT_RULE: RateRule = { limit: 3, windowMs: 15 * 60 * 1000 };
export const FORGOT_ADDRESS_RULE: RateRule = { limit: 20, windowMs: 60 * 60 * 1000 };

export interface ClientMeta {
  ip: string;
  userAgent?: string | null;
}

export interface AuthServiceDeps {
  db: Database;
  config: Config;
  log: Logger;
  limiter: RateLimiter;
  clock: Clock;
  /** How many books a user has (`booksCount` of /me); the books module answers it. */
  countBooks(userId: string): Promise<number>;
  /** Security events (sign-ins, failures, lock-outs, resets) go to the audit log. */
  audit: AuditRecorder;
  /** The settings every instance reads: whether sign-ups are open, the support address. */
  appSettings: { current(): Promise<Pick<AppSettings, 'signupsOpen' | 'supportEmail'>> };
}

export type AccountRow = repo.UserRow;
export type AccountChanges = Partial<repo.NewUserRow>;

export function toUser(row: repo.UserRow, booksCount: number): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    avatar: row.avatar,
    role: row.role,
    plan: row.plan,
    complimentaryPlan: row.complimentaryPlan,
    intendedPlan: row.intendedPlan,
    emailVerified: row.emailVerifiedAt !== null,
    booksCount,
    language: row.language as User['language'],
    timezone: row.timezone as User['timezone'],
    notificationSettings: row.notificationSettings,
    createdAt: row.createdAt.toISOString(),
  };
}

/** How an account is named in the audit log. */
export const auditParty = (row: { id: string; email: string }): AuditParty => ({
  id: row.id,
  email: row.email,
});

const accountKey = (scope: string, email: string) => `${scope}:account:${email.trim().toLowerCase()}`;
const addressKey = (scope: string, ip: string) => `${scope}:ip:${ip}`;

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: AuthServiceDeps) {
  const { db, config, log, limiter, clock, countBooks, audit, appSettings } = deps;
  const now = () => clock.now();

  async function openSession(tx: Executor, userId: string, meta?: ClientMeta): Promise<string> {
    const session = await repo.insertSession(tx, {
      userId,
      expiresAt: new Date(now().getTime() + SESSION_TTL_MS),
      userAgent: meta?.userAgent?.slice(0, 500) ?? null,
      ip: meta?.ip ?? null,
    });
    return signSessionToken(config.JWT_SECRET, session);
  }

  /** Issues a fresh code for the user's current address and queues the mail, in the caller's transaction. */
  async function sendVerificationCode(tx: Executor, user: { id: string; name: string; email: string }) {
    const code = generateVerificationCode();
    await repo.upsertVerificationCode(tx, {
      userId: user.id,
      email: user.email,
      codeHash: hashVerificationCode(config.JWT_SECRET, user.id, code),
      expiresAt: new Date(now().getTime() + VERIFICATION_CODE_TTL_MINUTES * 60_000),
    });
    await enqueueMail(tx, {
      to: user.email,
      ...verificationCodeMail({ name: user.name, code, validMinutes: VERIFICATION_CODE_TTL_MINUTES }),
    });
  }

  async function userWithCount(row: repo.UserRow): Promise<User> {
    return toUser(row, await countBooks(row.id));
  }

  /** A wrong password (or unknown email), and the lock-out it may cause, in the audit log. */
  async function recordFailedSignIn(
    email: string,
    row: repo.UserRow | undefined,
    meta: ClientMeta,
    locks: { isAccountLocked: boolean; isAddressLocked: boolean },
  ) {
    const target = row ? auditParty(row) : null;
    await audit.record(db, {
      action: 'SIGN_IN_FAILED',
      actor: null,
      target,
      origin: meta,
      details: { email },
    });
    // Recorded once, when the limit is reached; the refusals that follow are not entries of their own.
    if (locks.isAccountLocked) {
      await audit.record(db, {
        action: 'LOCKED_OUT',
        actor: null,
        target,
        origin: meta,
        details: { email, scope: 'account' },
      });
    }
    if (locks.isAddressLocked) {
      await audit.record(db, {
        action: 'LOCKED_OUT',
        actor: null,
        target: null,
        origin: meta,
        details: { scope: 'address' },
      });
    }
  }

  /** Queues a password reset link to the account, in the caller's transaction. */
  async function mailResetLink(tx: Executor, row: { id: string; name: string; email: string }) {
    const token = generateResetToken();
    await repo.insertPasswordResetToken(tx, {
      userId: row.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now().getTime() + RESET_TOKEN_TTL_MINUTES * 60_000),
    });
    await enqueueMail(tx, {
      to: row.email,
      ...passwordResetMail({
        name: row.name,
        url: `${config.APP_URL}/reset-password/${token}`,
        validMinutes: RESET_TOKEN_TTL_MINUTES,
      }),
    });
  }

  return {
    sendVerificationCode,
    openSession,
    userWithCount,
    mailResetLink,
    /** For the auth guard (wired in the composition root). */
    authenticator: createAuthenticator(db, config.JWT_SECRET, async () =>
      accountSuspendedMessage((await appSettings.current()).supportEmail),
    ),

    // The users table belongs to this module; other modules read and change accounts through these.
    findAccount: (id: string, executor: Executor = db) => repo.findUserById(executor, id),
    findAccountByEmail: (email: string, executor: Executor = db) => repo.findUserByEmail(executor, email),
    updateAccount: (tx: Executor, id: string, changes: AccountChanges) => repo.updateUser(tx, id, changes),
    /** The user's row lock (see repo.lockUser): the first lock of any transaction that takes several. */
    lockAccount: (tx: Transaction, id: string) => repo.lockUser(tx, id),
    deleteAccountRow: (tx: Executor, id: string) => repo.deleteUser(tx, id),
    /** For seeds: an account with a known password, created or put back as given. */
    async upsertAccount(values: {
      email: string;
      name: string;
      password: string;
      plan: PlanId;
      role: Role;
    }): Promise<AccountRow> {
      const passwordHash = await hashPassword(values.password);
      const fields = {
        name: values.name,
        passwordHash,
        plan: values.plan,
        intendedPlan: values.plan,
        role: values.role,
      };
      const existing = await repo.findUserByEmail(db, values.email);
      if (existing) {
        return repo.updateUser(db, existing.id, {
          ...fields,
          emailVerifiedAt: existing.emailVerifiedAt ?? now(),
        });
      }
      return repo.insertUser(db, { ...fields, email: values.email, emailVerifiedAt: now() });
    },

    async register(input: RegisterBody, meta?: ClientMeta): Promise<{ token: string; user: User }> {
      const settings = await appSettings.current();
      if (!settings.signupsOpen) {
        throw forbidden(signupsClosedMessage(settings.supportEmail), 'SIGNUPS_CLOSED');
      }
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const row = await repo.insertUser(tx, {
            name: input.name,
            email: input.email,
            passwordHash,
            intendedPlan: input.plan,
          });
          await sendVerificationCode(tx, row);
          const token = await openSession(tx, row.id, meta);
          await audit.record(tx, {
            action: 'SIGN_UP',
            actor: auditParty(row),
            target: auditParty(row),
            origin: meta,
          });
          return { token, user: toUser(row, 0) };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('An account with this email already exists');
        throw error;
      }
    },

    async login(input: LoginBody, meta: ClientMeta): Promise<{ token: string }> {
      const byAccount = accountKey('login', input.email);
      const byAddress = addressKey('login', meta.ip);
      const [accountState, addressState] = await Promise.all([
        limiter.peek(byAccount),
        limiter.peek(byAddress),
      ]);
      for (const [state, rule] of [
        [accountState, LOGIN_ACCOUNT_RULE],
        [addressState, LOGIN_ADDRESS_RULE],
      ] as const) {
        if (state && isOverLimit(state, rule)) {
          const minutes = minutesUntil(state.resetAt);
          throw tooManyRequests(
            `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`,
          );
        }
      }
      const row = await repo.findUserByEmail(db, input.email);
      // Verify against a dummy hash for unknown emails, so timing does not tell which accounts exist.
      const isValid = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), input.password);
      if (!row || !isValid) {
        const [byAccountNow, byAddressNow] = await Promise.all([
          limiter.hit(byAccount, LOGIN_ACCOUNT_RULE),
          limiter.hit(byAddress, LOGIN_ADDRESS_RULE),
        ]);
        await recordFailedSignIn(input.email, row, meta, {
          isAccountLocked: byAccountNow.count === LOGIN_ACCOUNT_RULE.limit,
          isAddressLocked: byAddressNow.count === LOGIN_ADDRESS_RULE.limit,
        });
        throw unauthorized('Invalid email or password');
      }
      if (row.suspendedAt) {
        await audit.record(db, {
          action: 'SIGN_IN_BLOCKED',
          actor: null,
          target: auditParty(row),
          origin: meta,
        });
        throw forbidden(
          accountSuspendedMessage((await appSettings.current()).supportEmail),
          'ACCOUNT_SUSPENDED',
        );
      }
      await limiter.reset(byAccount);
      const token = await db.transaction(async (tx) => {
        await audit.record(tx, {
          action: 'SIGN_IN',
          actor: auditParty(row),
          target: auditParty(row),
          origin: meta,
        });
        return openSession(tx, row.id, meta);
      });
      return { token };
    },

    async me(user: AuthUser): Promise<User> {
      const row = await repo.findUserById(db, user.id);
      if (!row) throw unauthorized();
      return userWithCount(row);
    },

    async verifyEmail(user: AuthUser, code: string): Promise<User> {
      if (user.emailVerified) {
        const row = await repo.findUserById(db, user.id);
        if (!row) throw unauthorized();
        return userWithCount(row);
      }
      const outcome = await db.transaction(async (tx) => {
        const stored = await repo.lockVerificationCode(tx, user.id);
        if (
          !stored ||
          stored.usedAt ||
          stored.expiresAt.getTime() <= now().getTime() ||
          stored.attempts >= MAX_VERIFICATION_ATTEMPTS ||
          stored.email.toLowerCase() !== user.email.toLowerCase()
        ) {
          return { error: 'This code has expired or is no longer valid. Request a new code.' };
        }
        if (!safeEqualHex(stored.codeHash, hashVerificationCode(config.JWT_SECRET, user.id, code))) {
          const attempts = stored.attempts + 1;
          await repo.updateVerificationCode(tx, stored.id, { attempts });
          const left = MAX_VERIFICATION_ATTEMPTS - attempts;
          return {
            error:
              left > 0
                ? `Invalid verification code. ${left} attempt${left === 1 ? '' : 's'} left.`
                : 'Invalid verification code. This code is no longer valid. Request a new code.',
          };
        }
        await repo.updateVerificationCode(tx, stored.id, { usedAt: now() });
        return { row: await repo.updateUser(tx, user.id, { emailVerifiedAt: now() }) };
      });
      // The wrong-try counter is committed before answering, so the error is thrown outside the transaction.
      if ('error' in outcome) throw badRequest(outcome.error as string);
      return userWithCount(outcome.row);
    },

    async resendVerification(user: AuthUser): Promise<void> {
      if (user.emailVerified) throw badRequest('Your email address is already verified');
      const state = await limiter.hit(`resend:${user.id}`, RESEND_CODE_RULE);
      if (state.count > RESEND_CODE_RULE.limit) {
        const minutes = minutesUntil(state.resetAt);
        throw tooManyRequests(
          `Too many codes requested. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
      await db.transaction((tx) => sendVerificationCode(tx, user));
    },

    /** Same answer and no error whether or not the account exists; the mail is the only difference. */
    async forgotPassword(email: string, meta: ClientMeta): Promise<void> {
      const byAddress = await limiter.hit(addressKey('forgot', meta.ip), FORGOT_ADDRESS_RULE);
      if (byAddress.count > FORGOT_ADDRESS_RULE.limit) {
        throw tooManyRequests('Too many reset requests from this network. Please try again later.');
      }
      // Counted for every email, known or not, so the limiter itself does not reveal accounts.
      const byAccount = await limiter.hit(accountKey('forgot', email), FORGOT_ACCOUNT_RULE);
      const row = await repo.findUserByEmail(db, email);
      if (!row || byAccount.count > FORGOT_ACCOUNT_RULE.limit) {
        if (row) log.info({ userId: row.id }, 'password reset mail skipped: too many requests');
        return;
      }
      await db.transaction(async (tx) => {
        await mailResetLink(tx, row);
        await audit.record(tx, {
          action: 'PASSWORD_RESET_REQUESTED',
          actor: null,
          target: auditParty(row),
          origin: meta,
        });
      });
    },

    async resetPassword(token: string, password: string, meta: ClientMeta): Promise<{ token: string }> {
      const passwordHash = await hashPassword(password);
      const result = await db.transaction(async (tx) => {
        const claimed = await repo.consumePasswordResetToken(tx, hashToken(token));
        if (!claimed) return null;
        const current = await repo.findUserById(tx, claimed.userId);
        if (!current) return null;
        await repo.updateUser(tx, claimed.userId, {
          passwordHash,
          // The link reached this inbox, which proves the address as well as a code would.
          emailVerifiedAt: current.emailVerifiedAt ?? now(),
        });
        await repo.invalidatePasswordResetTokens(tx, claimed.userId);
        await repo.revokeSessionsOfUser(tx, claimed.userId);
        await audit.record(tx, {
          action: 'PASSWORD_RESET',
          actor: auditParty(current),
          target: auditParty(current),
          origin: meta,
        });
        return { email: current.email, token: await openSession(tx, claimed.userId, meta) };
      });
      if (!result)
        throw badRequest('This password reset link is invalid or has expired. Please request a new one.');
      // The owner is never locked out by someone else's failed guesses once they have reset.
      await limiter.reset(accountKey('login', result.email));
      return { token: result.token };
    },

    async logout(user: AuthUser): Promise<void> {
      await repo.revokeSession(db, user.sessionId);
    },

    /** For seeds and test factories: the same state a successful verification leaves. */
    async markEmailVerified(userId: string): Promise<void> {
      await repo.updateUser(db, userId, { emailVerifiedAt: now() });
    },

    /**
     * The paid plan, changed by billing inside the transaction of the payment or event. The account
     * gets the higher of it and a complimentary plan; the answer is the plan it has now.
     */
    setPlan: (tx: Executor, userId: string, paidPlan: PlanId): Promise<PlanId> =>
      repo.setPaidPlan(tx, userId, paidPlan),

    // ---- For the admin area

    searchAccounts: (filters: repo.AccountFilters, page: number, limit: number) =>
      repo.searchUsers(db, filters, page, limit),
    lastSignInOf: (userId: string) => repo.findLastSignIn(db, userId),
    async accountStats(days: number) {
      const [counts, signupsPerDay] = await Promise.all([
        repo.countUsersByState(db),
        repo.countSignupsPerDay(db, now(), days),
      ]);
      return { counts, signupsPerDay };
    },
    lockActiveAdmins: (tx: Transaction) => repo.lockActiveAdmins(tx),
    setRole: (tx: Executor, userId: string, role: Role) => repo.updateUser(tx, userId, { role }),
    /** An admin gives (or withdraws, with null) a complimentary plan; `paidPlan` comes from billing. */
    setComplimentaryPlan: (tx: Executor, userId: string, plan: PlanId | null, paidPlan: PlanId) =>
      repo.setComplimentaryPlan(tx, userId, plan, paidPlan),
    /** Suspending ends every session of the account at once; sign-in is refused until it is lifted. */
    async setSuspended(tx: Executor, userId: string, isSuspended: boolean): Promise<AccountRow> {
      const row = await repo.updateUser(tx, userId, { suspendedAt: isSuspended ? now() : null });
      if (isSuspended) await repo.revokeSessionsOfUser(tx, userId);
      return row;
    },

    /** Role and plan changes come from admins and payments; seeds and factories use these. */
    async setRoleAndPlan(userId: string, values: { role?: Role; plan?: PlanId }): Promise<void> {
      await repo.updateUser(db, userId, values);
    },
  };
}
