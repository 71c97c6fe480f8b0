import type { MessageResponse } from '@shelfwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { adminKeys } from './query-keys.ts';

const path = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

/** `POST /api/admin/users/{id}/resend-verification`. */
export const resendVerification = (id: string) =>
  apiFetch<MessageResponse>(`${path(id)}/resend-verification`, {
    method: 'POST',
    fallbackMessage: t('error.resendVerificationCode'),
  });

/** `POST /api/admin/users/{id}/password-reset`: the user gets a reset link by email. */
export const sendPasswordReset = (id: string) =>
  apiFetch<MessageResponse>(`${path(id)}/password-reset`, {
    method: 'POST',
    fallbackMessage: t('error.sendPasswordResetLink'),
  });

/** `DELETE /api/admin/users/{id}`: the account and all its data (subscription cancelled first). */
export const deleteUser = (id: string) =>
  apiFetch<MessageResponse>(path(id), { method: 'DELETE', fallbackMessage: t('error.deleteUser') });

const useAdminMutation = (fn: (id: string) => Promise<MessageResponse>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};

export const useResendVerification = () => useAdminMutation(resendVerification);
export const useSendPasswordReset = () => useAdminMutation(sendPasswordReset);
export const useDeleteUser = () => useAdminMutation(deleteUser);
