import type { MessageResponse } from '@shelfwise/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';

/** `POST /api/auth/logout`: revokes this session on the server. */
export const logout = () =>
  apiFetch<MessageResponse>('/api/auth/logout', {
    method: 'POST',
    fallbackMessage: t('common.failed.logOut'),
  });

/** Callers clear the local session afterwards whatever the answer (see `useSession().signOut`). */
export const useLogout = () => useMutation({ mutationFn: logout });
