import type { PlanId } from '@shelfwise/contract';
import type { Executor, Transaction } from '../../db/executor.ts';
import { isUuid } from '../../db/sql.ts';
import type { AuthUser } from '../../http/auth-guard.ts';
import { unauthorized } from '../../http/errors.ts';
import type { AccountRow, AuthContext, ProfileChanges } from './auth.context.ts';
import * as repo from './auth.repository.ts';

/**
 * The users table belongs to this module: the signed-in account, and what other modules read and
 * change of accounts (profile, avatar, the row lock every multi-table write takes first, the plan
 * billing sets).
 */
export function createAccounts(ctx: AuthContext) {
  const { db, writes } = ctx;
  return {
    /** The signed-in account (GET /auth/me; its `booksCount` is the books module's, added by the route). */
    async me(user: AuthUser): Promise<AccountRow> {
      const row = await repo.findUserById(db, user.id);
      if (!row) throw unauthorized();
      return row;
    },

    findAccount: (id: string, executor: Executor = db) => repo.findUserById(executor, id),
    findAccountByEmail: (email: string, executor: Executor = db) => repo.findUserByEmail(executor, email),
    /** Name and email of the accounts with these ids (ids not found are left out). */
    accountSummaries: (ids: string[], executor: Executor = db) =>
      repo.findUserSummaries(executor, [...new Set(ids)]),
    /** The owner's profile settings; only the fields of ProfileChanges, whatever else `changes` holds. */
    async updateProfile(tx: Executor, id: string, changes: ProfileChanges): Promise<AccountRow> {
      const { name, language, timezone, country, paymentRegion, intendedPlan, notificationSettings } =
        changes;
      const values: ProfileChanges = {
        name,
        language,
        timezone,
        country,
        paymentRegion,
        intendedPlan,
        notificationSettings,
      };
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
    /** How the account pays ('nigeria': Paystack in naira; 'international': Stripe in dollars), or null. */
    findPaymentRegion: async (id: string, executor: Executor = db) =>
      isUuid(id) ? ((await repo.findUserById(executor, id))?.paymentRegion ?? null) : null,
    /** Which account points at each of these avatar paths (path → account id). */
    avatarOwners: (paths: string[]) => repo.findAvatarOwners(db, paths),
    /**
     * The paid plan, changed by billing inside the transaction of the payment or event. The account
     * gets the higher of it and a complimentary plan; the answer is the plan it has now.
     */
    setPlan: (tx: Executor, userId: string, paidPlan: PlanId): Promise<PlanId> =>
      writes.setPaidPlan(tx, userId, paidPlan),
  };
}
