import { type PlanId, plans } from '@shelfwise/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { mailDailyCounts } from '../../db/schema/platform.ts';

export interface MailCapResult {
  allowed: boolean;
  /** The plan's cap a day. */
  cap: number;
}

/**
 * Counts one email from `userId` to an address not their own, if the plan's daily cap
 * (`plans[plan].dailyExternalEmails`, per UTC day) allows it. One atomic statement: parallel
 * requests never pass the cap together. Call it in the transaction that queues the mail, so a
 * rolled-back change does not use up the allowance.
 */
export async function reserveExternalMail(
  tx: Executor,
  input: { userId: string; plan: PlanId; now: Date },
): Promise<MailCapResult> {
  const cap = plans[input.plan].dailyExternalEmails;
  const day = input.now.toISOString().slice(0, 10);
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
 * Counts up to `count` emails at once (a scheduler batch for one owner): returns how many the
 * cap still allowed. The counter row is locked for the caller's transaction, so two batches of
 * the same owner never both take the last places.
 */
export async function reserveExternalMails(
  tx: Executor,
  input: { userId: string; plan: PlanId; now: Date; count: number },
): Promise<number> {
  if (input.count <= 0) return 0;
  const cap = plans[input.plan].dailyExternalEmails;
  const day = input.now.toISOString().slice(0, 10);
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

/** Housekeeping: counters of days before `now`'s UTC day are no longer read. */
export async function purgeOldMailCounts(db: Executor, now: Date): Promise<void> {
  await db.delete(mailDailyCounts).where(lt(mailDailyCounts.day, now.toISOString().slice(0, 10)));
}
