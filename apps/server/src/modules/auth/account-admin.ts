import type { PlanId, Role } from '@shelfwise/contract';
import type { Executor, Transaction } from '../../db/executor.ts';
import { transaction } from '../../db/transaction.ts';
import type { AccountRow, AuthContext } from './auth.context.ts';
import * as repo from './auth.repository.ts';
import { hashPassword } from './secrets.ts';
import type { SignUp } from './sign-up.ts';

/**
 * What only admins (after immich's UserAdminService and outline's commands such as
 * `userSuspender`) and seeds do to accounts: search and figures, role, complimentary plan,
 * suspension; an account put back as given, verified, with a role and plan.
 */
export function createAccountAdmin(ctx: AuthContext, parts: Pick<SignUp, 'createAccountRow'>) {
  const { db, now, writes } = ctx;
  const { createAccountRow } = parts;
  return {
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

    // ---- For seeds and test factories

    /** Role and plan changes come from admins and payments; seeds and factories use these. */
    async setRoleAndPlan(userId: string, values: { role?: Role; plan?: PlanId }): Promise<void> {
      await writes.updateUser(db, userId, values);
    },

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

    /** For seeds and test factories: the same state a successful verification leaves. */
    async markEmailVerified(userId: string): Promise<void> {
      await writes.updateUser(db, userId, { emailVerifiedAt: now() });
    },
  };
}
