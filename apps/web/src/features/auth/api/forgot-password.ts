import type { ForgotPasswordBody, MessageResponse } from '@shelfwise/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';

/** `POST /api/auth/forgot-password` `{ email }` → `{ message }` (same answer whether or not the account exists). */
export const forgotPassword = (body: ForgotPasswordBody) =>
  apiFetch<MessageResponse>('/api/auth/forgot-password', {
    method: 'POST',
    body,
    fallbackMessage: t('common.failed.sendResetLink'),
  });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
