import type { AverageLoanDuration } from '@shelfwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { statsErrorFallback, statsKeys } from './query-keys.ts';

/** GET /api/borrow/analytics/average-loan-duration: reads averageDurationDays (premium). */
export async function getAverageLoanDuration(signal?: AbortSignal): Promise<number> {
  const res = await apiFetch<AverageLoanDuration>('/api/borrow/analytics/average-loan-duration', {
    signal,
    fallbackMessage: statsErrorFallback(),
  });
  return res.averageDurationDays;
}

export const averageLoanDurationQueryOptions = () =>
  queryOptions({
    queryKey: statsKeys.averageLoanDuration,
    queryFn: ({ signal }) => getAverageLoanDuration(signal),
  });

export function useAverageLoanDuration(enabled: boolean) {
  return useQuery({ ...averageLoanDurationQueryOptions(), enabled });
}
