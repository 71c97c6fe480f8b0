import { dailyEmailCapMessage, type PlanId, plans } from '@shelfwise/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { mailDailyCounts } from '../../db/schema/platform.ts';
import { addDays, instantIn, todayIn } from '../time.ts';

export interface MailCapResult {
  allowed: boolean;
  /** The plan's cap a day. */
  cap: number;
}

/** Whose cap, on which plan, and when: the day counted is `now`'s day in the user's timezone. */
export interface MailCapOwner {
  userId: string;
  plan: PlanId;
  /** The user's timezone setting ('UTC-8', 'Europe/Berlin', ...); their midnight starts a new count. */
  timezone: string | undefined;
  now: Date;
}

/** The calendar day a user's mail is counted on: their own day, not UTC's. */
export function mailCapDay(timezone: string | undefined, now: Date): string {
  return todayIn(timezone, now);
}

/** Seconds until the user's next midnight, when a full cap opens again (a 429's Retry-After). */
export function secondsUntilCapResets(timezone: string | undefined, now: Date): number {
  const next = instantIn(timezone, addDays(mailCapDay(timezone, now), 1));
  return Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000));
}

/**
 * Counts one email from `userId` to an address not their own, if the plan's daily cap
 * (`plans[plan].dailyExternalEmails`, per day of the user's timezone) allows it. One atomic
 * statement: parallel requests never pass the cap together. Call it in the transaction that queues
 * the mail, so a rolled-back change does not use up the allowance.
 */
export async function reserveExternalMail(tx: Executor, input: MailCapOwner): Promise<MailCapResult> {
  const cap = plans[input.plan].dailyExternalEmails;
  const day = mailCapDay(input.timezone, input.now);
  const rows = await tx
    .insert(mailDailyCounts)
    .values({ userId: input.userId, day, count: 1 })
    .onConflictDoUpdate({
      target: [mailDailyCounts.userId, mailDailyCounts.day],
      set: { count: sql`${mailDailyCounts.count} + 1` },
      setWhere: sql`${mailDailyCounts.count} < ${cap}`,
    })
    .returning({ count: mailDailyCounts.count });
  return { allowed: rows.length > 0, cap };
}

/**
 * `reserveExternalMail` for a request that must not go on without its mail (a friend request, a
 * recommendation, a reminder sent now): past the cap, throws what `refuse` makes of the cap's
 * sentence and the seconds until the user's midnight (the caller passes `tooManyRequests`, a 429
 * with Retry-After; platform/ sits below http/ and does not build HTTP errors itself).
 */
export async function reserveExternalMailOrRefuse(
  tx: Executor,
  input: MailCapOwner,
  refuse: (message: string, retryAfterSeconds: number) => Error,
): Promise<void> {
  const { allowed } = await reserveExternalMail(tx, input);
  if (!allowed) {
    throw refuse(dailyEmailCapMessage(input.plan), secondsUntilCapResets(input.timezone, input.now));
  }
}

/**
 * Counts up to `count` emails at once (a scheduler batch for one owner): returns how many the
 * cap still allowed. The counter row is locked for the caller's transaction, so two batches of
 * the same owner never both take the last places.
 */
export async function reserveExternalMails(
  tx: Executor,
  input: MailCapOwner & { count: number },
): Promise<number> {
  if (input.count <= 0) return 0;
  const cap = plans[input.plan].dailyExternalEmails;
  const day = mailCapDay(input.timezone, input.now);
  await tx.insert(mailDailyCounts).values({ userId: input.userId, day, count: 0 }).onConflictDoNothing();
  const [row] = await tx
    .select({ count: mailDailyCounts.count })
    .from(mailDailyCounts)
    .where(and(eq(mailDailyCounts.userId, input.userId), eq(mailDailyCounts.day, day)))
    .for('update');
  const allowed = Math.max(0, Math.min(input.count, cap - (row?.count ?? 0)));
  if (allowed > 0) {
    await tx
      .update(mailDailyCounts)
      .set({ count: sql`${mailDailyCounts.count} + ${allowed}` })
      .where(and(eq(mailDailyCounts.userId, input.userId), eq(mailDailyCounts.day, day)));
  }
  return allowed;
}

/**
 * Housekeeping: counters no timezone still reads. Every zone's today is at most a day behind UTC's
 * (UTC-12), so counters of days before yesterday (UTC) are done with.
 */
export async function purgeOldMailCounts(db: Executor, now: Date): Promise<void> {
  await db
    .delete(mailDailyCounts)
    .where(lt(mailDailyCounts.day, addDays(now.toISOString().slice(0, 10), -1)));
}
