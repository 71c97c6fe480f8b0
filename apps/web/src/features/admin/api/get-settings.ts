import type { AdminAppSettings } from '@shelfwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { adminKeys } from './query-keys.ts';

/** `GET /api/admin/settings`: the settings and who saved them last. */
export const getSettings = (signal?: AbortSignal) =>
  apiFetch<AdminAppSettings>('/api/admin/settings', { signal, fallbackMessage: t('error.loadSettings') });

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.settings, queryFn: ({ signal }) => getSettings(signal) });

export const useAdminSettings = () => useQuery(settingsQueryOptions());
