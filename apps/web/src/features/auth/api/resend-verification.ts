import type { MessageResponse } from '@shelfwise/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** `POST /api/auth/resend-verification` with an empty body (the bearer token names the user). */
export const resendVerification = () =>
  apiFetch<MessageResponse>('/api/auth/resend-verification', {
    method: 'POST',
    fallbackMessage: 'Failed to resend code',
  });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
