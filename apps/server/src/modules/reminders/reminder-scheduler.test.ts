import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBorrower, createLoan, createReminder, createUser } from '../../../test/factories/index.ts';
import type { CreatedUser } from '../../../test/factories/users.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { leaveMailCap } from '../../../test/mail-helpers.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createManualClock } from '../../platform/clock.ts';
import { capDeferredMessage } from './reminder-jobs.ts';

// Accounts live in UTC-8 (the default); REMINDER_SEND_HOUR is 9, so 17:00 UTC is 09:00 for them.
const MONDAY_10AM = '2030-03-04T18:00:00Z';
const DAY = 86_400_000;
const clock = createManualClock(MONDAY_10AM);

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
beforeEach(async () => {
  clock.set(MONDAY_10AM);
  // Loan confirmations from earlier tests are out of the way before anything counts mail.
  await t.services.mailer.deliverDue();
  smtp.failNext(0);
});

/** One scheduler run, as a tick of any instance does it, then the outbox drained. */
async function tick() {
  await t.services.jobs.runNow(['reminders']);
  await t.services.mailer.deliverDue();
}

const remindersTo = (address: string) =>
  smtp.messages.filter((m) => m.to.includes(address.toLowerCase()) && !m.subject.includes(' lent you '));

async function lend(owner: CreatedUser, returnDate: string) {
  const borrower = await createBorrower(t, owner);
  const loan = await createLoan(t, owner, { borrowerId: borrower._id, returnDate });
  return { borrower, loan };
}

const logsOf = async (owner: CreatedUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/activity/my-logs', headers: owner.headers })).json()
    .data as { action: string; details: Record<string, unknown> }[];

const remindersOf = async (owner: CreatedUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/reminders', headers: owner.headers })).json().data as {
    id: string;
    status: string;
    type: string;
    automatic: boolean;
    lastSent: string | null;
  }[];

describe('automatic reminders', () => {
  it('gives a basic owner’s loan due in 3 days exactly one email, however many days the scheduler runs', async () => {
    const owner = await createUser(t, { plan: 'basic' });
    const { borrower, loan } = await lend(owner, '2030-03-07');
    await tick();
    clock.advance(DAY);
    await tick();
    clock.advance(DAY);
    await tick();
    const mails = remindersTo(borrower.email);
    expect(mails.map((m) => m.subject)).toEqual([`Reminder: "${loan.book.title}" is due in 3 days`]);
    expect(await remindersOf(owner)).toMatchObject([{ type: 'due_soon', automatic: true, status: 'sent' }]);
  });

  it('waits for the send hour of the owner’s day', async () => {
    const owner = await createUser(t, { plan: 'basic' });
    const { borrower } = await lend(owner, '2030-03-07');
    clock.set('2030-03-04T16:30:00Z'); // 08:30 in UTC-8
    await tick();
    expect(remindersTo(borrower.email)).toHaveLength(0);
    clock.advance(30 * 60_000);
    await tick();
    expect(remindersTo(borrower.email)).toHaveLength(1);
  });

  it('reminds a premium owner’s borrower 2 days ahead, not 3', async () => {
    const owner = await createUser(t, { plan: 'premium' });
    const { borrower, loan } = await lend(owner, '2030-03-07');
    await tick();
    expect(remindersTo(borrower.email)).toHaveLength(0);
    clock.advance(DAY);
    await tick();
    expect(remindersTo(borrower.email).map((m) => m.subject)).toEqual([
      `Reminder: "${loan.book.title}" is due in 2 days`,
    ]);
  });

  it('follows a premium owner’s own schedule', async () => {
    const owner = await createUser(t, { plan: 'premium' });
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/reminders/schedule',
      headers: owner.headers,
      payload: { leadDays: 5, overdueDays: [1, 2] },
    });
    expect(set.statusCode, set.body).toBe(200);
    const { borrower } = await lend(owner, '2030-03-09');
    await tick();
    expect(remindersTo(borrower.email)).toHaveLength(1);
    // Overdue notices 1 and 3 days after the due date.
    for (let day = 0; day < 9; day++) {
      clock.advance(DAY);
      await tick();
    }
    const subjects = remindersTo(borrower.email).map((m) => m.subject);
    expect(subjects.filter((s) => s.endsWith('is overdue'))).toHaveLength(2);
    const basic = await createUser(t, { plan: 'basic' });
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/reminders/schedule',
      headers: basic.headers,
      payload: { leadDays: 5, overdueDays: [] },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PLAN_LIMIT');
  });

  it('sends a free owner’s borrower nothing, and nothing when due date alerts are off', async () => {
    const free = await createUser(t, { plan: 'free' });
    const quiet = await createUser(t, { plan: 'basic' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: quiet.headers,
      payload: { notificationSettings: { dueDateAlerts: false } },
    });
    const a = await lend(free, '2030-03-06');
    const b = await lend(quiet, '2030-03-06');
    await tick();
    clock.advance(3 * DAY);
    await tick();
    expect(remindersTo(a.borrower.email)).toHaveLength(0);
    expect(remindersTo(b.borrower.email)).toHaveLength(0);
    expect(await remindersOf(free)).toEqual([]);
    expect(await remindersOf(quiet)).toEqual([]);
  });

  it('sends one overdue notice the day after the due date, and no more', async () => {
    const owner = await createUser(t, { plan: 'basic' });
    clock.set('2030-02-20T18:00:00Z');
    const { borrower, loan } = await lend(owner, '2030-03-03');
    clock.set(MONDAY_10AM);
    await tick();
    clock.advance(DAY);
    await tick();
    expect(remindersTo(borrower.email).map((m) => m.subject)).toEqual([`"${loan.book.title}" is overdue`]);
    expect(remindersTo(borrower.email)[0]?.text).toContain('It was due on Mar 3, 2030 (yesterday)');
    expect(await remindersOf(owner)).toMatchObject([{ type: 'overdue', automatic: true, status: 'sent' }]);
  });
});

