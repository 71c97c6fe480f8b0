// Past 400 lines: the reminders' rules (status, editing, Send Now and its outcome hook) read best
// in one place; the scheduler's side lives in reminder-jobs.ts.
import {
  type ActivityDetails,
  type BorrowedBookEntry,
  borrowerPagePath,
  type CreateReminderInput,
  type PlanId,
  plans,
  type Reminder,
  type ReminderSchedule,
  type ReminderStatus,
  type UpdateReminderInput,
} from '@shelfwise/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Executor, Transaction } from '../../db/executor.ts';
import { isUuid } from '../../db/sql.ts';
import { transaction } from '../../db/transaction.ts';
import { AppError, badRequest, conflict, notFound, tooManyRequests } from '../../http/errors.ts';
import { assertPlanAllows } from '../../http/plan-guard.ts';
import type { Clock } from '../../platform/clock.ts';
import { reserveExternalMailOrRefuse } from '../../platform/mail/mail-cap.ts';
import type { Mailer, MailOutcome } from '../../platform/mail/mailer.ts';
import {
  cancelQueuedMail,
  deleteQueuedMail,
  lockQueuedMail,
  type MailMessage,
} from '../../platform/mail/outbox.ts';
import { reminderMail } from '../../platform/mail/templates/reminder.ts';
import { unsubscribeParts } from '../../platform/mail/unsubscribe.ts';
import { instantIn, sqlTimeZone, todayIn } from '../../platform/time.ts';
import type { ActivityService } from '../activity/index.ts';
import type { AccountRow, AuthService } from '../auth/index.ts';
import type { BorrowersService } from '../borrowers/index.ts';
import type { LoansService, OwnedLoan } from '../loans/index.ts';
import {
  deletePendingAutomatic,
  deleteReminder,
  findReminder,
  findRemindersByUser,
  findSchedule,
  insertReminder,
  lockRemindersByIds,
  markLoanReturned,
  markRemindersSent,
  moveSendTimes,
  type ReminderRow,
  setReminderStatus,
  updateReminder,
  upsertSchedule,
  wakePasses,
} from './reminders.repository.ts';

export const PAST_REMINDER_DATE_MESSAGE = 'Reminder date cannot be before today';
export const LOAN_RETURNED_MESSAGE = 'This book has already been returned';
export const NOT_EDITABLE_MESSAGE = 'Only a scheduled, overdue or failed reminder can be edited';
export const NOT_SENDABLE_MESSAGE = 'Only a scheduled or overdue reminder can be sent now';
export const BEING_SENT_MESSAGE = 'This reminder is being sent right now';
export const SEND_FAILED_MESSAGE = 'Failed to send reminder';
export const NO_RECIPIENT_MESSAGE = 'Recipient email is required';

/** The outbox `kind` of reminder emails; `ref` is `<reminder id>:<generation>`. */
export const REMINDER_MAIL_KIND = 'reminder';

export const reminderMailRef = (row: { id: string; generation: number }) => `${row.id}:${row.generation}`;
export const reminderDedupeKey = (row: { id: string; generation: number }) =>
  `reminder:${reminderMailRef(row)}`;

export interface ReminderOwner {
  id: string;
  plan: PlanId;
  timezone?: string;
}

export interface RemindersServiceDeps {
  db: Database;
  config: Pick<Config, 'APP_URL' | 'JWT_SECRET' | 'REMINDER_SEND_HOUR'>;
  clock: Clock;
  auth: Pick<AuthService, 'findAccount' | 'findAccounts'>;
  loans: Pick<LoansService, 'listOpen' | 'findOwned'>;
  /** `issueLink`: each reminder carries a fresh link to the borrower's page (issue 29). */
  borrowers: Pick<BorrowersService, 'unsubscribedAmong' | 'issueLink'>;
  activity: Pick<ActivityService, 'record' | 'recordMany'>;
  mailer: Pick<Mailer, 'queueClaimed' | 'deliverClaimed'>;
}

export type RemindersService = ReturnType<typeof createRemindersService>;

