import { z } from 'zod';

/** Every activity type of spec §9, in the order of the history filter, then those of payments and plans. */
export const activityActions = [
  'CREATE_BOOK',
  'DELETE_BOOK',
  'UPDATE_BOOK',
  'CREATE_BORROWER',
  'UPDATE_BORROWER',
  'BORROW_BOOK',
  'RETURN_BOOK',
  'EXTEND_LOAN',
  'BATCH_ADD_BOOKS',
  'DELETE_BORROWER',
  'BOOK_RECOMMENDED',
  'CRON_JOB_STARTED',
  'CRON_JOB_COMPLETED',
  'CRON_JOB_FAILED',
  'DUE_BOOK_REMINDER_SENT',
  'DUE_BOOK_REMINDER_FAILED',
  'PAYMENT_SUCCEEDED',
  'PAYMENT_FAILED',
  'PAYMENT_REFUNDED',
  'PLAN_CHANGED',
  'SUBSCRIPTION_CANCELLED',
  // Borrowers in the loop (issue 29): what a borrower did from their page, and the owner's answers.
  'LOAN_RECEIVED',
  'EXTENSION_REQUESTED',
  'EXTENSION_APPROVED',
  'EXTENSION_DECLINED',
  'RETURN_REPORTED',
  'RETURN_CONFIRMED',
  'RETURN_DISPUTED',
  'BORROWER_LINK_REVOKED',
  // The wishlist (issue 30): a book wished for, and one bought (it moved into the library).
  'WISHLIST_ADDED',
  'WISHLIST_BOUGHT',
] as const;
export type ActivityAction = (typeof activityActions)[number];
export const activityActionSchema = z.enum(activityActions);

/** The details an activity entry may carry (spec §3); each action fills the fields it needs. */
export const activityDetailsSchema = z
  .object({
    title: z.string(),
    author: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    borrowerName: z.string(),
    returnDate: z.string(),
    /** A loan's due date before the owner changed it (EXTEND_LOAN; `returnDate` is the new one). */
    previousReturnDate: z.string(),
    books: z.array(z.string()),
    duplicates: z.number().int(),
    /** An import: how many books it added (its `books` names the first few). */
    added: z.number().int(),
    book: z.object({ title: z.string(), author: z.string() }),
    recipient: z.object({ name: z.string() }),
    borrower: z.object({ name: z.string() }),
    jobName: z.string(),
    totalRemindersSent: z.number().int(),
    error: z.string(),
    plan: z.string(),
    previousPlan: z.string(),
    billingCycle: z.string(),
    /** Major units (49.99), with its currency. */
    amount: z.number(),
    currency: z.string(),
    reference: z.string(),
    provider: z.string(),
    /** ISO date until which a cancelled plan lasts. */
    periodEnd: z.string(),
  })
  .partial();
export type ActivityDetails = z.infer<typeof activityDetailsSchema>;

export const activityEntrySchema = z.object({
  id: z.string(),
  action: activityActionSchema,
  createdAt: z.string(),
  details: activityDetailsSchema,
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** Page size of `GET /api/activity/my-logs`: default and largest. */
export const ACTIVITY_PAGE = { default: 100, max: 1000 } as const;

const instantOrDay = (label: string) =>
  z
    .string()
    .refine(
      (v) =>
        /^\d{4}-\d{2}-\d{2}(T.*)?$/.test(v) &&
        !Number.isNaN(Date.parse(v.length === 10 ? `${v}T00:00:00Z` : v)),
      `${label} must be an ISO date such as 2025-01-06 or 2025-01-06T00:00:00.000Z`,
    );

/**
 * `GET /api/activity/my-logs` filters. `from` (inclusive) and `to` (exclusive) are instants
 * (ISO timestamps) or calendar days in the user's timezone (`to` then includes that whole day).
 * `cursor` is the `nextCursor` of the previous page.
 */
export const activityQuerySchema = z.object({
  from: instantOrDay('from').optional(),
  to: instantOrDay('to').optional(),
  action: z.union([z.literal('all'), z.literal(''), activityActionSchema]).optional(),
  limit: z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(ACTIVITY_PAGE.max, `limit must be at most ${ACTIVITY_PAGE.max}`)
    .default(ACTIVITY_PAGE.default),
  cursor: z.string().max(200).optional(),
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;

export const activityListSchema = z.object({
  data: z.array(activityEntrySchema),
  /** More entries match than this page holds: ask again with `cursor: nextCursor`. */
  hasMore: z.boolean(),
  nextCursor: z.string().nullable(),
});
export type ActivityList = z.infer<typeof activityListSchema>;
