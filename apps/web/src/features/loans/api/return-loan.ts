import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { affectedByLoans } from './query-keys.ts';

export function returnLoan(id: string): Promise<{ success: boolean; message: string }> {
  return apiFetch(`/api/borrow/${encodeURIComponent(id)}/return`, {
    method: 'PUT',
    fallbackMessage: t('error.returnBook'),
  });
}

/** Marks a loan returned; the loans, the book's status and the borrower's counts refresh. */
export function useReturnLoan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: returnLoan,
    onSettled: () =>
      Promise.all(
        affectedByLoans.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
      ),
  });
}
