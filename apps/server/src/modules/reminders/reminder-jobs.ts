// Past 400 lines: the scheduler's three jobs (automatic reminders per owner pass, due reminders in
// batches, the weekly digest) share the owner lookup, the mail cap and the retry handling below.
import {
  type ActivityDetails,
  dailyEmailCapMessage,
  type PlanId,
  plans,
  type ReminderType,
  suggestedReminderMessage,
} from '@shelfwise/contract';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { transaction } from '../../db/transaction.ts';
import type { Clock } from '../../platform/clock.ts';
import { reserveExternalMails } from '../../platform/mail/mail-cap.ts';
import { enqueueMail, enqueueMails } from '../../platform/mail/outbox.ts';
import { formatDueDate } from '../../platform/mail/templates/loan-confirmation.ts';
import { weeklyDigestMail } from '../../platform/mail/templates/weekly-digest.ts';
import { addDays, daysBetween, instantIn, localTimeIn, todayIn } from '../../platform/time.ts';
import type { ActivityService } from '../activity/index.ts';
import type { AuthService } from '../auth/index.ts';
import type { BorrowersService } from '../borrowers/index.ts';
import type { LoansService, OwnedLoan } from '../loans/index.ts';
import {
  claimDigestWeek,
  claimDuePasses,
  claimDueReminders,
  deferReminders,
  findAutoKeys,
  findDigestWeeks,
  findSchedules,
  insertAutomaticReminders,
  markDigestSent,
  type ReminderRow,
  setNextPasses,
  setReminderStatus,
  wakePasses,
} from './reminders.repository.ts';
import {
  loanDetails,
  REMINDER_MAIL_KIND,
  type RemindersService,
  reminderDedupeKey,
  reminderMailRef,
} from './reminders.service.ts';

/** Job names as they appear in CRON_JOB_* activity entries. */
export const DUE_REMINDERS_JOB = 'due-reminders';
export const AUTOMATIC_REMINDERS_JOB = 'automatic-reminders';
export const WEEKLY_DIGEST_JOB = 'weekly-digest';

/** Reminders claimed per transaction. */
const CLAIM_BATCH = 500;
/** Owners whose automatic reminders are looked at per transaction. */
const PASS_BATCH = 200;
const DAY_MS = 86_400_000;
/** Overdue notices can come up to 3 × 14 days after the due date. */
const LONGEST_OVERDUE_DAYS = 3 * 14;

export const UNSUBSCRIBED_ERROR = 'The recipient unsubscribed from your automatic emails';
/** Why a reminder over the daily cap went out a day later (its `lastError` until it is sent). */
export const capDeferredMessage = (plan: PlanId) =>
  `${dailyEmailCapMessage(plan)} This reminder waits for the next day.`;
export const RUN_FAILED_MESSAGE =
  'Your due reminders could not be prepared this time; they are tried again on the next run.';

export interface ReminderJobsDeps {
  db: Database;
  config: Pick<Config, 'APP_URL' | 'REMINDER_SEND_HOUR'>;
  clock: Clock;
  log: Logger;
  auth: Pick<AuthService, 'findAccounts' | 'accountsWithWeeklyDigest'>;
  loans: Pick<LoansService, 'findOwned' | 'openDueOf' | 'forDigest'>;
  borrowers: Pick<BorrowersService, 'unsubscribedAmong'>;
  activity: Pick<ActivityService, 'record'>;
  reminders: Pick<RemindersService, 'buildMail' | 'sendAtFor'>;
}

export type ReminderJobs = ReturnType<typeof createReminderJobs>;
type DigestOwner = Awaited<ReturnType<ReminderJobsDeps['auth']['accountsWithWeeklyDigest']>>[number];

/** Which automatic reminders a loan is owed today, given the owner's schedule (kind + key). */
export function automaticKindsDue(
  loan: { id: string; dueDate: string },
  today: string,
  schedule: { leadDays: number; overdueDays: number[] },
): { type: ReminderType; key: string }[] {
  const due: { type: ReminderType; key: string }[] = [];
  const untilDue = daysBetween(today, loan.dueDate);
  // Any day of the lead window (a day the scheduler missed is caught up), once per due date.
  if (untilDue > 0 && untilDue <= schedule.leadDays) {
    due.push({ type: 'due_soon', key: `${loan.id}:due_soon:${loan.dueDate}` });
  }
  let day = loan.dueDate;
  schedule.overdueDays.forEach((gap, i) => {
    day = addDays(day, gap);
    const next = schedule.overdueDays[i + 1];
    // Only the latest notice whose day has come: after an outage the borrower gets one, not three.
    if (today >= day && (next === undefined || today < addDays(day, next))) {
      due.push({ type: 'overdue', key: `${loan.id}:overdue${i + 1}:${loan.dueDate}` });
    }
  });
  return due;
}

