import type { ChangeDueDateInput, Loan } from '@shelfwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { affectedByLoans } from './query-keys.ts';

export function changeDueDate(
  id: string,
  input: ChangeDueDateInput,
): Promise<{ success: boolean; message: string; data: Loan }> {
  return apiFetch(`/api/borrow/${encodeURIComponent(id)}/due-date`, {
    method: 'PATCH',
    body: { ...input },
    fallbackMessage: t('extend.failed'),
  });
}

/**
 * Gives a loan a new due date; the loans, the book (its holder line and page) and the reminders
 * (whose due date it is) refresh.
 */
export function useChangeDueDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: ChangeDueDateInput & { id: string }) => changeDueDate(id, input),
    onSuccess: () =>
      Promise.all(
        [...affectedByLoans, ['reminders'], ['activity']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey: [...queryKey] }),
        ),
      ),
  });
}
