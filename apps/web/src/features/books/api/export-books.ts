import { BOOK_EXPORT_PATHS, bookExportFilename } from '@shelfwise/contract';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveBlob } from '../../../lib/api-client.ts';
import { type MessageKey, t } from '../../../lib/i18n/i18n.ts';

export type ExportKind = 'csv' | 'pdf';

const failure = { csv: 'error.exportCsv', pdf: 'error.exportPdf' } as const satisfies Record<
  ExportKind,
  MessageKey
>;

/**
 * Downloads the collection as book_collection_YYYY-MM-DD.csv|pdf (spec §7), narrowed and ordered
 * as the list on screen is (`query` is its filters and sort, see bookExportQuery).
 */
export async function exportBooks({ kind, query = '' }: { kind: ExportKind; query?: string }): Promise<void> {
  const path = query ? `${BOOK_EXPORT_PATHS[kind]}?${query}` : BOOK_EXPORT_PATHS[kind];
  const blob = await apiDownload(path, t(failure[kind]));
  saveBlob(blob, bookExportFilename(kind));
}

export function useExportBooks() {
  return useMutation({ mutationFn: exportBooks });
}
