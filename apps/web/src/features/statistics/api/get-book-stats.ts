import type { BookStats, StatsPeriod } from '@shelfwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { statsErrorFallback, statsKeys } from './query-keys.ts';

/** GET /api/books/stats, or `?period=previous` for the same four figures at the end of last month. */
export function getBookStats(period: StatsPeriod, signal?: AbortSignal): Promise<BookStats> {
  const query = period === 'previous' ? '?period=previous' : '';
  return apiFetch<BookStats>(`/api/books/stats${query}`, { signal, fallbackMessage: statsErrorFallback() });
}

export const bookStatsQueryOptions = (period: StatsPeriod) =>
  queryOptions({ queryKey: statsKeys.cards(period), queryFn: ({ signal }) => getBookStats(period, signal) });

export function useBookStats(period: StatsPeriod) {
  return useQuery(bookStatsQueryOptions(period));
}
