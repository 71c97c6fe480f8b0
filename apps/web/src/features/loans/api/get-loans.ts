import { type Loan, type LoanListResponse, MAX_LOANS_LIMIT } from '@shelfwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { loanKeys } from './query-keys.ts';

/** A guard against a server that keeps answering hasMore: 1,000 pages are a million loans. */
const MAX_PAGES = 1000;

/**
 * Every loan of the user, newest first. The API answers at most 1,000 a request (GET /api/borrow
 * pages with a cursor); the screen needs them all, because its search, status (derived from the
 * viewer's clock) and month filters, its month list and its numbered pages work over the whole
 * history: a filter over the first page only would hide matching loans without saying so.
 */
export async function getLoans(signal?: AbortSignal): Promise<Loan[]> {
  const loans: Loan[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const query = new URLSearchParams({ limit: String(MAX_LOANS_LIMIT) });
    if (cursor) query.set('cursor', cursor);
    const res: LoanListResponse = await apiFetch<LoanListResponse>(`/api/borrow?${query}`, {
      signal,
      fallbackMessage: t('error.fetchLoans'),
    });
    loans.push(...(res.data ?? []));
    if (!res.hasMore || !res.nextCursor || res.nextCursor === cursor) break;
    cursor = res.nextCursor;
  }
  return loans;
}

export const loansQueryOptions = () =>
  queryOptions({ queryKey: loanKeys.list, queryFn: ({ signal }) => getLoans(signal), retry: false });

export function useLoans() {
  return useQuery(loansQueryOptions());
}
