import { CalendarDays, Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { calendarLinks } from '../../../lib/calendar-links.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useCalendarFeed, useResetCalendarFeed, useTurnOffCalendarFeed } from '../api/calendar-feed.ts';
import { SettingsSection } from './settings-section.tsx';

/**
 * Settings › Calendar (issue 29): the owner's secret feed of due dates. Its URL is kept only hashed
 * on the server, so it is shown right after turning the feed on or resetting it, never again.
 */
export function CalendarSettings() {
  const t = useT();
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const turnOff = useTurnOffCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState<'reset' | 'off' | null>(null);
  const [error, setError] = useState('');

  const makeUrl = async () => {
    setError('');
    try {
      const created = await reset.mutateAsync();
      setUrl(created.url);
      setCopied(false);
      setConfirming(null);
    } catch (err) {
      setConfirming(null);
      setError((err as Error).message || t('error.calendarFeed'));
    }
  };

  const stop = async () => {
    setError('');
    try {
      await turnOff.mutateAsync();
      setUrl(null);
      setConfirming(null);
    } catch (err) {
      setConfirming(null);
      setError((err as Error).message || t('error.calendarFeed'));
    }
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // Clipboard refused (permissions, insecure origin): select the address so it can be copied.
      const field = document.getElementById('calendar-feed-url') as HTMLInputElement | null;
      field?.select();
    }
  };

  const enabled = feed.data?.enabled ?? false;
  const links = url ? calendarLinks(url) : null;
  const link = buttonClasses('secondary', 'md', 'justify-start');

  return (
    <SettingsSection title={t('settings.calendar')} description={t('settings.calendarLead')}>
      {feed.isPending ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('settings.calendarLoading')}</p>
      ) : feed.isError ? (
        <Alert tone="error">{feed.error.message || t('error.calendarFeed')}</Alert>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-slate-700 dark:text-slate-200">
            {enabled ? t('settings.calendarOn') : t('settings.calendarOff')}
          </p>
          {url && links ? (
            <div className="space-y-3">
              <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
                <TextField
                  id="calendar-feed-url"
                  containerClassName="flex-1"
                  className="font-mono"
                  label={t('settings.calendarUrl')}
                  hint={t('settings.calendarUrlHint')}
                  value={url}
                  readOnly
                  onFocus={(e) => e.currentTarget.select()}
                />
                <Button variant="secondary" onClick={copy}>
                  {copied ? (
                    <Check aria-hidden="true" className="h-4 w-4" />
                  ) : (
                    <Copy aria-hidden="true" className="h-4 w-4" />
                  )}
                  <span aria-live="polite">
                    {copied ? t('settings.calendarCopied') : t('settings.calendarCopy')}
                  </span>
                </Button>
              </div>
              <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                <a href={links.google} target="_blank" rel="noopener noreferrer" className={link}>
                  <CalendarDays aria-hidden="true" className="h-4 w-4" />
                  {t('settings.calendarGoogle')}
                </a>
                <a href={links.apple} className={link}>
                  <CalendarDays aria-hidden="true" className="h-4 w-4" />
                  {t('settings.calendarApple')}
                </a>
                <a href={links.outlook} target="_blank" rel="noopener noreferrer" className={link}>
                  <CalendarDays aria-hidden="true" className="h-4 w-4" />
                  {t('settings.calendarOutlook')}
                </a>
              </div>
            </div>
          ) : enabled ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">{t('settings.calendarShownOnce')}</p>
          ) : null}
          <div className="flex flex-col gap-2 sm:flex-row">
            {enabled ? (
              <>
                <Button variant="secondary" onClick={() => setConfirming('reset')}>
                  {t('settings.calendarReset')}
                </Button>
                <Button variant="danger" onClick={() => setConfirming('off')}>
                  {t('settings.calendarTurnOff')}
                </Button>
              </>
            ) : (
              <Button onClick={makeUrl} disabled={reset.isPending}>
                {reset.isPending ? t('settings.calendarWorking') : t('settings.calendarTurnOn')}
              </Button>
            )}
          </div>
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'off' ? t('settings.calendarTurnOff') : t('settings.calendarReset')}
        message={confirming === 'off' ? t('settings.calendarTurnOffText') : t('settings.calendarResetText')}
        confirmText={confirming === 'off' ? t('settings.calendarTurnOff') : t('settings.calendarReset')}
        busyText={t('settings.calendarWorking')}
        busy={reset.isPending || turnOff.isPending}
        tone={confirming === 'off' ? 'danger' : 'primary'}
        onCancel={() => setConfirming(null)}
        onConfirm={confirming === 'off' ? stop : makeUrl}
      />
    </SettingsSection>
  );
}
