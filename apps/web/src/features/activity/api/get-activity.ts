import type { ActivityAction, ActivityList } from '@shelfwise/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';

export const activityKeys = {
  all: ['activity'] as const,
  week: (from: string, action: string) => ['activity', 'week', from, action] as const,
};

/** GET /api/activity/my-logs for one week and type, one page (the server bounds it). */
export async function getActivityPage(
  range: { from: string; to: string },
  action: ActivityAction | 'all',
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ActivityList> {
  const query = new URLSearchParams({ from: range.from, to: range.to, limit: '100' });
  if (action !== 'all') query.set('action', action);
  if (cursor) query.set('cursor', cursor);
  return apiFetch<ActivityList>(`/api/activity/my-logs?${query}`, {
    signal,
    fallbackMessage: t('error.fetchActivity'),
  });
}

export const activityWeekQueryOptions = (
  range: { from: string; to: string },
  action: ActivityAction | 'all',
) =>
  infiniteQueryOptions({
    queryKey: activityKeys.week(range.from, action),
    queryFn: ({ pageParam, signal }) => getActivityPage(range, action, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.nextCursor : null),
  });

export function useActivityWeek(range: { from: string; to: string }, action: ActivityAction | 'all') {
  return useInfiniteQuery(activityWeekQueryOptions(range, action));
}