describe('reminders over the daily cap', () => {
  it('wait for the owner’s next day instead of failing, then go out once each', async () => {
    const owner = await createUser(t, { plan: 'basic' });
    // Due in 3 days: the basic plan's automatic reminder is owed today.
    const { borrower, loan } = await lend(owner, '2030-03-07');
    const manual = await createReminder(t, owner, { loanId: loan._id, reminderDate: '2030-03-04' });
    await t.services.mailer.deliverDue();
    await leaveMailCap(t, owner, 0);

    await tick();
    expect(remindersTo(borrower.email)).toHaveLength(0);
    const waiting = (
      await t.app.inject({ method: 'GET', url: '/api/reminders', headers: owner.headers })
    ).json().data as {
      id: string;
      status: string;
      automatic: boolean;
      reminderDate: string;
      lastError: string;
    }[];
    expect(waiting).toHaveLength(2);
    expect(waiting.map((r) => r.automatic).sort()).toEqual([false, true]);
    for (const reminder of waiting) {
      expect(reminder).toMatchObject({
        status: 'scheduled',
        reminderDate: '2030-03-05',
        lastError: capDeferredMessage('basic'),
      });
    }
    expect((await logsOf(owner)).filter((e) => e.action === 'DUE_BOOK_REMINDER_FAILED')).toEqual([]);

    // Just before the send hour of their next day: still waiting. From it: sent, once.
    clock.set('2030-03-05T16:59:00Z');
    await tick();
    expect(remindersTo(borrower.email)).toHaveLength(0);
    clock.set('2030-03-05T17:00:00Z');
    await tick();
    await tick();
    expect(remindersTo(borrower.email)).toHaveLength(2);
    const sent = await remindersOf(owner);
    expect(sent.map((r) => r.status)).toEqual(['sent', 'sent']);
    expect(sent.map((r) => r.id)).toContain(manual.id);
  });
});

