import type { NotificationSettings as Notifications } from '@shelfwise/contract';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { Switch } from '../../../components/ui/switch.tsx';
import { useUpdateSettings } from '../api/update-settings.ts';
import { SettingsSection } from './settings-section.tsx';

/** What each toggle does, as the server applies it. */
const items: { key: keyof Notifications; label: string; description: string }[] = [
  {
    key: 'emailReminders',
    label: 'Email reminders',
    description:
      'Your scheduled and automatic reminders are emailed to borrowers on their day (off: they wait in Reminders until you press Send Now), and you get emails about friend requests and books friends recommend.',
  },
  {
    key: 'dueDateAlerts',
    label: 'Due date alerts',
    description:
      'Basic and Premium create a reminder for each loan before its due date and an overdue notice after it. Off: no automatic reminders.',
  },
  {
    key: 'weeklyDigest',
    label: 'Weekly digest',
    description:
      'On Monday morning, an email to you listing loans due that week, overdue loans and last week’s returns (none when there is nothing to say).',
  },
  {
    key: 'newFeatures',
    label: 'New features',
    description: 'An occasional email to you about new features and improvements.',
  },
];

/** Notifications (spec §2 Settings): each toggle saves at once and springs back if saving fails. */
export function NotificationSettings({
  initial,
  children,
}: {
  initial: Notifications;
  children?: ReactNode;
}) {
  const [values, setValues] = useState(initial);
  const save = useUpdateSettings('Notification');

  const onToggle = async (key: keyof Notifications, checked: boolean) => {
    setValues((v) => ({ ...v, [key]: checked }));
    try {
      await save.mutateAsync({ notificationSettings: { [key]: checked } });
      toast.success('Notification settings saved');
    } catch (err) {
      setValues((v) => ({ ...v, [key]: !checked }));
      toast.error((err as Error).message || 'Failed to save Notification settings');
    }
  };

  return (
    <SettingsSection title="Notifications" description="Choose which emails Shelfwise sends you.">
      <div className="divide-y divide-slate-200 dark:divide-slate-800">
        {items.map((item) => (
          <Switch
            key={item.key}
            className="py-3 first:pt-0 last:pb-0"
            label={item.label}
            description={item.description}
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
