import type { AdminUserList, AdminUserListQuery } from '@shelfwise/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { adminKeys, toSearch } from './query-keys.ts';

/** `GET /api/admin/users?search=&plan=&role=&status=&page=&limit=`. */
export const getUsers = (query: AdminUserListQuery, signal?: AbortSignal) =>
  apiFetch<AdminUserList>(`/api/admin/users${toSearch(query)}`, {
    signal,
    fallbackMessage: t('error.loadUsers'),
  });

export const usersQueryOptions = (query: AdminUserListQuery) =>
  queryOptions({
    queryKey: adminKeys.users(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    // The table keeps its rows while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export const useUsers = (query: AdminUserListQuery) => useQuery(usersQueryOptions(query));
