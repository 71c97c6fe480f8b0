import type { AdminUserListQuery, AuditLogQuery } from '@shelfwise/contract';

/** Every admin query lives under ['admin']: a change invalidates them all (lists, detail, overview, log). */
export const adminKeys = {
  all: ['admin'] as const,
  overview: ['admin', 'overview'] as const,
  users: (query: AdminUserListQuery) => ['admin', 'users', query] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  settings: ['admin', 'settings'] as const,
  auditLogs: (query: AuditLogQuery) => ['admin', 'audit-logs', query] as const,
};

/** A query string of the set values only. */
export function toSearch(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
