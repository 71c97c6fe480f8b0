import type { MessageResponse } from '@shelfwise/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** `DELETE /api/users/delete-account`: removes the account and everything in it. */
export const deleteAccount = () =>
  apiFetch<MessageResponse>('/api/users/delete-account', {
    method: 'DELETE',
    fallbackMessage: 'Failed to delete account',
  });

/** The caller clears the local session afterwards (token removed, `/`). */
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
