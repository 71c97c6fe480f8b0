import type { VerifyEmailBody, VerifyEmailResponse } from '@shelfwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { meQueryKey } from './me.ts';

/** `POST /api/auth/verify-email` `{ token }` (the 6-digit code) → `{ message, user }`. */
export const verifyEmail = (body: VerifyEmailBody) =>
  apiFetch<VerifyEmailResponse>('/api/auth/verify-email', {
    method: 'POST',
    body,
    fallbackMessage: t('common.failed.verificationFailed'),
  });

/** Verifies the code and refreshes the cached user (now verified). */
export const useVerifyEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryKey, { user }),
  });
};
