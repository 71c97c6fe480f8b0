import type { BorrowerWithCounts } from '@shelfwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { borrowerKeys } from './query-keys.ts';

/** GET /api/borrowers?includeLoansCount=true: the list is in data.data (spec §7). */
export async function getBorrowers(signal?: AbortSignal): Promise<BorrowerWithCounts[]> {
  const res = await apiFetch<{ data: { data: BorrowerWithCounts[] } }>(
    '/api/borrowers?includeLoansCount=true',
    {
      signal,
      fallbackMessage: t('error.fetchBorrowers'),
    },
  );
  return res.data?.data ?? [];
}

export const borrowersQueryOptions = () =>
  queryOptions({
    queryKey: borrowerKeys.withCounts,
    queryFn: ({ signal }) => getBorrowers(signal),
    retry: false,
  });

export function useBorrowers() {
  return useQuery(borrowersQueryOptions());
}
