import type { LendingSettings } from '@shelfwise/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';

export const lendingSettingsQueryKey = ['lending-settings'] as const;

/** `GET /api/lending-settings`: whether borrowers act from their page, and the cap on extensions. */
export const useLendingSettings = () =>
  useQuery({
    queryKey: lendingSettingsQueryKey,
    queryFn: ({ signal }) =>
      apiFetch<{ data: LendingSettings }>('/api/lending-settings', {
        signal,
        fallbackMessage: t('settings.lendingFailed'),
      }).then((answer) => answer.data),
  });

/** `PUT /api/lending-settings`: the whole section at once; the answer is what is now kept. */
export const useSaveLendingSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: LendingSettings) =>
      apiFetch<{ data: LendingSettings }>('/api/lending-settings', {
        method: 'PUT',
        body: { ...settings },
        fallbackMessage: t('settings.lendingFailed'),
      }).then((answer) => answer.data),
    onSuccess: (saved) => client.setQueryData(lendingSettingsQueryKey, saved),
  });
};
