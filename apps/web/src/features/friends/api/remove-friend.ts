import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { friendKeys } from './query-keys.ts';

/** `DELETE /api/friends/{id}` (204): either friend may end it. */
export async function removeFriend(id: string): Promise<void> {
  await apiFetch(`/api/friends/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackMessage: t('error.removeFriend'),
  });
}

export function useRemoveFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFriend,
    onSettled: () => queryClient.invalidateQueries({ queryKey: friendKeys.list }),
  });
}
