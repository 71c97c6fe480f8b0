import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReminder, createUser } from '../../../test/factories/index.ts';
import type { CreatedUser } from '../../../test/factories/users.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createManualClock } from '../../platform/clock.ts';

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

type Entry = { id: string; action: string; details: Record<string, unknown>; createdAt: string };

async function logs(owner: CreatedUser, query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/activity/my-logs${query}`,
    headers: owner.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Entry[]; hasMore: boolean; nextCursor: string | null };
}

const step = () => clock.advance(60_000);

describe('activity log', () => {
  it('records every type with its details, each with its change', async () => {
    const owner = await createUser(t, { plan: 'basic' });
    const h = owner.headers;
    const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
      step();
      return t.app.inject({ method, url, headers: h, payload });
    };
    const book = (await call('POST', '/api/books', { title: 'Dune', author: 'Frank Herbert' })).json();
    await call('PUT', `/api/books/${book._id}`, {
      title: 'Dune Messiah',
      author: 'Frank Herbert',
      status: 'Available',
    });
    await call('POST', '/api/books/batch', {
      books: [
        { title: 'Emma', author: 'Jane Austen' },
        { title: 'Dune Messiah', author: 'Frank Herbert' },
      ],
    });
    const borrower = (
      await call('POST', '/api/borrowers', {
        name: 'Ngozi',
        email: 'ngozi@example.test',
        phone: '+2348030000000',
      })
    ).json().data.data;
    await call('PUT', `/api/borrowers/${borrower._id}`, {
      name: 'Ngozi A.',
      email: 'ngozi@example.test',
      phone: '+2348030000000',
    });
    const loan = (
      await call('POST', '/api/borrow', { book: book._id, borrower: borrower._id, returnDate: '2030-03-20' })
    ).json().data;
    step();
    const reminder = await createReminder(t, owner, { loanId: loan._id });
    step();
    await t.services.jobs.runNow(['reminders']);
    await t.services.mailer.deliverDue();
    // A failed Send Now: the SMTP server refuses.
    step();
    const other = await createReminder(t, owner, { loanId: loan._id, reminderDate: '2030-03-10' });
    smtp.failNext(1);
    step();
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/reminders/${other.id}/send`, headers: h })).statusCode,
    ).toBe(502);
    // A failed run: the database refuses every new outbox row for a moment.
    step();
    await createReminder(t, owner, { loanId: loan._id });
    await t.db.execute(
      sql`alter table mail_outbox add constraint refuse_all check (subject <> subject) not valid`,
    );
    try {
      step();
      await t.services.reminderJobs.sendDue();
    } finally {
      await t.db.execute(sql`alter table mail_outbox drop constraint refuse_all`);
    }
    await call('PUT', `/api/borrow/${loan._id}/return`);
    await call('DELETE', `/api/books/${book._id}`);
    await call('DELETE', `/api/borrowers/${borrower._id}`);
    expect(reminder.id).toBeTruthy();

    const { data } = await logs(owner);
    const byAction = (action: string) => data.find((e) => e.action === action)?.details;
    expect(byAction('CREATE_BOOK')).toEqual({ title: 'Dune', author: 'Frank Herbert' });
    expect(byAction('UPDATE_BOOK')).toEqual({ title: 'Dune Messiah', author: 'Frank Herbert' });
    expect(byAction('BATCH_ADD_BOOKS')).toEqual({ books: ['Emma'], duplicates: 1 });
    expect(byAction('CREATE_BORROWER')).toEqual({
      name: 'Ngozi',
      email: 'ngozi@example.test',
      phone: '+2348030000000',
    });
    expect(byAction('UPDATE_BORROWER')).toEqual({
      name: 'Ngozi A.',
      email: 'ngozi@example.test',
      phone: '+2348030000000',
    });
    expect(byAction('BORROW_BOOK')).toMatchObject({
      title: 'Dune Messiah',
      borrowerName: 'Ngozi A.',
      returnDate: '2030-03-20',
      book: { title: 'Dune Messiah', author: 'Frank Herbert' },
      borrower: { name: 'Ngozi A.' },
    });
    expect(byAction('RETURN_BOOK')).toMatchObject({ title: 'Dune Messiah', borrower: { name: 'Ngozi A.' } });
    expect(byAction('DELETE_BOOK')).toMatchObject({ title: 'Dune Messiah', author: 'Frank Herbert' });
    expect(byAction('DELETE_BORROWER')).toMatchObject({ name: 'Ngozi A.', email: 'ngozi@example.test' });
    expect(byAction('CRON_JOB_STARTED')).toEqual({ jobName: 'due-reminders' });
    expect(byAction('CRON_JOB_COMPLETED')).toEqual({ jobName: 'due-reminders', totalRemindersSent: 1 });
    expect(byAction('CRON_JOB_FAILED')).toEqual({
      jobName: 'due-reminders',
      error: 'Your due reminders could not be prepared this time; they are tried again on the next run.',
    });
    expect(byAction('DUE_BOOK_REMINDER_SENT')).toMatchObject({
      title: 'Dune Messiah',
      borrowerName: 'Ngozi A.',
      book: { title: 'Dune Messiah' },
    });
    expect(byAction('DUE_BOOK_REMINDER_FAILED')).toMatchObject({
      title: 'Dune Messiah',
      error: expect.any(String),
    });
    // Newest first.
    const times = data.map((e) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by week and action, and pages with a cursor', async () => {
    const owner = await createUser(t);
    const add = async (title: string, at: string) => {
      clock.set(at);
      await t.app.inject({
        method: 'POST',
        url: '/api/books',
        headers: owner.headers,
        payload: { title, author: 'A' },
      });
    };
    await add('Last week', '2030-02-27T18:00:00Z');
    for (let i = 1; i <= 5; i++) await add(`This week ${i}`, `2030-03-0${4 + (i % 3)}T1${i}:00:00Z`);
    await add('Next week', '2030-03-12T18:00:00Z');
    const b = await t.app.inject({
      method: 'POST',
      url: '/api/borrowers',
      headers: owner.headers,
      payload: { name: 'X', email: 'x@example.test', phone: '+2348030000001' },
    });
    expect(b.statusCode).toBe(201);

    // Monday 4 March 00:00 to Monday 11 March 00:00 in UTC-8, as the History page asks.
    const week = '?from=2030-03-04T08:00:00.000Z&to=2030-03-11T08:00:00.000Z';
    const titles = (entries: Entry[]) => entries.map((e) => e.details.title);
    const { data } = await logs(owner, `${week}&action=CREATE_BOOK`);
    expect(titles(data).sort()).toEqual([
      'This week 1',
      'This week 2',
      'This week 3',
      'This week 4',
      'This week 5',
    ]);
    // Calendar days are the user's days; `to` includes its day.
    expect(titles((await logs(owner, '?from=2030-02-27&to=2030-02-27')).data)).toEqual(['Last week']);
    expect((await logs(owner, `${week}&action=CREATE_BORROWER`)).data).toEqual([]);

    const seen: string[] = [];
    let query = `${week}&action=CREATE_BOOK&limit=2`;
    for (let page = 0; page < 5; page++) {
      const body = await logs(owner, query);
      seen.push(...body.data.map((e) => e.id));
      if (!body.hasMore) {
        expect(body.nextCursor).toBeNull();
        break;
      }
      expect(body.data).toHaveLength(2);
      query = `${week}&action=CREATE_BOOK&limit=2&cursor=${body.nextCursor}`;
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    expect(seen).toEqual(data.map((e) => e.id));
  });

  it('answers 400 for a bad limit, date, action or cursor', async () => {
    const owner = await createUser(t);
    for (const query of [
      '?limit=0',
      '?limit=1001',
      '?limit=ten',
      '?from=yesterday',
      '?action=DANCE',
      '?cursor=abc',
      '?from=2030-03-05&to=2030-03-01',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/activity/my-logs${query}`,
        headers: owner.headers,
      });
      expect(res.statusCode, query).toBe(400);
    }
    const defaults = await logs(owner);
    expect(defaults).toMatchObject({ hasMore: false, nextCursor: null });
  });
});
