import { MAX_OVERDUE_NOTICES, REMINDER_LEAD_DAYS, reminderScheduleSchema } from '@shelfwise/contract';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import {
  type ReminderScheduleView,
  useReminderSchedule,
  useSaveReminderSchedule,
} from '../api/reminder-schedule.ts';

/** The number boxes as typed, read as the schedule the contract checks (each box beside its sentence). */
const scheduleFormSchema = z.object({
  leadDays: z.string().transform(Number).pipe(reminderScheduleSchema.shape.leadDays),
  overdueDays: z.array(z.string().transform(Number)).pipe(reminderScheduleSchema.shape.overdueDays),
});

const asForm = (schedule: ReminderScheduleView) => ({
  leadDays: String(schedule.leadDays),
  overdueDays: schedule.overdueDays.map(String),
});

/**
 * When automatic reminders go out. Premium owners set the lead (1–14 days before the due date) and
 * up to three overdue notices; other plans read their plan's schedule.
 */
export function ReminderScheduleSettings() {
  const t = useT();
  const schedule = useReminderSchedule();

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
  return <ScheduleForm saved={data} />;
}

function ScheduleForm({ saved }: { saved: ReminderScheduleView }) {
  const t = useT();
  const save = useSaveReminderSchedule();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useZodForm(scheduleFormSchema, asForm(saved), {
    formRef,
    fallbackMessage: t('settings.notificationsFailed'),
  });
  const { leadDays, overdueDays } = form.values;
  // Each notice keeps its own key while others are added or removed around it.
  const nextKey = useRef(0);
  const newKeys = (count: number) => Array.from({ length: count }, () => nextKey.current++);
  const [keys, setKeys] = useState(() => newKeys(saved.overdueDays.length));

  // What the server keeps (after a save, or read again) is the form's new starting point.
  const resetRef = useRef(form.reset);
  resetRef.current = form.reset;
  useEffect(() => {
    resetRef.current(asForm(saved));
    setKeys(Array.from({ length: saved.overdueDays.length }, () => nextKey.current++));
  }, [saved]);

  const setNotice = (index: number, value: string) =>
    form.set(
      'overdueDays',
      overdueDays.map((v, i) => (i === index ? value : v)),
    );
  const removeNotice = (index: number) => {
    form.set(
      'overdueDays',
      overdueDays.filter((_, i) => i !== index),
    );
    setKeys((k) => k.filter((_, i) => i !== index));
  };
  const addNotice = () => {
    form.set('overdueDays', [...overdueDays, '3']);
    setKeys((k) => [...k, ...newKeys(1)]);
  };

  const submit = form.handleSubmit(async (schedule) => {
    await save.mutateAsync(schedule);
    toast.success(t('rem.scheduleSaved'));
  });

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="space-y-3"
      aria-label={t('rem.scheduleLabel')}
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('rem.scheduleLead')}</p>
      <div className="grid items-start gap-3 sm:grid-cols-2">
        <TextField
          label={t('rem.daysBefore')}
          type="number"
          min={REMINDER_LEAD_DAYS.min}
          max={REMINDER_LEAD_DAYS.max}
          value={leadDays}
          onChange={(e) => form.set('leadDays', e.target.value)}
          onBlur={() => form.touch('leadDays')}
          error={form.errorAt('leadDays')}
        />
        {overdueDays.map((value, i) => (
          <div key={keys[i] ?? `notice-${i}`} className="flex items-start gap-2">
            <TextField
              containerClassName="flex-1"
              label={i === 0 ? t('rem.firstNotice') : t('rem.nextNotice', { n: i + 1, previous: i })}
              type="number"
              min={1}
              max={14}
              value={value}
              onChange={(e) => setNotice(i, e.target.value)}
              onBlur={() => form.touch(`overdueDays.${i}`)}
              error={form.errorAt(`overdueDays.${i}`)}
            />
            <Button
              variant="ghost"
              size="sm"
              className="mt-6"
              onClick={() => removeNotice(i)}
              aria-label={t('rem.removeNotice', { n: i + 1 })}
            >
              {t('rem.remove')}
            </Button>
          </div>
        ))}
      </div>
      {form.errorAt('overdueDays') || form.formError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {form.errorAt('overdueDays') ?? form.formError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {overdueDays.length < MAX_OVERDUE_NOTICES ? (
          <Button variant="secondary" size="sm" onClick={addNotice}>
            {t('rem.addNotice')}
          </Button>
        ) : null}
        <Button type="submit" size="sm" loading={form.submitting}>
          {t('rem.saveSchedule')}
        </Button>
      </div>
    </form>
  );
}
