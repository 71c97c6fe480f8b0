import {
  activityActionSchema,
  activityDetailsSchema,
  bookStatuses,
  borrowerInputSchema,
  createReminderSchema,
  isbnSchema,
  languages,
  legacyReadingBookStatuses,
  newBookSchema,
  notificationSettingsSchema,
  type RefusedLine,
  type RestoredSection,
  ratingSchema,
  readingFieldsSchema,
  timezoneSchema,
} from '@shelfwise/contract';
import { z } from 'zod';

/**
 * The entries of a Shelfwise JSON export checked before anything is restored (decision 0015): each
 * row takes only the columns a restore writes, with the API's own limits (the contract's schemas),
 * and every link must point at an entry of the file that is itself restored. An entry that fails
 * is refused with its section, its number in it and the reason, the others are kept: a loan whose
 * book or borrower is not in the file is refused, never stored without them, and a reminder goes
 * with its loan. Pure: the preview and the job run it on the same document.
 */

type Row = Record<string, unknown>;

const id = z
  .string({ error: 'its id is missing' })
  .min(1, 'its id is missing')
  .max(100, 'its id is too long');
const instant = (label: string) =>
  z
    .string({ error: `${label} is not a date and time` })
    .refine((v) => !Number.isNaN(Date.parse(v)), `${label} is not a date and time`);
