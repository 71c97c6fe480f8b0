// The reminders module's public surface: the composition root imports only this file.
export { automaticKindsDue, createReminderJobs, type ReminderJobs } from './reminder-jobs.ts';
export { createRemindersExport, type RemindersExport } from './reminders.export.ts';
export { remindersRoutes } from './reminders.routes.ts';
export type { RemindersService } from './reminders.service.ts';
export { createRemindersService, REMINDER_MAIL_KIND } from './reminders.service.ts';
