import type { BookDetail } from '@shelfwise/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { bookKeys } from './query-keys.ts';

/** GET /api/books/{id}: the book, who holds it and its loans (404 when it is not the user's). */
export async function getBook(id: string, signal?: AbortSignal): Promise<BookDetail> {
  const res = await apiFetch<{ data: BookDetail }>(`/api/books/${encodeURIComponent(id)}`, {
    signal,
    fallbackMessage: t('error.fetchBook'),
  });
  return res.data;
}

export function useBook(id: string) {
  return useQuery({
    queryKey: bookKeys.detail(id),
    queryFn: ({ signal }) => getBook(id, signal),
    retry: false,
  });
}
