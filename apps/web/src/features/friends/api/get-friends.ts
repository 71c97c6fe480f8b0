import type { Friend, FriendList } from '@shelfwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { friendKeys } from './query-keys.ts';

/** `GET /api/friends` → data[]: accepted friends, by name. */
export async function getFriends(signal?: AbortSignal): Promise<Friend[]> {
  const res = await apiFetch<FriendList>('/api/friends', {
    signal,
    fallbackMessage: t('error.loadFriends'),
  });
  return res.data ?? [];
}

export const friendsQueryOptions = () =>
  queryOptions({ queryKey: friendKeys.list, queryFn: ({ signal }) => getFriends(signal) });

export function useFriends(enabled = true) {
  return useQuery({ ...friendsQueryOptions(), enabled });
}
