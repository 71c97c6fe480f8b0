import type { UpdateSettingsResponse } from '@shelfwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { settingsQueryKey } from './get-settings.ts';

/** `DELETE /api/users/settings/pending-email`: the account keeps its address; the mailed code stops working. */
export const cancelEmailChange = () =>
  apiFetch<UpdateSettingsResponse>('/api/users/settings/pending-email', {
    method: 'DELETE',
    fallbackMessage: t('error.cancelEmailChange'),
  });

export const useCancelEmailChange = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEmailChange,
    onSuccess: ({ message: _message, ...settings }) => queryClient.setQueryData(settingsQueryKey, settings),
  });
};
