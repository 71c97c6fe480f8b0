import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { affectedByLoans } from './query-keys.ts';

export function returnLoan(id: string): Promise<{ success: boolean; message: string }> {
  return apiFetch(`/api/borrow/${encodeURIComponent(id)}/return`, {
    method: 'PUT',
    fallbackMessage: 'Failed to return book',
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
