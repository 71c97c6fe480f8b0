import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { systemClock } from '../clock.ts';
import { MAX_MAIL_ATTEMPTS } from './backoff.ts';
import { createMailer } from './mailer.ts';
import { enqueueMail } from './outbox.ts';
import { verificationCodeMail } from './templates/verification-code.ts';

let t: TestApp;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '20' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const message = (to: string) => ({
  to,
  ...verificationCodeMail({ name: 'Test', code: '123456', validMinutes: 15 }),
});

async function outboxRow(to: string) {
  const result = await t.db.execute<{ status: string; attempts: number; last_error: string | null }>(
    sql`select status, attempts, last_error from mail_outbox where "to" = ${to}`,
  );
  return result.rows[0];
}

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('mail outbox', () => {
  it('delivers a committed message promptly, with both parts and the product name', async () => {
    await t.db.transaction((tx) => enqueueMail(tx, message('prompt@example.test')));
    const mail = await smtp.waitFor('prompt@example.test');
    expect(mail.subject).toBe('Your Shelfwise verification code: 123456');
    expect(mail.text).toContain('123456');
    expect(mail.html).toContain('Shelfwise');
    expect(mail.from).toBe('no-reply@shelfwise.local');
    await until(async () => ((await outboxRow('prompt@example.test'))?.status === 'sent' ? true : undefined));
  });

  it('sends nothing when the transaction rolls back', async () => {
    await t.db
      .transaction(async (tx) => {
        await enqueueMail(tx, message('rolled-back@example.test'));
        throw new Error('change failed');
      })
      .catch(() => {});
    await t.db.transaction((tx) => enqueueMail(tx, message('after-rollback@example.test')));
    await smtp.waitFor('after-rollback@example.test');
    expect(await outboxRow('rolled-back@example.test')).toBeUndefined();
    expect(smtp.messages.some((m) => m.to.includes('rolled-back@example.test'))).toBe(false);
  });

  it('retries with backoff after the SMTP server refuses, then delivers once', async () => {
    smtp.failNext(2);
    await t.db.transaction((tx) => enqueueMail(tx, message('retry@example.test')));
    await smtp.waitFor('retry@example.test');
    const row = await until(async () => {
      const r = await outboxRow('retry@example.test');
      return r?.status === 'sent' ? r : undefined;
    });
    expect(row.attempts).toBe(3);
    expect(smtp.messages.filter((m) => m.to.includes('retry@example.test'))).toHaveLength(1);
  });

  it('gives up after the last attempt and records the error', async () => {
    smtp.failNext(MAX_MAIL_ATTEMPTS);
    await t.db.transaction((tx) => enqueueMail(tx, message('hopeless@example.test')));
    const row = await until(async () => {
      const r = await outboxRow('hopeless@example.test');
      return r?.status === 'failed' ? r : undefined;
    }, 15_000);
    expect(row.attempts).toBe(MAX_MAIL_ATTEMPTS);
    expect(row.last_error).toMatch(/451|Try again later/);
    smtp.failNext(0);
  });

  it('sends each message once when several workers run at the same time', async () => {
    const workers = [1, 2, 3].map(() =>
      createMailer({
        db: t.db,
        pool: t.pool,
        config: t.config,
        log: pino({ level: 'silent' }),
        clock: systemClock,
      }),
    );
    try {
      const addresses = Array.from({ length: 15 }, (_, i) => `crowd-${i}@example.test`);
      // Queued without NOTIFY so that the workers below race for the rows.
      await t.db.execute(sql`insert into mail_outbox ("to", subject, text, html)
        select jsonb_array_elements_text(${JSON.stringify(addresses)}::jsonb), 'Crowd', 'hello', '<p>hello</p>'`);
      await Promise.all(workers.map((w) => w.deliverDue()));
      await Promise.all(addresses.map((a) => smtp.waitFor(a)));
      await new Promise((r) => setTimeout(r, 200));
      for (const a of addresses) expect(smtp.messages.filter((m) => m.to.includes(a))).toHaveLength(1);
    } finally {
      await Promise.all(workers.map((w) => w.close()));
    }
  });

  it('stops after the mail it is sending when closed, and hands the rest of its batch back to a running mailer', async () => {
    // One worker, so one mail is in flight when it closes.
    const mailer = createMailer({
      db: t.db,
      pool: t.pool,
      config: { ...t.config, MAIL_CONCURRENCY: 1 },
      log: pino({ level: 'silent' }),
      clock: systemClock,
    });
    const addresses = ['held-1@example.test', 'held-2@example.test', 'held-3@example.test'];
    // Queued without NOTIFY, so only this worker takes them.
    await t.db.execute(sql`insert into mail_outbox ("to", subject, text, html)
      select jsonb_array_elements_text(${JSON.stringify(addresses)}::jsonb), 'Held', 'hello', '<p>hello</p>'`);
    const held = smtp.hold();
    const run = mailer.deliverDue();
    await held.arrived;
    const closing = mailer.close();
    held.release();
    await closing;
    // The closing worker sent only the mail that was on the wire.
    expect(await run).toBe(1);
    // The rest went back with a NOTIFY, which the app's running mailer heard: it sends them now,
    // each once (a release gives back the attempt it had counted).
    const rowsNow = async () =>
      (
        await t.db.execute<{ to: string; status: string; attempts: number }>(
          sql`select "to", status, attempts from mail_outbox where subject = 'Held' order by "to"`,
        )
      ).rows;
    const deadline = Date.now() + 5_000;
    while ((await rowsNow()).some((r) => r.status !== 'sent') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 25));
    expect((await rowsNow()).map((r) => `${r.status}/${r.attempts}`)).toEqual(['sent/1', 'sent/1', 'sent/1']);
    const heldMail = smtp.messages.filter((m) => m.subject === 'Held').map((m) => m.to.join());
    expect(heldMail.sort()).toEqual(addresses);
  });

  it('without SMTP_URL prints the message (with the code) to the log and marks it delivered', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const mailer = createMailer({
      db: t.db,
      pool: t.pool,
      config: { ...t.config, SMTP_URL: undefined },
      log: pino({ level: 'info' }, sink),
      clock: systemClock,
    });
    // Only this printing mailer may deliver here: the app's own (SMTP) mailer is stopped, since a
    // retry timer or a NOTIFY left from an earlier test could wake it and take the row (this test is
    // the file's last; the app closes its mailer again at the end, which is harmless).
    await t.services.mailer.close();
    try {
      await t.db.execute(sql`insert into mail_outbox ("to", subject, text, html)
        values ('newcomer@example.test', 'Your code', 'Your code is 654321', '<p>654321</p>')`);
      await mailer.deliverDue();
      expect(lines.join('')).toContain('654321');
      expect((await outboxRow('newcomer@example.test'))?.status).toBe('sent');
    } finally {
      await mailer.close();
    }
  });
});
