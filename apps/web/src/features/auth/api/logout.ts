import type { MessageResponse } from '@shelfwise/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** `POST /api/auth/logout`: revokes this session on the server. */
export const logout = () =>
  apiFetch<MessageResponse>('/api/auth/logout', { method: 'POST', fallbackMessage: 'Failed to log out' });

/** Callers clear the local session afterwards whatever the answer (see `useSession().signOut`). */
export const useLogout = () => useMutation({ mutationFn: logout });
