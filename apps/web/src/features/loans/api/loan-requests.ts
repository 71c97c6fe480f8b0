import type { OwnerLoanRequest } from '@shelfwise/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { affectedByLoans } from './query-keys.ts';

export const loanRequestsQueryKey = ['loan-requests'] as const;

/** How often the sidebar's count asks again while the app is open (it also asks on focus). */
const REQUESTS_REFRESH_MS = 60_000;

/** `GET /api/loan-requests`: what borrowers asked from their page and the owner has not answered. */
export const getLoanRequests = (signal?: AbortSignal) =>
  apiFetch<{ data: OwnerLoanRequest[] }>('/api/loan-requests', {
    signal,
    fallbackMessage: t('requests.fetchFailed'),
  }).then((answer) => answer.data ?? []);

export const useLoanRequests = () =>
  useQuery({
    queryKey: loanRequestsQueryKey,
    queryFn: ({ signal }) => getLoanRequests(signal),
    refetchOnWindowFocus: true,
    refetchInterval: REQUESTS_REFRESH_MS,
  });

/** The sidebar's count: 0 while loading or when it cannot be read (the badge is a hint). */
export const usePendingLoanRequestCount = (): number => useLoanRequests().data?.length ?? 0;

export type LoanRequestDecision = 'approve' | 'decline';

/**
 * `POST /api/loan-requests/{id}/approve|decline`: one click. An approved extension moves the due
 * date (and the reminders), a confirmed return closes the loan: every screen showing them refreshes.
 */
export const useDecideLoanRequest = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: LoanRequestDecision }) =>
      apiFetch<{ message: string; data: OwnerLoanRequest }>(
        `/api/loan-requests/${encodeURIComponent(id)}/${decision}`,
        { method: 'POST', fallbackMessage: t('requests.failed') },
      ),
    onSettled: () =>
      Promise.all(
        [loanRequestsQueryKey, ...affectedByLoans, ['reminders'], ['activity']].map((queryKey) =>
          client.invalidateQueries({ queryKey: [...queryKey] }),
        ),
      ),
  });
};
