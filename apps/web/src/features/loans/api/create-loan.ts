import type { CreateLoanInput, Loan } from '@shelfwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { affectedByLoans } from './query-keys.ts';

export function createLoan(
  input: CreateLoanInput,
): Promise<{ success: boolean; message: string; data: Loan }> {
  return apiFetch('/api/borrow', {
    method: 'POST',
    body: { ...input },
    fallbackMessage: t('error.loanBook'),
  });
}

/** Lends a book; the book list (its status), the loans and the borrowers' counts refresh. */
export function useCreateLoan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLoan,
    onSuccess: () =>
      Promise.all(
        affectedByLoans.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
      ),
  });
}