const day = (label: string) =>
  z
    .string({ error: `${label} is not a date like 2025-01-31` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} is not a date like 2025-01-31`)
    .refine((v) => new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), `${label} is not a valid date`);
const stamps = { createdAt: instant('createdAt').optional(), updatedAt: instant('updatedAt').optional() };

/**
 * A book entry. Files written before reading statuses were apart from availability say 'Reading'
 * or 'Completed' as the status: restored as an Available book with that reading status.
 */
const bookRow = newBookSchema
  .pick({
    title: true,
    author: true,
    description: true,
    category: true,
    notes: true,
    tags: true,
    thumbnail: true,
  })
  .extend({
    id,
    isbn: isbnSchema.optional(),
    status: z
      .enum([...bookStatuses, ...legacyReadingBookStatuses], {
        error: 'its status is not one Shelfwise knows',
      })
      .optional(),
    rating: ratingSchema.optional(),
    ...readingFieldsSchema.shape,
    ...stamps,
  })
  .transform(({ status, ...book }) => {
    if (status === 'Reading' || status === 'Completed') {
      const readingStatus = book.readingStatus ?? (status === 'Reading' ? 'reading' : 'read');
      const readCount = book.readCount ?? (readingStatus === 'read' ? 1 : 0);
      return { ...book, status: 'Available' as const, readingStatus, readCount };
    }
    return { ...book, status };
  });

const borrowerRow = borrowerInputSchema
  .pick({ name: true, email: true, phone: true })
  .extend({ id, ...stamps });

const loanRow = z.object({
  id,
  bookId: z.string().nullish(),
  borrowerId: z.string().nullish(),
  borrowDate: instant('borrowDate'),
  returnDate: day('returnDate'),
  returnedAt: instant('returnedAt').nullish(),
});

/** The statuses stored (the API's 'overdue' is read from the loan, never stored). */
const storedReminderStatuses = ['scheduled', 'sent', 'failed', 'returned'] as const;
const reminderRow = createReminderSchema.pick({ message: true, type: true }).extend({
  id,
  loanId: z.string().nullish(),
  reminderDate: day('reminderDate'),
  sendAt: instant('sendAt'),
  status: z.enum(storedReminderStatuses, { error: 'its status is not one Shelfwise knows' }),
  recipientEmail: z
    .string({ error: 'Enter a valid email address' })
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email('Enter a valid email address')),
  lastSentAt: instant('lastSentAt').nullish(),
  attempts: z.number().int().min(0).max(1000).optional(),
  lastError: z.string().max(2000).nullish(),
  isAutomatic: z.boolean().optional(),
  /** Read only for its kind and due day: the key itself is made again from the new loan. */
  autoKey: z.string().max(200).nullish(),
  generation: z.number().int().min(1).max(1_000_000).optional(),
  queuedAt: instant('queuedAt').nullish(),
  ...stamps,
});

const activityRow = z.object({
  id,
  action: activityActionSchema,
  details: activityDetailsSchema.optional(),
  createdAt: instant('createdAt'),
});

const settingsSchema = z.object({
  language: z.enum(languages).optional().catch(undefined),
  timezone: timezoneSchema.optional().catch(undefined),
  notificationSettings: notificationSettingsSchema.optional().catch(undefined),
});

export type RestoredBook = z.output<typeof bookRow>;
export type RestoredBorrower = z.output<typeof borrowerRow>;
export type RestoredLoan = z.output<typeof loanRow> & { bookId: string; borrowerId: string };
export type RestoredReminder = z.output<typeof reminderRow> & { loanId: string };
export type RestoredActivity = z.output<typeof activityRow>;

/** What a restore writes: entries that passed, in the order of the file. */
export interface RestorePlan {
  settings: z.output<typeof settingsSchema>;
  books: RestoredBook[];
  borrowers: RestoredBorrower[];
  loans: RestoredLoan[];
  reminders: RestoredReminder[];
  activity: RestoredActivity[];
  /** Every refused entry (the preview keeps the first few). */
  refused: RefusedLine[];
}

function reasonOf(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'it cannot be read';
  // The contract's sentences name their field; zod's own ones get the column in front.
  if (issue.code === 'custom' || /^[A-Z]/.test(issue.message) || issue.path.length === 0)
    return issue.message;
  return `${issue.path.join('.')}: ${issue.message}`;
}

/** Checks a parsed export; the sections are known to be arrays (Restorer.parse). */
export function planRestore(document: {
  settings?: unknown;
  books: unknown[];
  borrowers: unknown[];
  loans: unknown[];
  reminders: unknown[];
  activity: unknown[];
}): RestorePlan {
  const refused: RefusedLine[] = [];
  const refuse = (section: RestoredSection, index: number, reason: string) => {
    refused.push({ section, line: index + 1, reason });
  };

  /** Each entry through its schema, ids unique in the section; answers the passed ones by id. */
  function check<T extends { id: string }>(
    section: RestoredSection,
    rows: unknown[],
    schema: z.ZodType<T>,
    more?: (row: T, index: number) => string | null,
  ): Map<string, T> {
    const kept = new Map<string, T>();
    const firstWith = new Map<string, number>();
    for (const [index, raw] of rows.entries()) {
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        refuse(section, index, reasonOf(parsed.error));
        continue;
      }
      const row = parsed.data;
      const same = firstWith.get(row.id);
      if (same !== undefined) {
        refuse(section, index, `it has the same id as entry ${same + 1}`);
        continue;
      }
      firstWith.set(row.id, index);
      const problem = more?.(row, index);
      if (problem) refuse(section, index, problem);
      else kept.set(row.id, row);
    }
    return kept;
  }

  const books = check('books', document.books, bookRow);
  const emails = new Map<string, number>();
  const borrowers = check('borrowers', document.borrowers, borrowerRow, (row, index) => {
    const key = row.email.toLowerCase();
    const same = emails.get(key);
    if (same !== undefined) return `it has the same email as entry ${same + 1}`;
    emails.set(key, index);
    return null;
  });
  const onLoan = new Map<string, number>();
  const loans = check('loans', document.loans, loanRow, (row, index) => {
    if (!row.bookId || !books.has(row.bookId)) return 'its book is not in the file';
    if (!row.borrowerId || !borrowers.has(row.borrowerId)) return 'its borrower is not in the file';
    if (!row.returnedAt) {
      const same = onLoan.get(row.bookId);
      if (same !== undefined) return `its book is already on loan in entry ${same + 1}`;
      onLoan.set(row.bookId, index);
    }
    return null;
  }) as Map<string, RestoredLoan>;
  const reminders = check('reminders', document.reminders, reminderRow, (row) =>
    row.loanId && loans.has(row.loanId) ? null : 'its loan is not in the file',
  ) as Map<string, RestoredReminder>;
  const activity = check('activity', document.activity, activityRow);

  // A book is 'Loaned' exactly while one of its loans is open, as lending keeps it.
  const bookRows = [...books.values()].map((book) => {
    const lent = onLoan.has(book.id);
    if (lent && book.status !== 'Loaned') return { ...book, status: 'Loaned' as const };
    if (!lent && book.status === 'Loaned') return { ...book, status: 'Available' as const };
    return book;
  });
  return {
    settings: settingsSchema.parse(
      document.settings && typeof document.settings === 'object' ? document.settings : {},
    ),
    books: bookRows,
    borrowers: [...borrowers.values()],
    loans: [...loans.values()],
    reminders: [...reminders.values()],
    activity: [...activity.values()],
    refused,
  };
}

/** Whether any string in the value (keys included) holds U+0000, which PostgreSQL cannot store. */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object')
    return Object.entries(value as Row).some(([key, v]) => key.includes('\u0000') || holdsNul(v));
  return false;
}
