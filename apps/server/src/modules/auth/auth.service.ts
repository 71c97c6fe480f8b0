// Past 400 lines: the auth module's one service. Sign-up, sign-in, codes, resets, sign-out and the
// account operations other modules call all write through `writes`, which makes the session cache
// forget an account when its change commits; splitting them would hand that wrapper and the cache
// around between files. The session cache, its listener and the throttles live in files of their own.
import { randomUUID } from 'node:crypto';
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
import { isPhoneCountry } from '@shelfwise/contract/phones';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Executor, Transaction } from '../../db/executor.ts';
import { listenToChannel } from '../../db/listener.ts';
import { isUniqueViolation } from '../../db/pg-error.ts';
import { isUuid } from '../../db/sql.ts';
import { afterCommit, transaction } from '../../db/transaction.ts';
import type { AuthUser } from '../../http/auth-guard.ts';
import type { ClientMeta } from '../../http/client-meta.ts';
import { badRequest, conflict, forbidden, unauthorized } from '../../http/errors.ts';
import type { AuditParty, AuditRecorder } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { emailChangeNoticeMail } from '../../platform/mail/templates/email-change-notice.ts';
import { passwordResetMail } from '../../platform/mail/templates/password-reset.ts';
import { signupAttemptNoticeMail } from '../../platform/mail/templates/signup-attempt-notice.ts';
import { verificationCodeMail } from '../../platform/mail/templates/verification-code.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
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
import { AUTH_CHANGED_CHANNEL, createSessionCache } from './session-cache.ts';
import { createThrottles } from './throttles.ts';

/** Payloads on the auth channel that are `changesHeard` markers, not account ids. */
const HEARD_PREFIX = 'heard:';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const VERIFICATION_CODE_TTL_MINUTES = 15;
export const MAX_VERIFICATION_ATTEMPTS = 5;
export const RESET_TOKEN_TTL_MINUTES = 60;

export const ACCOUNT_EXISTS_MESSAGE = 'An account with this email already exists';

export interface AuthServiceDeps {
  db: Database;
  config: Config;
  log: Logger;
  limiter: RateLimiter;
  clock: Clock;
  /** Security events (sign-ins, failures, lock-outs, resets) go to the audit log. */
  audit: AuditRecorder;
  /** The settings every instance reads: whether sign-ups are open, the support address. */
  appSettings: { current(): Promise<Pick<AppSettings, 'signupsOpen' | 'supportEmail'>> };
  /**
   * The database to LISTEN on for changes to accounts and sessions; without it the signed-in user
   * is read from the database on every request (no session cache).
   */
  listenUrl?: string;
}

export type AccountRow = repo.UserRow;

/**
 * What an account's owner changes of their profile from Settings (or a restored export): never
 * the address, the password, the role, the plan or the suspension, which have operations of their
 * own (`changeEmail`, `resetPassword`, `setRole`, `setPlan`, `setComplimentaryPlan`, `setSuspended`).
 */
export type ProfileChanges = Partial<
  Pick<repo.NewUserRow, 'name' | 'language' | 'timezone' | 'country' | 'notificationSettings'>
>;

/**
 * The last active admin cannot stop being one (demoted, suspended or deleted, by anyone, themselves
 * included): someone must still be able to run the service.
 */
export const LAST_ADMIN_MESSAGE =
  'This is the last admin account. Make another account an admin first, so someone can still run the service.';

/**
 * Runs inside the transaction that creates an account (e.g. friends: invitations waiting for the
 * address become requests to the new account). Throwing aborts the sign-up: nothing is created.
 */
export type AccountCreatedHook = (
  tx: Transaction,
  account: { id: string; name: string; email: string },
) => Promise<void>;

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
    timezone: row.timezone,
    notificationSettings: row.notificationSettings,
    createdAt: row.createdAt.toISOString(),
  };
}

