import type { ImportConfirmBody, ImportRowOutcome, ImportRowsPage } from '@shelfwise/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiFetch, saveBlob } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import type { ColumnMapping, ImportView } from '../lib/import-view.ts';

const key = (id: string) => ['imports', id] as const;

/** POST /api/imports: the file (multipart field `file`) → the preview; nothing is written yet. */
export async function uploadImport(file: File): Promise<ImportView> {
  const body = new FormData();
  body.append('file', file);
  const res = await apiFetch<{ data: ImportView }>('/api/imports', {
    method: 'POST',
    body,
    fallbackMessage: t('error.fileCouldNotBeUploaded'),
  });
  return res.data;
}

export function useUploadImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadImport,
    onSuccess: (data) => client.setQueryData(key(data.id), data),
  });
}

/** The import's state; polled every second while its job is queued or running. */
export function useImport(id: string | null) {
  return useQuery({
    queryKey: key(id ?? ''),
    enabled: id !== null,
    queryFn: async () =>
      (
        await apiFetch<{ data: ImportView }>(`/api/imports/${id}`, {
          fallbackMessage: t('error.loadImport'),
        })
      ).data,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'queued' || status === 'running' ? 1000 : false;
    },
  });
}

/** A page of the preview's rows (titles and outcomes), optionally of one outcome. */
export function useImportRows(id: string, page: number, outcome: ImportRowOutcome | null) {
  return useQuery({
    queryKey: [...key(id), 'rows', page, outcome ?? 'all'] as const,
    placeholderData: keepPreviousData,
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page) });
      if (outcome) query.set('outcome', outcome);
      return apiFetch<ImportRowsPage>(`/api/imports/${id}/rows?${query}`, {
        fallbackMessage: t('error.loadImport'),
      });
    },
  });
}

export function useSetMapping(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (mapping: ColumnMapping) =>
      (
        await apiFetch<{ data: ImportView }>(`/api/imports/${id}/mapping`, {
          method: 'POST',
          body: { mapping },
          fallbackMessage: t('error.applyColumns'),
        })
      ).data,
    onSuccess: (data) => {
      client.setQueryData(key(id), data);
      void client.invalidateQueries({ queryKey: [...key(id), 'rows'] });
    },
  });
}

export function useConfirmImport(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ImportConfirmBody = {}) =>
      (
        await apiFetch<{ data: ImportView }>(`/api/imports/${id}/confirm`, {
          method: 'POST',
          body,
          fallbackMessage: t('error.startImport'),
        })
      ).data,
    onSuccess: (data) => {
      client.setQueryData(key(id), data);
      void client.invalidateQueries({ queryKey: key(id) });
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['books'] }),
  });
}

/** GET /api/export/json: everything the user owns, saved as shelfwise-export-YYYY-MM-DD.json. */
export async function exportJson(): Promise<void> {
  const blob = await apiDownload('/api/export/json', t('error.exportJson'));
  saveBlob(blob, `shelfwise-export-${new Date().toISOString().slice(0, 10)}.json`);
}

export function useExportJson() {
  return useMutation({ mutationFn: exportJson });
}
