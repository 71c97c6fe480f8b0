import { type AppSettings, defaultAppSettings } from '@shelfwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';

export const appSettingsQueryKey = ['app-settings'] as const;

/** `GET /api/app-settings` (public): sign-ups open, the banner items, the site notice, support email. */
export const getAppSettings = (signal?: AbortSignal) =>
  apiFetch<AppSettings>('/api/app-settings', { signal, fallbackMessage: t('error.loadAppSettings') });

export const appSettingsQueryOptions = () =>
  queryOptions({
    queryKey: appSettingsQueryKey,
    queryFn: ({ signal }) => getAppSettings(signal),
    // The server's instances share changes within seconds; a page needs them no faster than this.
    staleTime: 30_000,
  });

/**
 * The app settings every page may read. Until they arrive (or if they cannot be read) the
 * defaults stand in: sign-ups open, the shipped banner, no notice.
 */
export function useAppSettings(): AppSettings & { isLoaded: boolean } {
  const query = useQuery(appSettingsQueryOptions());
  return { ...(query.data ?? defaultAppSettings), isLoaded: query.isSuccess };
}
