import { type Reminder, reminderStatuses } from '@shelfwise/contract';
import { BellRing, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { LoadingScreen } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useDebouncedValue } from '../../books/index.ts';
import { useDeleteReminder } from '../api/delete-reminder.ts';
import { useReminders } from '../api/get-reminders.ts';
import { useSendReminder } from '../api/send-reminder.ts';
import { formatDay } from '../lib/dates.ts';
import { type ShownStatus, statusLabels } from '../lib/reminder-view.ts';
import { ReminderFormModal } from './reminder-form-modal.tsx';
import { ReminderCards, RemindersTable } from './reminders-list.tsx';

/** The Reminders page (spec §2): search, status filter, New Reminder, the table or cards. */
export function RemindersScreen() {
  const t = useT();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  const searchTerm = useDebouncedValue(search.trim(), 300);
  const reminders = useReminders(searchTerm, status);
  const send = useSendReminder();
  const remove = useDeleteReminder();
  const [sending, setSending] = useState<Set<string>>(new Set());
  const [form, setForm] = useState<{ open: boolean; reminder: Reminder | null }>({
    open: false,
    reminder: null,
  });
  const [deleting, setDeleting] = useState<Reminder | null>(null);
  const isFiltered = search !== '' || status !== 'all';

  const statusOf = (r: Reminder): ShownStatus => (sending.has(r.id) ? 'sending' : r.status);

  const sendNow = (r: Reminder) => {
    setSending((s) => new Set(s).add(r.id));
    send.mutate(r.id, {
      onSuccess: () => toast.success(t('rem.sentTo', { email: r.recipientEmail })),
      // The server keeps the status the reminder had; the list shows it again once refreshed.
      onError: (e) => toast.error(e.message || t('rem.sendFailed')),
      onSettled: () =>
        setSending((s) => {
          const next = new Set(s);
          next.delete(r.id);
          return next;
        }),
    });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(t('rem.deleted')),
      onError: (e) => toast.error(e.message || t('rem.deleteFailed')),
      onSettled: () => setDeleting(null),
    });
  };

  const list = reminders.data ?? [];
  return (
    <div className="space-y-5">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">{t('rem.title')}</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('rem.lead')}</p>
        </div>
        <Button onClick={() => setForm({ open: true, reminder: null })} className="w-full sm:w-auto">
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('rem.new')}
        </Button>
      </header>

      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end dark:border-slate-700 dark:bg-slate-900">
        <SearchInput
          label={t('rem.search')}
          value={search}
          onChange={setSearch}
          placeholder={t('rem.searchPlaceholder')}
        />
        <div className="sm:w-48">
          <Select label={t('rem.status')} value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="all">{t('rem.allStatus')}</option>
            {reminderStatuses.map((s) => (
              <option key={s} value={s}>
                {t(statusLabels[s])}
              </option>
            ))}
          </Select>
        </div>
        {isFiltered ? (
          <Button
            variant="ghost"
            onClick={() => {
              setSearch('');
              setStatus('all');
            }}
          >
            <X aria-hidden="true" className="h-4 w-4" />
            {t('rem.clear')}
          </Button>
        ) : null}
      </div>

      {reminders.isPending ? (
        <LoadingScreen label={t('rem.loading')} />
      ) : reminders.isError ? (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200"
        >
          {reminders.error.message || t('rem.fetchFailed')}
        </div>
      ) : list.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
          <EmptyState
            icon={BellRing}
            title={t('rem.none')}
            message={isFiltered ? t('rem.noneFiltered') : t('rem.noneYet')}
          />
        </div>
      ) : (
        <>
          <RemindersTable
            reminders={list}
            statusOf={statusOf}
            onSend={sendNow}
            onEdit={(r) => setForm({ open: true, reminder: r })}
            onDelete={setDeleting}
          />
          <ReminderCards
            reminders={list}
            statusOf={statusOf}
            onSend={sendNow}
            onEdit={(r) => setForm({ open: true, reminder: r })}
            onDelete={setDeleting}
          />
        </>
      )}

      <ReminderFormModal
        open={form.open}
        reminder={form.reminder}
        onClose={() => setForm({ open: false, reminder: null })}
        onSaved={(r) =>
          toast.success(
            form.reminder
              ? t('reminders.toast.updated')
              : t('reminders.toast.scheduled', { date: formatDay(r.reminderDate) }),
          )
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('rem.deleteTitle')}
        message={t('rem.deleteText', { title: deleting?.book.title || t('rem.unknownBook') })}
        confirmText={t('common.delete')}
        busyText={t('common.deleting')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => {
          if (!remove.isPending) setDeleting(null);
        }}
      />
    </div>
  );
}
