import type { AuditLogFilters } from '@shelfwise/contract';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveBlob } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { toSearch } from './query-keys.ts';

/** `GET /api/admin/audit-logs/export` with the list's filters, saved as audit-log-{YYYY-MM-DD}.csv. */
export async function exportAuditLogs(filters: AuditLogFilters): Promise<void> {
  const blob = await apiDownload(
    `/api/admin/audit-logs/export${toSearch(filters)}`,
    t('error.exportAuditLog'),
  );
  saveBlob(blob, `audit-log-${new Date().toISOString().slice(0, 10)}.csv`);
}

export const useExportAuditLogs = () => useMutation({ mutationFn: exportAuditLogs });
