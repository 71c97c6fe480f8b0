import type { IsbnListResult } from '@shelfwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { bookKeys } from './query-keys.ts';

/** POST /api/books/isbns: a pasted list, looked up in the catalogue on the server and added. */
export function addIsbnList(text: string): Promise<IsbnListResult> {
  return apiFetch<IsbnListResult>('/api/books/isbns', {
    method: 'POST',
    body: { text },
    fallbackMessage: t('error.addBooks'),
  });
}

export function useAddIsbnList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addIsbnList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookKeys.all }),
  });
}
