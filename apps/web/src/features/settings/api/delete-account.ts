import type { MessageResponse } from '@shelfwise/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';

/** `DELETE /api/users/delete-account`: removes the account and everything in it. */
export const deleteAccount = () =>
  apiFetch<MessageResponse>('/api/users/delete-account', {
    method: 'DELETE',
    fallbackMessage: t('error.deleteAccount'),
  });

/** The caller clears the local session afterwards (token removed, `/`). */
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
