import type { OverdueCount } from '@shelfwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { statsErrorFallback, statsKeys } from './query-keys.ts';

/** GET /api/borrow/analytics/overdue-count: reads overdueBooksCount (premium). */
export async function getOverdueCount(signal?: AbortSignal): Promise<number> {
  const res = await apiFetch<OverdueCount>('/api/borrow/analytics/overdue-count', {
    signal,
    fallbackMessage: statsErrorFallback(),
  });
  return res.overdueBooksCount;
}

export const overdueCountQueryOptions = () =>
  queryOptions({ queryKey: statsKeys.overdueCount, queryFn: ({ signal }) => getOverdueCount(signal) });

export function useOverdueCount(enabled: boolean) {
  return useQuery({ ...overdueCountQueryOptions(), enabled });
}
