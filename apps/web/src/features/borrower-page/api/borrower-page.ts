import type { BorrowerPage } from '@shelfwise/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';

/** The borrower's page has no session: its token in the path is its only key. */
export const borrowerPageKey = (token: string) => ['borrower-page', token] as const;

const base = (token: string) => `/api/borrower/${encodeURIComponent(token)}`;

/** `GET /api/borrower/{token}`: shows only, never acts (mail scanners open links first). */
export const getBorrowerPage = (token: string, signal?: AbortSignal) =>
  apiFetch<{ data: BorrowerPage }>(base(token), {
    signal,
    fallbackMessage: t('borrowerPage.failed'),
    renewSession: false,
  }).then((answer) => answer.data);

export const useBorrowerPage = (token: string) =>
  useQuery({
    queryKey: borrowerPageKey(token),
    queryFn: ({ signal }) => getBorrowerPage(token, signal),
    // An invalid link or a limit stays what it is: asking again would only count against the limit.
    retry: false,
    refetchOnWindowFocus: false,
  });

/** What the borrower does on a loan, each a POST that answers the page as it now is. */
export type BorrowerAction =
  | { kind: 'received'; loanId: string }
  | { kind: 'extension'; loanId: string; dueDate: string }
  | { kind: 'returned'; loanId: string };

export const useBorrowerAction = (token: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: BorrowerAction) =>
      apiFetch<{ data: BorrowerPage }>(
        `${base(token)}/loans/${encodeURIComponent(action.loanId)}/${action.kind}`,
        {
          method: 'POST',
          body: action.kind === 'extension' ? { dueDate: action.dueDate } : undefined,
          fallbackMessage: t('borrowerPage.actionFailed'),
          renewSession: false,
        },
      ).then((answer) => answer.data),
    onSuccess: (page) => client.setQueryData(borrowerPageKey(token), page),
    onError: (error) => {
      // The link stopped working meanwhile: the page says so instead of a stale list.
      if (error instanceof ApiError && error.status === 404) {
        void client.invalidateQueries({ queryKey: borrowerPageKey(token) });
      }
    },
  });
};

/** `POST /api/borrower/{token}/calendar`: the borrower's own feed URL, shown once. */
export const useBorrowerFeed = (token: string) =>
  useMutation({
    mutationFn: () =>
      apiFetch<{ data: { url: string } }>(`${base(token)}/calendar`, {
        method: 'POST',
        fallbackMessage: t('borrowerPage.calendarFailed'),
        renewSession: false,
      }).then((answer) => answer.data.url),
  });