describe('scheduled reminders', () => {
  it('go out on their day from the send hour, with CRON_JOB and DUE_BOOK_REMINDER entries', async () => {
    const owner = await createUser(t, { plan: 'free' });
    const { borrower, loan } = await lend(owner, '2030-03-20');
    await createReminder(t, owner, { loanId: loan._id, reminderDate: '2030-03-05' });
    await tick();
    expect(remindersTo(borrower.email)).toHaveLength(0);
    clock.set('2030-03-05T17:00:00Z');
    await tick();
    await tick();
    expect(remindersTo(borrower.email)).toHaveLength(1);
    const [reminder] = await remindersOf(owner);
    expect(reminder).toMatchObject({ status: 'sent', lastSent: '2030-03-05T17:00:00.000Z' });
    const logs = await logsOf(owner);
    expect(logs.find((e) => e.action === 'CRON_JOB_COMPLETED')?.details).toEqual({
      jobName: 'due-reminders',
      totalRemindersSent: 1,
    });
    expect(logs.find((e) => e.action === 'CRON_JOB_STARTED')?.details).toEqual({ jobName: 'due-reminders' });
    expect(logs.find((e) => e.action === 'DUE_BOOK_REMINDER_SENT')?.details).toMatchObject({
      title: loan.book.title,
      borrowerName: loan.borrower.name,
    });
    expect(logs.filter((e) => e.action.startsWith('CRON_JOB_'))).toHaveLength(2);
  });

  it('follow the owner’s timezone: a new zone moves them to its send hour', async () => {
    const owner = await createUser(t);
    const { borrower, loan } = await lend(owner, '2030-03-20');
    await createReminder(t, owner, { loanId: loan._id, reminderDate: '2030-03-05' });
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: owner.headers,
      payload: { timezone: 'Africa/Lagos' },
    });
    expect(moved.statusCode).toBe(200);
    // 09:30 in Lagos (UTC+1), still the night before in UTC-8.
    clock.set('2030-03-05T08:30:00Z');
    await tick();
    expect(remindersTo(borrower.email)).toHaveLength(1);
  });

  it('stop when the loan is returned', async () => {
    const owner = await createUser(t);
    const { borrower, loan } = await lend(owner, '2030-03-20');
    await createReminder(t, owner, { loanId: loan._id, reminderDate: '2030-03-06' });
    await t.app.inject({ method: 'PUT', url: `/api/borrow/${loan._id}/return`, headers: owner.headers });
    clock.set('2030-03-06T18:00:00Z');
    await tick();
    expect(remindersTo(borrower.email)).toHaveLength(0);
    expect(await remindersOf(owner)).toMatchObject([{ status: 'returned' }]);
  });

  it('wait while the owner turned email reminders off; Send Now still works', async () => {
    const owner = await createUser(t);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: owner.headers,
      payload: { notificationSettings: { emailReminders: false } },
    });
    const { borrower, loan } = await lend(owner, '2030-03-20');
    const reminder = await createReminder(t, owner, { loanId: loan._id });
    await tick();
    expect(remindersTo(borrower.email)).toHaveLength(0);
    expect(await remindersOf(owner)).toMatchObject([{ status: 'scheduled' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/reminders/${reminder.id}/send`,
      headers: owner.headers,
    });
    expect(res.json().data?.status).toBe('sent');
    expect(remindersTo(borrower.email)).toHaveLength(1);
  });

  it('are retried while the SMTP server is down and all arrive once it is back, each once', async () => {
    const owner = await createUser(t, { plan: 'basic' });
    const borrowers = [];
    for (let i = 0; i < 4; i++) {
      const { borrower, loan } = await lend(owner, '2030-03-20');
      await createReminder(t, owner, { loanId: loan._id });
      borrowers.push(borrower);
    }
    await t.services.mailer.deliverDue();
    smtp.failNext(1000);
    await tick();
    expect(borrowers.flatMap((b) => remindersTo(b.email))).toHaveLength(0);
    expect((await remindersOf(owner)).every((r) => r.status === 'scheduled')).toBe(true);
    // Down for a while: every retry so far fails.
    clock.advance(5 * 60_000);
    await t.services.mailer.deliverDue();
    smtp.failNext(0);
    // Back up: the next retries, an hour later at most, deliver.
    for (let i = 0; i < 3; i++) {
      clock.advance(60 * 60_000);
      await t.services.mailer.deliverDue();
    }
    for (const b of borrowers) expect(remindersTo(b.email)).toHaveLength(1);
    expect((await remindersOf(owner)).every((r) => r.status === 'sent')).toBe(true);
  });

  it('are marked failed, with a DUE_BOOK_REMINDER_FAILED entry, once every retry failed', async () => {
    const owner = await createUser(t);
    const { loan } = await lend(owner, '2030-03-20');
    await createReminder(t, owner, { loanId: loan._id });
    await t.services.mailer.deliverDue();
    smtp.failNext(1000);
    await tick();
    for (let i = 0; i < 10; i++) {
      clock.advance(2 * 60 * 60_000);
      await t.services.mailer.deliverDue();
    }
    smtp.failNext(0);
    expect(await remindersOf(owner)).toMatchObject([{ status: 'failed' }]);
    const failed = (await logsOf(owner)).find((e) => e.action === 'DUE_BOOK_REMINDER_FAILED');
    expect(failed?.details).toMatchObject({
      title: loan.book.title,
      error: expect.stringMatching(/451|Try again/),
    });
  });
});
