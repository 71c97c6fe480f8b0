import type { BorrowedBookEntry } from '@shelfwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { reminderKeys } from './query-keys.ts';

/** GET /api/reminders/borrowed-books: the loans a reminder can be about. */
export async function getBorrowedBooks(signal?: AbortSignal): Promise<BorrowedBookEntry[]> {
  const res = await apiFetch<{ data: BorrowedBookEntry[] }>('/api/reminders/borrowed-books', {
    signal,
    fallbackMessage: t('error.fetchBorrowedBooks'),
  });
  return res.data ?? [];
}

export const borrowedBooksQueryOptions = () =>
  queryOptions({ queryKey: reminderKeys.borrowedBooks, queryFn: ({ signal }) => getBorrowedBooks(signal) });

export function useBorrowedBooks(enabled: boolean) {
  return useQuery({ ...borrowedBooksQueryOptions(), enabled });
}
