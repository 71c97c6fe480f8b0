import { BOOK_EXPORT_PATHS, bookExportFilename } from '@shelfwise/contract';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveBlob } from '../../../lib/api-client.ts';

export type ExportKind = 'csv' | 'pdf';

const failure: Record<ExportKind, string> = { csv: 'Failed to export CSV', pdf: 'Failed to export PDF' };

/**
 * Downloads the collection as book_collection_YYYY-MM-DD.csv|pdf (spec §7), narrowed and ordered
 * as the list on screen is (`query` is its filters and sort, see bookExportQuery).
 */
export async function exportBooks({ kind, query = '' }: { kind: ExportKind; query?: string }): Promise<void> {
  const path = query ? `${BOOK_EXPORT_PATHS[kind]}?${query}` : BOOK_EXPORT_PATHS[kind];
  const blob = await apiDownload(path, failure[kind]);
  saveBlob(blob, bookExportFilename(kind));
}

export function useExportBooks() {
  return useMutation({ mutationFn: exportBooks });
}
