import type { CatalogSearchResult } from '@shelfwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { bookKeys } from './query-keys.ts';

export function searchCatalog(q: string, signal?: AbortSignal): Promise<CatalogSearchResult> {
  return apiFetch<CatalogSearchResult>(`/api/catalog/search?q=${encodeURIComponent(q)}`, {
    signal,
    fallbackMessage: t('catalog.unavailable'),
  });
}

export const catalogSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: bookKeys.catalog(q),
    queryFn: ({ signal }) => searchCatalog(q, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Catalog search for a (debounced) term; idle while the term is empty or the plan lacks it. */
export function useCatalogSearch(q: string, enabled: boolean) {
  return useQuery({ ...catalogSearchQueryOptions(q.trim()), enabled: enabled && q.trim().length > 0 });
}