const sameAddress = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** What `changeEmail` did: nothing, dropped a pending change, or mailed a code to the new address. */
export type EmailChange = 'none' | 'cancelled' | 'pending' | 'replaced';

/** How an account is named in the audit log. */
export const auditParty = (row: { id: string; email: string }): AuditParty => ({
  id: row.id,
  email: row.email,
});

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: AuthServiceDeps) {
  const { db, config, log, limiter, clock, audit, appSettings } = deps;
  const now = () => clock.now();
  const sessionCache = createSessionCache();
  /**
   * The repository's writes to accounts and sessions. Once each commits, this instance's session
   * cache forgets the account at once (other instances hear it from the trigger's NOTIFY): whoever
   * called, a request, a job or a test, the next read sees the change.
   */
  const forget = (executor: Executor, userId: string | undefined) =>
    afterCommit(executor, () => (userId ? sessionCache.forgetUser(userId) : undefined));
  const writes = {
    async updateUser(executor: Executor, id: string, values: Parameters<typeof repo.updateUser>[2]) {
      const row = await repo.updateUser(executor, id, values);
      forget(executor, id);
      return row;
    },
    async deleteUser(executor: Executor, id: string) {
      await repo.deleteUser(executor, id);
      forget(executor, id);
    },
    async revokeSession(executor: Executor, sessionId: string) {
      forget(executor, await repo.revokeSession(executor, sessionId));
    },
    async revokeSessionsOfUser(executor: Executor, userId: string, exceptSessionId?: string) {
      await repo.revokeSessionsOfUser(executor, userId, exceptSessionId);
      forget(executor, userId);
    },
    async setPaidPlan(executor: Executor, id: string, plan: AccountRow['plan']) {
      const current = await repo.setPaidPlan(executor, id, plan);
      forget(executor, id);
      return current;
    },
    async setComplimentaryPlan(
      executor: Executor,
      id: string,
      plan: AccountRow['plan'] | null,
      paidPlan: AccountRow['plan'],
    ) {
      const row = await repo.setComplimentaryPlan(executor, id, plan, paidPlan);
      forget(executor, id);
      return row;
    },
  };
  /** Markers sent by `changesHeard`, answered when the listener hears them back. */
  const heard = new Map<string, () => void>();
  // The cache answers only while the listener's heartbeat keeps coming back (db/listener.ts): a
  // connection that stays open but delivers nothing turns it off within SESSION_CACHE_STALE_MS.
  const changes = deps.listenUrl
    ? listenToChannel({
        connectionString: deps.listenUrl,
        channel: AUTH_CHANGED_CHANNEL,
        log,
        name: 'session cache listener',
        onNotify: (payload) => {
          if (payload.startsWith(HEARD_PREFIX)) heard.get(payload)?.();
          else sessionCache.forgetUser(payload);
        },
        onLost: () => sessionCache.stop(),
        heartbeat: {
          everyMs: config.SESSION_CACHE_HEARTBEAT_MS,
          staleAfterMs: config.SESSION_CACHE_STALE_MS,
          onFresh: (until) => sessionCache.liveUntil(until),
        },
      })
    : undefined;
  const throttles = createThrottles(limiter, clock);
  /** Work that runs after the answer is sent (see forgotPassword); awaited on shutdown by `settle`. */
  const background = new Set<Promise<void>>();

  function afterAnswer(what: string, task: () => Promise<void>): void {
    const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
      .finally(() => background.delete(run));
    background.add(run);
  }

  const creationHooks: AccountCreatedHook[] = [];

  /** Every new account row goes through here, so the creation hooks see each one. */
  async function createAccountRow(tx: Transaction, values: repo.NewUserRow): Promise<repo.UserRow> {
    const row = await repo.insertUser(tx, values);
    for (const hook of creationHooks) await hook(tx, { id: row.id, name: row.name, email: row.email });
    return row;
  }

  async function openSession(tx: Executor, userId: string, meta?: ClientMeta): Promise<string> {
    const session = await repo.insertSession(tx, {
      userId,
      expiresAt: new Date(now().getTime() + SESSION_TTL_MS),
      userAgent: meta?.userAgent?.slice(0, 500) ?? null,
      ip: meta?.ip ?? null,
    });
    return signSessionToken(config.JWT_SECRET, session);
  }

  /**
   * Issues a code proving `email` for the user and queues the mail, in the caller's transaction.
   * `isFresh`: a resend starts with no wrong tries; any other new code keeps those of the last one.
   */
  async function sendVerificationCode(
    tx: Executor,
    user: { id: string; name: string; language?: string },
    email: string,
    options: { isFresh: boolean },
  ) {
    const code = generateVerificationCode();
    await repo.upsertVerificationCode(
      tx,
      {
        userId: user.id,
        email,
        codeHash: hashVerificationCode(config.JWT_SECRET, user.id, code),
        expiresAt: new Date(now().getTime() + VERIFICATION_CODE_TTL_MINUTES * 60_000),
      },
      options,
    );
    await enqueueMail(tx, {
      to: email,
      ...verificationCodeMail({
        name: user.name,
        code,
        validMinutes: VERIFICATION_CODE_TTL_MINUTES,
        language: user.language,
      }),
    });
  }

  /** The owner of a taken address hears that someone tried it (at most once a day per address). */
  async function noticeSignupAttempt(email: string): Promise<void> {
    const owner = await repo.findUserByEmail(db, email);
    if (!owner || !(await throttles.mayNoticeSignup(email))) return;
    await enqueueMail(db, {
      to: owner.email,
      ...signupAttemptNoticeMail({ name: owner.name, appUrl: config.APP_URL, language: owner.language }),
    });
  }

  /** The address a code would prove now: the account's own until verified, then a pending new one. */
  const addressToVerify = (row: repo.UserRow): string | null =>
    row.emailVerifiedAt ? row.pendingEmail : row.email;

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
  async function mailResetLink(
    tx: Executor,
    row: { id: string; name: string; email: string; language?: string | null },
  ) {
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
        language: row.language,
      }),
    });
  }

  async function changeEmailOf(
    tx: Transaction,
    current: AccountRow,
    email: string,
    meta: ClientMeta,
  ): Promise<{ row: AccountRow; change: EmailChange }> {
    if (sameAddress(email, current.email)) {
      if (!current.pendingEmail) return { row: current, change: 'none' };
      await repo.expireVerificationCode(tx, current.id);
      return { row: await writes.updateUser(tx, current.id, { pendingEmail: null }), change: 'cancelled' };
    }
    // Asking for the same pending address again sends nothing: "Resend code" is the way to a new code.
    if (sameAddress(email, current.pendingEmail)) return { row: current, change: 'none' };
    // Counted before the address is looked up, so this 409 is no freer than sign-up's.
    await throttles.countCodeMail(email, meta.ip);
    if (await repo.findUserByEmail(tx, email)) throw conflict(ACCOUNT_EXISTS_MESSAGE);
    if (!current.emailVerifiedAt) {
      const row = await writes.updateUser(tx, current.id, { email, pendingEmail: null });
      await sendVerificationCode(tx, row, email, { isFresh: false });
      return { row, change: 'replaced' };
    }
    const row = await writes.updateUser(tx, current.id, { pendingEmail: email });
    await sendVerificationCode(tx, row, email, { isFresh: false });
    await enqueueMail(tx, {
      to: current.email,
      ...emailChangeNoticeMail({
        name: current.name,
        newEmail: email,
        appUrl: config.APP_URL,
        language: current.language,
      }),
    });
    return { row, change: 'pending' };
  }

  return {
    openSession,
    mailResetLink,
    /** A fresh code for the address the account is proving (for an admin's resend), in the caller's transaction. */
    async sendCodeToVerify(tx: Executor, row: AccountRow): Promise<void> {
      const target = addressToVerify(row);
      if (target) await sendVerificationCode(tx, row, target, { isFresh: true });
    },
    /** For the auth guard (wired in the composition root). */
    authenticator: createAuthenticator({
      db,
      jwtSecret: config.JWT_SECRET,
      cache: sessionCache,
      now,
      suspendedMessage: async () => accountSuspendedMessage((await appSettings.current()).supportEmail),
    }),
    /**
     * Whether signed-in users are being read from the session cache: its listener is connected and
     * has heard its own heartbeat back within SESSION_CACHE_STALE_MS.
     */
    get sessionCacheLive(): boolean {
      return sessionCache.live;
    },
    /** Starts hearing of account and session changes; until then (and whenever not) nothing is cached. */
    async start(): Promise<void> {
      await changes?.start();
    },
    /**
     * Resolves once every change to accounts committed before the call has reached this
     * instance's session cache (NOTIFY arrives in commit order, so hearing a marker sent now
     * means hearing all of them): for code that wrote accounts with SQL of its own, as tests do.
     */
    async changesHeard(): Promise<void> {
      if (!changes?.listening) return;
      const marker = `${HEARD_PREFIX}${randomUUID()}`;
      let timer: NodeJS.Timeout | undefined;
      try {
        await new Promise<void>((resolve, reject) => {
          heard.set(marker, resolve);
          timer = setTimeout(() => reject(new Error('the session cache did not hear its marker')), 5000);
          repo.notifyAuthChanged(db, marker).catch(reject);
        });
      } finally {
        clearTimeout(timer);
        heard.delete(marker);
      }
    },
    async close(): Promise<void> {
      await changes?.close();
      sessionCache.stop();
    },
    /** Resolves once work started after an answer (reset mails) has finished; for shutdown and tests. */
    async settle(): Promise<void> {
      while (background.size > 0) await Promise.allSettled([...background]);
    },

    // The users table belongs to this module; other modules read and change accounts through these.
    findAccount: (id: string, executor: Executor = db) => repo.findUserById(executor, id),
    findAccountByEmail: (email: string, executor: Executor = db) => repo.findUserByEmail(executor, email),
    /** Name and email of the accounts with these ids (ids not found are left out). */
    accountSummaries: (ids: string[], executor: Executor = db) =>
      repo.findUserSummaries(executor, [...new Set(ids)]),
    /** For other modules (friends): `auth.onAccountCreated(async (tx, account) => ...)`, wired in wiring.ts. */
    onAccountCreated(hook: AccountCreatedHook): void {
      creationHooks.push(hook);
    },
    /** The owner's profile settings; only the fields of ProfileChanges, whatever else `changes` holds. */
    async updateProfile(tx: Executor, id: string, changes: ProfileChanges): Promise<AccountRow> {
      const { name, language, timezone, country, notificationSettings } = changes;
      const values: ProfileChanges = { name, language, timezone, country, notificationSettings };
      for (const key of Object.keys(values) as (keyof ProfileChanges)[]) {
        if (values[key] === undefined) delete values[key];
      }
      if (Object.keys(values).length > 0) return writes.updateUser(tx, id, values);
      const row = await repo.findUserById(tx, id);
      if (!row) throw new Error(`user ${id} vanished`);
      return row;
    },
    /** The account's avatar: the path of an uploaded file, or null for none. */
    setAvatar: (tx: Executor, id: string, avatar: string | null) => writes.updateUser(tx, id, { avatar }),
    /** The user's row lock (see repo.lockUser): the first lock of any transaction that takes several. */
    lockAccount: (tx: Transaction, id: string) => repo.lockUser(tx, id),
    deleteAccountRow: (tx: Executor, id: string) => writes.deleteUser(tx, id),
    findAccounts: (ids: string[], executor: Executor = db) =>
      repo.findUsersByIds(executor, [...new Set(ids)]),
    accountsWithWeeklyDigest: () => repo.findUsersWithWeeklyDigest(db),
    /** A name to show on public pages (the unsubscribe confirmation), or null for no such account. */
    findName: async (id: string) => (isUuid(id) ? ((await repo.findUserById(db, id))?.name ?? null) : null),
    /** The account's country setting (default region for phone numbers), or null. */
    findCountry: async (id: string) =>
      isUuid(id) ? ((await repo.findUserById(db, id))?.country ?? null) : null,
    avatarsInUse: async (paths: string[]) => new Set(await repo.findAvatarsIn(db, paths)),
    /**
     * For seeds: an account put back as given, created verified if missing. Without `password` an
     * existing account keeps its own (a new one needs one).
     */
    async upsertAccount(values: {
      email: string;
      name: string;
      password?: string;
      plan: PlanId;
      role: Role;
    }): Promise<AccountRow> {
      const existing = await repo.findUserByEmail(db, values.email);
      const fields = {
        name: values.name,
        plan: values.plan,
        intendedPlan: values.plan,
        role: values.role,
        ...(values.password !== undefined ? { passwordHash: await hashPassword(values.password) } : {}),
      };
      if (existing) {
        return writes.updateUser(db, existing.id, {
          ...fields,
          emailVerifiedAt: existing.emailVerifiedAt ?? now(),
        });
      }
      if (!fields.passwordHash) throw new Error(`a new account (${values.email}) needs a password`);
      const passwordHash = fields.passwordHash;
      return transaction(db, (tx) =>
        createAccountRow(tx, { ...fields, passwordHash, email: values.email, emailVerifiedAt: now() }),
      );
    },

    /**
     * Behind the code-mail limit (per client address and per target address), so the 409 for a
     * taken address cannot be asked freely; that address's owner is told someone tried.
     */
    async register(input: RegisterBody, meta: ClientMeta): Promise<{ token: string; user: User }> {
      const settings = await appSettings.current();
      if (!settings.signupsOpen) {
        throw forbidden(signupsClosedMessage(settings.supportEmail), 'SIGNUPS_CLOSED');
      }
      await throttles.countCodeMail(input.email, meta.ip);
      const passwordHash = await hashPassword(input.password);
      try {
        return await transaction(db, async (tx) => {
          const row = await createAccountRow(tx, {
            name: input.name,
            email: input.email,
            passwordHash,
            intendedPlan: input.plan,
            ...(input.timezone ? { timezone: input.timezone } : {}),
            // A guess from the browser: one we know no phone numbers for is dropped, not refused.
            ...(input.country && isPhoneCountry(input.country) ? { country: input.country } : {}),
            ...(input.language ? { language: input.language } : {}),
          });
          await sendVerificationCode(tx, row, row.email, { isFresh: true });
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
        if (!isUniqueViolation(error)) throw error;
        await noticeSignupAttempt(input.email);
        throw conflict(ACCOUNT_EXISTS_MESSAGE);
      }
    },

    /** The attempt is counted before the password is checked (see throttles.ts for the limits). */
    async login(input: LoginBody, meta: ClientMeta): Promise<{ token: string }> {
      const attempt = await throttles.beginLogin(input.email, meta.ip, () =>
        repo.hasSignedInFrom(db, input.email, meta.ip),
      );
      const row = await repo.findUserByEmail(db, input.email);
      // Verify against a dummy hash for unknown emails, so timing does not tell which accounts exist.
      const isValid = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), input.password);
      if (!row || !isValid) {
        await recordFailedSignIn(input.email, row, meta, {
          isAccountLocked: attempt.lockedNow.account,
          isAddressLocked: attempt.lockedNow.address,
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
      await attempt.succeeded();
      const token = await transaction(db, async (tx) => {
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

    /** The signed-in account (GET /auth/me; its `booksCount` is the books module's, added by the route). */
    async me(user: AuthUser): Promise<AccountRow> {
      const row = await repo.findUserById(db, user.id);
      if (!row) throw unauthorized();
      return row;
    },

    /**
     * Proves the account's address (a new account) or the pending new one (an email change, which
     * then becomes the account's address). Already verified with nothing pending: answers the user.
     */
    async verifyEmail(user: AuthUser, code: string): Promise<AccountRow> {
      let outcome: { error: string } | { row: repo.UserRow };
      try {
        outcome = await transaction(db, async (tx) => {
          const current = await repo.lockUser(tx, user.id);
          if (!current) throw unauthorized();
          const target = addressToVerify(current);
          if (!target) return { row: current };
          const stored = await repo.lockVerificationCode(tx, user.id);
          if (
            !stored ||
            stored.usedAt ||
            stored.expiresAt.getTime() <= now().getTime() ||
            stored.attempts >= MAX_VERIFICATION_ATTEMPTS ||
            !sameAddress(stored.email, target)
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
          if (!current.emailVerifiedAt) {
            return { row: await writes.updateUser(tx, user.id, { emailVerifiedAt: now() }) };
          }
          const row = await writes.updateUser(tx, user.id, { email: target, pendingEmail: null });
          await audit.record(tx, {
            action: 'EMAIL_CHANGED',
            actor: auditParty(current),
            target: auditParty(row),
            before: { email: current.email, pendingEmail: current.pendingEmail },
            after: { email: row.email, pendingEmail: null },
            details: { change: 'verified' },
          });
          return { row };
        });
      } catch (error) {
        // Someone else proved or registered the pending address first.
        if (isUniqueViolation(error)) throw conflict(ACCOUNT_EXISTS_MESSAGE);
        throw error;
      }
      // The wrong-try counter is committed before answering, so the error is thrown outside the transaction.
      if ('error' in outcome) throw badRequest(outcome.error);
      return outcome.row;
    },

    /** A new code for the address being verified, within the shared code-mail limit. */
    async resendVerification(user: AuthUser, meta: ClientMeta): Promise<void> {
      const row = await repo.findUserById(db, user.id);
      if (!row) throw unauthorized();
      const target = addressToVerify(row);
      if (!target) throw badRequest('Your email address is already verified');
      await throttles.countCodeMail(target, meta.ip);
      await transaction(db, (tx) => sendVerificationCode(tx, row, target, { isFresh: true }));
    },

    /**
     * An email change from settings, in the caller's transaction with the account row locked. A
     * verified account keeps its address until the new one is proven with the mailed code (the old
     * address is told); an unverified one had nothing proven to keep, so its address is replaced.
     * Sending the current address back cancels a pending change.
     */
    async changeEmail(
      tx: Transaction,
      current: AccountRow,
      email: string,
      meta: ClientMeta,
    ): Promise<{ row: AccountRow; change: EmailChange }> {
      const result = await changeEmailOf(tx, current, email, meta);
      if (result.change !== 'none') {
        await audit.record(tx, {
          action: 'EMAIL_CHANGED',
          actor: auditParty(current),
          target: auditParty(result.row),
          origin: meta,
          before: { email: current.email, pendingEmail: current.pendingEmail },
          after: { email: result.row.email, pendingEmail: result.row.pendingEmail },
          details: { change: result.change },
        });
      }
      return result;
    },

    /**
     * The same answer, and the same work before it, whether or not the account exists: the limits
     * are counted and a token is made and hashed for every request; looking the account up, storing
     * the token and queueing the mail happen after the answer, so its timing cannot tell them apart.
     */
    async forgotPassword(email: string, meta: ClientMeta): Promise<void> {
      const mayMail = await throttles.countForgot(email, meta.ip);
      const token = generateResetToken();
      const tokenHash = hashToken(token);
      afterAnswer('password reset mail', async () => {
        await transaction(db, async (tx) => {
          const found = await repo.findUserByEmail(tx, email);
          // Locked like every change of the account, so a deletion running now either sees this
          // mail queued (and drops it) or has removed the account before it is read again here.
          const row = found && (await repo.lockUser(tx, found.id));
          if (!row) return;
          if (!mayMail) {
            log.info({ userId: row.id }, 'password reset mail skipped: too many requests');
            return;
          }
          await repo.insertPasswordResetToken(tx, {
            userId: row.id,
            tokenHash,
            expiresAt: new Date(now().getTime() + RESET_TOKEN_TTL_MINUTES * 60_000),
          });
          await enqueueMail(tx, {
            to: row.email,
            ...passwordResetMail({
              name: row.name,
              url: `${config.APP_URL}/reset-password/${token}`,
              validMinutes: RESET_TOKEN_TTL_MINUTES,
              language: row.language,
            }),
          });
          await audit.record(tx, {
            action: 'PASSWORD_RESET_REQUESTED',
            actor: null,
            target: auditParty(row),
            origin: meta,
          });
        });
      });
    },

    async resetPassword(token: string, password: string, meta: ClientMeta): Promise<{ token: string }> {
      const passwordHash = await hashPassword(password);
      const result = await transaction(db, async (tx) => {
        const claimed = await repo.consumePasswordResetToken(tx, hashToken(token));
        if (!claimed) return null;
        const current = await repo.lockUser(tx, claimed.userId);
        if (!current) return null;
        await writes.updateUser(tx, claimed.userId, {
          passwordHash,
          // The link reached this inbox, which proves the address as well as a code would.
          emailVerifiedAt: current.emailVerifiedAt ?? now(),
          // Whoever asked for a change of address may not have been the owner: it starts over.
          pendingEmail: null,
        });
        if (current.pendingEmail) await repo.expireVerificationCode(tx, claimed.userId);
        await repo.invalidatePasswordResetTokens(tx, claimed.userId);
        await writes.revokeSessionsOfUser(tx, claimed.userId);
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
      await throttles.clearLogin(result.email, meta.ip);
      return { token: result.token };
    },

    async logout(user: AuthUser): Promise<void> {
      await writes.revokeSession(db, user.sessionId);
    },

    /** For seeds and test factories: the same state a successful verification leaves. */
    async markEmailVerified(userId: string): Promise<void> {
      await writes.updateUser(db, userId, { emailVerifiedAt: now() });
    },

    /**
     * The paid plan, changed by billing inside the transaction of the payment or event. The account
     * gets the higher of it and a complimentary plan; the answer is the plan it has now.
     */
    setPlan: (tx: Executor, userId: string, paidPlan: PlanId): Promise<PlanId> =>
      writes.setPaidPlan(tx, userId, paidPlan),

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
    setRole: (tx: Executor, userId: string, role: Role) => writes.updateUser(tx, userId, { role }),
    /** An admin gives (or withdraws, with null) a complimentary plan; `paidPlan` comes from billing. */
    setComplimentaryPlan: (tx: Executor, userId: string, plan: PlanId | null, paidPlan: PlanId) =>
      writes.setComplimentaryPlan(tx, userId, plan, paidPlan),
    /** Suspending ends every session of the account at once; sign-in is refused until it is lifted. */
    async setSuspended(tx: Executor, userId: string, isSuspended: boolean): Promise<AccountRow> {
      const row = await writes.updateUser(tx, userId, { suspendedAt: isSuspended ? now() : null });
      if (isSuspended) await writes.revokeSessionsOfUser(tx, userId);
      return row;
    },

    /** Role and plan changes come from admins and payments; seeds and factories use these. */
    async setRoleAndPlan(userId: string, values: { role?: Role; plan?: PlanId }): Promise<void> {
      await writes.updateUser(db, userId, values);
    },
  };
}
