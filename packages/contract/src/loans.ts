import { z } from 'zod';
import { calendarDateSchema } from './dates.ts';

/** Loan creation input (spec §3): the book, the borrower and the due date (YYYY-MM-DD). */
export const createLoanSchema = z.object({
  book: z.uuid('Choose a book from your collection'),
  borrower: z.uuid('Choose a borrower'),
  returnDate: calendarDateSchema('Return date'),
});
export type CreateLoanInput = z.input<typeof createLoanSchema>;

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
});
export type Loan = z.infer<typeof loanSchema>;

/** Any text: an id that is not one of ours answers 404, not 400. */
export const loanIdParamsSchema = z.object({ id: z.string() });

export const loanListResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.array(loanSchema),
});
export const loanResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: loanSchema,
});

/** Loan status as the Loans screen derives it (spec §4). */
export const loanStatuses = ['Active', 'Overdue', 'Returned'] as const;
export type LoanStatus = (typeof loanStatuses)[number];
