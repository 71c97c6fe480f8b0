import type { FriendRequests } from '@shelfwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { friendKeys } from './query-keys.ts';

/** `GET /api/friends/requests` → { incoming, outgoing }. */
export async function getFriendRequests(signal?: AbortSignal): Promise<FriendRequests> {
  const res = await apiFetch<{ data: FriendRequests }>('/api/friends/requests', {
    signal,
    fallbackMessage: t('error.loadFriendRequests'),
  });
  return res.data;
}

export const friendRequestsQueryOptions = () =>
  queryOptions({ queryKey: friendKeys.requests, queryFn: ({ signal }) => getFriendRequests(signal) });

export function useFriendRequests() {
  return useQuery(friendRequestsQueryOptions());
}
