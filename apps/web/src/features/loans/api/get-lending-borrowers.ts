import type { Borrower } from '@shelfwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { loanKeys } from './query-keys.ts';

/** The borrowers a book can be lent to (GET /api/borrowers → data[]). */
export async function getLendingBorrowers(signal?: AbortSignal): Promise<Borrower[]> {
  const res = await apiFetch<{ data: Borrower[] }>('/api/borrowers', {
    signal,
    fallbackMessage: t('error.fetchBorrowers'),
  });
  return res.data ?? [];
}

export const lendingBorrowersQueryOptions = () =>
  queryOptions({ queryKey: loanKeys.lendingBorrowers, queryFn: ({ signal }) => getLendingBorrowers(signal) });

export function useLendingBorrowers(enabled = true) {
  return useQuery({ ...lendingBorrowersQueryOptions(), enabled });
}
