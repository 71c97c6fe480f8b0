import type { AuditLogFilters } from '@shelfwise/contract';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveBlob } from '../../../lib/api-client.ts';
import { toSearch } from './query-keys.ts';

/** `GET /api/admin/audit-logs/export` with the list's filters, saved as audit-log-{YYYY-MM-DD}.csv. */
export async function exportAuditLogs(filters: AuditLogFilters): Promise<void> {
  const blob = await apiDownload(
    `/api/admin/audit-logs/export${toSearch(filters)}`,
    'Failed to export the audit log',
  );
  saveBlob(blob, `audit-log-${new Date().toISOString().slice(0, 10)}.csv`);
}

export const useExportAuditLogs = () => useMutation({ mutationFn: exportAuditLogs });
