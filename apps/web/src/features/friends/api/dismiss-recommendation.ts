import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { recommendationKeys } from './query-keys.ts';

/** `DELETE /api/recommendations/{id}` (204): hides it from the list. */
export async function dismissRecommendation(id: string): Promise<void> {
  await apiFetch(`/api/recommendations/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackMessage: t('error.dismissRecommendation'),
  });
}

export function useDismissRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissRecommendation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: recommendationKeys.all }),
  });
}
