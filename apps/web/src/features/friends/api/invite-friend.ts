import type { InviteFriendInput, InviteFriendResponse } from '@shelfwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { friendKeys } from './query-keys.ts';

/** `POST /api/friends/invite` (201): the same answer whether or not the address has an account. */
export function inviteFriend(input: InviteFriendInput): Promise<InviteFriendResponse> {
  return apiFetch('/api/friends/invite', {
    method: 'POST',
    body: { ...input },
    fallbackMessage: t('error.sendInvitation'),
  });
}

export function useInviteFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteFriend,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: friendKeys.requests }),
  });
}
