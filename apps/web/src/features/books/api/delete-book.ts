import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { bookKeys } from './query-keys.ts';

export async function deleteBook(id: string): Promise<void> {
  await apiFetch<unknown>(`/api/books/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackMessage: t('error.deleteBook'),
  });
}

/** Bulk delete issues one DELETE per id (spec §7); answers the ids that could not be deleted. */
export async function deleteBooks(ids: readonly string[]): Promise<{ failed: string[] }> {
  const results = await Promise.allSettled(ids.map((id) => deleteBook(id)));
  return { failed: ids.filter((_, i) => results[i]!.status === 'rejected') };
}

export function useDeleteBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookKeys.all }),
  });
}

export function useDeleteBooks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBooks,
    // Some may have gone even when others failed: refresh either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookKeys.all }),
  });
}
