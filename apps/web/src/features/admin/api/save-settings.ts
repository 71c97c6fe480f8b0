import type { AdminAppSettings, AppSettings } from '@shelfwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { appSettingsQueryKey } from '../../app-settings/index.ts';
import { adminKeys } from './query-keys.ts';

/** `PUT /api/admin/settings` with every setting. */
export const saveSettings = (settings: AppSettings) =>
  apiFetch<AdminAppSettings>('/api/admin/settings', {
    method: 'PUT',
    body: settings,
    fallbackMessage: t('error.saveSettings'),
  });

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminKeys.settings, saved);
      // This page's own banner and notice follow at once.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: appSettingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
      ]);
    },
  });
}
