import type { CreateReminderInput, Reminder } from '@shelfwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { affectedByReminders } from './query-keys.ts';

export type SaveReminderInput = CreateReminderInput & { id?: string };

/** POST /api/reminders, or PUT /api/reminders/{id} (the loan cannot change) when `id` is given. */
export async function saveReminder({ id, ...input }: SaveReminderInput): Promise<Reminder> {
  const res = await apiFetch<{ data: Reminder }>(
    id ? `/api/reminders/${encodeURIComponent(id)}` : '/api/reminders',
    { method: id ? 'PUT' : 'POST', body: input, fallbackMessage: t('error.saveReminder') },
  );
  return res.data;
}

export function useSaveReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReminder,
    onSuccess: () =>
      Promise.all(affectedByReminders.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
