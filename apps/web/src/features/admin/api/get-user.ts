import type { AdminUserDetail } from '@shelfwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { adminKeys } from './query-keys.ts';

/** `GET /api/admin/users/{id}`: the account, its subscription and recent activity. */
export const getUser = (id: string, signal?: AbortSignal) =>
  apiFetch<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}`, {
    signal,
    fallbackMessage: t('error.loadUser'),
  });

export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.user(id), queryFn: ({ signal }) => getUser(id, signal) });

export const useUser = (id: string | null) =>
  useQuery({ ...userQueryOptions(id ?? ''), enabled: id !== null });
