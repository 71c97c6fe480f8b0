import type { Loan } from '@shelfwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { loanKeys } from './query-keys.ts';

export async function getLoans(signal?: AbortSignal): Promise<Loan[]> {
  const res = await apiFetch<{ success: boolean; message: string; data: Loan[] }>('/api/borrow', {
    signal,
    fallbackMessage: 'Failed to fetch loans',
  });
  return res.data ?? [];
}

export const loansQueryOptions = () =>
  queryOptions({ queryKey: loanKeys.list, queryFn: ({ signal }) => getLoans(signal), retry: false });

export function useLoans() {
  return useQuery(loansQueryOptions());
}
