import type { Book, UpdateBookInput } from '@shelfwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { bookKeys } from './query-keys.ts';

/** PUT /api/books/{id} with title, author, isbn, category, status, rating, tags (spec §7). */
export function updateBook({ id, input }: { id: string; input: UpdateBookInput }): Promise<Book> {
  return apiFetch<Book>(`/api/books/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { ...input },
    fallbackMessage: t('error.updateBook'),
  });
}

export function useUpdateBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookKeys.all }),
  });
}
