import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { friendKeys, recommendationKeys } from './query-keys.ts';

/** How often the sidebar badge asks again while the app is open (it also asks on focus). */
const NOTICE_REFRESH_MS = 60_000;

/** `GET /api/friends/requests/count` → data.incoming. */
export async function getIncomingRequestCount(signal?: AbortSignal): Promise<number> {
  const res = await apiFetch<{ data: { incoming: number } }>('/api/friends/requests/count', { signal });
  return res.data.incoming;
}

/** `GET /api/recommendations/count` → data.pending. */
export async function getPendingRecommendationCount(signal?: AbortSignal): Promise<number> {
  const res = await apiFetch<{ data: { pending: number } }>('/api/recommendations/count', { signal });
  return res.data.pending;
}

/**
 * What waits on the Friends page: friend requests to answer plus recommendations not yet added or
 * dismissed. 0 while loading or when a count cannot be read (the badge is a hint, not the page).
 */
export function useFriendsNoticeCount(): number {
  const requests = useQuery({
    queryKey: friendKeys.requestCount,
    queryFn: ({ signal }) => getIncomingRequestCount(signal),
    refetchInterval: NOTICE_REFRESH_MS,
  });
  const recommendations = useQuery({
    queryKey: recommendationKeys.pendingCount,
    queryFn: ({ signal }) => getPendingRecommendationCount(signal),
    refetchInterval: NOTICE_REFRESH_MS,
  });
  return (requests.data ?? 0) + (recommendations.data ?? 0);
}
