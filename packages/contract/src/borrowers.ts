import { z } from 'zod';

/** A borrower as the API answers it (spec §3). */
export const borrowerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The borrower used the one-click unsubscribe link: no automatic emails go to them. */
  unsubscribed: z.boolean(),
});
export type Borrower = z.infer<typeof borrowerSchema>;

/** A borrower with loan counts (`GET /api/borrowers?includeLoansCount=true`). */
export const borrowerWithCountsSchema = borrowerSchema.extend({
  activeLoansCount: z.number().int(),
  totalLoansCount: z.number().int(),
});
export type BorrowerWithCounts = z.infer<typeof borrowerWithCountsSchema>;

const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

/**
 * The borrower form (spec §5): name, email and phone all required, email of email type.
 * `userId` is sent by the client (spec §7) but the owner is always the signed-in user.
 */
export const borrowerInputSchema = z.object({
  name: requiredText('Name', 200),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(320, 'Email is too long')
    .pipe(z.email('Enter a valid email address')),
  phone: requiredText('Phone', 40),
  userId: z.string().optional(),
});
export type BorrowerInput = z.infer<typeof borrowerInputSchema>;

/** Any text: an id that is not one of ours answers 404, not 400. */
export const borrowerIdParamsSchema = z.object({ id: z.string() });

export const listBorrowersQuerySchema = z.object({
  includeLoansCount: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const borrowerListSchema = z.object({ data: z.array(borrowerSchema) });
export const borrowerListWithCountsSchema = z.object({
  data: z.object({ data: z.array(borrowerWithCountsSchema) }),
});
export const borrowerResponseSchema = z.object({
  message: z.string(),
  data: z.object({ data: borrowerSchema }),
});
export const borrowerDeletedResponseSchema = z.object({ success: z.boolean(), message: z.string() });
