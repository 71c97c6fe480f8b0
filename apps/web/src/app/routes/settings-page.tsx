import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadingScreen } from '../../components/ui/spinner.tsx';
import { useRefreshCurrentUser, useSession, verifyEmailState } from '../../features/auth/index.ts';
import { ReminderScheduleSettings } from '../../features/reminders/index.ts';
import {
  AccessTokenSettings,
  AccountSettings,
  AppearanceSettings,
  CalendarSettings,
  DangerZone,
  LendingSettings,
  NotificationSettings,
  PaymentSettings,
  useSettings,
  WebhookSettings,
} from '../../features/settings/index.ts';
import { useT } from '../../lib/i18n/i18n.ts';

/** `/dashboard/settings`: account, appearance, notifications, lending, calendar feed, API access tokens, webhooks, danger zone (spec §2 Settings). */
export default function SettingsPage() {
  const settings = useSettings();
  const refreshUser = useRefreshCurrentUser();
  const t = useT();
  const { clearSession } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t('settings.title')}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('settings.lead')}</p>
      </div>
      {settings.isPending ? (
        <LoadingScreen label={t('settings.loading')} />
      ) : settings.isError ? (
        <EmptyState
          icon={AlertTriangle}
          title={t('settings.loadFailed')}
          message={settings.error.message !== 'Failed to load settings' ? settings.error.message : undefined}
          action={<Button onClick={() => settings.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <>
          <AccountSettings
            // A form of the account's current address: a verified change (read again) starts it anew.
            key={settings.data.email}
            settings={settings.data}
            onAvatarUploaded={() => void refreshUser()}
            onSaved={(answer) => {
              if (!answer.emailVerified) {
                // A new account's corrected address must be verified first; the code went to it.
                void queryClient.invalidateQueries();
                void navigate('/verify-email', { state: verifyEmailState(answer.email) });
              } else if (answer.pendingEmail && answer.pendingEmail !== settings.data.pendingEmail) {
                // A new address was asked for: its code is waiting there.
                void navigate('/verify-email', {
                  state: verifyEmailState(answer.pendingEmail, '/dashboard/settings'),
                });
              } else void refreshUser();
            }}
            onEnterCode={(pendingEmail) =>
              void navigate('/verify-email', { state: verifyEmailState(pendingEmail, '/dashboard/settings') })
            }
          />
          <AppearanceSettings />
          <PaymentSettings initial={settings.data.paymentRegion} onSaved={() => void refreshUser()} />
          <NotificationSettings initial={settings.data.notificationSettings}>
            <ReminderScheduleSettings />
          </NotificationSettings>
          <LendingSettings />
          <CalendarSettings />
          <AccessTokenSettings />
          <WebhookSettings />
          <DangerZone onDeleted={() => void clearSession()} />
        </>
      )}
    </div>
  );
}
