import type {
  LendingSettings,
  Loan,
  LoanRequest,
  LoanRequestKind,
  OwnerLoanRequest,
  PlanId,
} from '@shelfwise/contract';
import {
  BORROWER_ACTIONS_OFF_MESSAGE,
  DEFAULT_LENDING_SETTINGS,
  DUE_DATE_AFTER_TODAY_MESSAGE,
  EXTENSION_NOT_LATER_MESSAGE,
  EXTENSION_PENDING_MESSAGE,
  extensionTooLateMessage,
  NO_MORE_EXTENSIONS_MESSAGE,
  REQUEST_ALREADY_DECIDED_MESSAGE,
  RETURN_PENDING_MESSAGE,
} from '@shelfwise/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Executor, Transaction } from '../../db/executor.ts';
import { isUniqueViolation } from '../../db/pg-error.ts';
import { ONE_PENDING_REQUEST_PER_KIND } from '../../db/schema/loans.ts';
import { isUuid } from '../../db/sql.ts';
import { transaction } from '../../db/transaction.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import type { Clock } from '../../platform/clock.ts';
import type { BorrowerAnswer } from '../../platform/mail/templates/loan-requests.ts';
import { addDays, todayIn } from '../../platform/time.ts';
import type { ActivityService } from '../activity/index.ts';
import type { AuthService } from '../auth/index.ts';
import type { BooksService } from '../books/index.ts';
import type { BorrowersService } from '../borrowers/index.ts';
import { createRequestMails } from './loan-request-mails.ts';
import {
  countApprovedExtensions,
  decideRequest,
  findPairLoan,
  findPendingOfUser,
  findRequest,
  findRequestsOfLoans,
  findSettings,
  insertRequest,
  type LoanRequestRow,
  setReceivedOnce,
  upsertSettings,
} from './loan-requests.repository.ts';
import { findLoan, findLoansByIds, type LoanRow } from './loans.repository.ts';

/**
 * Borrowers in the loop (issue 29), lending's side: what a borrower does from their page ("I have
 * it", "I need more time", "I gave it back"), the owner's answers, and Settings › Lending. Every
 * change locks the owner, then the loan (the order lending uses), and commits with its activity
 * entry and its mail (outbox). The borrower's page itself is the borrower-portal module's.
 */

/** One owner–borrower pair: whose page a token opens. */
export interface BorrowerPair {
  userId: string;
  borrowerId: string;
}

/** The owner as an answer needs them (the session's user). */
export interface RequestOwner {
  id: string;
  plan: PlanId;
  timezone?: string;
}

/**
 * Runs inside the transaction of a borrower's request ("I need more time", "I gave it back"): the
 * webhooks queue their events; throwing rolls the request back.
 */
export type LoanRequestHook = (
  tx: Transaction,
  request: { userId: string; loanId: string; kind: LoanRequestKind },
) => Promise<void>;

type ReturnAction = 'RETURN_BOOK' | 'RETURN_CONFIRMED';
type DueDateAction = 'EXTEND_LOAN' | 'EXTENSION_APPROVED';

export interface LoanRequestsDeps {
  db: Database;
  config: Pick<Config, 'APP_URL'>;
  clock: Clock;
  auth: Pick<AuthService, 'lockAccount'>;
  books: Pick<BooksService, 'summaries'>;
  borrowers: Pick<BorrowersService, 'summaries' | 'issueLink'>;
  activity: Pick<ActivityService, 'record'>;
  present(userId: string, rows: LoanRow[], executor?: Executor): Promise<Loan[]>;
  moveDueDate(
    tx: Transaction,
    owner: RequestOwner,
    loan: LoanRow,
    date: string,
    action: DueDateAction,
  ): Promise<Loan>;
  returnLoan(tx: Transaction, userId: string, loan: LoanRow, action: ReturnAction): Promise<Loan>;
  /** Lending's request hooks (`onRequest`), each called once a request is made. */
  requestHooks: readonly LoanRequestHook[];
}

