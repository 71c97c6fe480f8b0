import { type AppSettings, defaultAppSettings } from '@shelfwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAppSettings } from './app-settings-request.ts';

export const appSettingsQueryKey = ['app-settings'] as const;

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
