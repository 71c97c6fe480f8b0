import type { AdminOverview } from '@shelfwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { adminKeys } from './query-keys.ts';

/** `GET /api/admin/overview`. */
export const getOverview = (signal?: AbortSignal) =>
  apiFetch<AdminOverview>('/api/admin/overview', { signal, fallbackMessage: t('error.loadOverview') });

export const overviewQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.overview, queryFn: ({ signal }) => getOverview(signal) });

export const useOverview = () => useQuery(overviewQueryOptions());
