import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defaultNotificationSettings, type Settings, type UpdateSettingsBody } from '@shelfwise/contract';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/executor.ts';
import { isUniqueViolation } from '../../db/pg-error.ts';
import type { AuthUser } from '../../http/auth-guard.ts';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../http/errors.ts';
import type { AuditParty, AuditRecorder, RequestOrigin } from '../../platform/audit.ts';
import { deleteQueuedMailTo } from '../../platform/mail/outbox.ts';
import { type AccountChanges, type AccountRow, type AuthService, auditParty } from '../auth/index.ts';
import { detectImageType } from './image-type.ts';

/** Public path prefix of uploaded files; the stored avatar value is `${UPLOADS_PATH}/<name>`. */
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
    timezone: row.timezone as Settings['timezone'],
    notificationSettings: { ...defaultNotificationSettings, ...row.notificationSettings },
    emailVerified: row.emailVerifiedAt !== null,
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

/**
 * Runs inside the account-deletion transaction, before the user row goes (e.g. billing cancels the
 * subscription). Throwing aborts the deletion: nothing is removed.
 */
export type AccountDeletionHook = (tx: Transaction, user: { id: string; email: string }) => Promise<void>;

export function createUsersService(deps: {
  db: Database;
  config: Config;
  log: Logger;
  auth: AuthService;
  /** Email changes and account deletions go to the audit log. */
  audit: AuditRecorder;
}) {
  const { db, config, log, auth, audit } = deps;
  const deletionHooks: AccountDeletionHook[] = [];

  async function removeUploadedFile(avatar: string | null): Promise<void> {
    const name = avatar?.startsWith(`${UPLOADS_PATH}/`) ? avatar.slice(UPLOADS_PATH.length + 1) : null;
    if (!name || !UPLOAD_NAME_PATTERN.test(name)) return;
    await rm(join(uploadsDir(config), name), { force: true }).catch((error: unknown) =>
      log.warn({ err: error, name }, 'could not delete an old avatar file'),
    );
  }

  /**
   * Every row of the user goes in one transaction: tables of other modules reference users.id
   * with ON DELETE CASCADE, sessions included, so every token of the account stops working. The
   * audit entry is written in it too (the audit log keeps no reference to the row).
   */
  async function removeAccount(
    row: AccountRow,
    actor: AuditParty,
    origin?: RequestOrigin,
    guard?: (tx: Transaction) => Promise<void>,
  ) {
    await db.transaction(async (tx) => {
      if (guard) await guard(tx);
      for (const hook of deletionHooks) await hook(tx, { id: row.id, email: row.email });
      await deleteQueuedMailTo(tx, row.email);
      await auth.deleteAccountRow(tx, row.id);
      await audit.record(tx, {
        action: 'ACCOUNT_DELETED',
        actor,
        target: auditParty(row),
        origin,
        before: { name: row.name, email: row.email, role: row.role, plan: row.plan },
        after: null,
      });
    });
    await removeUploadedFile(row.avatar);
  }

  async function currentRow(user: AuthUser): Promise<AccountRow> {
    const row = await auth.findAccount(user.id);
    if (!row) throw unauthorized();
    return row;
  }

  return {
    /** For other modules (billing): `app.accounts.users.onAccountDeletion(async (tx, user) => ...)`. */
    onAccountDeletion(hook: AccountDeletionHook): void {
      deletionHooks.push(hook);
    },

    async getSettings(user: AuthUser): Promise<Settings> {
      return toSettings(await currentRow(user));
    },

    async updateSettings(
      user: AuthUser,
      body: UpdateSettingsBody,
      origin?: RequestOrigin,
    ): Promise<{ settings: Settings; message: string }> {
      let removedAvatar: string | null = null;
      let isEmailChanged = false;
      try {
        const row = await db.transaction(async (tx) => {
          const current = await auth.findAccount(user.id, tx);
          if (!current) throw unauthorized();
          const changes: AccountChanges = {};
          if (body.name !== undefined) changes.name = body.name;
          if (body.language !== undefined) changes.language = body.language;
          if (body.timezone !== undefined) changes.timezone = body.timezone;
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
            changes.avatar = null;
            removedAvatar = current.avatar;
          }
          if (body.email !== undefined && body.email.toLowerCase() !== current.email.toLowerCase()) {
            changes.email = body.email;
            changes.emailVerifiedAt = null;
            isEmailChanged = true;
          }
          if (Object.keys(changes).length === 0) return current;
          const updated = await auth.updateAccount(tx, user.id, changes);
          // The new address must be proven like the first one: a code goes to it, not to the old one.
          if (isEmailChanged) {
            await auth.sendVerificationCode(tx, updated);
            await audit.record(tx, {
              action: 'EMAIL_CHANGED',
              actor: auditParty(current),
              target: auditParty(updated),
              origin,
              before: { email: current.email },
              after: { email: updated.email },
            });
          }
          return updated;
        });
        if (removedAvatar) await removeUploadedFile(removedAvatar);
        return {
          settings: toSettings(row),
          message: isEmailChanged
            ? 'Settings saved. We sent a verification code to your new email address.'
            : 'Settings saved',
        };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('An account with this email already exists');
        throw error;
      }
    },

    /** Stores the image under a generated name and points the user's avatar at it. */
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
      const dir = uploadsDir(config);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), bytes, { flag: 'wx' });
      const path = `${UPLOADS_PATH}/${name}`;
      const previous = (await currentRow(user)).avatar;
      try {
        await auth.updateAccount(db, user.id, { avatar: path });
      } catch (error) {
        await rm(join(dir, name), { force: true });
        throw error;
      }
      if (previous && previous !== path) await removeUploadedFile(previous);
      return path;
    },

    /** The user's own deletion (Settings, Danger Zone): see `removeAccount`. */
    async deleteAccount(user: AuthUser, origin?: RequestOrigin): Promise<void> {
      const row = await currentRow(user);
      await removeAccount(row, auditParty(row), origin);
    },

    /**
     * The same full deletion for an admin acting on someone else's account (the admin is the
     * actor in the audit log). Unknown ids are not found. `guard` runs first inside the deletion's
     * transaction and may refuse it by throwing.
     */
    async deleteAccountAsAdmin(
      userId: string,
      actor: AuditParty,
      origin?: RequestOrigin,
      guard?: (tx: Transaction) => Promise<void>,
    ): Promise<void> {
      const row = await auth.findAccount(userId);
      if (!row) throw notFound('User');
      await removeAccount(row, actor, origin, guard);
    },
  };
}
