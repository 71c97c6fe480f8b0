import type { UpdateSettingsBody, UpdateSettingsResponse } from '@shelfwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { settingsQueryKey } from './get-settings.ts';

/** `PUT /api/users/settings`: only the fields sent change. */
export const updateSettings = (body: UpdateSettingsBody, fallbackMessage = 'Failed to save settings') =>
  apiFetch<UpdateSettingsResponse>('/api/users/settings', { method: 'PUT', body, fallbackMessage });

/** Saves settings and caches the answer; `section` words the error ('Failed to save {section} settings'). */
export const useUpdateSettings = (section: 'Account' | 'Notification') => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSettingsBody) => updateSettings(body, `Failed to save ${section} settings`),
    onSuccess: ({ message: _message, ...settings }) => queryClient.setQueryData(settingsQueryKey, settings),
  });
};
