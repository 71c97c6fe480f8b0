import type { AppSettings, User } from '@shelfwise/contract';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/executor.ts';
import type { AuditParty, AuditRecorder } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type * as repo from './auth.repository.ts';
import type { AccountWrites } from './sessions.ts';
import type { Throttles } from './throttles.ts';

/**
 * What the auth module's parts share (sessions, sign-up, verification, sign-in, password reset,
 * email change, accounts, admin operations, seed): the types other modules see, the constants, and
 * the context every part is built with. auth.service.ts puts the parts together.
 */

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const VERIFICATION_CODE_TTL_MINUTES = 15;
export const MAX_VERIFICATION_ATTEMPTS = 5;
export const RESET_TOKEN_TTL_MINUTES = 60;

export const ACCOUNT_EXISTS_MESSAGE = 'An account with this email already exists';

/**
 * The last active admin cannot stop being one (demoted, suspended or deleted, by anyone, themselves
 * included): someone must still be able to run the service.
 */
export const LAST_ADMIN_MESSAGE =
  'This is the last admin account. Make another account an admin first, so someone can still run the service.';

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

/** What each part of the module is built with: the deps, the throttles and the account writes. */
export interface AuthContext extends Omit<AuthServiceDeps, 'limiter' | 'listenUrl'> {
  now: () => Date;
  throttles: Throttles;
  /** Every write to accounts and sessions goes through these (the session cache forgets on commit). */
  writes: AccountWrites;
}

export type AccountRow = repo.UserRow;

/**
 * What an account's owner changes of their profile from Settings (or a restored export): never
 * the address, the password, the role, the plan or the suspension, which have operations of their
 * own (`changeEmail`, `resetPassword`, `setRole`, `setPlan`, `setComplimentaryPlan`, `setSuspended`).
 */
export type ProfileChanges = Partial<
  Pick<
    repo.NewUserRow,
    'name' | 'language' | 'timezone' | 'country' | 'paymentRegion' | 'intendedPlan' | 'notificationSettings'
  >
>;

/**
 * Runs inside the transaction that creates an account (e.g. friends: invitations waiting for the
 * address become requests to the new account). Throwing aborts the sign-up: nothing is created.
 */
export type AccountCreatedHook = (
  tx: Transaction,
  account: { id: string; name: string; email: string },
) => Promise<void>;

/** What `changeEmail` did: nothing, dropped a pending change, or mailed a code to the new address. */
export type EmailChange = 'none' | 'cancelled' | 'pending' | 'replaced';

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
    paymentRegion: row.paymentRegion,
    emailVerified: row.emailVerifiedAt !== null,
    booksCount,
    language: row.language as User['language'],
    timezone: row.timezone,
    notificationSettings: row.notificationSettings,
    createdAt: row.createdAt.toISOString(),
  };
}

export const sameAddress = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** How an account is named in the audit log. */
export const auditParty = (row: { id: string; email: string }): AuditParty => ({
  id: row.id,
  email: row.email,
});
