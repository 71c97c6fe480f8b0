import { MAX_OVERDUE_NOTICES, REMINDER_LEAD_DAYS, reminderScheduleSchema } from '@shelfwise/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { translateIssue } from '../../../lib/i18n/validation.ts';
import { useReminderSchedule, useSaveReminderSchedule } from '../api/reminder-schedule.ts';

/**
 * When automatic reminders go out. Premium owners set the lead (1–14 days before the due date) and
 * up to three overdue notices; other plans read their plan's schedule.
 */
export function ReminderScheduleSettings() {
  const t = useT();
  const schedule = useReminderSchedule();
  const save = useSaveReminderSchedule();
  const [lead, setLead] = useState('');
  // Each notice keeps its own key while others are added or removed around it.
  const [overdue, setOverdue] = useState<{ key: number; value: string }[]>([]);
  const nextKey = useRef(0);
  const notice = (value: string) => ({ key: nextKey.current++, value });
  const [error, setError] = useState('');

  useEffect(() => {
    if (!schedule.data) return;
    setLead(String(schedule.data.leadDays));
    setOverdue(schedule.data.overdueDays.map((d) => ({ key: nextKey.current++, value: String(d) })));
  }, [schedule.data]);

  if (schedule.isPending)
    return <p className="text-sm text-slate-600 dark:text-slate-300">{t('rem.loadingSchedule')}</p>;
  if (schedule.isError)
    return <p className="text-sm text-red-700 dark:text-red-300">{schedule.error.message}</p>;
  const data = schedule.data;

  if (!data.automatic) {
    return <p className="text-sm text-slate-600 dark:text-slate-300">{t('rem.manualOnly')}</p>;
  }
  if (!data.editable) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t('rem.autoBasic', {
          before: t('rem.days', { count: data.leadDays }),
          overdue: data.overdueDays.length
            ? t('rem.autoOverdue', { after: t('rem.days', { count: data.overdueDays[0] ?? 1 }) })
            : '',
        })}
      </p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reminderScheduleSchema.safeParse({
      leadDays: Number(lead),
      overdueDays: overdue.map((o) => Number(o.value)),
    });
    if (!parsed.success) {
      setError(translateIssue(parsed.error.issues[0]?.message ?? t('reminders.schedule.checkNumbers')));
      return;
    }
    setError('');
    save.mutate(parsed.data, {
      onSuccess: () => toast.success(t('rem.scheduleSaved')),
      onError: (e) => toast.error(e.message || t('settings.notificationsFailed')),
    });
  };

  return (
    <form onSubmit={submit} className="space-y-3" aria-label={t('rem.scheduleLabel')}>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('rem.scheduleLead')}</p>
      <div className="grid items-end gap-3 sm:grid-cols-2">
        <TextField
          label={t('rem.daysBefore')}
          type="number"
          min={REMINDER_LEAD_DAYS.min}
          max={REMINDER_LEAD_DAYS.max}
          value={lead}
          onChange={(e) => setLead(e.target.value)}
        />
        {overdue.map(({ key, value }, i) => (
          <div key={key} className="flex items-end gap-2">
            <TextField
              containerClassName="flex-1"
              label={i === 0 ? t('rem.firstNotice') : t('rem.nextNotice', { n: i + 1, previous: i })}
              type="number"
              min={1}
              max={14}
              value={value}
              onChange={(e) =>
                setOverdue((o) => o.map((n) => (n.key === key ? { key, value: e.target.value } : n)))
              }
            />
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setOverdue((o) => o.filter((n) => n.key !== key))}
              aria-label={t('rem.removeNotice', { n: i + 1 })}
            >
              {t('rem.remove')}
            </Button>
          </div>
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {overdue.length < MAX_OVERDUE_NOTICES ? (
          <Button variant="secondary" size="sm" onClick={() => setOverdue((o) => [...o, notice('3')])}>
            {t('rem.addNotice')}
          </Button>
        ) : null}
        <Button type="submit" size="sm" loading={save.isPending}>
          {t('rem.saveSchedule')}
        </Button>
      </div>
    </form>
  );
}
