// Past 400 lines: the outbox relay (claim, send, retry with backoff, give up) and its SMTP transport
// share the claim row and the failure classification; splitting them would pass both around.
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Executor, Transaction } from '../../db/executor.ts';
import { listenToChannel } from '../../db/listener.ts';
import { mailOutbox } from '../../db/schema/platform.ts';
import { transaction } from '../../db/transaction.ts';
import type { Clock } from '../clock.ts';
import type { Metrics } from '../metrics.ts';
import { MAX_MAIL_ATTEMPTS, retryDelayMs } from './backoff.ts';
import { MAIL_CHANNEL, type MailMessage, type MailMeta, outboxValues } from './outbox.ts';

/**
 * A claimed row is another worker's to retry after this. It must outlive one send by far: the SMTP
 * time-outs below (config, checked at start-up) end a send well before it runs out, so a slow
 * server never lets a second instance send the same row while the first still is.
 */
export const CLAIM_TTL_MS = 120_000;
/** Sent rows are kept this long for support, then purged. */
const SENT_RETENTION_DAYS = 7;
const LISTEN_RETRY_MS = 5000;

/** What became of a message with a `kind`, told to the hook registered for that kind. */
export interface MailOutcome {
  kind: string;
  ref: string | null;
  ownerUserId: string | null;
  to: string;
  /** 'sent'; 'failed' once no retry is left (or at once for `deliverClaimed`). */
  status: 'sent' | 'failed';
  error: string | null;
  at: Date;
  /** The `details` it was queued with. */
  details: Record<string, unknown> | null;
  /** True for `deliverClaimed` (a person waiting for the answer), false for queued delivery. */
  isImmediate: boolean;
}

/**
 * Runs in the transaction that records the outcomes (of one claim: one or a few messages of its
 * kind): its writes commit with them, or neither does.
 */
export type MailOutcomeHook = (tx: Transaction, outcomes: MailOutcome[]) => Promise<void>;

/**
 * Rows one worker claims under one lease, sent one after the other. A failing send may take about
 * two SMTP time-outs (connect, then socket), so the claim holds only as many as fit in 80% of the
 * lease that way: 3 at the default 15 s, 2 up to 24 s, 1 above.
 */
export function claimBatchSize(smtpTimeoutMs: number): number {
  return Math.max(1, Math.min(5, Math.floor((CLAIM_TTL_MS * 0.8) / (smtpTimeoutMs * 2))));
}

export interface Mailer {
  /** Starts listening for new outbox rows (called by buildApp). */
  start(): Promise<void>;
  /** Deliver what is due now, soon; never throws. */
  kick(): void;
  /** Delivers every due row (several instances may run this at once); returns how many were sent. */
  deliverDue(): Promise<number>;
  /**
   * For a person waiting on the answer (a reminder's Send Now), step 1: queues the message in the
   * caller's transaction already claimed by this process (status `sending`, under a lease), so no
   * worker sends it meanwhile. The caller reserves the daily cap and takes back any other copy in
   * the same transaction; after the commit, `deliverClaimed` sends it. If this process dies first,
   * the lease runs out and a worker delivers it later.
   */
  queueClaimed(tx: Executor, message: MailMessage, meta: MailMeta): Promise<ClaimedMail>;
  /**
   * Step 2, after the commit: sends the claimed message now. A failure is final at once instead of
   * retried later, and the failed row lets go of its dedupe key so the message can be queued again.
   */
  deliverClaimed(mail: ClaimedMail): Promise<{ sent: boolean; error: string | null }>;
  /** Registers what happens when a message of `kind` is delivered or given up (one hook per kind). */
  onOutcome(kind: string, hook: MailOutcomeHook): void;
  /** Deletes old sent rows (periodic housekeeping). */
  purgeSent(): Promise<void>;
  close(): Promise<void>;
}

type OutboxRow = typeof mailOutbox.$inferSelect;

/** A message queued by `queueClaimed`, claimed by this process until `deliverClaimed` sends it. */
export interface ClaimedMail {
  readonly row: OutboxRow;
}

