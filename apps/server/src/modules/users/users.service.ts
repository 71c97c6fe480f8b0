import { randomBytes } from 'node:crypto';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  COUNTRY_MESSAGE,
  defaultNotificationSettings,
  type Settings,
  type UpdateSettingsBody,
} from '@shelfwise/contract';
import { isPhoneCountry } from '@shelfwise/contract/phones';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/executor.ts';
import { isUniqueViolation } from '../../db/pg-error.ts';
import { transaction } from '../../db/transaction.ts';
import type { AuthUser } from '../../http/auth-guard.ts';
import type { ClientMeta } from '../../http/client-meta.ts';
import { AppError, badRequest, conflict, invalidField, notFound, unauthorized } from '../../http/errors.ts';
import type { AuditParty, AuditRecorder } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { deleteAccountMail } from '../../platform/mail/outbox.ts';
import {
  type AccountRow,
  type AuthService,
  auditParty,
  type EmailChange,
  LAST_ADMIN_MESSAGE,
  type ProfileChanges,
} from '../auth/index.ts';
import * as avatarRows from './avatars.repository.ts';
import { detectImageType } from './image-type.ts';

/**
 * Public path prefix of uploaded avatars; the account's avatar value is `${UPLOADS_PATH}/<name>`.
 * The images live in the `avatars` table (decision 0027); `uploadsDir` is where releases before it
 * kept them as files, imported into the table at start-up (`importDiskAvatars`).
 */
export const UPLOADS_PATH = '/api/uploads';
export const UPLOAD_NAME_PATTERN = /^[0-9a-f]{32}\.(jpg|png|gif|webp)$/;

export function uploadsDir(config: Config): string {
  return join(config.DATA_DIR, 'uploads');
}

function toSettings(row: AccountRow): Settings {
  return {
    name: row.name,
    email: row.email,
    avatar: row.avatar,
    language: row.language as Settings['language'],
    timezone: row.timezone,
    country: row.country,
    paymentRegion: row.paymentRegion,
    notificationSettings: { ...defaultNotificationSettings, ...row.notificationSettings },
    emailVerified: row.emailVerifiedAt !== null,
    pendingEmail: row.pendingEmail,
  };
}

function savedMessage(change: EmailChange, row: AccountRow): string {
  switch (change) {
    case 'pending':
      return `Settings saved. We sent a code to ${row.pendingEmail}: your email stays ${row.email} until you enter it.`;
    case 'replaced':
      return 'Settings saved. We sent a verification code to your new email address.';
    case 'cancelled':
      return `Settings saved. The change of email address was cancelled: it stays ${row.email}.`;
    default:
      return 'Settings saved';
  }
}

export type UsersService = ReturnType<typeof createUsersService>;

/**
 * Account deletion as other modules see it (billing cancels the subscription at its provider). The
 * hook runs before the deletion's transaction opens, so a call to a provider never holds one open;
 * throwing stops the deletion. It may return a check that runs inside the transaction, under the
 * account's row lock, before any row goes (that nothing came in meanwhile); throwing there stops
 * the deletion too, and nothing is removed.
 */
export type AccountDeletionHook = (user: { id: string }) => Promise<AccountDeletionCheck | undefined>;
export type AccountDeletionCheck = (tx: Transaction, user: { id: string; email: string }) => Promise<void>;

/** Runs in the settings transaction when the timezone changes (reminders move their send time). */
export type TimezoneChangeHook = (tx: Transaction, user: { id: string; timezone: string }) => Promise<void>;

