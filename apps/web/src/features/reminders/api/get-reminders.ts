import type { Reminder } from '@shelfwise/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { reminderKeys } from './query-keys.ts';

/** GET /api/reminders?searchTerm=&statusFilter= */
export async function getReminders(searchTerm: string, statusFilter: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ searchTerm, statusFilter });
  const res = await apiFetch<{ data: Reminder[] }>(`/api/reminders?${query}`, {
    signal,
    fallbackMessage: t('error.fetchReminders'),
  });
  return res.data ?? [];
}

export const remindersQueryOptions = (searchTerm: string, statusFilter: string) =>
  queryOptions({
    queryKey: reminderKeys.list(searchTerm, statusFilter),
    queryFn: ({ signal }) => getReminders(searchTerm, statusFilter, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useReminders(searchTerm: string, statusFilter: string) {
  return useQuery(remindersQueryOptions(searchTerm, statusFilter));
}
