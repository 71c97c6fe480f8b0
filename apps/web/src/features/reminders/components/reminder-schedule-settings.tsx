import { MAX_OVERDUE_NOTICES, REMINDER_LEAD_DAYS, reminderScheduleSchema } from '@shelfwise/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useReminderSchedule, useSaveReminderSchedule } from '../api/reminder-schedule.ts';

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/**
 * When automatic reminders go out. Premium owners set the lead (1–14 days before the due date) and
 * up to three overdue notices; other plans read their plan's schedule.
 */
export function ReminderScheduleSettings() {
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
    return <p className="text-sm text-slate-600 dark:text-slate-300">Loading schedule...</p>;
  if (schedule.isError)
    return <p className="text-sm text-red-700 dark:text-red-300">{schedule.error.message}</p>;
  const data = schedule.data;

  if (!data.automatic) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Your plan sends reminders when you schedule them. Basic and Premium also remind borrowers
        automatically before the due date.
      </p>
    );
  }
  if (!data.editable) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Automatic reminders go out {days(data.leadDays)} before the due date
        {data.overdueDays.length ? `, and an overdue notice ${days(data.overdueDays[0] ?? 1)} after it` : ''}.
        Premium lets you choose.
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
      setError(parsed.error.issues[0]?.message ?? 'Check the numbers');
      return;
    }
    setError('');
    save.mutate(parsed.data, {
      onSuccess: () => toast.success('Notification settings saved'),
      onError: (e) => toast.error(e.message || 'Failed to save Notification settings'),
    });
  };

  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Automatic reminder schedule">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        When automatic reminders go out to your borrowers (Premium).
      </p>
      <div className="grid items-end gap-3 sm:grid-cols-2">
        <TextField
          label="Reminder (days before due date)"
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
              label={
                i === 0 ? 'Overdue notice (days after due date)' : `Notice ${i + 1} (days after notice ${i})`
              }
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
              aria-label={`Remove overdue notice ${i + 1}`}
            >
              Remove
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
            Add overdue notice
          </Button>
        ) : null}
        <Button type="submit" size="sm" loading={save.isPending}>
          Save schedule
        </Button>
      </div>
    </form>
  );
}
