import type { ReminderSchedule } from '@shelfwise/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { reminderKeys } from './query-keys.ts';

export type ReminderScheduleView = ReminderSchedule & { editable: boolean; automatic: boolean };

/** GET /api/reminders/schedule: when automatic reminders go out for the signed-in user. */
export async function getReminderSchedule(signal?: AbortSignal): Promise<ReminderScheduleView> {
  const res = await apiFetch<{ data: ReminderScheduleView }>('/api/reminders/schedule', {
    signal,
    fallbackMessage: t('error.loadReminderSchedule'),
  });
  return res.data;
}

export function useReminderSchedule() {
  return useQuery({ queryKey: reminderKeys.schedule, queryFn: ({ signal }) => getReminderSchedule(signal) });
}

/**
 * The reader's reminder lead in days (their plan's, or their own on Premium): how long before its
 * due day a loan counts as due soon. Undefined while it loads or when the plan has none (the free
 * plan reads 0); the due-soon check then takes 3 days, the landing page's promise.
 */
export function useReminderLeadDays(): number | undefined {
  const lead = useReminderSchedule().data?.leadDays;
  return lead && lead > 0 ? lead : undefined;
}

/** PUT /api/reminders/schedule (premium). */
export function useSaveReminderSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (schedule: ReminderSchedule) =>
      apiFetch<{ data: ReminderScheduleView }>('/api/reminders/schedule', {
        method: 'PUT',
        body: schedule,
        fallbackMessage: t('error.saveNotificationSettings'),
      }).then((r) => r.data),
    onSuccess: (data) => queryClient.setQueryData(reminderKeys.schedule, data),
  });
}
