import type {
  AdminOverview,
  AdminUser,
  AdminUserDetail,
  AdminUserList,
  AdminUserListQuery,
  AdminUserUpdateBody,
  AppSettings,
  PlanId,
} from '@shelfwise/contract';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/executor.ts';
import { isUuid } from '../../db/sql.ts';
import { transaction } from '../../db/transaction.ts';
import type { AuthUser } from '../../http/auth-guard.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import type { JobRuns } from '../../jobs/index.ts';
import type { AuditParty } from '../../platform/audit.ts';
import type { ClientMeta } from '../../platform/client-meta.ts';
import type { Clock } from '../../platform/clock.ts';
import { outboxStats } from '../../platform/mail/outbox.ts';
import type { ActivityService } from '../activity/index.ts';
import { type AccountRow, type AuthService, auditParty, LAST_ADMIN_MESSAGE } from '../auth/index.ts';
import type { BillingService } from '../billing/index.ts';
import type { BooksService } from '../books/index.ts';
import type { LoansService } from '../loans/index.ts';
import type { UsersService } from '../users/index.ts';
import type { AppSettingsService } from './app-settings.ts';
import type { AuditLog } from './audit-log.ts';

const SIGNUP_DAYS = 30;
const RECENT_ENTRIES = 10;

export const SELF_DEMOTION_MESSAGE = 'You cannot remove your own admin role. Ask another admin to do it.';
export const SELF_SUSPENSION_MESSAGE = 'You cannot suspend your own account.';
export const SELF_DELETION_MESSAGE =
  'You cannot delete your own account from the admin area. Use Settings, Danger Zone.';

export interface AdminServiceDeps {
  db: Database;
  clock: Clock;
  auth: Pick<
    AuthService,
    | 'searchAccounts'
    | 'findAccount'
    | 'lastSignInOf'
    | 'accountStats'
    | 'lockAccount'
    | 'lockActiveAdmins'
    | 'setRole'
    | 'setComplimentaryPlan'
    | 'setSuspended'
    | 'sendCodeToVerify'
    | 'mailResetLink'
    | 'findAccountByEmail'
  >;
  users: Pick<UsersService, 'deleteAccountAsAdmin'>;
  billing: Pick<BillingService, 'status' | 'paidPlanOf' | 'revenueSummary'>;
  books: Pick<BooksService, 'countsOf'>;
  loans: Pick<LoansService, 'activeCountsOf' | 'openTotals'>;
  activity: Pick<ActivityService, 'list' | 'record'>;
  audit: AuditLog;
  appSettings: AppSettingsService;
  jobRuns: Pick<JobRuns, 'lastSuccesses'>;
}

type AccountWithSignIn = AccountRow & { lastSignInAt: Date | null };

function toAdminUser(row: AccountWithSignIn, booksCount: number, activeLoansCount: number): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    plan: row.plan,
    complimentaryPlan: row.complimentaryPlan,
    emailVerified: row.emailVerifiedAt !== null,
    suspended: row.suspendedAt !== null,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    booksCount,
    activeLoansCount,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

const isActiveAdmin = (row: AccountRow) =>
  row.role === 'admin' && row.emailVerifiedAt !== null && row.suspendedAt === null;

export type AdminService = ReturnType<typeof createAdminService>;

/**
 * The admin area's use cases. The accounts, subscriptions, books and loans belong to their own
 * modules: this service asks them. Every change is audited in its own transaction.
 */
