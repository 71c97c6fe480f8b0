import { type AppSettings, defaultAppSettings } from '@shelfwise/contract';
import type { TestApp } from '../harness.ts';
import type { CreatedUser } from './users.ts';

/** App settings saved through the settings service (audited as `admin`'s change), defaults for the rest. */
export async function saveAppSettings(
  t: TestApp,
  admin: CreatedUser,
  values: Partial<AppSettings> = {},
): Promise<void> {
  await t.services.appSettings.save(
    { ...defaultAppSettings, ...values },
    { id: admin.user.id, email: admin.user.email },
  );
}
