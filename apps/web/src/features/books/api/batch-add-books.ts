import type { BatchAddItem, BatchAddResult } from '@shelfwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { bookKeys } from './query-keys.ts';

export function batchAddBooks(books: BatchAddItem[]): Promise<BatchAddResult> {
  return apiFetch<BatchAddResult>('/api/books/batch', {
    method: 'POST',
    body: { books },
    fallbackMessage: t('error.addBooks'),
  });
}

export function useBatchAddBooks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: batchAddBooks,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookKeys.all }),
  });
}
