import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBorrower, createLoan, createReminder, createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { mailMatching } from '../../../test/mail-helpers.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createManualClock } from '../../platform/clock.ts';

// Monday 4 March 2030, 10:00 in UTC-8 (the accounts' default timezone).
const clock = createManualClock('2030-03-04T18:00:00Z');
const TODAY = '2030-03-04';

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

const api = (headers: { authorization: string }) => ({
  get: (url: string) => t.app.inject({ method: 'GET', url, headers }),
  post: (url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers, payload }),
  put: (url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers, payload }),
  del: (url: string) => t.app.inject({ method: 'DELETE', url, headers }),
});

describe('reminders API', () => {
  it('schedules a reminder for a loan: 201 with the book, the borrower and the loan’s due date', async () => {
    const owner = await createUser(t, { plan: 'basic' });
    const borrower = await createBorrower(t, owner, { name: 'Ada Obi' });
    const loan = await createLoan(t, owner, { borrowerId: borrower._id, returnDate: '2030-03-10' });
    const res = await api(owner.headers).post('/api/reminders', {
      borrowedBookId: loan._id,
      message: 'Bring it Friday, please',
      reminderDate: '2030-03-08',
      type: 'due_soon',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      borrowedBookId: loan._id,
      book: { title: loan.book.title, author: loan.book.author, cover: '' },
      borrower: { name: 'Ada Obi', email: borrower.email },
      dueDate: '2030-03-10',
      reminderDate: '2030-03-08',
      message: 'Bring it Friday, please',
      type: 'due_soon',
      status: 'scheduled',
      lastSent: null,
      returned: false,
      recipientEmail: borrower.email,
      automatic: false,
      borrowerUnsubscribed: false,
    });
    const list = await api(owner.headers).get('/api/reminders');
    expect(list.json().data.map((r: { id: string }) => r.id)).toEqual([res.json().data.id]);
  });

  it('refuses a reminder date before today (the owner’s today) and bad fields with 400', async () => {
    const owner = await createUser(t);
    const loan = await createLoan(t, owner);
    const base = { borrowedBookId: loan._id, message: 'Hi', type: 'custom' };
    const past = await api(owner.headers).post('/api/reminders', { ...base, reminderDate: '2030-03-03' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Reminder date cannot be before today');
    expect(
      (await api(owner.headers).post('/api/reminders', { ...base, reminderDate: TODAY })).statusCode,
    ).toBe(201);
    for (const bad of [
      { ...base, reminderDate: '2030-02-30' },
      { ...base, reminderDate: TODAY, type: 'shout' },
      { ...base, reminderDate: TODAY, message: '  ' },
      { ...base, reminderDate: TODAY, recipientEmail: 'not-an-email' },
    ]) {
      expect((await api(owner.headers).post('/api/reminders', bad)).statusCode).toBe(400);
    }
    expect((await api(owner.headers).get('/api/reminders')).json().data).toHaveLength(1);
  });

  it("answers 404 for someone else's loan or reminder and changes nothing", async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const bobsLoan = await createLoan(t, bob);
    const bobsReminder = await createReminder(t, bob, { loanId: bobsLoan._id });
    const asAlice = api(alice.headers);
    const create = await asAlice.post('/api/reminders', {
      borrowedBookId: bobsLoan._id,
      message: 'x',
      reminderDate: TODAY,
      type: 'custom',
    });
    expect(create.statusCode).toBe(404);
    const edit = { message: 'changed', reminderDate: TODAY, type: 'custom' };
    expect((await asAlice.put(`/api/reminders/${bobsReminder.id}`, edit)).statusCode).toBe(404);
    expect((await asAlice.post(`/api/reminders/${bobsReminder.id}/send`)).statusCode).toBe(404);
    expect((await asAlice.del(`/api/reminders/${bobsReminder.id}`)).statusCode).toBe(404);
    expect((await asAlice.del('/api/reminders/not-a-uuid')).statusCode).toBe(404);
    const still = (await api(bob.headers).get('/api/reminders')).json().data;
    expect(still).toMatchObject([{ id: bobsReminder.id, message: bobsReminder.message }]);
  });

  it('searches book, author, borrower name and email without case, and filters by status', async () => {
    const owner = await createUser(t, { plan: 'premium' });
    const zed = await createBorrower(t, owner, { name: 'Zed Quill', email: 'zed.quill@example.test' });
    const dueLoan = await createLoan(t, owner, { borrowerId: zed._id, returnDate: '2030-03-20' });
    const lateLoan = await createLoan(t, owner, { returnDate: '2030-03-05' });
    const first = await createReminder(t, owner, { loanId: dueLoan._id });
    const second = await createReminder(t, owner, { loanId: lateLoan._id });
    const ids = async (query: string) =>
      (await api(owner.headers).get(`/api/reminders?${query}`)).json().data.map((r: { id: string }) => r.id);
    expect(await ids('searchTerm=ZED')).toEqual([first.id]);
    expect(await ids('searchTerm=quill%40example')).toEqual([first.id]);
    expect(await ids(`searchTerm=${encodeURIComponent(lateLoan.book.title.toUpperCase())}`)).toEqual([
      second.id,
    ]);
    // Two days on, the second loan is past due: its unsent reminder reads overdue.
    clock.advance(2 * 86_400_000);
    try {
      expect(await ids('statusFilter=overdue')).toEqual([second.id]);
      expect(await ids('statusFilter=scheduled')).toEqual([first.id]);
      expect((await api(owner.headers).get('/api/reminders?statusFilter=lost')).statusCode).toBe(400);
    } finally {
      clock.set('2030-03-04T18:00:00Z');
    }
  });

  it('offers the loans still out, suggesting overdue when past due, else due_soon', async () => {
    const owner = await createUser(t);
    clock.set('2030-02-20T18:00:00Z');
    const late = await createLoan(t, owner, { returnDate: '2030-03-01' });
    clock.set('2030-03-04T18:00:00Z');
    const soon = await createLoan(t, owner, { returnDate: '2030-03-07' });
    const gone = await createLoan(t, owner, { returnDate: '2030-03-09' });
    await t.services.loans.markReturned(owner.user.id, gone._id);
    const res = await api(owner.headers).get('/api/reminders/borrowed-books');
    expect(res.statusCode).toBe(200);
    const byId = new Map(res.json().data.map((e: { id: string }) => [e.id, e]));
    expect(byId.get(late._id)).toMatchObject({ type: 'overdue', dueDate: '2030-03-01', returned: false });
    expect(byId.get(soon._id)).toMatchObject({
      type: 'due_soon',
      book: { title: soon.book.title },
      borrower: { name: soon.borrower.name, email: soon.borrower.email, unsubscribed: false },
    });
    expect(byId.has(gone._id)).toBe(false);
  });

  it('edits a reminder (not its loan) and deletes it with 204', async () => {
    const owner = await createUser(t);
    const reminder = await createReminder(t, owner);
    const res = await api(owner.headers).put(`/api/reminders/${reminder.id}`, {
      message: 'New words',
      reminderDate: '2030-03-09',
      type: 'return_request',
      recipientEmail: 'someone.else@example.test',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: reminder.id,
      borrowedBookId: reminder.borrowedBookId,
      message: 'New words',
      reminderDate: '2030-03-09',
      type: 'return_request',
      recipientEmail: 'someone.else@example.test',
      status: 'scheduled',
    });
    const past = await api(owner.headers).put(`/api/reminders/${reminder.id}`, {
      message: 'x',
      reminderDate: '2030-01-01',
      type: 'custom',
    });
    expect(past.statusCode).toBe(400);
    const deleted = await api(owner.headers).del(`/api/reminders/${reminder.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await api(owner.headers).get('/api/reminders')).json().data).toEqual([]);
    expect((await api(owner.headers).del(`/api/reminders/${reminder.id}`)).statusCode).toBe(404);
  });

  it('tells each plan when automatic reminders go out; only premium may change it', async () => {
    const expected = {
      free: { automatic: false, editable: false, overdueDays: [] },
      basic: { automatic: true, editable: false, leadDays: 3, overdueDays: [1] },
      premium: { automatic: true, editable: true, leadDays: 2, overdueDays: [1] },
    } as const;
    for (const plan of ['free', 'basic', 'premium'] as const) {
      const owner = await createUser(t, { plan });
      const res = await api(owner.headers).get('/api/reminders/schedule');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject(expected[plan]);
    }
    const premium = await createUser(t, { plan: 'premium' });
    for (const bad of [
      { leadDays: 0, overdueDays: [] },
      { leadDays: 3, overdueDays: [1, 2, 3, 4] },
      { leadDays: 15 },
    ]) {
      expect((await api(premium.headers).put('/api/reminders/schedule', bad)).statusCode).toBe(400);
    }
  });

  it('reads returned once the loan comes back, and can then be neither sent nor edited', async () => {
    const owner = await createUser(t);
    const loan = await createLoan(t, owner);
    const reminder = await createReminder(t, owner, { loanId: loan._id, reminderDate: '2030-03-06' });
    await api(owner.headers).put(`/api/borrow/${loan._id}/return`, {});
    const [read] = (await api(owner.headers).get('/api/reminders')).json().data;
    expect(read).toMatchObject({ id: reminder.id, status: 'returned', returned: true });
    expect((await api(owner.headers).post(`/api/reminders/${reminder.id}/send`)).statusCode).toBe(409);
    const edit = await api(owner.headers).put(`/api/reminders/${reminder.id}`, {
      message: 'x',
      reminderDate: '2030-03-06',
      type: 'custom',
    });
    expect(edit.statusCode).toBe(409);
  });
});

describe('Send Now', () => {
  it('emails the borrower at once: status sent with lastSent, reply-to the lender, unsubscribe headers', async () => {
    const owner = await createUser(t, { name: 'Lena Lender', plan: 'basic' });
    const borrower = await createBorrower(t, owner, { name: 'Ben Borrower' });
    const loan = await createLoan(t, owner, { borrowerId: borrower._id, returnDate: '2030-03-07' });
    const reminder = await createReminder(t, owner, {
      loanId: loan._id,
      reminderDate: '2030-03-06',
      message: 'See you at the café.',
      type: 'due_soon',
    });
    const res = await api(owner.headers).post(`/api/reminders/${reminder.id}/send`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: reminder.id,
      status: 'sent',
      lastSent: clock.now().toISOString(),
    });
    const mail = await mailMatching(smtp, borrower.email, /^Reminder/);
    expect(mail.subject).toBe(`Reminder: "${loan.book.title}" is due in 3 days`);
    expect(mail.text).toContain('Hi Ben Borrower,');
    expect(mail.text).toContain('Lena Lender lent you');
    expect(mail.text).toContain('Mar 7, 2030');
    expect(mail.text).toContain('See you at the café.');
    expect(mail.html).toContain('See you at the café.');
    expect(mail.raw).toMatch(new RegExp(`Reply-To: ${owner.user.email}`, 'i'));
    expect(mail.raw.replace(/\r?\n\s+/g, '')).toMatch(
      /List-Unsubscribe:\s*<http:\/\/shelfwise\.test\/api\/unsubscribe\?token=[\w.-]+>/,
    );
    expect(mail.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // The clock stands still here, so entries share a time: look the entry up by its action.
    const logs = (await api(owner.headers).get('/api/activity/my-logs')).json().data;
    expect(logs.find((e: { action: string }) => e.action === 'DUE_BOOK_REMINDER_SENT')).toMatchObject({
      action: 'DUE_BOOK_REMINDER_SENT',
      details: { title: loan.book.title, borrowerName: 'Ben Borrower', borrower: { name: 'Ben Borrower' } },
    });
    // Sent: no second Send Now.
    expect((await api(owner.headers).post(`/api/reminders/${reminder.id}/send`)).statusCode).toBe(409);
  });

  it('answers 502 Failed to send reminder when delivery fails, and keeps the status it had', async () => {
    const owner = await createUser(t);
    clock.set('2030-02-20T18:00:00Z');
    const loan = await createLoan(t, owner, { returnDate: '2030-03-01' });
    const reminder = await createReminder(t, owner, { loanId: loan._id, reminderDate: '2030-02-25' });
    // The loan's confirmation mail goes out in the background: let it, so the one failure below
    // is the reminder's and not that mail's.
    await smtp.waitFor(loan.borrower.email);
    clock.set('2030-03-04T18:00:00Z');
    smtp.failNext(1);
    const res = await api(owner.headers).post(`/api/reminders/${reminder.id}/send`);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ message: 'Failed to send reminder' });
    const [after] = (await api(owner.headers).get('/api/reminders')).json().data;
    expect(after).toMatchObject({ id: reminder.id, status: 'overdue', lastSent: null });
    const logs = (await api(owner.headers).get('/api/activity/my-logs')).json().data;
    expect(logs.find((e: { action: string }) => e.action === 'DUE_BOOK_REMINDER_FAILED')).toMatchObject({
      details: { title: loan.book.title, error: expect.stringMatching(/451|Try again/) },
    });
    // It still works once the server answers.
    const again = await api(owner.headers).post(`/api/reminders/${reminder.id}/send`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.status).toBe('sent');
  });
});
