import { type BulkBooksBody, type BulkBooksResult, MAX_TAGS } from '@shelfwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { bookKeys } from './query-keys.ts';

/**
 * The sentence a refused bulk edit shows. The server names the books in English; the page says
 * what happened in its own language instead: 404 (a book is gone), 409 (a book went on loan),
 * 400 without fields (a book would pass the tag limit). A refused field keeps its own sentence.
 */
export function bulkEditError(error: unknown): Error {
  if (!(error instanceof ApiError)) return error as Error;
  if (error.status === 404) return new ApiError(404, t('bulk.error.gone'), error.code);
  if (error.status === 409) return new ApiError(409, t('bulk.error.onLoan'), error.code);
  if (error.status === 400 && error.fields.length === 0)
    return new ApiError(400, t('bulk.error.tooManyTags', { max: MAX_TAGS }), error.code);
  return error;
}

/** POST /api/books/bulk: one change to every selected book, all or nothing. */
export async function bulkEditBooks(body: BulkBooksBody): Promise<BulkBooksResult> {
  try {
    return await apiFetch<BulkBooksResult>('/api/books/bulk', {
      method: 'POST',
      body: { ...body },
      fallbackMessage: t('bulk.error.failed'),
    });
  } catch (error) {
    throw bulkEditError(error);
  }
}

export function useBulkEditBooks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkEditBooks,
    // A refusal may mean the list is stale (a book gone or lent elsewhere): refresh either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookKeys.all }),
  });
}
