import type { ActiveBorrowersCount } from '@shelfwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { statsErrorFallback, statsKeys } from './query-keys.ts';

/** GET /api/borrowers/analytics/active-count: borrowers holding at least one book (premium). */
export async function getActiveBorrowersCount(signal?: AbortSignal): Promise<number> {
  const res = await apiFetch<ActiveBorrowersCount>('/api/borrowers/analytics/active-count', {
    signal,
    fallbackMessage: statsErrorFallback(),
  });
  return res.activeBorrowersCount;
}

export const activeBorrowersCountQueryOptions = () =>
  queryOptions({
    queryKey: statsKeys.activeBorrowers,
    queryFn: ({ signal }) => getActiveBorrowersCount(signal),
  });

export function useActiveBorrowersCount(enabled: boolean) {
  return useQuery({ ...activeBorrowersCountQueryOptions(), enabled });
}
