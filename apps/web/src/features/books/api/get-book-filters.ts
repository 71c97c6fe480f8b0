import type { BookFilterOptions } from '@shelfwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { bookKeys } from './query-keys.ts';

export function getBookFilters(signal?: AbortSignal): Promise<BookFilterOptions> {
  return apiFetch<BookFilterOptions>('/api/books/filters', { signal });
}

export const bookFiltersQueryOptions = () =>
  queryOptions({ queryKey: bookKeys.filters, queryFn: ({ signal }) => getBookFilters(signal) });

/** Categories and authors of the user's own books, for the filter dropdowns. */
export function useBookFilters() {
  return useQuery(bookFiltersQueryOptions());
}

/**
 * The tag summary (spec §3: name and count). The server counts it over the whole collection, so a
 * library of thousands of books is not downloaded just to draw the chips.
 */
export function useTagSummary() {
  return useQuery({ ...bookFiltersQueryOptions(), select: (filters) => filters.tags });
}
