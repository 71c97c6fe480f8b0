import type { AccessTokenCreated, AccessTokenList, CreateAccessToken } from '@shelfwise/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';

export const accessTokensQueryKey = ['access-tokens'] as const;

/** `GET /api/access-tokens`: the tokens not revoked (never their secret), the plan and its limit. */
export const getAccessTokens = (signal?: AbortSignal) =>
  apiFetch<AccessTokenList>('/api/access-tokens', { signal, fallbackMessage: t('error.accessTokens') });

export const useAccessTokens = () =>
  useQuery({ queryKey: accessTokensQueryKey, queryFn: ({ signal }) => getAccessTokens(signal) });

/** `POST /api/access-tokens`: the answer holds the new token, this once. */
export const useCreateAccessToken = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAccessToken) =>
      apiFetch<{ data: AccessTokenCreated }>('/api/access-tokens', {
        method: 'POST',
        body: input,
        fallbackMessage: t('error.accessTokens'),
      }).then((answer) => answer.data),
    onSuccess: () => client.invalidateQueries({ queryKey: accessTokensQueryKey }),
  });
};

/** `DELETE /api/access-tokens/{id}`: the token is refused from now on. */
export const useRevokeAccessToken = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(`/api/access-tokens/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        fallbackMessage: t('error.accessTokens'),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: accessTokensQueryKey }),
  });
};
