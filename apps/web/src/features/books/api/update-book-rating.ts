import type { Book, BookPage } from '@shelfwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { bookKeys } from './query-keys.ts';

export function updateBookRating({ id, rating }: { id: string; rating: number }): Promise<Book> {
  return apiFetch<Book>(`/api/books/${encodeURIComponent(id)}/rating`, {
    method: 'PATCH',
    body: { rating },
    fallbackMessage: t('error.updateBookRating'),
  });
}

/**
 * Spec §7: the list is updated locally, without a refetch, so the row does not jump while the
 * user rates down the page.
 */
export function useUpdateBookRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBookRating,
    onSuccess: (_book, { id, rating }) => {
      queryClient.setQueriesData<BookPage>({ queryKey: [...bookKeys.all, 'list'] }, (page) =>
        page ? { ...page, data: page.data.map((b) => (b._id === id ? { ...b, rating } : b)) } : page,
      );
    },
  });
}
