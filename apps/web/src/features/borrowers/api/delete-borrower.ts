import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { borrowerKeys } from './query-keys.ts';

export function deleteBorrower(id: string): Promise<{ success: boolean; message: string }> {
  return apiFetch(`/api/borrowers/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackMessage: t('error.deleteBorrower'),
  });
}

export function useDeleteBorrower() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBorrower,
    onSettled: () => queryClient.invalidateQueries({ queryKey: borrowerKeys.all }),
  });
}
