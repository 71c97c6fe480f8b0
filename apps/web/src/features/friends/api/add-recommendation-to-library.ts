import type { Book } from '@shelfwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { affectedByAddingToLibrary } from './query-keys.ts';

/** `POST /api/recommendations/{id}/add-to-library` (201) → the new book. */
export async function addRecommendationToLibrary(id: string): Promise<Book> {
  const res = await apiFetch<{ data: Book }>(
    `/api/recommendations/${encodeURIComponent(id)}/add-to-library`,
    {
      method: 'POST',
      fallbackMessage: t('error.addBook'),
    },
  );
  return res.data;
}

export function useAddRecommendationToLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRecommendationToLibrary,
    onSettled: () =>
      Promise.all(
        affectedByAddingToLibrary.map((queryKey) =>
          queryClient.invalidateQueries({ queryKey: [...queryKey] }),
        ),
      ),
  });
}
