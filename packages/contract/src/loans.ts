import { z } from 'zod';
import { loanRequestSchema } from './borrower-portal.ts';
import { calendarDateSchema, isNotBefore, notBeforeTodayMessage } from './dates.ts';

/** Loan creation input (spec §3): the book, the borrower and the due date (YYYY-MM-DD). */
export const createLoanSchema = z.object({
  book: z.uuid('Choose a book from your collection'),
  borrower: z.uuid('Choose a borrower'),
  returnDate: calendarDateSchema('Return date'),
});
export type CreateLoanInput = z.input<typeof createLoanSchema>;

/**
 * The Loan Book form (spec §5 Loan): the loan, with a return date not before `today` (the
 * lender's day, YYYY-MM-DD), as the server also refuses.
 */
export const createLoanFormSchema = (today: string) =>
  createLoanSchema.refine((loan) => isNotBefore(loan.returnDate, today), {
    path: ['returnDate'],
    message: notBeforeTodayMessage('Return date'),
  });

/** The refusal of a new due date that is not after today (the owner's day). */
export const DUE_DATE_AFTER_TODAY_MESSAGE = 'Due date must be after today';

/**
 * `PATCH /api/borrow/{id}/due-date`: the loan's new due date (YYYY-MM-DD). Any day from tomorrow
 * on (the owner's day), earlier or later than the current one; the server refuses today and before.
 */
export const changeDueDateSchema = z.object({ returnDate: calendarDateSchema('Due date') });
export type ChangeDueDateInput = z.input<typeof changeDueDateSchema>;

/** The Extend Loan form: the API's field, with a day after `today` (the owner's day, YYYY-MM-DD). */
export const changeDueDateFormSchema = (today: string) =>
  changeDueDateSchema.refine((input) => input.returnDate > today, {
    path: ['returnDate'],
    message: DUE_DATE_AFTER_TODAY_MESSAGE,
  });

/** A loan as received by the Loans screen (spec §3). */
export const loanSchema = z.object({
  _id: z.string(),
  book: z.object({ _id: z.string(), title: z.string(), author: z.string(), thumbnail: z.string() }),
  borrower: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  borrowDate: z.string(),
  /** The due date. */
  returnDate: z.string(),
  returned: z.boolean(),
  returnedAt: z.string().nullable(),
  /** When the borrower said "I have it" on their page (issue 29); null until then. */
  receivedAt: z.string().nullable(),
  /** The borrower's pending request (more time, or "I gave it back"); null when none waits. */
  pendingRequest: loanRequestSchema.nullable(),
});
export type Loan = z.infer<typeof loanSchema>;

/** Any text: an id that is not one of ours answers 404, not 400. */
export const loanIdParamsSchema = z.object({ id: z.string() });

export const DEFAULT_LOANS_LIMIT = 100;
export const MAX_LOANS_LIMIT = 1000;

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * `GET /api/borrow?limit=&cursor=`: newest first (ties broken by id), `limit` loans at a time
 * (default 100, at most 1000); pass the answer's `nextCursor` as `cursor` for the next page.
 */
export const loanListQuerySchema = z.object({
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be 1 or more')
      .max(MAX_LOANS_LIMIT, `limit must be at most ${MAX_LOANS_LIMIT}`)
      .default(DEFAULT_LOANS_LIMIT),
  ),
  cursor: z.preprocess(emptyToUndefined, z.string().max(500, 'cursor is not valid').optional()),
});
export type LoanListQuery = z.output<typeof loanListQuerySchema>;

/** One page of loans: `hasMore` says whether another page follows, `nextCursor` how to ask for it. */
export const loanListResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.array(loanSchema),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable(),
});
export type LoanListResponse = z.infer<typeof loanListResponseSchema>;
export const loanResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: loanSchema,
});

/** Loan status as the Loans screen derives it (spec §4). */
export const loanStatuses = ['Active', 'Overdue', 'Returned'] as const;
export type LoanStatus = (typeof loanStatuses)[number];
