import type { ShelfCheckItem } from '@shelfwise/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { bookKeys } from './query-keys.ts';

/** GET /api/books/shelf-check: the reader's book with this ISBN, and who holds it when lent. */
export async function shelfCheck(isbn: string, signal?: AbortSignal): Promise<ShelfCheckItem | null> {
  const res = await apiFetch<{ data: ShelfCheckItem[] }>(
    `/api/books/shelf-check?isbns=${encodeURIComponent(isbn)}`,
    { signal, fallbackMessage: t('scan.checkFailed') },
  );
  return res.data[0] ?? null;
}

/** Under ['books'], so adding books refreshes it: a scanned book then shows as on the shelf. */
export function useShelfCheck(isbn: string) {
  return useQuery({
    queryKey: bookKeys.shelfCheck(isbn),
    queryFn: ({ signal }) => shelfCheck(isbn, signal),
    retry: false,
  });
}
