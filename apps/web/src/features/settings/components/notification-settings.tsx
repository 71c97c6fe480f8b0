import type { NotificationSettings as Notifications } from '@shelfwise/contract';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { Switch } from '../../../components/ui/switch.tsx';
import { type MessageKey, useT } from '../../../lib/i18n/i18n.ts';
import { useUpdateSettings } from '../api/update-settings.ts';
import { SettingsSection } from './settings-section.tsx';

/** What each toggle does, as the server applies it. */
const items = [
  { key: 'emailReminders', label: 'settings.emailReminders', description: 'settings.emailRemindersText' },
  { key: 'dueDateAlerts', label: 'settings.dueDateAlerts', description: 'settings.dueDateAlertsText' },
  { key: 'weeklyDigest', label: 'settings.weeklyDigest', description: 'settings.weeklyDigestText' },
  { key: 'newFeatures', label: 'settings.newFeatures', description: 'settings.newFeaturesText' },
] as const satisfies { key: keyof Notifications; label: MessageKey; description: MessageKey }[];

/** Notifications (spec §2 Settings): each toggle saves at once and springs back if saving fails. */
export function NotificationSettings({
  initial,
  children,
}: {
  initial: Notifications;
  children?: ReactNode;
}) {
  const t = useT();
  const [values, setValues] = useState(initial);
  const save = useUpdateSettings('Notification');

  const onToggle = async (key: keyof Notifications, checked: boolean) => {
    setValues((v) => ({ ...v, [key]: checked }));
    try {
      await save.mutateAsync({ notificationSettings: { [key]: checked } });
      toast.success(t('settings.notificationsSaved'));
    } catch (err) {
      setValues((v) => ({ ...v, [key]: !checked }));
      toast.error((err as Error).message || t('settings.notificationsFailed'));
    }
  };

  return (
    <SettingsSection title={t('settings.notifications')} description={t('settings.notificationsLead')}>
      <div className="divide-y divide-slate-200 dark:divide-slate-800">
        {items.map((item) => (
          <Switch
            key={item.key}
            className="py-3 first:pt-0 last:pb-0"
            label={t(item.label)}
            description={t(item.description)}
            checked={values[item.key]}
            disabled={save.isPending}
            onChange={(checked) => onToggle(item.key, checked)}
          />
        ))}
      </div>
      {children ? (
        <div className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-800">{children}</div>
      ) : null}
    </SettingsSection>
  );
}
