import type { AdminAppSettings } from '@shelfwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** `GET /api/admin/settings`: the settings and who saved them last. */
export const getSettings = (signal?: AbortSignal) =>
  apiFetch<AdminAppSettings>('/api/admin/settings', { signal, fallbackMessage: 'Failed to load settings' });

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.settings, queryFn: ({ signal }) => getSettings(signal) });

export const useAdminSettings = () => useQuery(settingsQueryOptions());
