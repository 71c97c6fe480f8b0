import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { reminderKeys } from './query-keys.ts';

/** DELETE /api/reminders/{id} → 204. */
export async function deleteReminder(id: string): Promise<void> {
  await apiFetch<void>(`/api/reminders/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackMessage: t('error.deleteReminder'),
  });
}

export function useDeleteReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReminder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reminderKeys.all }),
  });
}
