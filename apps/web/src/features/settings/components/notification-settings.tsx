import type { NotificationSettings as Notifications } from '@shelfwise/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { Switch } from '../../../components/ui/switch.tsx';
import { useUpdateSettings } from '../api/update-settings.ts';
import { SettingsSection } from './settings-section.tsx';

const items: { key: keyof Notifications; label: string; description: string }[] = [
  {
    key: 'emailReminders',
    label: 'Email reminders',
    description: 'Reminder emails about books you have lent, friend requests and books friends recommend.',
  },
  {
    key: 'dueDateAlerts',
    label: 'Due date alerts',
    description: 'An alert when a loan is about to be due or is overdue.',
  },
  { key: 'weeklyDigest', label: 'Weekly digest', description: 'A weekly summary of your library and loans.' },
  { key: 'newFeatures', label: 'New features', description: 'News about features and improvements.' },
];

/** Notifications (spec §2 Settings): each toggle saves at once and springs back if saving fails. */
export function NotificationSettings({ initial }: { initial: Notifications }) {
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
    </SettingsSection>
  );
}
