import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { mailOutbox } from '../../db/schema/index.ts';

/** A rendered message; build one with a template from `./templates/`. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The channel the mailer LISTENs on; NOTIFY is delivered only when the transaction commits. */
export const MAIL_CHANNEL = 'shelfwise_mail_outbox';

/**
 * Queues a message in the caller's transaction: if the change rolls back, no mail goes out; once
 * it commits, every running mailer is woken (transactional NOTIFY) and one of them sends it.
 */
export async function enqueueMail(tx: Executor, message: MailMessage): Promise<void> {
  await tx.insert(mailOutbox).values(message);
  await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
}

/** Mail still queued for an address that no longer has an account must not go out. */
export async function deleteQueuedMailTo(tx: Executor, address: string): Promise<void> {
  await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = lower(${address})`);
}

/** The outbox at a glance (admin overview): mail waiting to go, mail given up on, the oldest wait. */
export async function outboxStats(
  db: Executor,
  now: Date,
): Promise<{ waiting: number; failed: number; oldestWaitingSeconds: number | null }> {
  const [row] = await db
    .select({
      waiting: sql<number>`(count(*) filter (where ${mailOutbox.status} in ('pending', 'sending')))::int`,
      failed: sql<number>`(count(*) filter (where ${mailOutbox.status} = 'failed'))::int`,
      oldest: sql<
        string | null
      >`min(${mailOutbox.createdAt}) filter (where ${mailOutbox.status} in ('pending', 'sending'))`,
    })
    .from(mailOutbox);
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return {
    waiting: row?.waiting ?? 0,
    failed: row?.failed ?? 0,
    oldestWaitingSeconds: oldest ? Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 1000)) : null,
  };
}