export function createReminderJobs(deps: ReminderJobsDeps) {
  const { db, config, clock, log, auth, loans, borrowers, activity, reminders } = deps;

  /**
   * 2. The plans' automatic reminders, created as reminders (so they show in the list) once each.
   * Only owners whose look is due are read (`reminder_passes`: the send hour of their day came, or
   * they lent, restored or changed zone or schedule since), a batch at a time, claimed with SKIP
   * LOCKED; of their loans still out, those owed a reminder today that has none yet get one.
   */
  async function createAutomatic(): Promise<number> {
    let created = 0;
    for (;;) {
      const made = await transaction(db, async (tx) => {
        const now = clock.now();
        // Inside the transaction: a retried batch (deadlock, serialization) claims the same owners.
        const ownerIds = await claimDuePasses(tx, now, PASS_BATCH);
        if (ownerIds.length === 0) return -1;
        const owners = await auth.findAccounts(ownerIds, tx);
        const custom = new Map((await findSchedules(tx, ownerIds)).map((s) => [s.userId, s]));
        const tomorrow = new Date(now.getTime() + DAY_MS);
        const next = new Map(ownerIds.map((id) => [id, tomorrow]));
        const due = new Map<string, { day: string; leadDays: number; overdueDays: number[] }>();
        for (const owner of owners) {
          const local = localTimeIn(owner.timezone, now);
          const hasCome = local.hour >= config.REMINDER_SEND_HOUR;
          // The next look: the send hour of their day if it has not come yet, else of their next day.
          next.set(
            owner.id,
            reminders.sendAtFor(owner.timezone, hasCome ? addDays(local.day, 1) : local.day),
          );
          const plan = plans[owner.plan];
          if (!hasCome || plan.reminderLeadDays === null || !owner.notificationSettings.dueDateAlerts)
            continue;
          const own = plan.canCustomizeReminderSchedule ? custom.get(owner.id) : undefined;
          due.set(owner.id, {
            day: local.day,
            leadDays: own?.leadDays ?? plan.reminderLeadDays,
            overdueDays: own?.overdueDays ?? plan.overdueNoticeDays,
          });
        }
        await setNextPasses(
          tx,
          [...next].map(([userId, nextAt]) => ({ userId, nextAt })),
        );
        if (due.size === 0) return 0;
        const utcToday = now.toISOString().slice(0, 10);
        const open = await loans.openDueOf(
          [...due.keys()],
          addDays(utcToday, -LONGEST_OVERDUE_DAYS - 2),
          addDays(utcToday, 16),
          tx,
        );
        const owed = open.flatMap((loan) => {
          const schedule = due.get(loan.userId)!;
          return automaticKindsDue({ id: loan.id, dueDate: loan.returnDate }, schedule.day, schedule).map(
            (kind) => ({ loan, kind, day: schedule.day }),
          );
        });
        const existing = await findAutoKeys(
          tx,
          owed.map((o) => o.kind.key),
        );
        const missing = owed.filter((o) => !existing.has(o.kind.key));
        if (missing.length === 0) return 0;
        // Names and addresses only for the loans that get a reminder now.
        const views = new Map(
          (
            await loans.findOwned(
              missing.map((m) => m.loan.id),
              tx,
            )
          ).map((l) => [l._id, l]),
        );
        return insertAutomaticReminders(
          tx,
          missing.flatMap(({ loan, kind, day }) => {
            const view = views.get(loan.id);
            if (!view?.borrower.email) return [];
            return [
              {
                userId: loan.userId,
                loanId: loan.id,
                message: suggestedReminderMessage({
                  title: view.book.title || 'the book',
                  dueDateText: formatDueDate(loan.returnDate),
                  isOverdue: kind.type === 'overdue',
                }),
                reminderDate: day,
                sendAt: now,
                type: kind.type,
                recipientEmail: view.borrower.email,
                isAutomatic: true,
                autoKey: kind.key,
                createdAt: now,
                updatedAt: now,
              },
            ];
          }),
        );
      });
      if (made < 0) break;
      created += made;
    }
    return created;
  }

  /** The loans module's lending hook and the restore's: these owners' loans are looked at on the next run. */
  function wake(tx: Executor, userIds: string[]): Promise<void> {
    return wakePasses(tx, userIds);
  }

  /**
   * 1. Reminders whose time has come, handed to the mail outbox once each (claimed with SKIP
   * LOCKED, queued under a dedupe key): any number of instances may run this together. Per owner
   * and batch, CRON_JOB_STARTED / CRON_JOB_COMPLETED (or CRON_JOB_FAILED) in the same transaction.
   */
  async function sendDue(): Promise<number> {
    let after: { sendAt: Date; id: string } | undefined;
    let total = 0;
    for (;;) {
      let claimed: ReminderRow[] = [];
      let batchEnd: typeof after;
      try {
        const queued = await transaction(db, async (tx) => {
          const now = clock.now();
          // `after` moves on only once the batch committed: a run of this function again after a
          // deadlock or a serialization failure claims the same batch, not the next one.
          claimed = await claimDueReminders(tx, now, CLAIM_BATCH, after);
          if (claimed.length === 0) return -1;
          const last = claimed[claimed.length - 1]!;
          batchEnd = { sendAt: last.sendAt, id: last.id };
          const loanById = new Map(
            (
              await loans.findOwned(
                claimed.map((r) => r.loanId),
                tx,
              )
            ).map((l) => [l._id, l]),
          );
          const owners = new Map(
            (
              await auth.findAccounts(
                claimed.map((r) => r.userId),
                tx,
              )
            ).map((o) => [o.id, o]),
          );
          const returned: string[] = [];
          const queuedIds: string[] = [];
          const byOwner = new Map<string, ReminderRow[]>();
          for (const row of claimed) {
            const owner = owners.get(row.userId);
            const loan = loanById.get(row.loanId);
            if (!owner) continue;
            if (!loan || loan.returned) returned.push(row.id);
            // Turned off by the owner: it waits (Send Now still works) and is looked at again later.
            else if (owner.notificationSettings.emailReminders) {
              const list = byOwner.get(owner.id) ?? [];
              list.push(row);
              byOwner.set(owner.id, list);
            }
          }
          const perOwner = new Map<string, number>();
          const mails: Parameters<typeof enqueueMails>[1] = [];
          for (const [ownerId, rows] of byOwner) {
            const owner = owners.get(ownerId)!;
            const fail = async (failed: ReminderRow[], error: string) => {
              await setReminderStatus(
                tx,
                failed.map((r) => r.id),
                { status: 'failed', lastError: error },
              );
              for (const row of failed) {
                await activity.record(tx, ownerId, 'DUE_BOOK_REMINDER_FAILED', {
                  ...failureDetails(loanById.get(row.loanId)!, row),
                  error,
                });
              }
            };
            const unsubscribed = await borrowers.unsubscribedAmong(
              ownerId,
              rows.map((r) => r.recipientEmail),
              tx,
            );
            await fail(
              rows.filter((r) => unsubscribed.has(r.recipientEmail.toLowerCase())),
              UNSUBSCRIBED_ERROR,
            );
            const wanted = rows.filter((r) => !unsubscribed.has(r.recipientEmail.toLowerCase()));
            const allowed = await reserveExternalMails(tx, {
              userId: ownerId,
              plan: owner.plan,
              timezone: owner.timezone,
              now,
              count: wanted.length,
            });
            // Past the cap they wait for the owner's next day (its send hour), when the cap opens again.
            const tomorrow = addDays(todayIn(owner.timezone, now), 1);
            await deferReminders(
              tx,
              wanted.slice(allowed).map((r) => r.id),
              {
                reminderDate: tomorrow,
                sendAt: reminders.sendAtFor(owner.timezone, tomorrow),
                lastError: capDeferredMessage(owner.plan),
                updatedAt: now,
              },
            );
            for (const row of wanted.slice(0, allowed)) {
              const loan = loanById.get(row.loanId)!;
              mails.push({
                message: await reminders.buildMail(tx, row, loan, owner),
                meta: {
                  ownerUserId: ownerId,
                  dedupeKey: reminderDedupeKey(row),
                  kind: REMINDER_MAIL_KIND,
                  ref: reminderMailRef(row),
                  details: failureDetails(loan, row),
                },
              });
              queuedIds.push(row.id);
            }
            perOwner.set(ownerId, allowed);
          }
          await enqueueMails(tx, mails);
          await setReminderStatus(tx, returned, { status: 'returned' });
          await setReminderStatus(tx, queuedIds, { queuedAt: now });
          for (const [ownerId, queued] of perOwner) {
            await activity.record(tx, ownerId, 'CRON_JOB_STARTED', { jobName: DUE_REMINDERS_JOB }, now);
            await activity.record(
              tx,
              ownerId,
              'CRON_JOB_COMPLETED',
              { jobName: DUE_REMINDERS_JOB, totalRemindersSent: queued },
              // A hair later, so the history lists the pair in order.
              new Date(now.getTime() + 1),
            );
          }
          return queuedIds.length;
        });
        if (queued < 0) break;
        after = batchEnd;
        total += queued;
      } catch (error) {
        // The owner reads this in their history: what happened and what comes next, not the
        // database's words (those go to the log).
        const message = RUN_FAILED_MESSAGE;
        log.error({ err: error, job: DUE_REMINDERS_JOB }, 'a batch of due reminders failed');
        const ownerIds = [...new Set(claimed.map((r) => r.userId))];
        await transaction(db, async (tx) => {
          for (const ownerId of ownerIds) {
            await activity.record(tx, ownerId, 'CRON_JOB_FAILED', {
              jobName: DUE_REMINDERS_JOB,
              error: message,
            });
          }
        });
        if (claimed.length === 0) throw error;
        // This batch failed for good: the run goes on past it (the next run tries it again).
        after = batchEnd;
      }
    }
    return total;
  }

  /**
   * 3. Monday's digest to each owner who wants it, from the send hour of their own Monday. The week
   * is claimed (a row per owner and week, ON CONFLICT DO NOTHING) before its loans are read, in
   * the transaction that queues the mail: a run that loses the claim reads nothing.
   */
  async function sendWeeklyDigests(): Promise<number> {
    const now = clock.now();
    const due: { owner: DigestOwner; weekStart: string }[] = [];
    for (const owner of await auth.accountsWithWeeklyDigest()) {
      const local = localTimeIn(owner.timezone, now);
      if (local.weekday === 1 && local.hour >= config.REMINDER_SEND_HOUR)
        due.push({ owner, weekStart: local.day });
    }
    // Weeks done already cost one read here, not a transaction each.
    const done = new Set(
      (
        await findDigestWeeks(
          db,
          due.map((d) => d.owner.id),
          [...new Set(due.map((d) => d.weekStart))],
        )
      ).map((w) => `${w.userId}:${w.weekStart}`),
    );
    let sent = 0;
    for (const { owner, weekStart } of due) {
      if (done.has(`${owner.id}:${weekStart}`)) continue;
      const isSent = await transaction(db, async (tx) => {
        if (!(await claimDigestWeek(tx, owner.id, weekStart, false, now))) return false;
        const weekEnd = addDays(weekStart, 6);
        const list = await loans.forDigest(
          owner.id,
          {
            dueUntil: weekEnd,
            returnedFrom: instantIn(owner.timezone, addDays(weekStart, -7)),
            returnedTo: instantIn(owner.timezone, weekStart),
          },
          tx,
        );
        const toLine = (l: (typeof list)[number]) => ({
          title: l.book.title,
          author: l.book.author,
          borrowerName: l.borrower.name,
          dueDate: l.returnDate,
        });
        const dueThisWeek = list.filter((l) => !l.returned && l.returnDate >= weekStart).map(toLine);
        const overdue = list.filter((l) => !l.returned && l.returnDate < weekStart).map(toLine);
        const returnedLastWeek = list.filter((l) => l.returned).map(toLine);
        if (dueThisWeek.length + overdue.length + returnedLastWeek.length === 0) return false;
        await enqueueMail(
          tx,
          {
            to: owner.email,
            ...weeklyDigestMail({
              name: owner.name,
              weekStart,
              dueThisWeek,
              overdue,
              returnedLastWeek,
              appUrl: config.APP_URL,
              language: owner.language,
            }),
          },
          { ownerUserId: owner.id, dedupeKey: `digest:${owner.id}:${weekStart}`, kind: 'digest' },
        );
        await markDigestSent(tx, owner.id, weekStart);
        return true;
      });
      if (isSent) sent++;
    }
    return sent;
  }

  return {
    createAutomatic,
    sendDue,
    wake,
    sendWeeklyDigests,
    /** The recurring reminders job: automatic ones are created first, so they go out in the same run. */
    async run(): Promise<void> {
      await createAutomatic();
      await sendDue();
    },
  };
}

/** What the reminder's DUE_BOOK_REMINDER_* entry says (spec §3 details). */
function failureDetails(loan: OwnedLoan, row: ReminderRow): ActivityDetails {
  return { ...loanDetails(loan), email: row.recipientEmail };
}
