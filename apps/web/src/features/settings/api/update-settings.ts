import type { UpdateSettingsBody, UpdateSettingsResponse } from '@shelfwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { type MessageKey, t } from '../../../lib/i18n/i18n.ts';
import { settingsQueryKey } from './get-settings.ts';

/** `PUT /api/users/settings`: only the fields sent change. */
export const updateSettings = (body: UpdateSettingsBody, fallbackMessage = t('error.saveSettings')) =>
  apiFetch<UpdateSettingsResponse>('/api/users/settings', { method: 'PUT', body, fallbackMessage });

const failures = {
  Account: 'error.saveAccountSettings',
  Notification: 'error.saveNotificationSettings',
} as const satisfies Record<string, MessageKey>;

/** Saves settings and caches the answer; `section` words the error ('Failed to save Account settings'). */
export const useUpdateSettings = (section: 'Account' | 'Notification') => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSettingsBody) => updateSettings(body, t(failures[section])),
    onSuccess: ({ message: _message, ...settings }) => queryClient.setQueryData(settingsQueryKey, settings),
  });
};
