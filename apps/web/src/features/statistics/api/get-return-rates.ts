import type { ReturnRates } from '@shelfwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { statsErrorFallback, statsKeys } from './query-keys.ts';

/**
 * GET /api/borrow/analytics/return-rates: 12 months, oldest first (premium). A failure is an error
 * for the page to show; it is never replaced by made-up rows.
 */
export async function getReturnRates(signal?: AbortSignal): Promise<ReturnRates['data']> {
  const res = await apiFetch<ReturnRates>('/api/borrow/analytics/return-rates', {
    signal,
    fallbackMessage: statsErrorFallback(),
  });
  return res.data;
}

export const returnRatesQueryOptions = () =>
  queryOptions({ queryKey: statsKeys.returnRates, queryFn: ({ signal }) => getReturnRates(signal) });

export function useReturnRates(enabled: boolean) {
  return useQuery({ ...returnRatesQueryOptions(), enabled });
}