export function toLoanRequest(row: LoanRequestRow): LoanRequest {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    proposedDate: row.proposedDate,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The newest pending request of each loan (the Loan view's `pendingRequest`). */
export async function pendingByLoan(db: Executor, loanIds: string[]): Promise<Map<string, LoanRequest>> {
  const rows = await findRequestsOfLoans(db, loanIds);
  const byLoan = new Map<string, LoanRequest>();
  for (const row of rows) {
    if (row.status === 'pending' && !byLoan.has(row.loanId)) byLoan.set(row.loanId, toLoanRequest(row));
  }
  return byLoan;
}

/**
 * A return closes the loan's pending requests: a reported return counts as confirmed, a request
 * for more time is moot (declined, without mail).
 */
export async function closePendingOnReturn(tx: Transaction, loanId: string, at: Date): Promise<void> {
  for (const row of await findRequestsOfLoans(tx, [loanId])) {
    if (row.status === 'pending')
      await decideRequest(tx, row.id, row.kind === 'return' ? 'approved' : 'declined', at);
  }
}

/** The owner's Settings › Lending (the defaults until saved). */
export async function lendingSettingsOf(executor: Executor, userId: string): Promise<LendingSettings> {
  const row = await findSettings(executor, userId);
  return row
    ? {
        borrowerActions: row.borrowerActions,
        maxExtensions: row.maxExtensions,
        maxExtensionDays: row.maxExtensionDays,
      }
    : { ...DEFAULT_LENDING_SETTINGS };
}

export function createLoanRequests(deps: LoanRequestsDeps) {
  const { db, config, clock, auth, borrowers, activity } = deps;

  const settingsOf = (userId: string, executor: Executor = db) => lendingSettingsOf(executor, userId);

  /** The book and borrower names of a loan, for activity entries and mails. */
  async function namesOf(tx: Executor, loan: LoanRow) {
    const [view] = await deps.present(loan.userId, [loan], tx);
    const title = view?.book.title ?? '';
    const author = view?.book.author ?? '';
    const borrowerName = view?.borrower.name ?? '';
    return {
      title,
      author,
      borrowerName,
      borrowerEmail: view?.borrower.email ?? '',
      details: {
        title: title || undefined,
        author: author || undefined,
        borrowerName: borrowerName || undefined,
        book: title ? { title, author } : undefined,
        borrower: borrowerName ? { name: borrowerName } : undefined,
      },
    };
  }

  /**
   * A borrower's action begins: the owner then the pair's loan locked; 404 for a loan of another
   * pair, 403 when the owner turned actions off, 409 for a loan already returned.
   */
  async function lockPairLoan(tx: Transaction, pair: BorrowerPair, loanId: string) {
    const owner = await auth.lockAccount(tx, pair.userId);
    if (!owner) throw notFound('Loan');
    const loan = isUuid(loanId) ? await findPairLoan(tx, pair, loanId) : undefined;
    if (!loan) throw notFound('Loan');
    const settings = await settingsOf(pair.userId, tx);
    if (!settings.borrowerActions) throw forbidden(BORROWER_ACTIONS_OFF_MESSAGE);
    if (loan.returnedAt) throw notFound('Loan');
    return { owner, loan, settings };
  }

  /** A pending request of the pair's loan; the one-pending index answers a race with `pendingMessage`. */
  async function addRequest(
    tx: Transaction,
    loan: LoanRow,
    kind: LoanRequestKind,
    proposedDate: string | null,
    pendingMessage: string,
  ): Promise<LoanRequestRow> {
    try {
      return await insertRequest(tx, {
        userId: loan.userId,
        loanId: loan.id,
        kind,
        proposedDate,
        createdAt: clock.now(),
      });
    } catch (error) {
      if (isUniqueViolation(error, ONE_PENDING_REQUEST_PER_KIND)) throw conflict(pendingMessage);
      throw error;
    }
  }

  const mails = createRequestMails({ config, clock, borrowers });
  const { mailOwner, mailBorrower } = mails;

  /** A request as the owner sees it, with its loan's book, borrower and due date. */
  async function presentForOwner(userId: string, rows: LoanRequestRow[], executor: Executor = db) {
    const loanRows = await findLoansByIds(executor, [...new Set(rows.map((r) => r.loanId))]);
    const views = await deps.present(userId, loanRows, executor);
    const byId = new Map(views.map((v) => [v._id, v]));
    return rows.flatMap((row): OwnerLoanRequest[] => {
      const loan = byId.get(row.loanId);
      if (!loan) return [];
      return [
        {
          ...toLoanRequest(row),
          loanId: row.loanId,
          book: loan.book,
          borrower: { _id: loan.borrower._id, name: loan.borrower.name },
          dueDate: loan.returnDate,
        },
      ];
    });
  }

  /** The owner's answer: the request locked after the owner and its loan; 404 not theirs, 409 decided. */
  async function decide(owner: RequestOwner, requestId: string, approve: boolean): Promise<OwnerLoanRequest> {
    if (!isUuid(requestId)) throw notFound('Request');
    return transaction(db, async (tx) => {
      const account = await auth.lockAccount(tx, owner.id);
      if (!account) throw notFound('Request');
      const peek = await findRequest(tx, owner.id, requestId);
      if (!peek) throw notFound('Request');
      const loan = await findLoan(tx, owner.id, peek.loanId, 'update');
      const request = await findRequest(tx, owner.id, requestId, 'update');
      if (!loan || !request) throw notFound('Request');
      if (request.status !== 'pending') throw conflict(REQUEST_ALREADY_DECIDED_MESSAGE);
      const names = await namesOf(tx, loan);
      const now = clock.now();
      let answer: BorrowerAnswer;
      let dueDate = loan.returnDate;
      if (request.kind === 'extension') {
        if (approve) {
          const moved = await deps.moveDueDate(
            tx,
            owner,
            loan,
            request.proposedDate ?? '',
            'EXTENSION_APPROVED',
          );
          dueDate = moved.returnDate;
          answer = 'extension-approved';
        } else {
          await activity.record(tx, owner.id, 'EXTENSION_DECLINED', {
            ...names.details,
            returnDate: request.proposedDate ?? undefined,
          });
          answer = 'extension-declined';
        }
      } else if (approve) {
        // The return's own transaction closes this request as approved.
        await deps.returnLoan(tx, owner.id, loan, 'RETURN_CONFIRMED');
        answer = 'return-confirmed';
      } else {
        await activity.record(tx, owner.id, 'RETURN_DISPUTED', names.details);
        answer = 'return-disputed';
      }
      const decided =
        (await decideRequest(tx, request.id, approve ? 'approved' : 'declined', now)) ??
        (await findRequest(tx, owner.id, request.id));
      if (!decided) throw notFound('Request');
      await mailBorrower(tx, account, loan, answer, names, dueDate);
      const [view] = await presentForOwner(owner.id, [decided], tx);
      if (!view) throw notFound('Request');
      return view;
    });
  }

  return {
    /** Settings › Lending (the defaults until the owner saves them). */
    lendingSettings(userId: string): Promise<LendingSettings> {
      return settingsOf(userId);
    },

    async saveLendingSettings(userId: string, input: LendingSettings): Promise<LendingSettings> {
      await upsertSettings(db, userId, input, clock.now());
      return settingsOf(userId);
    },

    /** "I have it": stamps when the book was received, once (a second press changes nothing). */
    async receive(pair: BorrowerPair, loanId: string): Promise<void> {
      await transaction(db, async (tx) => {
        const { loan } = await lockPairLoan(tx, pair, loanId);
        if (loan.receivedAt) return;
        await setReceivedOnce(tx, loan.id, clock.now());
        await activity.record(tx, pair.userId, 'LOAN_RECEIVED', (await namesOf(tx, loan)).details);
      });
    },

    /**
     * "I need more time": a pending request for `dueDate`, after the current due date (and today),
     * at most the owner's days later, within their number of extensions; the owner is mailed.
     */
    async requestExtension(pair: BorrowerPair, loanId: string, dueDate: string): Promise<void> {
      await transaction(db, async (tx) => {
        const { owner, loan, settings } = await lockPairLoan(tx, pair, loanId);
        const own = await findRequestsOfLoans(tx, [loan.id]);
        if (own.some((r) => r.kind === 'extension' && r.status === 'pending'))
          throw conflict(EXTENSION_PENDING_MESSAGE);
        if (own.some((r) => r.kind === 'return' && r.status === 'pending'))
          throw conflict(RETURN_PENDING_MESSAGE);
        if ((await countApprovedExtensions(tx, loan.id)) >= settings.maxExtensions) {
          throw conflict(NO_MORE_EXTENSIONS_MESSAGE);
        }
        if (dueDate <= loan.returnDate) throw badRequest(EXTENSION_NOT_LATER_MESSAGE);
        const latest = addDays(loan.returnDate, settings.maxExtensionDays);
        if (dueDate > latest) throw badRequest(extensionTooLateMessage(latest));
        if (dueDate <= todayIn(owner.timezone, clock.now())) throw badRequest(DUE_DATE_AFTER_TODAY_MESSAGE);
        const request = await addRequest(tx, loan, 'extension', dueDate, EXTENSION_PENDING_MESSAGE);
        const names = await namesOf(tx, loan);
        await activity.record(tx, pair.userId, 'EXTENSION_REQUESTED', {
          ...names.details,
          returnDate: dueDate,
          previousReturnDate: loan.returnDate,
        });
        await mailOwner(tx, owner, request, names);
        for (const hook of deps.requestHooks)
          await hook(tx, { userId: pair.userId, loanId: loan.id, kind: 'extension' });
      });
    },

    /** "I gave it back": a pending return ('return pending') until the owner answers; the owner is mailed. */
    async reportReturn(pair: BorrowerPair, loanId: string): Promise<void> {
      await transaction(db, async (tx) => {
        const { owner, loan } = await lockPairLoan(tx, pair, loanId);
        const request = await addRequest(tx, loan, 'return', null, RETURN_PENDING_MESSAGE);
        const names = await namesOf(tx, loan);
        await activity.record(tx, pair.userId, 'RETURN_REPORTED', names.details);
        await mailOwner(tx, owner, request, names);
        for (const hook of deps.requestHooks)
          await hook(tx, { userId: pair.userId, loanId: loan.id, kind: 'return' });
      });
    },

    /** The owner's pending requests, newest first (the sidebar's badge counts them). */
    async pendingRequests(userId: string): Promise<OwnerLoanRequest[]> {
      return presentForOwner(userId, await findPendingOfUser(db, userId));
    },

    /** Grants a request: the due date moves (reminders follow) or the loan is returned; the borrower is told. */
    approveRequest(owner: RequestOwner, requestId: string): Promise<OwnerLoanRequest> {
      return decide(owner, requestId, true);
    },

    /** Declines a request: nothing moves (a disputed return stays out); the borrower is told. */
    declineRequest(owner: RequestOwner, requestId: string): Promise<OwnerLoanRequest> {
      return decide(owner, requestId, false);
    },
  };
}