/** The status a person reads (spec §4): it follows the loan. */
export function readStatus(
  row: Pick<ReminderRow, 'status'>,
  loan: OwnedLoan | undefined,
  today: string,
): ReminderStatus {
  if (row.status === 'returned' || !loan || loan.returned) return 'returned';
  if (row.status === 'sent' || row.status === 'failed') return row.status;
  return loan.returnDate < today ? 'overdue' : 'scheduled';
}

/** What a reminder email and the activity entries say about the loan. */
export function loanDetails(loan: OwnedLoan | undefined) {
  const title = loan?.book.title || 'Unknown Book';
  const author = loan?.book.author ?? '';
  const borrowerName = loan?.borrower.name || 'Unknown Borrower';
  return {
    title,
    author,
    borrowerName,
    book: { title, author },
    borrower: { name: borrowerName },
  };
}

export function createRemindersService(deps: RemindersServiceDeps) {
  const { db, config, clock, auth, loans, borrowers, activity, mailer } = deps;

  const sendAtFor = (timezone: string | undefined, day: string) =>
    instantIn(timezone, day, config.REMINDER_SEND_HOUR);

  async function present(
    owner: ReminderOwner,
    rows: ReminderRow[],
    executor: Executor = db,
  ): Promise<Reminder[]> {
    const loanList = (
      await loans.findOwned(
        rows.map((r) => r.loanId),
        executor,
      )
    ).filter((l) => l.userId === owner.id);
    const loanById = new Map(loanList.map((l) => [l._id, l]));
    const unsubscribed = await borrowers.unsubscribedAmong(
      owner.id,
      rows.map((r) => r.recipientEmail),
      executor,
    );
    const today = todayIn(owner.timezone, clock.now());
    return rows.map((row) => {
      const loan = loanById.get(row.loanId);
      return {
        id: row.id,
        borrowedBookId: row.loanId,
        book: {
          title: loan?.book.title ?? '',
          author: loan?.book.author ?? '',
          cover: loan?.book.thumbnail ?? '',
        },
        borrower: { name: loan?.borrower.name ?? '', email: loan?.borrower.email ?? '' },
        dueDate: loan?.returnDate ?? '',
        reminderDate: row.reminderDate,
        message: row.message,
        type: row.type,
        status: readStatus(row, loan, today),
        lastSent: row.lastSentAt?.toISOString() ?? null,
        returned: Boolean(loan?.returned) || row.status === 'returned',
        recipientEmail: row.recipientEmail,
        automatic: row.isAutomatic,
        lastError: row.lastError,
        borrowerUnsubscribed: unsubscribed.has(row.recipientEmail.toLowerCase()),
      };
    });
  }

  async function presentOne(owner: ReminderOwner, row: ReminderRow, executor: Executor = db) {
    const [reminder] = await present(owner, [row], executor);
    if (!reminder) throw notFound('Reminder');
    return reminder;
  }

  async function ownedLoan(owner: ReminderOwner, loanId: string, executor: Executor = db) {
    if (!isUuid(loanId)) throw notFound('Borrowed book');
    const [loan] = await loans.findOwned([loanId], executor);
    if (!loan || loan.userId !== owner.id) throw notFound('Borrowed book');
    return loan;
  }

  /**
   * The reminder email of `row` about `loan`, from its owner (reply-to them) with the borrower's
   * one-click unsubscribe link and headers.
   */
  async function buildMail(
    tx: Executor,
    row: ReminderRow,
    loan: OwnedLoan,
    owner: AccountRow,
  ): Promise<MailMessage> {
    const pageToken = loan.borrower._id
      ? await borrowers.issueLink(tx, owner.id, loan.borrower._id, 'page')
      : null;
    const unsubscribe = unsubscribeParts(config.APP_URL, config.JWT_SECRET, {
      userId: owner.id,
      email: row.recipientEmail,
    });
    return {
      to: row.recipientEmail,
      replyTo: owner.email,
      headers: unsubscribe.headers,
      ...reminderMail({
        language: owner.language,
        type: row.type,
        borrowerName: loan.borrower.name,
        lenderName: owner.name,
        bookTitle: loan.book.title || 'Unknown Book',
        bookAuthor: loan.book.author,
        cover: loan.book.thumbnail,
        dueDate: loan.returnDate,
        today: todayIn(owner.timezone, clock.now()),
        message: row.message,
        unsubscribeUrl: unsubscribe.pageUrl,
        pageUrl: pageToken ? `${config.APP_URL}${borrowerPagePath(pageToken)}` : undefined,
      }),
    };
  }

  function checkDay(owner: ReminderOwner, day: string) {
    if (day < todayIn(owner.timezone, clock.now())) throw badRequest(PAST_REMINDER_DATE_MESSAGE);
  }

  return {
    buildMail,
    present,
    sendAtFor,

    async list(
      owner: ReminderOwner,
      query: { searchTerm?: string; statusFilter?: string },
    ): Promise<Reminder[]> {
      const all = await present(owner, await findRemindersByUser(db, owner.id));
      const term = query.searchTerm?.trim().toLowerCase() ?? '';
      const status = query.statusFilter && query.statusFilter !== 'all' ? query.statusFilter : '';
      return all.filter(
        (r) =>
          (!status || r.status === status) &&
          (!term ||
            [r.book.title, r.book.author, r.borrower.name, r.borrower.email].some((v) =>
              v.toLowerCase().includes(term),
            )),
      );
    },

    /** The form's choice of loans: every loan still out, with the suggested type. */
    async borrowedBooks(owner: ReminderOwner): Promise<BorrowedBookEntry[]> {
      const today = todayIn(owner.timezone, clock.now());
      const open = await loans.listOpen(owner.id);
      const unsubscribed = await borrowers.unsubscribedAmong(
        owner.id,
        open.map((l) => l.borrower.email),
      );
      return open.map((l) => ({
        id: l._id,
        book: { title: l.book.title, author: l.book.author, cover: l.book.thumbnail },
        borrower: {
          name: l.borrower.name,
          email: l.borrower.email,
          unsubscribed: unsubscribed.has(l.borrower.email.toLowerCase()),
        },
        dueDate: l.returnDate,
        type: l.returnDate < today ? 'overdue' : 'due_soon',
        returned: l.returned,
      }));
    },

    async create(
      owner: ReminderOwner,
      input: CreateReminderInput & { reminderDate: string },
    ): Promise<Reminder> {
      const loan = await ownedLoan(owner, input.borrowedBookId);
      if (loan.returned) throw badRequest(LOAN_RETURNED_MESSAGE);
      checkDay(owner, input.reminderDate);
      const recipientEmail = input.recipientEmail || loan.borrower.email;
      if (!recipientEmail) throw badRequest(NO_RECIPIENT_MESSAGE);
      const now = clock.now();
      const row = await insertReminder(db, {
        userId: owner.id,
        loanId: loan._id,
        message: input.message,
        reminderDate: input.reminderDate,
        sendAt: sendAtFor(owner.timezone, input.reminderDate),
        type: input.type,
        recipientEmail,
        createdAt: now,
        updatedAt: now,
      });
      return presentOne(owner, row);
    },

    async update(
      owner: ReminderOwner,
      id: string,
      input: UpdateReminderInput & { reminderDate: string },
    ): Promise<Reminder> {
      if (!isUuid(id)) throw notFound('Reminder');
      return transaction(db, async (tx) => {
        const row = await findReminder(tx, owner.id, id, 'update');
        if (!row) throw notFound('Reminder');
        const loan = await ownedLoan(owner, row.loanId, tx);
        const status = readStatus(row, loan, todayIn(owner.timezone, clock.now()));
        if (status === 'returned') throw conflict(LOAN_RETURNED_MESSAGE);
        if (status === 'sent') throw conflict(NOT_EDITABLE_MESSAGE);
        checkDay(owner, input.reminderDate);
        // The version queued under the old content must not go out any more.
        await cancelQueuedMail(tx, [reminderDedupeKey(row)]);
        const updated = await updateReminder(tx, row.id, {
          message: input.message,
          reminderDate: input.reminderDate,
          sendAt: sendAtFor(owner.timezone, input.reminderDate),
          type: input.type,
          recipientEmail: input.recipientEmail || loan.borrower.email || row.recipientEmail,
          status: 'scheduled',
          queuedAt: null,
          lastError: null,
          generation: row.generation + 1,
          updatedAt: clock.now(),
        });
        return presentOne(owner, updated, tx);
      });
    },

    async remove(owner: ReminderOwner, id: string): Promise<void> {
      if (!isUuid(id)) throw notFound('Reminder');
      await transaction(db, async (tx) => {
        const row = await deleteReminder(tx, owner.id, id);
        if (!row) throw notFound('Reminder');
        await cancelQueuedMail(tx, [reminderDedupeKey(row)]);
      });
    },

    /**
     * Send Now: delivers at once through the mail layer. One transaction, holding the reminder's
     * row, reserves the daily cap (429 past it) and queues the message claimed by this process; a
     * copy the scheduler queued and no worker has taken yet is taken back (it was counted when
     * queued, so this one is not counted again), and a copy a worker is sending right now is not
     * sent a second time (409). The send itself happens after the commit. On success the outcome
     * hook has marked it sent; on failure it keeps the status it had (502) and the scheduler may
     * send it on its day.
     */
    async sendNow(owner: ReminderOwner, id: string): Promise<Reminder> {
      if (!isUuid(id)) throw notFound('Reminder');
      const account = await auth.findAccount(owner.id);
      if (!account) throw notFound('Reminder');
      const claimed = await transaction(db, async (tx) => {
        // Parallel Send Nows of one reminder, and the scheduler's claim of it, wait here.
        const row = await findReminder(tx, owner.id, id, 'update');
        if (!row) throw notFound('Reminder');
        const loan = await ownedLoan(owner, row.loanId, tx);
        const now = clock.now();
        const status = readStatus(row, loan, todayIn(owner.timezone, now));
        if (status !== 'scheduled' && status !== 'overdue') throw conflict(NOT_SENDABLE_MESSAGE);
        const dedupeKey = reminderDedupeKey(row);
        const queued = await lockQueuedMail(tx, dedupeKey);
        if (queued?.status === 'sending' || queued?.status === 'sent') throw conflict(BEING_SENT_MESSAGE);
        if (queued) await deleteQueuedMail(tx, queued.id);
        if (queued?.status !== 'pending') {
          const payer = { userId: owner.id, plan: owner.plan, timezone: owner.timezone, now };
          await reserveExternalMailOrRefuse(tx, payer, tooManyRequests);
        }
        // The scheduler leaves it alone while it is being sent (a failure hands it back).
        await setReminderStatus(tx, [row.id], { queuedAt: now });
        return mailer.queueClaimed(tx, await buildMail(tx, row, loan, account), {
          ownerUserId: owner.id,
          dedupeKey,
          kind: REMINDER_MAIL_KIND,
          ref: reminderMailRef(row),
          details: { ...loanDetails(loan), email: row.recipientEmail },
        });
      });
      const result = await mailer.deliverClaimed(claimed);
      if (!result.sent) throw new AppError(502, 'UPSTREAM_UNAVAILABLE', SEND_FAILED_MESSAGE);
      const after = await findReminder(db, owner.id, id);
      if (!after) throw notFound('Reminder');
      return presentOne(owner, after);
    },

    /**
     * The mailer's outcome hook for reminder emails, in the transaction that records the outcomes:
     * the reminders' status and their activity entries commit with them. A queued email given up
     * after its retries marks the reminder failed; a Send Now failure leaves the status as it was.
     */
    async recordDeliveries(tx: Transaction, outcomes: MailOutcome[]): Promise<void> {
      const wanted = new Map<string, { generation: string; outcome: MailOutcome }>();
      for (const outcome of outcomes) {
        const [id, generation] = (outcome.ref ?? '').split(':');
        if (id && generation && isUuid(id)) wanted.set(id, { generation, outcome });
      }
      const rows = await lockRemindersByIds(tx, [...wanted.keys()]);
      // Deleted, or edited since this version was queued: the outcome is no longer its.
      const current = rows.flatMap((row) => {
        const w = wanted.get(row.id);
        return w && String(row.generation) === w.generation ? [{ row, outcome: w.outcome }] : [];
      });
      const entries: Parameters<typeof activity.recordMany>[1] = [];
      const sentAt = new Map<number, string[]>();
      for (const { row, outcome } of current) {
        const details = (outcome.details as ActivityDetails | null) ?? {
          ...loanDetails((await loans.findOwned([row.loanId], tx))[0]),
          email: row.recipientEmail,
        };
        if (outcome.status === 'sent') {
          const at = outcome.at.getTime();
          sentAt.set(at, [...(sentAt.get(at) ?? []), row.id]);
          entries.push({ userId: row.userId, action: 'DUE_BOOK_REMINDER_SENT', details, at: outcome.at });
          continue;
        }
        await updateReminder(tx, row.id, {
          ...(outcome.isImmediate || row.status !== 'scheduled' ? {} : { status: 'failed' as const }),
          // A failed Send Now hands the reminder back to the scheduler.
          ...(outcome.isImmediate ? { queuedAt: null } : {}),
          attempts: row.attempts + 1,
          lastError: outcome.error,
          updatedAt: outcome.at,
        });
        entries.push({
          userId: row.userId,
          action: 'DUE_BOOK_REMINDER_FAILED',
          details: { ...details, error: outcome.error ?? 'Delivery failed' },
          at: outcome.at,
        });
      }
      for (const [at, ids] of sentAt) await markRemindersSent(tx, ids, new Date(at));
      await activity.recordMany(tx, entries);
    },

    /** The users module's timezone hook: "their day" is the new zone's day from now on. */
    async followTimezone(tx: Transaction, user: { id: string; timezone: string }): Promise<void> {
      await moveSendTimes(tx, user.id, sqlTimeZone(user.timezone), config.REMINDER_SEND_HOUR);
      // Their send hour moved: the scheduler looks at their loans again on its next run.
      await wakePasses(tx, [user.id]);
    },

    /** Lending's return hook: the loan's unsent reminders stop, queued mail included. */
    async stopForLoan(tx: Transaction, loan: { userId: string; loanId: string }): Promise<void> {
      const stopped = await markLoanReturned(tx, loan.userId, loan.loanId, clock.now());
      await cancelQueuedMail(tx, stopped.map(reminderDedupeKey));
    },

    /**
     * Lending's due-date hook: the loan's automatic reminders still waiting for the old date go
     * (with their queued mail), and the scheduler looks at the owner's loans again on its next
     * run, which makes those the new date is owed. Manual reminders stay as the owner set them.
     */
    async followDueDate(tx: Transaction, loan: { userId: string; loanId: string }): Promise<void> {
      const removed = await deletePendingAutomatic(tx, loan.userId, loan.loanId);
      await cancelQueuedMail(tx, removed.map(reminderDedupeKey));
      await wakePasses(tx, [loan.userId]);
    },

    /** The automatic schedule the owner's plan gives (premium: their own choice, if any). */
    async schedule(owner: ReminderOwner) {
      const plan = plans[owner.plan];
      const own = plan.canCustomizeReminderSchedule ? await findSchedule(db, owner.id) : undefined;
      return {
        leadDays: own?.leadDays ?? plan.reminderLeadDays ?? 0,
        overdueDays: own?.overdueDays ?? plan.overdueNoticeDays,
        editable: plan.canCustomizeReminderSchedule,
        automatic: plan.reminderLeadDays !== null,
      };
    },

    async setSchedule(owner: ReminderOwner, input: ReminderSchedule) {
      assertPlanAllows(owner.plan, 'canCustomizeReminderSchedule');
      await transaction(db, async (tx) => {
        await upsertSchedule(tx, owner.id, input, clock.now());
        await wakePasses(tx, [owner.id]);
      });
      return this.schedule(owner);
    },
  };
}
