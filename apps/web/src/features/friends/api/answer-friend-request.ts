import type { Friend } from '@shelfwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { friendKeys } from './query-keys.ts';

/** `POST /api/friends/requests/{id}/accept` → the new friend. */
export async function acceptFriendRequest(id: string): Promise<Friend> {
  const res = await apiFetch<{ data: Friend }>(`/api/friends/requests/${encodeURIComponent(id)}/accept`, {
    method: 'POST',
    fallbackMessage: t('error.acceptRequest'),
  });
  return res.data;
}

/** `POST /api/friends/requests/{id}/decline` (204). */
export async function declineFriendRequest(id: string): Promise<void> {
  await apiFetch(`/api/friends/requests/${encodeURIComponent(id)}/decline`, {
    method: 'POST',
    fallbackMessage: t('error.declineRequest'),
  });
}

export function useAcceptFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptFriendRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: friendKeys.all }),
  });
}

export function useDeclineFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineFriendRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: friendKeys.requests }),
  });
}
