import type { ReceivedRecommendation } from '@shelfwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { recommendationKeys } from './query-keys.ts';

/** `GET /api/recommendations` → data[]: received, newest first. */
export async function getRecommendations(signal?: AbortSignal): Promise<ReceivedRecommendation[]> {
  const res = await apiFetch<{ data: ReceivedRecommendation[] }>('/api/recommendations', {
    signal,
    fallbackMessage: t('error.loadRecommendations'),
  });
  return res.data ?? [];
}

export const recommendationsQueryOptions = () =>
  queryOptions({
    queryKey: recommendationKeys.received,
    queryFn: ({ signal }) => getRecommendations(signal),
  });

export function useRecommendations() {
  return useQuery(recommendationsQueryOptions());
}
