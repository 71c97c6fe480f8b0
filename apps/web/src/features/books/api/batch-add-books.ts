import type { BatchAddItem, BatchAddResult } from '@shelfwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { bookKeys } from './query-keys.ts';

export function batchAddBooks(books: BatchAddItem[]): Promise<BatchAddResult> {
  return apiFetch<BatchAddResult>('/api/books/batch', {
    method: 'POST',
    body: { books },
    fallbackMessage: 'Failed to add books',
  });
}

export function useBatchAddBooks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: batchAddBooks,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookKeys.all }),
  });
}
