import { dailyEmailCapMessage } from '@shelfwise/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLoan, createReminder, createUser } from '../../../test/factories/index.ts';
import type { CreatedUser } from '../../../test/factories/users.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { leaveMailCap } from '../../../test/mail-helpers.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createManualClock } from '../../platform/clock.ts';
import { BEING_SENT_MESSAGE } from './reminders.service.ts';

// Monday 4 March 2030, 10:00 in UTC-8 (the accounts' default timezone): reminders made for today
// are due (their send hour, 09:00, has passed).
const clock = createManualClock('2030-03-04T18:00:00Z');

let t: TestApp;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url }, { clock });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.failNext(0);
});

const sendNow = (owner: CreatedUser, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/reminders/${id}/send`, headers: owner.headers });

/** A loan of `owner` with a reminder due now; its confirmation mail is delivered and out of the way. */
async function dueReminder(owner: CreatedUser) {
  const loan = await createLoan(t, owner);
  await smtp.waitFor(loan.borrower.email);
  const reminder = await createReminder(t, owner, { loanId: loan._id });
  return { loan, reminder, borrowerEmail: loan.borrower.email.toLowerCase() };
}

const remindersTo = (address: string) =>
  smtp.messages.filter((m) => m.to.includes(address) && !m.subject.includes(' lent you '));

/** How many emails to other people the owner has used today (their day). */
async function usedToday(owner: CreatedUser): Promise<number> {
  const { rows } = await t.db.execute<{ n: number }>(
    sql`select coalesce(sum(count), 0)::int as n from mail_daily_counts where user_id = ${owner.user.id}`,
  );
  return rows[0]?.n ?? 0;
}

async function outboxRowsOf(reminderId: string) {
  const { rows } = await t.db.execute<{ status: string; attempts: number }>(
    sql`select status, attempts from mail_outbox where kind = 'reminder' and ref like ${`${reminderId}:%`}`,
  );
  return rows;
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('Send Now and the daily cap', () => {
  it('at the edge of the cap, parallel Send Nows of different reminders send exactly the places left', async () => {
    const owner = await createUser(t, { plan: 'free' });
    const due = [];
    for (let i = 0; i < 5; i++) due.push(await dueReminder(owner));
    await leaveMailCap(t, owner, 2);

    const answers = await Promise.all(due.map(({ reminder }) => sendNow(owner, reminder.id)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 429, 429, 429]);
    for (const refused of answers.filter((r) => r.statusCode === 429)) {
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: dailyEmailCapMessage('free') });
    }
    const sent = due.flatMap(({ borrowerEmail }) => remindersTo(borrowerEmail));
    expect(sent).toHaveLength(2);
    // The refused ones queued nothing.
    for (const [i, { reminder }] of due.entries()) {
      expect(await outboxRowsOf(reminder.id)).toHaveLength(answers[i]?.statusCode === 200 ? 1 : 0);
    }
  });

  it('sends one email when the same reminder is sent twice at once (the other answers 409), counted once', async () => {
    const owner = await createUser(t, { plan: 'basic' });
    const { reminder, borrowerEmail } = await dueReminder(owner);
    const before = await usedToday(owner);

    const answers = await Promise.all([sendNow(owner, reminder.id), sendNow(owner, reminder.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(remindersTo(borrowerEmail)).toHaveLength(1);
    expect(await usedToday(owner)).toBe(before + 1);
  });
});

describe('Send Now and the copy the scheduler queued', () => {
  it('does not send a copy a worker is sending right now a second time (409), and it arrives once', async () => {
    const owner = await createUser(t, { plan: 'basic' });
    const { reminder, borrowerEmail } = await dueReminder(owner);
    const held = smtp.hold();
    try {
      await t.services.jobs.runNow(['reminders']);
      // The app's mailer has claimed the queued copy and is in the middle of sending it.
      await held.arrived;
      const res = await sendNow(owner, reminder.id);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({ code: 'CONFLICT', message: BEING_SENT_MESSAGE });
    } finally {
      held.release();
    }
    await until(
      async () => (await outboxRowsOf(reminder.id)).some((r) => r.status === 'sent'),
      'the queued copy was recorded as sent',
    );
    expect(remindersTo(borrowerEmail)).toHaveLength(1);
    const list = await t.app.inject({ method: 'GET', url: '/api/reminders', headers: owner.headers });
    expect(list.json().data.find((r: { id: string }) => r.id === reminder.id)).toMatchObject({
      status: 'sent',
    });
  });

  it('takes back a copy still waiting for a retry and sends this one instead: one email, counted once', async () => {
    const owner = await createUser(t, { plan: 'basic' });
    const { reminder, borrowerEmail } = await dueReminder(owner);
    const before = await usedToday(owner);
    // The scheduler queues it; the first try fails, so the copy waits for its retry (30 s away).
    smtp.failNext(1);
    await t.services.jobs.runNow(['reminders']);
    await until(
      async () => (await outboxRowsOf(reminder.id)).some((r) => r.status === 'pending' && r.attempts === 1),
      'the queued copy waits for its retry',
    );
    expect(await usedToday(owner)).toBe(before + 1);

    const res = await sendNow(owner, reminder.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'sent' });
    expect(await outboxRowsOf(reminder.id)).toEqual([{ status: 'sent', attempts: 1 }]);
    expect(remindersTo(borrowerEmail)).toHaveLength(1);
    expect(await usedToday(owner)).toBe(before + 1);
    // Nothing is left for a later run to send.
    await t.services.jobs.runNow(['reminders']);
    await t.services.mailer.deliverDue();
    expect(remindersTo(borrowerEmail)).toHaveLength(1);
  });

  it('hands a reminder whose Send Now failed back to the scheduler, which sends it once', async () => {
    const owner = await createUser(t, { plan: 'basic' });
    const { reminder, borrowerEmail } = await dueReminder(owner);
    smtp.failNext(1);
    expect((await sendNow(owner, reminder.id)).statusCode).toBe(502);
    await t.services.jobs.runNow(['reminders']);
    await t.services.mailer.deliverDue();
    await smtp.waitFor(borrowerEmail);
    expect(remindersTo(borrowerEmail)).toHaveLength(1);
    const list = await t.app.inject({ method: 'GET', url: '/api/reminders', headers: owner.headers });
    expect(list.json().data.find((r: { id: string }) => r.id === reminder.id)).toMatchObject({
      status: 'sent',
    });
  });
});
