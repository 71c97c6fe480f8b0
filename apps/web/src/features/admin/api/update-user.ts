import type { AdminUserDetail, AdminUserUpdateBody } from '@shelfwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { adminKeys } from './query-keys.ts';

/** `PATCH /api/admin/users/{id}` `{ role?, plan?, suspended? }` (plan: a complimentary plan; free withdraws it). */
export const updateUser = ({ id, ...body }: AdminUserUpdateBody & { id: string }) =>
  apiFetch<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    fallbackMessage: t('error.updateUser'),
  });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (detail) => {
      queryClient.setQueryData(adminKeys.user(detail.id), detail);
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
