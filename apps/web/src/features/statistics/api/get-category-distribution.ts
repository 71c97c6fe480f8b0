import type { CategoryDistribution } from '@shelfwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { statsErrorFallback, statsKeys } from './query-keys.ts';

/** GET /api/books/analytics/categories: books per category, largest first (basic and premium). */
export async function getCategoryDistribution(signal?: AbortSignal): Promise<CategoryDistribution['data']> {
  const res = await apiFetch<CategoryDistribution>('/api/books/analytics/categories', {
    signal,
    fallbackMessage: statsErrorFallback(),
  });
  return res.data;
}

export const categoryDistributionQueryOptions = () =>
  queryOptions({ queryKey: statsKeys.categories, queryFn: ({ signal }) => getCategoryDistribution(signal) });

export function useCategoryDistribution(enabled: boolean) {
  return useQuery({ ...categoryDistributionQueryOptions(), enabled });
}
