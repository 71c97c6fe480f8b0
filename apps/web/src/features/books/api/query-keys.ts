import type { BookListQueryInput } from '@shelfwise/contract';

/** Every books query lives under ['books'], so one invalidation refreshes list, filters and tags. */
export const bookKeys = {
  all: ['books'] as const,
  list: (query: BookListQueryInput) => ['books', 'list', query] as const,
  filters: ['books', 'filters'] as const,
  detail: (id: string) => ['books', 'detail', id] as const,
  catalog: (q: string) => ['catalog', 'search', q] as const,
  shelfCheck: (isbn: string) => ['books', 'shelf-check', isbn] as const,
};
