import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { friendKeys } from './query-keys.ts';

/** `DELETE /api/friends/requests/{id}` (204): withdraws an invitation the user sent. */
export async function cancelFriendRequest(id: string): Promise<void> {
  await apiFetch(`/api/friends/requests/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackMessage: t('error.withdrawInvitation'),
  });
}

export function useCancelFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelFriendRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: friendKeys.requests }),
  });
}
