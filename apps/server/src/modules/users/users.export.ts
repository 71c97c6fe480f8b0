import type { Language, NotificationSettings, Timezone } from '@shelfwise/contract';
import type { Executor } from '../../db/executor.ts';
import type { AuthService, ProfileChanges } from '../auth/index.ts';

/**
 * A JSON export's settings restored into the account that imports it (decision 0015): language,
 * timezone and notification choices. Name, email and password stay the importing account's own.
 */
export function createUsersExport({ auth }: { auth: Pick<AuthService, 'updateProfile'> }) {
  return {
    async restoreSettings(
      tx: Executor,
      userId: string,
      settings: { language?: Language; timezone?: Timezone; notificationSettings?: NotificationSettings },
    ): Promise<void> {
      const changes: ProfileChanges = {};
      if (settings.language) changes.language = settings.language;
      if (settings.timezone) changes.timezone = settings.timezone;
      if (settings.notificationSettings) changes.notificationSettings = settings.notificationSettings;
      if (Object.keys(changes).length > 0) await auth.updateProfile(tx, userId, changes);
    },
  };
}

export type UsersExport = ReturnType<typeof createUsersExport>;
