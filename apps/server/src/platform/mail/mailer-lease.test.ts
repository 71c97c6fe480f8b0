import { sql } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { loadConfig } from '../../config.ts';
import { systemClock } from '../clock.ts';
import { CLAIM_TTL_MS, createMailer } from './mailer.ts';

/** A real SMTP server that answers each message only after `delayMs` (never, with Infinity). */
async function startSlowSmtp(delayMs: number) {
  const accepted: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const recipients = [/^To: (.+)$/m.exec(Buffer.concat(chunks).toString('utf8'))?.[1]?.trim() ?? '?'];
        if (!Number.isFinite(delayMs)) return; // never answers
        setTimeout(() => {
          accepted.push(...recipients);
          callback();
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Only the workers below deliver here: the app's own mailer (which prints) is stopped.
  await t.services.mailer.close();
});
afterAll(() => t.close());

const insertMail = (addresses: string[]) =>
  t.db.execute(sql`insert into mail_outbox ("to", subject, text, html, next_attempt_at)
    select jsonb_array_elements_text(${JSON.stringify(addresses)}::jsonb), 'Slow', 'hello', '<p>hello</p>', 'epoch'`);

describe('the outbox lease outlives a send', () => {
  it('refuses an SMTP time-out that could outlast the lease', () => {
    expect(CLAIM_TTL_MS).toBe(120_000);
    expect(() => loadConfig({ SMTP_TIMEOUT_MS: '200000', JWT_SECRET: 'x'.repeat(32) })).toThrow(
      /SMTP_TIMEOUT_MS/,
    );
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).SMTP_TIMEOUT_MS * 3).toBeLessThan(CLAIM_TTL_MS);
  });

  it('two workers and a slow SMTP server: each message is sent once, and a claimed row is leased for the full TTL', async () => {
    const smtp = await startSlowSmtp(300);
    const config = { ...t.config, SMTP_URL: smtp.url, MAIL_CONCURRENCY: 3 };
    const workers = [1, 2].map(() =>
      createMailer({ db: t.db, pool: t.pool, config, log: pino({ level: 'silent' }), clock: systemClock }),
    );
    try {
      const addresses = Array.from({ length: 12 }, (_, i) => `slow-${i}@example.test`);
      await insertMail(addresses);
      const started = Date.now();
      const runs = workers.map((w) => w.deliverDue());
      // While the sends are in flight, every claimed row is leased until about two minutes from now.
      await new Promise((r) => setTimeout(r, 150));
      const leases = await t.db.execute<{ left_ms: number }>(sql`
        select extract(epoch from locked_until - now()) * 1000 as left_ms
        from mail_outbox where status = 'sending' and "to" like 'slow-%'`);
      expect(leases.rows.length).toBeGreaterThan(0);
      for (const row of leases.rows) expect(Number(row.left_ms)).toBeGreaterThan(CLAIM_TTL_MS - 10_000);
      await Promise.all(runs);
      expect(Date.now() - started).toBeLessThan(CLAIM_TTL_MS);
      expect(smtp.accepted.sort()).toEqual([...addresses].sort());
    } finally {
      await Promise.all(workers.map((w) => w.close()));
      await smtp.close();
    }
  });

  it('gives up on a server that never answers after SMTP_TIMEOUT_MS, long before the lease ends, and retries later', async () => {
    const smtp = await startSlowSmtp(Number.POSITIVE_INFINITY);
    const config = { ...t.config, SMTP_URL: smtp.url, SMTP_TIMEOUT_MS: 300, MAIL_CONCURRENCY: 1 };
    const worker = createMailer({
      db: t.db,
      pool: t.pool,
      config,
      log: pino({ level: 'silent' }),
      clock: systemClock,
    });
    try {
      await insertMail(['silent@example.test']);
      await worker.deliverDue();
      const [row] = (
        await t.db.execute<{
          status: string;
          attempts: number;
          last_error: string;
          locked_until: Date | null;
        }>(
          sql`select status, attempts, last_error, locked_until from mail_outbox where "to" = 'silent@example.test'`,
        )
      ).rows;
      expect(row).toMatchObject({ status: 'pending', attempts: 1, locked_until: null });
      expect(row?.last_error).toMatch(/timeout/i);
    } finally {
      await worker.close();
      await smtp.close();
    }
  });

  it('a stopping worker hands the rest of its claim back and a listening instance sends it at once, each message once', async () => {
    const smtp = await startSlowSmtp(200);
    const config = { ...t.config, SMTP_URL: smtp.url, MAIL_CONCURRENCY: 1 };
    const make = () =>
      createMailer({ db: t.db, pool: t.pool, config, log: pino({ level: 'silent' }), clock: systemClock });
    const stopping = make();
    const staying = make();
    try {
      // The staying instance only listens: without the release's NOTIFY it would wait for a sweep.
      await staying.start();
      const addresses = Array.from({ length: 3 }, (_, i) => `handover-${i}@example.test`);
      // Queued while only the stopping worker runs (the staying one hears no NOTIFY of this insert).
      await insertMail(addresses);
      const run = stopping.deliverDue();
      // Mid-claim: the first message is on the wire; the stop lets it finish and releases the rest.
      await new Promise((r) => setTimeout(r, 50));
      const handedBackAt = Date.now();
      await stopping.close();
      await run;
      const statuses = async () =>
        (
          await t.db.execute<{ status: string }>(
            sql`select status from mail_outbox where "to" like 'handover-%'`,
          )
        ).rows.map((r) => r.status);
      const deadline = Date.now() + 5_000;
      while ((await statuses()).some((s) => s !== 'sent') && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 25));
      const tookMs = Date.now() - handedBackAt;
      expect(await statuses()).toEqual(['sent', 'sent', 'sent']);
      expect(smtp.accepted.sort()).toEqual([...addresses].sort());
      // Well inside the sweep's minute: the release woke the staying instance.
      expect(tookMs).toBeLessThan(5_000);
    } finally {
      await Promise.all([stopping.close(), staying.close()]);
      await smtp.close();
    }
  });
});
