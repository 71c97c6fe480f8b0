import { BOOK_EXPORT_PATHS, bookExportFilename } from '@shelfwise/contract';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveBlob } from '../../../lib/api-client.ts';

export type ExportKind = 'csv' | 'pdf';

const failure: Record<ExportKind, string> = { csv: 'Failed to export CSV', pdf: 'Failed to export PDF' };

/** Downloads the whole collection as book_collection_YYYY-MM-DD.csv|pdf (spec §7). */
export async function exportBooks(kind: ExportKind): Promise<void> {
  const blob = await apiDownload(BOOK_EXPORT_PATHS[kind], failure[kind]);
  saveBlob(blob, bookExportFilename(kind));
}

export function useExportBooks() {
  return useMutation({ mutationFn: exportBooks });
}
