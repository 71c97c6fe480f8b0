import { z } from 'zod';
import { isNotBefore, notBeforeTodayMessage } from './dates.ts';

/** Spec §4: what a reminder is about. */
export const reminderTypes = ['custom', 'due_soon', 'overdue', 'return_request'] as const;
export type ReminderType = (typeof reminderTypes)[number];

/**
 * Spec §4: scheduled, sent, overdue, returned, failed ('sending' exists only on the client).
 * The status follows the loan: a returned loan's reminders read 'returned'; an unsent reminder
 * whose loan is past due reads 'overdue'.
 */
export const reminderStatuses = ['scheduled', 'sent', 'overdue', 'returned', 'failed'] as const;
export type ReminderStatus = (typeof reminderStatuses)[number];

/** The longest message a reminder may carry. */
export const MAX_REMINDER_MESSAGE = 2000;

const dayField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}/, `${label} must be a date like 2025-01-31`)
    // A full ISO timestamp is accepted too; only its calendar day counts.
    .transform((v) => v.slice(0, 10))
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, `${label} is not a valid date`);

/** A reminder as the Reminders page reads it (spec §3). */
export const reminderSchema = z.object({
  id: z.string(),
  /** The loan it belongs to. */
  borrowedBookId: z.string(),
  book: z.object({ title: z.string(), author: z.string(), cover: z.string() }),
  borrower: z.object({ name: z.string(), email: z.string() }),
  /** The loan's due day (YYYY-MM-DD). */
  dueDate: z.string(),
  /** The day it goes out (YYYY-MM-DD), from REMINDER_SEND_HOUR in the owner's timezone. */
  reminderDate: z.string(),
  message: z.string(),
  type: z.enum(reminderTypes),
  status: z.enum(reminderStatuses),
  /** When it was last emailed (ISO), or null. */
  lastSent: z.string().nullable(),
  returned: z.boolean(),
  recipientEmail: z.string(),
  /** Created by the scheduler (the plan's automatic reminders) rather than by hand. */
  automatic: z.boolean(),
  /** Why the last delivery failed, when it did. */
  lastError: z.string().nullable(),
  /** The borrower turned off emails about this owner's loans (one-click unsubscribe). */
  borrowerUnsubscribed: z.boolean(),
});
export type Reminder = z.infer<typeof reminderSchema>;

export const reminderListQuerySchema = z.object({
  searchTerm: z.string().max(200).optional().default(''),
  statusFilter: z
    .enum(
      ['', 'all', ...reminderStatuses],
      'Status must be one of all, scheduled, sent, overdue, returned, failed',
    )
    .optional()
    .default('all'),
});
export const reminderListResponseSchema = z.object({ data: z.array(reminderSchema) });
export const reminderResponseSchema = z.object({ data: reminderSchema });

const messageField = z
  .string({ error: 'Message is required' })
  .trim()
  .min(1, 'Message is required')
  .max(MAX_REMINDER_MESSAGE, `Message must be at most ${MAX_REMINDER_MESSAGE} characters`);
const recipientField = z
  .string()
  .trim()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter a valid email address'));

/** The reminder form (spec §5): loan (only when creating), message, date, type, recipient. */
export const createReminderSchema = z.object({
  borrowedBookId: z.string({ error: 'Choose a borrowed book' }).min(1, 'Choose a borrowed book'),
  message: messageField,
  reminderDate: dayField('Reminder date'),
  type: z.enum(reminderTypes, 'Type must be one of custom, due_soon, overdue, return_request'),
  /** Defaults to the borrower's email. */
  recipientEmail: z.union([recipientField, z.literal('').transform(() => undefined)]).optional(),
});
export type CreateReminderInput = z.input<typeof createReminderSchema>;

/** `PUT /api/reminders/{id}`: the same fields but the loan. */
export const updateReminderSchema = createReminderSchema.omit({ borrowedBookId: true }).extend({
  // The form sends the loan back as it was; it cannot be changed.
  borrowedBookId: z.string().optional(),
});
export type UpdateReminderInput = z.input<typeof updateReminderSchema>;

