import type { MonthlyLoans } from '@shelfwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { statsErrorFallback, statsKeys } from './query-keys.ts';

/** GET /api/borrow/analytics/monthly-loans: 12 months, oldest first (basic and premium). */
export async function getMonthlyLoans(signal?: AbortSignal): Promise<MonthlyLoans['data']> {
  const res = await apiFetch<MonthlyLoans>('/api/borrow/analytics/monthly-loans', {
    signal,
    fallbackMessage: statsErrorFallback(),
  });
  return res.data;
}

export const monthlyLoansQueryOptions = () =>
  queryOptions({ queryKey: statsKeys.monthlyLoans, queryFn: ({ signal }) => getMonthlyLoans(signal) });

export function useMonthlyLoans(enabled: boolean) {
  return useQuery({ ...monthlyLoansQueryOptions(), enabled });
}
