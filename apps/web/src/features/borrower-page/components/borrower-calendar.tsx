import { CalendarDays, CalendarPlus, Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { calendarLinks } from '../../../lib/calendar-links.ts';
import { t, useT } from '../../../lib/i18n/i18n.ts';
import { useBorrowerFeed } from '../api/borrower-page.ts';

/**
 * "Add to my calendar": the borrower's own feed of what they hold from this owner. Its address is
 * made on a press (a POST) and shown then, with Copy and the calendar apps' links.
 */
export function BorrowerCalendar({ token, ownerName }: { token: string; ownerName: string }) {
  useT();
  const feed = useBorrowerFeed(token);
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState('');
  const headingId = useId();
  const fieldId = useId();

  const make = async () => {
    setError('');
    try {
      setUrl(await feed.mutateAsync());
      setCopied(false);
    } catch (err) {
      setError((err as Error).message || t('borrowerPage.calendarFailed'));
    }
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // Clipboard refused: select the address so it can be copied by hand.
      (document.getElementById(fieldId) as HTMLInputElement | null)?.select();
    }
  };

  const links = url ? calendarLinks(url) : null;
  const link = buttonClasses('secondary', 'md', 'justify-start');
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={headingId} className="font-semibold text-slate-900 dark:text-slate-100">
        {t('borrowerPage.calendar')}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('borrowerPage.calendarLead', { owner: ownerName })}
      </p>
      {url && links ? (
        <div className="space-y-3">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <TextField
              id={fieldId}
              containerClassName="flex-1"
              className="font-mono"
              label={t('borrowerPage.calendarUrl')}
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
                {copied ? t('borrowerPage.calendarCopied') : t('borrowerPage.calendarCopy')}
              </span>
            </Button>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <a href={links.apple} className={link}>
              <CalendarDays aria-hidden="true" className="h-4 w-4" />
              {t('borrowerPage.calendarApple')}
            </a>
            <a href={links.google} target="_blank" rel="noopener noreferrer" className={link}>
              <CalendarDays aria-hidden="true" className="h-4 w-4" />
              {t('borrowerPage.calendarGoogle')}
            </a>
            <a href={links.outlook} target="_blank" rel="noopener noreferrer" className={link}>
              <CalendarDays aria-hidden="true" className="h-4 w-4" />
              {t('borrowerPage.calendarOutlook')}
            </a>
          </div>
        </div>
      ) : (
        <Button variant="secondary" onClick={make} loading={feed.isPending}>
          <CalendarPlus aria-hidden="true" className="h-4 w-4" />
          {t('borrowerPage.calendarAdd')}
        </Button>
      )}
      <Alert tone="error">{error}</Alert>
    </section>
  );
}