/**
 * The reminder form (spec §5 Reminder form): the API's fields, with the recipient email required
 * (the API would default it to the borrower's) and a date not before `today` (the owner's day,
 * YYYY-MM-DD), as the server also refuses. Editing sends no loan.
 */
const formRules = {
  recipientEmail: z
    .string({ error: 'Recipient email is required' })
    .trim()
    .min(1, 'Recipient email is required')
    .pipe(recipientField),
};
const notBeforeToday =
  (today: string) =>
  ({ reminderDate }: { reminderDate: string }) =>
    isNotBefore(reminderDate, today);
const pastDay = { path: ['reminderDate'], message: notBeforeTodayMessage('Reminder date') };

export const reminderFormSchema = ({ today, creating }: { today: string; creating: boolean }) =>
  creating
    ? createReminderSchema.extend(formRules).refine(notBeforeToday(today), pastDay)
    : updateReminderSchema.extend(formRules).refine(notBeforeToday(today), pastDay);

export const reminderIdParamsSchema = z.object({ id: z.string() });

/** `GET /api/reminders/borrowed-books`: the loans a reminder can be about. */
export const borrowedBookEntrySchema = z.object({
  id: z.string(),
  book: z.object({ title: z.string(), author: z.string(), cover: z.string() }),
  borrower: z.object({ name: z.string(), email: z.string(), unsubscribed: z.boolean() }),
  dueDate: z.string(),
  /** The suggested type: overdue when past due, else due_soon. */
  type: z.enum(reminderTypes),
  returned: z.boolean(),
});
export type BorrowedBookEntry = z.infer<typeof borrowedBookEntrySchema>;
export const borrowedBookListSchema = z.object({ data: z.array(borrowedBookEntrySchema) });

/** Bounds of a premium owner's automatic reminder schedule. */
export const REMINDER_LEAD_DAYS = { min: 1, max: 14 } as const;
export const MAX_OVERDUE_NOTICES = 3;

/**
 * The automatic reminder schedule (`GET/PUT /api/reminders/schedule`): the lead before the due
 * date and up to three overdue notices, each counted in days after the previous one. Premium may
 * change it; other plans read their plan's fixed schedule.
 */
export const reminderScheduleSchema = z.object({
  leadDays: z
    .number()
    .int('The reminder goes out 1 to 14 days before the due date')
    .min(REMINDER_LEAD_DAYS.min, 'The reminder goes out 1 to 14 days before the due date')
    .max(REMINDER_LEAD_DAYS.max, 'The reminder goes out 1 to 14 days before the due date'),
  overdueDays: z
    .array(
      z
        .number()
        .int('Each overdue notice comes 1 to 14 days after the previous one')
        .min(1, 'Each overdue notice comes 1 to 14 days after the previous one')
        .max(14, 'Each overdue notice comes 1 to 14 days after the previous one'),
    )
    .max(MAX_OVERDUE_NOTICES, `At most ${MAX_OVERDUE_NOTICES} overdue notices`),
});
export type ReminderSchedule = z.infer<typeof reminderScheduleSchema>;
export const reminderScheduleResponseSchema = z.object({
  // Plain numbers: the free plan reads a lead of 0 (no automatic reminders), which no input may set.
  data: z.object({
    leadDays: z.number().int(),
    overdueDays: z.array(z.number().int()),
    /** False: the plan's schedule, shown read-only. */
    editable: z.boolean(),
    /** False on the free plan (manual reminders only). */
    automatic: z.boolean(),
  }),
});

/** The sentence the reminder form fills in for a loan (spec §4). */
export function suggestedReminderMessage(input: {
  title: string;
  dueDateText: string;
  isOverdue: boolean;
}): string {
  return input.isOverdue
    ? `Hi! "${input.title}" was due back on ${input.dueDateText} and is now overdue. Could you please return it as soon as you can?`
    : `Hi! Just a friendly reminder that "${input.title}" is due on ${input.dueDateText}. Thank you!`;
}
