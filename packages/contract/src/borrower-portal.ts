import { z } from 'zod';
import { calendarDateSchema } from './dates.ts';

/**
 * Borrowers in the loop (issue 29). A borrower has no account: every mail to them (loan
 * confirmation, reminders, answers to their requests) carries a link to their page for that
 * owner, `/borrower/{token}`. The page reads `GET /api/borrower/{token}` and acts with POSTs only
 * (mail scanners open links before people do, so a GET or HEAD never changes anything).
 *
 * Tokens are 256-bit random (43 base64url characters), stored hashed, bound to one purpose
 * ('page' or 'feed') and one owner–borrower pair. A token works while that pair has a loan still
 * out and for 30 days after the pair's last loan closed; the owner can revoke and re-issue it;
 * changing the borrower's email revokes it. Every unknown, revoked, expired or other-purpose token
 * answers the same 404 with BORROWER_LINK_INVALID_MESSAGE.
 */

/** The client route of the borrower's page (the token is its only key). */
export const BORROWER_PAGE_ROUTE = '/borrower/:token';
export const borrowerPagePath = (token: string) => `/borrower/${token}`;
/** The borrower's own calendar feed of what they hold from that owner. */
export const borrowerFeedPath = (token: string) => `/api/borrower-feed/${token}.ics`;

/** How long after the pair's last loan closed its links keep working. */
export const BORROWER_LINK_GRACE_DAYS = 30;

export const BORROWER_LINK_INVALID_MESSAGE =
  'This link is no longer valid. Ask the book’s owner for a new one.';
export const BORROWER_ACTIONS_OFF_MESSAGE = 'The owner does not take requests through this page.';
export const EXTENSION_PENDING_MESSAGE =
  'You already asked for more time for this book; the owner has not answered yet.';
export const RETURN_PENDING_MESSAGE =
  'You already said you gave this book back; the owner has not confirmed yet.';
export const NO_MORE_EXTENSIONS_MESSAGE = 'This loan cannot be extended again. Talk to the owner.';
export const REQUEST_ALREADY_DECIDED_MESSAGE = 'This request has already been answered.';
export const extensionTooLateMessage = (latest: string) => `Choose a date no later than ${latest}.`;
export const EXTENSION_NOT_LATER_MESSAGE = 'Choose a date after the current due date.';

/** Kinds of request a borrower makes from their page. */
export const loanRequestKinds = ['extension', 'return'] as const;
export type LoanRequestKind = (typeof loanRequestKinds)[number];
export const loanRequestStatuses = ['pending', 'approved', 'declined'] as const;
export type LoanRequestStatus = (typeof loanRequestStatuses)[number];

/** A borrower's request as both sides see it. `proposedDate` only for an extension. */
export const loanRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(loanRequestKinds),
  status: z.enum(loanRequestStatuses),
  /** The new due date asked for (YYYY-MM-DD); null for a return. */
  proposedDate: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type LoanRequest = z.infer<typeof loanRequestSchema>;

/** One open loan on the borrower's page: nothing about anyone else, no ids but the loan's. */
export const borrowerPageLoanSchema = z.object({
  id: z.string(),
  title: z.string(),
  author: z.string(),
  /** A cover URL or ''. */
  cover: z.string(),
  /** The day it was lent (the owner's day, YYYY-MM-DD). */
  borrowedOn: z.string(),
  dueDate: z.string(),
  overdue: z.boolean(),
  /** When the borrower said "I have it"; null until then. */
  receivedAt: z.string().nullable(),
  /** The latest extension request of this loan (pending, or the last answer); null if none. */
  extension: loanRequestSchema.nullable(),
  /** A pending "I gave it back" ('return pending'); null otherwise. */
  returnReport: loanRequestSchema.nullable(),
  /** Whether "I need more time" is offered now (owner allows it, cap not reached, none pending). */
  canExtend: z.boolean(),
  /** The latest due date the borrower may ask for (YYYY-MM-DD); null when `canExtend` is false. */
  latestDueDate: z.string().nullable(),
});
export type BorrowerPageLoan = z.infer<typeof borrowerPageLoanSchema>;

/** `GET /api/borrower/{token}`, and the answer of every action on it (the page as it now is). */
export const borrowerPageSchema = z.object({
  data: z.object({
    /** The owner's first name only. */
    ownerName: z.string(),
    /** The borrower's first name (the greeting). */
    borrowerName: z.string(),
    /** The owner's language: the page opens in it, like the mail. */
    language: z.enum(['en', 'es', 'fr', 'de']),
    /** The owner's today (YYYY-MM-DD): what "overdue" and the date picker's minimum follow. */
    today: z.string(),
    /** Whether the owner takes requests from this page (Settings › Lending). */
    actionsEnabled: z.boolean(),
    loans: z.array(borrowerPageLoanSchema),
  }),
});
export type BorrowerPage = z.infer<typeof borrowerPageSchema>['data'];

/** `POST /api/borrower/{token}/loans/{loanId}/extension`: the new due date asked for. */
export const extensionRequestSchema = z.object({ dueDate: calendarDateSchema('Due date') });
export type ExtensionRequestInput = z.input<typeof extensionRequestSchema>;

/** `POST /api/borrower/{token}/calendar`: makes (or remakes) the borrower's own feed URL, shown once. */
export const borrowerFeedCreatedSchema = z.object({
  data: z.object({ url: z.url() }),
});

/**
 * A pending request as the owner sees it (`GET /api/loan-requests`): with the loan's book and
 * borrower, the current due date, and for an extension the date asked for.
 */
export const ownerLoanRequestSchema = loanRequestSchema.extend({
  loanId: z.string(),
  book: z.object({ _id: z.string(), title: z.string(), author: z.string(), thumbnail: z.string() }),
  borrower: z.object({ _id: z.string(), name: z.string() }),
  dueDate: z.string(),
});
export type OwnerLoanRequest = z.infer<typeof ownerLoanRequestSchema>;

export const ownerLoanRequestListSchema = z.object({ data: z.array(ownerLoanRequestSchema) });
/** `POST /api/loan-requests/{id}/approve|decline`: the request as answered. */
export const ownerLoanRequestResponseSchema = z.object({ message: z.string(), data: ownerLoanRequestSchema });

/**
 * Settings › Lending (`GET|PUT /api/lending-settings`): whether borrowers may act from their page,
 * and the cap on extensions: how many per loan and how many days each may add at most.
 */
export const lendingSettingsSchema = z.object({
  borrowerActions: z.boolean(),
  maxExtensions: z
    .number({ error: 'Extensions per loan must be a number' })
    .int('Extensions per loan must be a whole number')
    .min(0, 'Extensions per loan must be 0 or more')
    .max(10, 'Extensions per loan must be at most 10'),
  maxExtensionDays: z
    .number({ error: 'Days per extension must be a number' })
    .int('Days per extension must be a whole number')
    .min(1, 'Days per extension must be 1 or more')
    .max(90, 'Days per extension must be at most 90'),
});
export type LendingSettings = z.infer<typeof lendingSettingsSchema>;
export const DEFAULT_LENDING_SETTINGS: LendingSettings = {
  borrowerActions: true,
  maxExtensions: 2,
  maxExtensionDays: 14,
};
export const lendingSettingsResponseSchema = z.object({ data: lendingSettingsSchema });

/**
 * `POST /api/borrowers/{id}/page-link`: revokes the pair's links and makes a new page link, shown
 * once (the owner can copy it to the borrower; the next mail carries a fresh one anyway).
 * `DELETE` revokes them all (page and feed) without a new one.
 */
export const borrowerPageLinkSchema = z.object({ data: z.object({ url: z.url() }) });
