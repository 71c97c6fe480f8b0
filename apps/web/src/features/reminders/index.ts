// The reminders feature's public surface: pages and other features import only this file.

export { useReminderLeadDays } from './api/reminder-schedule.ts';
export { ReminderFormModal } from './components/reminder-form-modal.tsx';
export { ReminderScheduleSettings } from './components/reminder-schedule-settings.tsx';
export { RemindersScreen } from './components/reminders-screen.tsx';