export function createAdminService(deps: AdminServiceDeps) {
  const { db, clock, auth, users, billing, books, loans, activity, audit, appSettings, jobRuns } = deps;

  async function accountOrNotFound(id: string): Promise<AccountRow> {
    const row = isUuid(id) ? await auth.findAccount(id) : undefined;
    if (!row) throw notFound('User');
    return row;
  }

  /**
   * Inside a change's transaction: the acting admin must still be one (another admin may have
   * just demoted them), and the active admins stay locked until it commits.
   */
  async function lockAdminsFor(tx: Transaction, actor: AuthUser): Promise<string[]> {
    const admins = await auth.lockActiveAdmins(tx);
    if (!admins.includes(actor.id)) throw forbidden('This area is for administrators only');
    return admins;
  }

  async function getUser(id: string): Promise<AdminUserDetail> {
    const row = await accountOrNotFound(id);
    const [bookCounts, loanCounts, lastSignInAt, paidPlan, subscription, recentActivity, recentAuditEvents] =
      await Promise.all([
        books.countsOf([row.id]),
        loans.activeCountsOf([row.id]),
        auth.lastSignInOf(row.id),
        billing.paidPlanOf(db, row.id),
        billing.status(row),
        activity
          .list({ id: row.id, timezone: row.timezone }, { limit: RECENT_ENTRIES })
          .then((page) => page.data),
        audit.about(row.id, RECENT_ENTRIES),
      ]);
    return {
      ...toAdminUser({ ...row, lastSignInAt }, bookCounts.get(row.id) ?? 0, loanCounts.get(row.id) ?? 0),
      paidPlan,
      subscription,
      recentActivity,
      recentAuditEvents,
    };
  }

  return {
    async overview(): Promise<AdminOverview> {
      const [accounts, openLoans, subscriptions, mail, jobs] = await Promise.all([
        auth.accountStats(SIGNUP_DAYS),
        loans.openTotals(),
        billing.revenueSummary(),
        outboxStats(db, clock.now()),
        jobRuns.lastSuccesses(),
      ]);
      const { counts } = accounts;
      return {
        users: {
          total: counts.total,
          byPlan: { free: counts.free, basic: counts.basic, premium: counts.premium },
          complimentary: counts.complimentary,
          verified: counts.verified,
          unverified: counts.unverified,
          suspended: counts.suspended,
          admins: counts.admins,
        },
        signupsPerDay: accounts.signupsPerDay,
        loans: openLoans,
        subscriptions,
        mail,
        jobs: jobs.map((j) => ({ name: j.name, lastSuccessAt: j.lastSuccessAt.toISOString() })),
      };
    },

    async listUsers(query: AdminUserListQuery) {
      const { search, plan, role, status, page, limit } = query;
      const { rows, total } = await auth.searchAccounts({ search, plan, role, status }, page, limit);
      const ids = rows.map((r) => r.id);
      const [bookCounts, loanCounts] = await Promise.all([books.countsOf(ids), loans.activeCountsOf(ids)]);
      const result: AdminUserList = {
        data: rows.map((r) => toAdminUser(r, bookCounts.get(r.id) ?? 0, loanCounts.get(r.id) ?? 0)),
        pagination: { total, page, limit },
      };
      return result;
    },

    getUser,

    /**
     * Role, complimentary plan and suspension, each change audited with before and after. An admin
     * cannot demote or suspend themselves, and the last admin stays one.
     */
    async updateUser(
      actor: AuthUser,
      id: string,
      body: AdminUserUpdateBody,
      origin?: ClientMeta,
    ): Promise<AdminUserDetail> {
      await accountOrNotFound(id);
      const by = auditParty(actor);
      await transaction(db, async (tx) => {
        // Lock order: the active admins (id order), then the account.
        const admins = await lockAdminsFor(tx, actor);
        const row = await auth.lockAccount(tx, id);
        if (!row) throw notFound('User');
        const target = auditParty(row);
        const losesAdmin = body.role === 'user' || body.suspended === true;
        if (losesAdmin && isActiveAdmin(row) && admins.length <= 1) throw conflict(LAST_ADMIN_MESSAGE);
        if (row.id === actor.id && body.role === 'user') throw conflict(SELF_DEMOTION_MESSAGE);
        if (row.id === actor.id && body.suspended === true) throw conflict(SELF_SUSPENSION_MESSAGE);

        if (body.role !== undefined && body.role !== row.role) {
          await auth.setRole(tx, row.id, body.role);
          await audit.record(tx, {
            action: 'ROLE_CHANGED',
            actor: by,
            target,
            origin,
            before: { role: row.role },
            after: { role: body.role },
          });
        }

        const complimentary: PlanId | null =
          body.plan === undefined || body.plan === 'free' ? null : body.plan;
        if (body.plan !== undefined && complimentary !== row.complimentaryPlan) {
          const paidPlan = await billing.paidPlanOf(tx, row.id);
          const updated = await auth.setComplimentaryPlan(tx, row.id, complimentary, paidPlan);
          await audit.record(tx, {
            action: 'COMPLIMENTARY_PLAN_CHANGED',
            actor: by,
            target,
            origin,
            before: { plan: row.plan, complimentaryPlan: row.complimentaryPlan },
            after: { plan: updated.plan, complimentaryPlan: updated.complimentaryPlan },
            details: { paidPlan },
          });
          if (updated.plan !== row.plan) {
            await activity.record(tx, row.id, 'PLAN_CHANGED', {
              plan: updated.plan,
              previousPlan: row.plan,
              provider: 'complimentary',
            });
          }
        }

        const isSuspended = row.suspendedAt !== null;
        if (body.suspended !== undefined && body.suspended !== isSuspended) {
          await auth.setSuspended(tx, row.id, body.suspended);
          await audit.record(tx, {
            action: body.suspended ? 'USER_SUSPENDED' : 'USER_UNSUSPENDED',
            actor: by,
            target,
            origin,
            before: { suspended: isSuspended },
            after: { suspended: body.suspended },
            details: body.suspended ? { sessionsRevoked: true } : {},
          });
        }
      });
      return getUser(id);
    },

    async resendVerification(actor: AuthUser, id: string, origin?: ClientMeta): Promise<string> {
      const row = await accountOrNotFound(id);
      if (row.emailVerifiedAt) throw badRequest('This email address is already verified.');
      await transaction(db, async (tx) => {
        await auth.sendCodeToVerify(tx, row);
        await audit.record(tx, {
          action: 'VERIFICATION_RESENT',
          actor: auditParty(actor),
          target: auditParty(row),
          origin,
        });
      });
      return `A new verification code was sent to ${row.email}.`;
    },

    /** Mails the user a reset link; admins never see or set passwords. */
    async sendPasswordReset(actor: AuthUser, id: string, origin?: ClientMeta): Promise<string> {
      const row = await accountOrNotFound(id);
      await transaction(db, async (tx) => {
        await auth.mailResetLink(tx, row);
        await audit.record(tx, {
          action: 'PASSWORD_RESET_SENT',
          actor: auditParty(actor),
          target: auditParty(row),
          origin,
        });
      });
      return `A password reset link was sent to ${row.email}.`;
    },

    /** The user's own full deletion (subscription cancelled first), done by an admin. */
    async deleteUser(actor: AuthUser, id: string, origin?: ClientMeta): Promise<void> {
      const row = await accountOrNotFound(id);
      if (row.id === actor.id) throw conflict(SELF_DELETION_MESSAGE);
      await users.deleteAccountAsAdmin(row.id, auditParty(actor), origin, async (tx) => {
        const admins = await lockAdminsFor(tx, actor);
        if (admins.includes(row.id) && admins.length <= 1) throw conflict(LAST_ADMIN_MESSAGE);
      });
    },

    settings: () => appSettings.forAdmin(),

    saveSettings: (actor: AuthUser, values: AppSettings, origin?: ClientMeta) =>
      appSettings.save(values, auditParty(actor), origin),

    /**
     * `npm run admin:create`: makes an existing account an admin (audited, no actor: the command
     * line). Answers what happened, for the command to print.
     */
    async promoteByEmail(
      email: string,
    ): Promise<{ outcome: 'promoted' | 'already-admin' | 'not-found'; isVerified: boolean }> {
      const found = await auth.findAccountByEmail(email);
      if (!found) return { outcome: 'not-found', isVerified: false };
      const isVerified = found.emailVerifiedAt !== null;
      if (found.role === 'admin') return { outcome: 'already-admin', isVerified };
      await transaction(db, async (tx) => {
        await auth.lockActiveAdmins(tx);
        const row = await auth.lockAccount(tx, found.id);
        if (!row || row.role === 'admin') return;
        await auth.setRole(tx, row.id, 'admin');
        const party: AuditParty = auditParty(row);
        await audit.record(tx, {
          action: 'ROLE_CHANGED',
          actor: null,
          target: party,
          before: { role: row.role },
          after: { role: 'admin' },
          details: { via: 'command line' },
        });
      });
      return { outcome: 'promoted', isVerified };
    },
  };
}
