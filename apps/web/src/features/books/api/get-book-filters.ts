import type { BookFilterOptions } from '@shelfwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { bookKeys } from './query-keys.ts';

export function getBookFilters(signal?: AbortSignal, category?: string): Promise<BookFilterOptions> {
  const query = category ? `?${new URLSearchParams({ category })}` : '';
  return apiFetch<BookFilterOptions>(`/api/books/filters${query}`, { signal });
}

export const bookFiltersQueryOptions = (category?: string) =>
  queryOptions({
    queryKey: category ? [...bookKeys.filters, category] : bookKeys.filters,
    queryFn: ({ signal }) => getBookFilters(signal, category),
  });

/**
 * Categories and authors of the user's own books, for the filter dropdowns; with a category, the
 * authors are that category's only.
 */
export function useBookFilters(category?: string) {
  return useQuery(bookFiltersQueryOptions(category));
}

/**
 * The tag summary (spec §3: name and count). The server counts it over the whole collection, so a
 * library of thousands of books is not downloaded just to draw the chips.
 */
export function useTagSummary() {
  return useQuery({ ...bookFiltersQueryOptions(), select: (filters) => filters.tags });
}
