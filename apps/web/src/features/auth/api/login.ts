import type { LoginBody, TokenResponse } from '@shelfwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, setToken } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { meQueryKey } from './me.ts';

/** `POST /api/auth/login` → `{ token }`. */
export const login = (body: LoginBody) =>
  apiFetch<TokenResponse>('/api/auth/login', {
    method: 'POST',
    body,
    fallbackMessage: t('common.failed.generic'),
    // A wrong password is a 401 too: it is an answer to show, never a reason to ask to sign in again.
    renewSession: false,
  });

/** Signs in and stores the token; any user cached from an earlier session is dropped. */
export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token }) => {
      if (token) setToken(token);
      queryClient.removeQueries({ queryKey: meQueryKey });
    },
  });
};
