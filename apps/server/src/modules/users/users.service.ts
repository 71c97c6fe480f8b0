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
import { AppError, badRequest, conflict, unauthorized } from '../../http/errors.ts';
import { deleteAccountMail } from '../../platform/mail/outbox.ts';
import type { AccountChanges, AccountRow, AuthService } from '../auth/index.ts';
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
    timezone: row.timezone,
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

/** Runs in the settings transaction when the timezone changes (reminders move their send time). */
export type TimezoneChangeHook = (tx: Transaction, user: { id: string; timezone: string }) => Promise<void>;

export function createUsersService(deps: { db: Database; config: Config; log: Logger; auth: AuthService }) {
  const { db, config, log, auth } = deps;
  const deletionHooks: AccountDeletionHook[] = [];
  const timezoneHooks: TimezoneChangeHook[] = [];

  async function removeUploadedFile(avatar: string | null): Promise<void> {
    const name = avatar?.startsWith(`${UPLOADS_PATH}/`) ? avatar.slice(UPLOADS_PATH.length + 1) : null;
    if (!name || !UPLOAD_NAME_PATTERN.test(name)) return;
    await rm(join(uploadsDir(config), name), { force: true }).catch((error: unknown) =>
      log.warn({ err: error, name }, 'could not delete an old avatar file'),
    );
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
          if (changes.timezone !== undefined && changes.timezone !== current.timezone) {
            for (const hook of timezoneHooks) await hook(tx, { id: user.id, timezone: changes.timezone });
          }
          // The new address must be proven like the first one: a code goes to it, not to the old one.
          if (isEmailChanged) await auth.sendVerificationCode(tx, updated);
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

    /**
     * Every row of the user goes in one transaction: tables of other modules reference users.id
     * with ON DELETE CASCADE, sessions included, so every token of the account stops working.
     */
    async deleteAccount(user: AuthUser): Promise<void> {
      const row = await currentRow(user);
      await db.transaction(async (tx) => {
        for (const hook of deletionHooks) await hook(tx, { id: row.id, email: row.email });
        await deleteAccountMail(tx, { id: row.id, email: row.email });
        await auth.deleteAccountRow(tx, row.id);
      });
      await removeUploadedFile(row.avatar);
    },

    async listUsers(page: number, limit: number) {
      const { rows, total } = await auth.listAccounts(page, limit);
      return {
        data: rows.map((r) => ({
          id: r.id,
          name: r.name,
          email: r.email,
          role: r.role,
          plan: r.plan,
          emailVerified: r.emailVerifiedAt !== null,
          createdAt: r.createdAt.toISOString(),
        })),
        pagination: { total, page, limit },
      };
    },
  };
}
