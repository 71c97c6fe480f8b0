import type { MessageResponse } from '@shelfwise/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';

/** `POST /api/auth/resend-verification` with an empty body (the bearer token names the user). */
export const resendVerification = () =>
  apiFetch<MessageResponse>('/api/auth/resend-verification', {
    method: 'POST',
    fallbackMessage: t('common.failed.resendCode'),
  });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
