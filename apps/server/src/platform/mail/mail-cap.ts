import { type PlanId, plans } from '@shelfwise/contract';
import { lt, sql } from 'drizzle-orm';
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

/** Housekeeping: counters of days before `now`'s UTC day are no longer read. */
export async function purgeOldMailCounts(db: Executor, now: Date): Promise<void> {
  await db.delete(mailDailyCounts).where(lt(mailDailyCounts.day, now.toISOString().slice(0, 10)));
}
