import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { MAX_MAIL_ATTEMPTS, retryDelayMs } from './backoff.ts';
import { MAIL_CHANNEL } from './outbox.ts';

const BATCH_SIZE = 10;
/** A claimed row whose worker died is retried after this. */
const CLAIM_TTL_SECONDS = 120;
/** Sent rows are kept this long for support, then purged. */
const SENT_RETENTION_DAYS = 7;
const LISTEN_RETRY_MS = 5000;

export interface Mailer {
  /** Starts listening for new outbox rows (called by buildApp). */
  start(): Promise<void>;
  /** Deliver what is due now, soon; never throws. */
  kick(): void;
  /** Delivers every due row (several instances may run this at once); returns how many were sent. */
  deliverDue(): Promise<number>;
  /** Deletes old sent rows (periodic housekeeping). */
  purgeSent(): Promise<void>;
  close(): Promise<void>;
}

type OutboxRow = typeof mailOutbox.$inferSelect;

export function createMailer(deps: { db: Database; pool: pg.Pool; config: Config; log: Logger }): Mailer {
  const { db, pool, config } = deps;
  const log = deps.log.child({ component: 'mailer' });
  const transport: Transporter | null = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  let running: Promise<number> | null = null;
  let again = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let listener: pg.Client | null = null;
  let listenTimer: NodeJS.Timeout | undefined;
  let isClosed = false;

  async function claimBatch(): Promise<OutboxRow[]> {
    // The claim is short and separate from sending: SKIP LOCKED lets other instances take other rows,
    // and `locked_until` hands the row back if this process dies before recording the outcome.
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
          and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({
        status: 'sending',
        attempts: sql`${mailOutbox.attempts} + 1`,
        lockedUntil: sql`now() + make_interval(secs => ${CLAIM_TTL_SECONDS})`,
      })
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
      subject: row.subject,
      text: row.text,
      html: row.html,
    });
  }

  async function record(row: OutboxRow, error: unknown): Promise<void> {
    if (!error) {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(eq(mailOutbox.id, row.id));
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    const isDead = row.attempts >= MAX_MAIL_ATTEMPTS;
    const delay = retryDelayMs(row.attempts, config.MAIL_RETRY_BASE_MS);
    await db
      .update(mailOutbox)
      .set({
        status: isDead ? 'failed' : 'pending',
        lockedUntil: null,
        lastError: message.slice(0, 1000),
        nextAttemptAt: sql`now() + make_interval(secs => ${delay / 1000})`,
      })
      .where(eq(mailOutbox.id, row.id));
    if (isDead) log.error({ to: row.to, subject: row.subject, err: error }, 'mail given up after retries');
    else
      log.warn({ to: row.to, attempt: row.attempts, retryInMs: delay, err: message }, 'mail delivery failed');
  }

  /** Wakes this process when its own earliest retry is due, so a retry does not wait for the scheduler. */
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
    const wait = Math.max(0, next.at.getTime() - Date.now()) + 20;
    if (wait > 10 * 60 * 1000) return; // the scheduler will get to it
    retryTimer = setTimeout(() => mailer.kick(), wait);
    retryTimer.unref();
  }

  /** Hands claimed rows back untouched, for another instance (or the next start) to send now. */
  async function release(rows: OutboxRow[]): Promise<void> {
    if (rows.length === 0) return;
    await db
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
  }

  async function drain(): Promise<number> {
    let sent = 0;
    while (!isClosed) {
      const batch = await claimBatch();
      if (batch.length === 0) break;
      for (const [index, row] of batch.entries()) {
        // Closing: the mail being sent finishes, the rest of the batch goes back to the queue.
        if (isClosed) {
          await release(batch.slice(index));
          return sent;
        }
        let failure: unknown = null;
        try {
          await send(row);
          sent++;
        } catch (error) {
          failure = error ?? new Error('unknown mail error');
        }
        await record(row, failure);
      }
    }
    await armRetryTimer();
    return sent;
  }

  async function listen(): Promise<void> {
    if (isClosed) return;
    const client = new pg.Client({ connectionString: pool.options.connectionString });
    client.on('notification', () => mailer.kick());
    client.on('error', (error) => {
      log.warn({ err: error }, 'mail listener lost its connection; reconnecting');
      client.end().catch(() => {});
      if (listener === client) listener = null;
      scheduleListen();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${MAIL_CHANNEL}`);
      if (isClosed) {
        await client.end();
        return;
      }
      listener = client;
    } catch (error) {
      log.warn({ err: error }, 'mail listener could not connect; the scheduler still delivers');
      client.end().catch(() => {});
      scheduleListen();
    }
  }

  function scheduleListen(): void {
    if (isClosed) return;
    clearTimeout(listenTimer);
    listenTimer = setTimeout(() => void listen(), LISTEN_RETRY_MS);
    listenTimer.unref();
  }

  const mailer: Mailer = {
    async start() {
      await listen();
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
    async purgeSent() {
      await db
        .delete(mailOutbox)
        .where(
          and(
            eq(mailOutbox.status, 'sent'),
            lte(mailOutbox.sentAt, sql`now() - make_interval(days => ${SENT_RETENTION_DAYS})`),
          ),
        );
    },
    async close() {
      isClosed = true;
      clearTimeout(retryTimer);
      clearTimeout(listenTimer);
      await running?.catch(() => 0);
      await listener?.end().catch(() => {});
      listener = null;
      transport?.close();
    },
  };
  return mailer;
}
