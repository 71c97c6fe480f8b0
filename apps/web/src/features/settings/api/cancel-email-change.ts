import type { UpdateSettingsResponse } from '@shelfwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { settingsQueryKey } from './get-settings.ts';

/** `DELETE /api/users/settings/pending-email`: the account keeps its address; the mailed code stops working. */
export const cancelEmailChange = () =>
  apiFetch<UpdateSettingsResponse>('/api/users/settings/pending-email', {
    method: 'DELETE',
    fallbackMessage: 'Failed to cancel the email change',
  });

export const useCancelEmailChange = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEmailChange,
    onSuccess: ({ message: _message, ...settings }) => queryClient.setQueryData(settingsQueryKey, settings),
  });
};
