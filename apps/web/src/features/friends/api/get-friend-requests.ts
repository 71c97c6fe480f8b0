import type { FriendRequests } from '@shelfwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { friendKeys } from './query-keys.ts';

/** `GET /api/friends/requests` → { incoming, outgoing }. */
export async function getFriendRequests(signal?: AbortSignal): Promise<FriendRequests> {
  const res = await apiFetch<{ data: FriendRequests }>('/api/friends/requests', {
    signal,
    fallbackMessage: 'Failed to load friend requests',
  });
  return res.data;
}

export const friendRequestsQueryOptions = () =>
  queryOptions({ queryKey: friendKeys.requests, queryFn: ({ signal }) => getFriendRequests(signal) });

export function useFriendRequests() {
  return useQuery(friendRequestsQueryOptions());
}
