import type { Settings } from '@shelfwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';

export const settingsQueryKey = ['users', 'settings'] as const;

/** `GET /api/users/settings`. */
export const getSettings = (signal?: AbortSignal) =>
  apiFetch<Settings>('/api/users/settings', { signal, fallbackMessage: t('error.loadSettings') });

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsQueryKey, queryFn: ({ signal }) => getSettings(signal) });

export const useSettings = () => useQuery(settingsQueryOptions());
