import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { mailDailyCounts, mailOutbox } from '../../db/schema/platform.ts';

/** A rendered message; build one with a template from `./templates/`. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go (a lender's address on mail to a borrower). */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/** Who a message is for and what it is about; all optional (system mail has none). */
export interface MailMeta {
  /** The account the message is sent for; its deletion removes the message if still queued. */
  ownerUserId?: string | null;
  /** A second message with the same key is not queued (a reminder goes out once). */
  dedupeKey?: string;
  /** With `ref`, tells the mailer's outcome hooks what was delivered ('reminder' and its id). */
  kind?: string;
  ref?: string;
  /** Handed to the outcome hook as it was queued (what its activity entry says). */
  details?: Record<string, unknown>;
}

/** The channel the mailer LISTENs on; NOTIFY is delivered only when the transaction commits. */
export const MAIL_CHANNEL = 'shelfwise_mail_outbox';

/** Queued rows are due at once whatever the app's clock reads (tests run it in the past or future). */
const DUE_AT_ONCE = new Date(0);

/**
 * Queues a message in the caller's transaction: if the change rolls back, no mail goes out; once
 * it commits, every running mailer is woken (transactional NOTIFY) and one of them sends it.
 * Returns false when a message with the same dedupe key was queued before (nothing is added).
 */
export async function enqueueMail(tx: Executor, message: MailMessage, meta: MailMeta = {}): Promise<boolean> {
  return (await enqueueMails(tx, [{ message, meta }])) === 1;
}

/** Several messages in one statement and one NOTIFY; returns how many were new (dedupe keys). */
export async function enqueueMails(
  tx: Executor,
  items: { message: MailMessage; meta?: MailMeta }[],
): Promise<number> {
  if (items.length === 0) return 0;
  const inserted = await tx
    .insert(mailOutbox)
    .values(items.map(({ message, meta = {} }) => outboxValues(message, meta)))
    .onConflictDoNothing()
    .returning({ id: mailOutbox.id });
  if (inserted.length > 0) await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
  return inserted.length;
}

/** The outbox row of a message, due at once. */
export function outboxValues(message: MailMessage, meta: MailMeta) {
  return {
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    replyTo: message.replyTo ?? null,
    headers: message.headers ?? null,
    ownerUserId: meta.ownerUserId ?? null,
    dedupeKey: meta.dedupeKey ?? null,
    kind: meta.kind ?? null,
    ref: meta.ref ?? null,
    details: meta.details ?? null,
    nextAttemptAt: DUE_AT_ONCE,
  };
}

/**
 * An account is being deleted: its own mail goes (what it queued for others and its history), and
 * so does the system mail to its address (codes, resets), and its daily mail counters. Other
 * users' mail to that address stays: a lender's loan confirmation to someone who also has an
 * account is that lender's.
 */
export async function deleteAccountMail(tx: Executor, account: { id: string; email: string }): Promise<void> {
  await tx
    .delete(mailOutbox)
    .where(
      or(
        eq(mailOutbox.ownerUserId, account.id),
        and(isNull(mailOutbox.ownerUserId), sql`lower(${mailOutbox.to}) = lower(${account.email})`),
      ),
    );
  await tx.delete(mailDailyCounts).where(eq(mailDailyCounts.userId, account.id));
}

/**
 * Takes back messages still waiting (not being sent right now) by their dedupe keys: a reminder
 * edited, deleted or whose loan came back must not go out in its old form.
 */
export async function cancelQueuedMail(tx: Executor, dedupeKeys: string[]): Promise<void> {
  if (dedupeKeys.length === 0) return;
  await tx
    .delete(mailOutbox)
    .where(and(inArray(mailOutbox.dedupeKey, dedupeKeys), eq(mailOutbox.status, 'pending')));
}

/**
 * The message queued under `dedupeKey`, if any, locked until the caller's transaction ends: a
 * worker's claim of it waits (or has happened, and then its status says `sending`). For a Send Now
 * that must not send a copy already on its way, and takes back one still waiting.
 */
export async function lockQueuedMail(
  tx: Executor,
  dedupeKey: string,
): Promise<{ id: string; status: (typeof mailOutbox.$inferSelect)['status'] } | undefined> {
  const [row] = await tx
    .select({ id: mailOutbox.id, status: mailOutbox.status })
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, dedupeKey))
    .for('update');
  return row;
}

/** Takes back one message found with `lockQueuedMail` (its key is free again in this transaction). */
export async function deleteQueuedMail(tx: Executor, id: string): Promise<void> {
  await tx.delete(mailOutbox).where(eq(mailOutbox.id, id));
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
