import type { Book, NewBookInput } from '@shelfwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { bookKeys } from './query-keys.ts';

export function createBook(input: NewBookInput): Promise<Book> {
  return apiFetch<Book>('/api/books', {
    method: 'POST',
    body: { ...input },
    fallbackMessage: 'Failed to add book',
  });
}

export function useCreateBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookKeys.all }),
  });
}
