import type { Borrower, BorrowerInput } from '@shelfwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { borrowerKeys } from './query-keys.ts';

/** POST /api/borrowers, or PUT /api/borrowers/{id} when `id` is given; the borrower is in data.data. */
export async function saveBorrower({ id, ...input }: BorrowerInput & { id?: string }): Promise<Borrower> {
  const res = await apiFetch<{ data: { data: Borrower } }>(
    id ? `/api/borrowers/${encodeURIComponent(id)}` : '/api/borrowers',
    { method: id ? 'PUT' : 'POST', body: input, fallbackMessage: t('error.saveBorrower') },
  );
  return res.data.data;
}

export function useSaveBorrower() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBorrower,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: borrowerKeys.all }),
  });
}
