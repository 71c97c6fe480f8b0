import type { AuditLogList, AuditLogQuery } from '@shelfwise/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { adminKeys, toSearch } from './query-keys.ts';

/** `GET /api/admin/audit-logs?actor=&action=&target=&from=&to=&page=&limit=`. */
export const getAuditLogs = (query: AuditLogQuery, signal?: AbortSignal) =>
  apiFetch<AuditLogList>(`/api/admin/audit-logs${toSearch(query)}`, {
    signal,
    fallbackMessage: t('error.loadAuditLog'),
  });

export const auditLogsQueryOptions = (query: AuditLogQuery) =>
  queryOptions({
    queryKey: adminKeys.auditLogs(query),
    queryFn: ({ signal }) => getAuditLogs(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAuditLogs = (query: AuditLogQuery) => useQuery(auditLogsQueryOptions(query));
