import type { Reminder } from '@shelfwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { affectedByReminders } from './query-keys.ts';

/** POST /api/reminders/{id}/send: emails it now; answers the reminder, now sent. */
export async function sendReminder(id: string): Promise<Reminder> {
  const res = await apiFetch<{ data: Reminder }>(`/api/reminders/${encodeURIComponent(id)}/send`, {
    method: 'POST',
    fallbackMessage: t('error.sendReminder'),
  });
  return res.data;
}

export function useSendReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReminder,
    onSettled: () =>
      Promise.all(affectedByReminders.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
