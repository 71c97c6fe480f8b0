import type { AllBooks } from '@shelfwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { summarizeTags } from '../lib/tags.ts';
import { bookKeys } from './query-keys.ts';

export function getAllBooks(signal?: AbortSignal): Promise<AllBooks> {
  return apiFetch<AllBooks>('/api/books/all-books', { signal });
}

export const allBooksQueryOptions = () =>
  queryOptions({ queryKey: bookKeys.allBooks, queryFn: ({ signal }) => getAllBooks(signal) });

/** The tag summary (spec §3: name and count, built client-side from every book of the user). */
export function useTagSummary() {
  return useQuery({ ...allBooksQueryOptions(), select: (all) => summarizeTags(all.data) });
}
