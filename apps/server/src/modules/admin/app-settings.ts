import { type AdminAppSettings, type AppSettings, defaultAppSettings } from '@shelfwise/contract';
import type { Database } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import type { AuditParty, AuditRecorder } from '../../platform/audit.ts';
import type { ClientMeta } from '../../platform/client-meta.ts';
import type { Clock } from '../../platform/clock.ts';
import * as repo from './app-settings.repository.ts';

/**
 * How long an instance may answer from its copy: a change made on another instance shows within
 * this time. The instance that saves forgets its copy at once.
 */
export const APP_SETTINGS_CACHE_MS = 5000;

function toSettings(row: repo.AppSettingsRow | undefined): AppSettings {
  if (!row) return defaultAppSettings;
  return {
    signupsOpen: row.signupsOpen,
    bannerItems: row.bannerItems,
    siteNotice: row.siteNotice,
    supportEmail: row.supportEmail,
  };
}

export type AppSettingsService = ReturnType<typeof createAppSettings>;

/**
 * The app's settings, kept in PostgreSQL so every instance reads the same ones: sign-ups open or
 * closed, the free plan's sponsored banner items, a site-wide notice and the support address.
 * Until an admin first saves, the defaults apply (the banner the app shipped with).
 */
export function createAppSettings({
  db,
  clock,
  audit,
}: {
  db: Database;
  clock: Clock;
  audit: AuditRecorder;
}) {
  let cached: { value: AppSettings; at: number } | null = null;
  let loading: Promise<AppSettings> | null = null;

  async function load(): Promise<AppSettings> {
    const value = toSettings(await repo.findAppSettings(db));
    cached = { value, at: clock.now().getTime() };
    return value;
  }

  /** What the admin page shows: the stored settings (uncached) and who saved them last. */
  async function forAdmin(): Promise<AdminAppSettings> {
    const row = await repo.findAppSettings(db);
    return {
      ...toSettings(row),
      updatedAt: row?.updatedAt.toISOString() ?? null,
      updatedBy:
        row?.updatedById && row.updatedByEmail ? { id: row.updatedById, email: row.updatedByEmail } : null,
    };
  }

  return {
    forAdmin,

    /** The settings as every request sees them (briefly cached per instance). */
    async current(): Promise<AppSettings> {
      if (cached && clock.now().getTime() - cached.at < APP_SETTINGS_CACHE_MS) return cached.value;
      // Requests arriving together share one read.
      loading ??= load().finally(() => {
        loading = null;
      });
      return loading;
    },

    /** Saves all settings at once, with the audit entry (before and after) in the same transaction. */
    async save(values: AppSettings, actor: AuditParty, origin?: ClientMeta): Promise<AdminAppSettings> {
      await transaction(db, async (tx) => {
        const before = toSettings(await repo.lockAppSettings(tx));
        await repo.saveAppSettings(tx, {
          ...values,
          updatedAt: clock.now(),
          updatedById: actor.id,
          updatedByEmail: actor.email,
        });
        const changed = (Object.keys(values) as Array<keyof AppSettings>).filter(
          (key) => JSON.stringify(before[key]) !== JSON.stringify(values[key]),
        );
        await audit.record(tx, {
          action: 'SETTINGS_CHANGED',
          actor,
          target: null,
          origin,
          before: Object.fromEntries(changed.map((key) => [key, before[key]])),
          after: Object.fromEntries(changed.map((key) => [key, values[key]])),
          details: { changed },
        });
      });
      cached = null;
      return forAdmin();
    },
  };
}
