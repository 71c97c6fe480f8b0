import type { VerifyEmailBody, VerifyEmailResponse } from '@shelfwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { meQueryKey } from './me.ts';

/** `POST /api/auth/verify-email` `{ token }` (the 6-digit code) → `{ message, user }`. */
export const verifyEmail = (body: VerifyEmailBody) =>
  apiFetch<VerifyEmailResponse>('/api/auth/verify-email', {
    method: 'POST',
    body,
    fallbackMessage: 'Verification failed',
  });

/** Verifies the code and refreshes the cached user (now verified). */
export const useVerifyEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: ({ user }) => queryClient.setQueryData(meQueryKey, { user }),
  });
};
