import type { Book, NewBookInput } from '@shelfwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { bookKeys } from './query-keys.ts';

/**
 * POST /api/books with an Idempotency-Key: the server adds one book per key, so a double click or a
 * retry of a request whose answer was lost cannot add the book twice.
 */
export function createBook({
  input,
  idempotencyKey,
}: {
  input: NewBookInput;
  idempotencyKey: string;
}): Promise<Book> {
  return apiFetch<Book>('/api/books', {
    method: 'POST',
    body: { ...input },
    headers: { 'idempotency-key': idempotencyKey },
    fallbackMessage: t('error.addBook'),
  });
}

/**
 * One key per book being added: the same form submitted again (a retry after an error, a second
 * click) reuses the key of its first attempt; a changed form is a new book and gets a new key.
 */
export function idempotencyKeyFor(last: { draft: string; key: string } | null, input: NewBookInput) {
  const draft = JSON.stringify(input);
  return last && last.draft === draft ? last : { draft, key: crypto.randomUUID() };
}

export function useCreateBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookKeys.all }),
  });
}