/** Files younger than this are never swept: their account row may not be committed yet. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

export function createUsersService(deps: {
  db: Database;
  config: Config;
  log: Logger;
  clock: Clock;
  auth: AuthService;
  /** Email changes and account deletions go to the audit log. */
  audit: AuditRecorder;
}) {
  const { db, config, log, clock, auth, audit } = deps;
  const deletionHooks: AccountDeletionHook[] = [];
  const timezoneHooks: TimezoneChangeHook[] = [];

  /**
   * Every row of the account goes in one transaction: tables of other modules reference users.id
   * with ON DELETE CASCADE, sessions and avatar images included, so every token of the account
   * stops working. The audit entry is written in it too (the audit log keeps no reference to the
   * row). False when there is no such account.
   */
  async function removeAccount(
    userId: string,
    actor: AuditParty | 'self',
    origin?: ClientMeta,
    guard?: (tx: Transaction) => Promise<void>,
  ): Promise<boolean> {
    // A refusal (the guard) comes before anything is done outside; the guard holds again inside.
    if (guard) await transaction(db, guard);
    const checks: AccountDeletionCheck[] = [];
    for (const hook of deletionHooks) {
      const check = await hook({ id: userId });
      if (check) checks.push(check);
    }
    const row = await transaction(db, async (tx) => {
      if (guard) await guard(tx);
      const row = await auth.lockAccount(tx, userId);
      if (!row) return null;
      for (const check of checks) await check(tx, { id: row.id, email: row.email });
      await deleteAccountMail(tx, { id: row.id, email: row.email });
      await auth.deleteAccountRow(tx, row.id);
      await audit.record(tx, {
        action: 'ACCOUNT_DELETED',
        actor: actor === 'self' ? auditParty(row) : actor,
        target: auditParty(row),
        origin,
        before: { name: row.name, email: row.email, role: row.role, plan: row.plan },
        after: null,
      });
      return row;
    });
    return row !== null;
  }

  async function currentRow(user: AuthUser): Promise<AccountRow> {
    const row = await auth.findAccount(user.id);
    if (!row) throw unauthorized();
    return row;
  }

  return {
    /** For other modules (billing): `users.onAccountDeletion(async (user) => ...)`, wired in the root. */
    onAccountDeletion(hook: AccountDeletionHook): void {
      deletionHooks.push(hook);
    },

    /** For other modules: `users.onTimezoneChange(async (tx, user) => ...)`, wired in the root. */
    onTimezoneChange(hook: TimezoneChangeHook): void {
      timezoneHooks.push(hook);
    },

    async getSettings(user: AuthUser): Promise<Settings> {
      return toSettings(await currentRow(user));
    },

    async updateSettings(
      user: AuthUser,
      body: UpdateSettingsBody,
      meta: ClientMeta,
    ): Promise<{ settings: Settings; message: string }> {
      let change: EmailChange = 'none';
      try {
        const row = await transaction(db, async (tx) => {
          // Locked, so an avatar upload or another save cannot slip in between the read and the write.
          const current = await auth.lockAccount(tx, user.id);
          if (!current) throw unauthorized();
          const changes: ProfileChanges = {};
          let avatarRemoved = false;
          if (body.name !== undefined) changes.name = body.name;
          if (body.language !== undefined) changes.language = body.language;
          if (body.timezone !== undefined) changes.timezone = body.timezone;
          if (body.country !== undefined) {
            if (body.country !== null && !isPhoneCountry(body.country)) {
              throw invalidField('country', COUNTRY_MESSAGE);
            }
            changes.country = body.country;
          }
          if (body.paymentRegion !== undefined) changes.paymentRegion = body.paymentRegion;
          if (body.dismissPlanChoice) changes.intendedPlan = 'free';
          if (body.notificationSettings !== undefined) {
            changes.notificationSettings = {
              ...defaultNotificationSettings,
              ...current.notificationSettings,
              ...body.notificationSettings,
            };
          }
          if (body.avatar !== undefined && body.avatar !== current.avatar) {
            if (body.avatar !== null) {
              throw badRequest(
                'Upload a new avatar with POST /api/users/upload-avatar; here it can only be removed',
              );
            }
            avatarRemoved = true;
          }
          let row = current;
          if (body.email !== undefined) {
            ({ row, change } = await auth.changeEmail(tx, current, body.email, meta));
          }
          if (avatarRemoved) {
            row = await auth.setAvatar(tx, user.id, null);
            await avatarRows.deleteAvatarsOf(tx, user.id, null);
          }
          if (Object.keys(changes).length === 0) return row;
          const updated = await auth.updateProfile(tx, user.id, changes);
          if (changes.timezone !== undefined && changes.timezone !== current.timezone) {
            for (const hook of timezoneHooks) await hook(tx, { id: user.id, timezone: changes.timezone });
          }
          return updated;
        });
        return { settings: toSettings(row), message: savedMessage(change, row) };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('An account with this email already exists');
        throw error;
      }
    },

    /** Drops a pending email change: the account keeps its address and the mailed code stops working. */
    async cancelEmailChange(
      user: AuthUser,
      meta: ClientMeta,
    ): Promise<{ settings: Settings; message: string }> {
      const { row, change } = await transaction(db, async (tx) => {
        const current = await auth.lockAccount(tx, user.id);
        if (!current) throw unauthorized();
        return auth.changeEmail(tx, current, current.email, meta);
      });
      return {
        settings: toSettings(row),
        message: change === 'cancelled' ? savedMessage(change, row) : 'No change of email address is pending',
      };
    },

    /**
     * Stores the image under a generated name and points the user's avatar at it, in one
     * transaction under the account's row lock: parallel uploads (or a deletion) take turns, and
     * each removes the image it replaced, so an account keeps exactly one.
     */
    async uploadAvatar(user: AuthUser, bytes: Buffer): Promise<string> {
      if (bytes.length === 0) throw badRequest('The uploaded file is empty');
      const type = detectImageType(bytes);
      if (!type) {
        throw new AppError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'The avatar must be a JPEG, PNG, GIF or WebP image',
        );
      }
      const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
      const path = `${UPLOADS_PATH}/${name}`;
      await transaction(db, async (tx) => {
        if (!(await auth.lockAccount(tx, user.id))) throw unauthorized();
        await avatarRows.insertAvatar(tx, {
          name,
          userId: user.id,
          contentType: type.mime,
          bytes,
          createdAt: clock.now(),
        });
        await auth.setAvatar(tx, user.id, path);
        await avatarRows.deleteAvatarsOf(tx, user.id, name);
      });
      return path;
    },

    /** An uploaded avatar by its file name, or undefined (unknown, or replaced since). */
    findAvatar: (name: string) => avatarRows.findAvatar(db, name),

    /**
     * The user's own deletion (Settings, Danger Zone): see `removeAccount`. The last active admin
     * is refused (409), as the admin area refuses to demote, suspend or delete them: the active
     * admins are locked first, in the same order as there, so two admins leaving at once take turns.
     */
    async deleteAccount(user: AuthUser, origin?: ClientMeta): Promise<void> {
      const keepAnAdmin = async (tx: Transaction) => {
        // Only an admin's deletion needs the admins' locks; a reader's takes none of them.
        if ((await auth.findAccount(user.id, tx))?.role !== 'admin') return;
        const admins = await auth.lockActiveAdmins(tx);
        if (admins.includes(user.id) && admins.length <= 1) throw conflict(LAST_ADMIN_MESSAGE);
      };
      if (!(await removeAccount(user.id, 'self', origin, keepAnAdmin))) throw unauthorized();
    },

    /**
     * The same full deletion for an admin acting on someone else's account (the admin is the
     * actor in the audit log). Unknown ids are not found. `guard` runs first inside the deletion's
     * transaction and may refuse it by throwing.
     */
    async deleteAccountAsAdmin(
      userId: string,
      actor: AuditParty,
      origin?: ClientMeta,
      guard?: (tx: Transaction) => Promise<void>,
    ): Promise<void> {
      if (!(await removeAccount(userId, actor, origin, guard))) throw notFound('User');
    },

    /**
     * Avatars that releases before decision 0027 kept as files in `DATA_DIR/uploads`: each one an
     * account still points at is copied into the table (under the account's row lock, only if it
     * still points at it), then its file is removed; a file no account points at is removed once
     * older than `minAgeMs`. Runs at start-up and with the housekeeping job; a second run finds
     * nothing to do. Returns the names imported and removed.
     */
    async importDiskAvatars(
      minAgeMs = ORPHAN_MIN_AGE_MS,
    ): Promise<{ imported: string[]; removed: string[] }> {
      const dir = uploadsDir(config);
      const names = (await readdir(dir).catch(() => [] as string[])).filter((n) =>
        UPLOAD_NAME_PATTERN.test(n),
      );
      const imported: string[] = [];
      const removed: string[] = [];
      if (names.length === 0) return { imported, removed };
      const owners = await auth.avatarOwners(names.map((n) => `${UPLOADS_PATH}/${n}`));
      const cutoff = clock.now().getTime() - minAgeMs;
      for (const name of names) {
        const file = join(dir, name);
        const owner = owners.get(`${UPLOADS_PATH}/${name}`);
        if (owner) {
          const bytes = await readFile(file).catch(() => null);
          const type = bytes && detectImageType(bytes);
          if (!bytes || !type) continue;
          await transaction(db, async (tx) => {
            const row = await auth.lockAccount(tx, owner);
            if (row?.avatar !== `${UPLOADS_PATH}/${name}`) return;
            await avatarRows.insertAvatar(tx, {
              name,
              userId: owner,
              contentType: type.mime,
              bytes,
              createdAt: clock.now(),
            });
          });
          await rm(file, { force: true });
          imported.push(name);
          continue;
        }
        const info = await stat(file).catch(() => null);
        if (info && info.mtimeMs <= cutoff) {
          await rm(file, { force: true });
          removed.push(name);
        }
      }
      if (imported.length + removed.length > 0) {
        log.info(
          { imported: imported.length, removed: removed.length },
          'avatar files: copied into the database, or removed when no account uses them',
        );
      }
      return { imported, removed };
    },
  };
}