export function createMailer(deps: {
  db: Database;
  pool: pg.Pool;
  config: Pick<
    Config,
    'SMTP_URL' | 'MAIL_FROM' | 'MAIL_RETRY_BASE_MS' | 'MAIL_CONCURRENCY' | 'SMTP_TIMEOUT_MS'
  >;
  log: Logger;
  clock: Clock;
  /** Counts sends and failures for /metrics (platform/metrics.ts). */
  metrics?: Pick<Metrics, 'mailSent' | 'mailFailed'>;
}): Mailer {
  const { db, pool, config, clock } = deps;
  const log = deps.log.child({ component: 'mailer' });
  const concurrency = Math.max(1, config.MAIL_CONCURRENCY);
  const transport: Transporter | null = config.SMTP_URL
    ? nodemailer.createTransport({
        url: config.SMTP_URL,
        // A few open connections reused across messages: one handshake per connection, not per mail.
        pool: true,
        maxConnections: concurrency,
        connectionTimeout: config.SMTP_TIMEOUT_MS,
        greetingTimeout: config.SMTP_TIMEOUT_MS,
        socketTimeout: config.SMTP_TIMEOUT_MS,
      } satisfies SMTPPool.Options)
    : null;
  const hooks = new Map<string, MailOutcomeHook>();
  let running: Promise<number> | null = null;
  let again = false;
  let retryTimer: NodeJS.Timeout | undefined;
  const listener = listenToChannel({
    connectionString: pool.options.connectionString,
    channel: MAIL_CHANNEL,
    log,
    name: 'mail listener',
    onNotify: () => mailer.kick(),
    retryMs: LISTEN_RETRY_MS,
  });
  let isClosed = false;

  const leaseEnd = (now: Date) => new Date(now.getTime() + CLAIM_TTL_MS);

  const batchSize = claimBatchSize(config.SMTP_TIMEOUT_MS);

  /**
   * Claims a few due rows under one lease. SKIP LOCKED lets other workers and instances take other
   * rows; `locked_until` hands them back if this process dies before recording the outcome.
   */
  async function claimBatch(): Promise<OutboxRow[]> {
    const now = clock.now();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)),
          and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, lockedUntil: leaseEnd(now) })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async function send(row: OutboxRow): Promise<void> {
    if (!transport) {
      // No SMTP server configured: a newcomer reads the code or link in the server log.
      log.info({ to: row.to, subject: row.subject }, `mail (no SMTP_URL, printed instead):\n${row.text}`);
      return;
    }
    await transport.sendMail({
      from: config.MAIL_FROM,
      to: row.to,
      replyTo: row.replyTo ?? undefined,
      subject: row.subject,
      text: row.text,
      html: row.html,
      headers: row.headers ?? undefined,
    });
  }

  /**
   * Records what became of the claimed rows in one transaction: sent rows in one statement, each
   * failure with its retry time, and the outcome hooks of the rows that are final.
   */
  async function record(results: { row: OutboxRow; error: unknown }[], isImmediate: boolean): Promise<void> {
    const now = clock.now();
    const final: MailOutcome[] = [];
    // Counted once the transaction commits (a retried transaction must not count twice).
    let sentCount = 0;
    let failures: boolean[] = [];
    await transaction(db, async (tx) => {
      final.length = 0;
      failures = [];
      const sent = results.filter((r) => !r.error).map((r) => r.row);
      // Only rows still claimed: a row deleted with its account stays deleted.
      const stillOurs = new Set(
        sent.length === 0
          ? []
          : (
              await tx
                .update(mailOutbox)
                .set({ status: 'sent', sentAt: now, lockedUntil: null, lastError: null })
                .where(
                  and(
                    inArray(
                      mailOutbox.id,
                      sent.map((r) => r.id),
                    ),
                    eq(mailOutbox.status, 'sending'),
                  ),
                )
                .returning({ id: mailOutbox.id })
            ).map((r) => r.id),
      );
      sentCount = stillOurs.size;
      for (const { row, error } of results) {
        let isFinal = !error;
        let message: string | null = null;
        if (error) {
          message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
          isFinal = isImmediate || row.attempts >= MAX_MAIL_ATTEMPTS;
          const delay = retryDelayMs(row.attempts, config.MAIL_RETRY_BASE_MS);
          const [updated] = await tx
            .update(mailOutbox)
            .set({
              status: isFinal ? 'failed' : 'pending',
              lockedUntil: null,
              lastError: message,
              nextAttemptAt: new Date(now.getTime() + delay),
              // A person was told it failed and may try again: the key must not stand in the way.
              ...(isImmediate ? { dedupeKey: null } : {}),
            })
            .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'sending')))
            .returning({ id: mailOutbox.id });
          if (updated) {
            stillOurs.add(row.id);
            failures.push(isFinal);
          }
          if (isFinal) log.error({ to: row.to, subject: row.subject, err: error }, 'mail given up');
          else
            log.warn(
              { to: row.to, attempt: row.attempts, retryInMs: delay, err: message },
              'mail delivery failed',
            );
        }
        if (isFinal && row.kind && hooks.has(row.kind) && stillOurs.has(row.id)) {
          final.push({
            kind: row.kind,
            ref: row.ref,
            ownerUserId: row.ownerUserId,
            to: row.to,
            status: error ? 'failed' : 'sent',
            error: message,
            at: now,
            details: row.details,
            isImmediate,
          });
        }
      }
      for (const [kind, hook] of hooks) {
        const mine = final.filter((o) => o.kind === kind);
        if (mine.length > 0) await hook(tx, mine);
      }
    });
    deps.metrics?.mailSent(sentCount);
    for (const isFinal of failures) deps.metrics?.mailFailed(isFinal);
  }

  /**
   * Hands claimed rows back untouched, for another instance (or the next start) to send now: the
   * NOTIFY wakes the other instances' mailers when it commits, so a stopping instance's claim is sent
   * at once, not at the next sweep.
   */
  async function release(rows: OutboxRow[]): Promise<void> {
    if (rows.length === 0) return;
    await transaction(db, async (tx) => {
      await tx
        .update(mailOutbox)
        .set({ status: 'pending', lockedUntil: null, attempts: sql`${mailOutbox.attempts} - 1` })
        .where(
          and(
            inArray(
              mailOutbox.id,
              rows.map((r) => r.id),
            ),
            eq(mailOutbox.status, 'sending'),
          ),
        );
      await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
    });
  }

  /** Sends each row in turn (they share this worker's SMTP connection), then records them together. */
  async function deliver(
    rows: OutboxRow[],
    isImmediate: boolean,
  ): Promise<{ row: OutboxRow; error: unknown }[]> {
    const results: { row: OutboxRow; error: unknown }[] = [];
    for (const [index, row] of rows.entries()) {
      // Closing: the mail being sent finishes, the rest of the claim goes back to the queue.
      if (isClosed && !isImmediate) {
        await release(rows.slice(index));
        break;
      }
      try {
        await send(row);
        results.push({ row, error: null });
      } catch (error) {
        results.push({ row, error: error ?? new Error('unknown mail error') });
      }
    }
    await record(results, isImmediate);
    return results;
  }

  /** Wakes this process when its own earliest retry is due, so a retry does not wait for the sweep. */
  async function armRetryTimer(): Promise<void> {
    if (isClosed) return;
    const [next] = await db
      .select({ at: mailOutbox.nextAttemptAt })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'))
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(1);
    clearTimeout(retryTimer);
    if (!next) return;
    const wait = Math.max(0, next.at.getTime() - clock.now().getTime()) + 20;
    if (wait > 10 * 60 * 1000) return; // the sweep will get to it
    retryTimer = setTimeout(() => mailer.kick(), wait);
    retryTimer.unref();
  }

  /** `concurrency` workers, each claiming a few rows at a time until none is due. */
  async function drain(): Promise<number> {
    let sent = 0;
    const worker = async () => {
      for (;;) {
        if (isClosed) return;
        const rows = await claimBatch();
        if (rows.length === 0) return;
        sent += (await deliver(rows, false)).filter((r) => !r.error).length;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    await armRetryTimer();
    return sent;
  }

  const mailer: Mailer = {
    async start() {
      await listener.start();
      mailer.kick(); // rows queued while no instance was running
    },
    kick() {
      if (isClosed) return;
      void mailer
        .deliverDue()
        .catch((error: unknown) => log.error({ err: error }, 'mail delivery run failed'));
    },
    deliverDue() {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        let total = 0;
        do {
          again = false;
          total += await drain();
        } while (again && !isClosed);
        return total;
      })().finally(() => {
        running = null;
      });
      return running;
    },
    async queueClaimed(tx, message, meta) {
      const now = clock.now();
      // Claimed by us from the start (status sending, our lease): no other worker sends it meanwhile,
      // and if this process dies mid-send the lease runs out and a worker delivers it later. No
      // NOTIFY: there is nothing for the other workers to do.
      const [row] = await tx
        .insert(mailOutbox)
        .values({
          ...outboxValues(message, meta),
          status: 'sending',
          attempts: 1,
          nextAttemptAt: now,
          lockedUntil: leaseEnd(now),
        })
        .returning();
      if (!row) throw new Error('insert into mail_outbox returned nothing');
      return { row };
    },
    async deliverClaimed(mail) {
      const [result] = await deliver([mail.row], true);
      const failure = result?.error;
      return {
        sent: !failure,
        error: failure ? (failure instanceof Error ? failure.message : String(failure)) : null,
      };
    },
    onOutcome(kind, hook) {
      hooks.set(kind, hook);
    },
    async purgeSent() {
      const before = new Date(clock.now().getTime() - SENT_RETENTION_DAYS * 86_400_000);
      await db.delete(mailOutbox).where(and(eq(mailOutbox.status, 'sent'), lte(mailOutbox.sentAt, before)));
    },
    async close() {
      isClosed = true;
      clearTimeout(retryTimer);
      await running?.catch(() => 0);
      await listener.close();
      transport?.close();
    },
  };
  return mailer;
}
