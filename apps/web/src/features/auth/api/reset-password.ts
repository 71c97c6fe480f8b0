import type { ResetPasswordBody, ResetPasswordResponse } from '@shelfwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, setToken } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { meQueryKey } from './me.ts';

/** `PUT /api/auth/reset-password/{token}` `{ password }` → `{ message, token }` (a fresh session). */
export const resetPassword = ({ token, ...body }: ResetPasswordBody & { token: string }) =>
  apiFetch<ResetPasswordResponse>(`/api/auth/reset-password/${encodeURIComponent(token)}`, {
    method: 'PUT',
    body,
    fallbackMessage: t('common.failed.somethingWentWrong'),
  });

/** Sets the new password and stores the session token the server answers with. */
export const useResetPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: ({ token }) => {
      if (token) setToken(token);
      queryClient.removeQueries({ queryKey: meQueryKey });
    },
  });
};
