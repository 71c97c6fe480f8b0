import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoan, createReminder, createUser } from '../../../test/factories/index.ts';
import type { CreatedUser } from '../../../test/factories/users.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createManualClock } from '../../platform/clock.ts';
import { translateMessage } from '../../platform/i18n/messages.ts';

// Accounts live in UTC-8 (the default); REMINDER_SEND_HOUR is 9, so 18:00 UTC is 10:00 for them,
// on Monday 4 March 2030.
const clock = createManualClock('2030-03-04T18:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

/** The scheduler's first step only: automatic reminders are made, none is sent yet. */
const makeAutomatic = () => t.services.reminderJobs.createAutomatic();

const changeDueDate = (owner: CreatedUser, loanId: string, returnDate: unknown, language?: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/borrow/${loanId}/due-date`,
    headers: { ...owner.headers, ...(language ? { 'accept-language': language } : {}) },
    payload: { returnDate },
  });

const remindersOf = async (loanId: string) =>
  (
    await t.pool.query<{ type: string; is_automatic: boolean; auto_key: string | null; status: string }>(
      `select type, is_automatic, auto_key, status from reminders where loan_id = $1
       order by is_automatic, created_at`,
      [loanId],
    )
  ).rows;

const dueDateOf = async (loanId: string) =>
  (await t.pool.query<{ d: string }>('select return_date::text as d from loans where id = $1', [loanId]))
    .rows[0]?.d;

const entries = async (owner: CreatedUser, action: string) =>
  (
    await t.pool.query<{ details: Record<string, unknown> }>(
      'select details from activity_logs where user_id = $1 and action = $2',
      [owner.user.id, action],
    )
  ).rows.map((r) => r.details);

describe('PATCH /api/borrow/{id}/due-date', () => {
  it('moves the due date, records EXTEND_LOAN, and replaces the waiting automatic reminders; manual ones stay', async () => {
    clock.set('2030-03-04T18:00:00Z');
    const owner = await createUser(t, { plan: 'basic' }); // automatic reminders 3 days ahead
    const loan = await createLoan(t, owner, { returnDate: '2030-03-06' });
    await createReminder(t, owner, { loanId: loan._id, reminderDate: '2030-03-05', type: 'custom' });
    await makeAutomatic();
    expect(await remindersOf(loan._id)).toEqual([
      { type: 'custom', is_automatic: false, auto_key: null, status: 'scheduled' },
      {
        type: 'due_soon',
        is_automatic: true,
        auto_key: `${loan._id}:due_soon:2030-03-06`,
        status: 'scheduled',
      },
    ]);
    const outboxBefore = await t.pool.query('select id from mail_outbox where owner_user_id = $1', [
      owner.user.id,
    ]);

    const res = await changeDueDate(owner, loan._id, '2030-03-07');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ _id: loan._id, returnDate: '2030-03-07', returned: false });
    expect(await dueDateOf(loan._id)).toBe('2030-03-07');

    // The automatic reminder of the old date is gone; the manual one stays as it was.
    expect(await remindersOf(loan._id)).toEqual([
      { type: 'custom', is_automatic: false, auto_key: null, status: 'scheduled' },
    ]);
    // The scheduler looks at the owner's loans at once and makes the new date's reminder.
    await makeAutomatic();
    expect((await remindersOf(loan._id)).map((r) => r.auto_key)).toEqual([
      null,
      `${loan._id}:due_soon:2030-03-07`,
    ]);

    // Its own activity entry, with both dates.
    expect(await entries(owner, 'EXTEND_LOAN')).toEqual([
      expect.objectContaining({ previousReturnDate: '2030-03-06', returnDate: '2030-03-07' }),
    ]);
    // The borrower is not emailed about the change: no mail beyond the reminders' own.
    const outboxAfter = await t.pool.query<{ kind: string }>(
      'select kind from mail_outbox where owner_user_id = $1 and not (id = any($2::uuid[]))',
      [owner.user.id, outboxBefore.rows.map((r) => r.id)],
    );
    expect(outboxAfter.rows.filter((r) => r.kind !== 'reminder')).toEqual([]);
  });

  it('a later date beyond the lead leaves no automatic reminder until its window comes; one sent stays', async () => {
    clock.set('2030-03-04T18:00:00Z');
    const owner = await createUser(t, { plan: 'basic' });
    const loan = await createLoan(t, owner, { returnDate: '2030-03-05' });
    await makeAutomatic();
    expect(await remindersOf(loan._id)).toHaveLength(1);
    await t.pool.query(`update reminders set status = 'sent' where loan_id = $1`, [loan._id]);
    const res = await changeDueDate(owner, loan._id, '2030-03-20');
    expect(res.statusCode, res.body).toBe(200);
    await makeAutomatic();
    // The reminder already sent for the old date stays in the list; none is owed for the new one yet.
    expect((await remindersOf(loan._id)).map((r) => r.status)).toEqual(['sent']);
    // On 17 March (3 days before), the new date's reminder is made.
    clock.set('2030-03-17T18:00:00Z');
    await makeAutomatic();
    expect((await remindersOf(loan._id)).map((r) => r.auto_key)).toEqual([
      `${loan._id}:due_soon:2030-03-05`,
      `${loan._id}:due_soon:2030-03-20`,
    ]);
  });

  it("answers 404 for someone else's loan and for an id that is no loan, and changes nothing", async () => {
    clock.set('2030-03-04T18:00:00Z');
    const owner = await createUser(t);
    const other = await createUser(t);
    const loan = await createLoan(t, owner, { returnDate: '2030-03-10' });
    expect((await changeDueDate(other, loan._id, '2030-03-20')).statusCode).toBe(404);
    expect((await changeDueDate(owner, 'not-a-loan', '2030-03-20')).statusCode).toBe(404);
    expect((await changeDueDate(owner, crypto.randomUUID(), '2030-03-20')).statusCode).toBe(404);
    expect(await dueDateOf(loan._id)).toBe('2030-03-10');
    expect(await entries(other, 'EXTEND_LOAN')).toEqual([]);
  });

  it('refuses a returned loan (409) and records nothing', async () => {
    clock.set('2030-03-04T18:00:00Z');
    const owner = await createUser(t);
    const loan = await createLoan(t, owner, { returnDate: '2030-03-10' });
    await t.services.loans.markReturned(owner.user.id, loan._id);
    const res = await changeDueDate(owner, loan._id, '2030-03-20');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This book has already been returned');
    expect(await dueDateOf(loan._id)).toBe('2030-03-10');
    expect(await entries(owner, 'EXTEND_LOAN')).toEqual([]);
  });

  it("refuses today, a past day and a malformed date (400), in the reader's language", async () => {
    clock.set('2030-03-04T18:00:00Z'); // 10:00 on 4 March for the owner (UTC-8)
    const owner = await createUser(t);
    const loan = await createLoan(t, owner, { returnDate: '2030-03-10' });
    const today = await changeDueDate(owner, loan._id, '2030-03-04');
    expect(today.statusCode).toBe(400);
    expect(today.json().message).toContain('Due date must be after today');
    const past = await changeDueDate(owner, loan._id, '2030-03-01');
    expect(past.statusCode).toBe(400);
    expect(translateMessage(past.json().message, 'de')).toBe('Das Fälligkeitsdatum muss nach heute liegen');
    expect((await changeDueDate(owner, loan._id, '2030-02-30')).statusCode).toBe(400);
    expect((await changeDueDate(owner, loan._id, undefined)).statusCode).toBe(400);
    // Tomorrow is the first day allowed.
    expect((await changeDueDate(owner, loan._id, '2030-03-05')).statusCode).toBe(200);
    expect(await dueDateOf(loan._id)).toBe('2030-03-05');
  });

  it('the same date again changes nothing and records nothing', async () => {
    clock.set('2030-03-04T18:00:00Z');
    const owner = await createUser(t);
    const loan = await createLoan(t, owner, { returnDate: '2030-03-10' });
    const res = await changeDueDate(owner, loan._id, '2030-03-10');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.returnDate).toBe('2030-03-10');
    expect(await entries(owner, 'EXTEND_LOAN')).toEqual([]);
  });

  it('is one transaction: when a step after the change fails, the date, the entry and the reminders stay as they were', async () => {
    clock.set('2030-03-04T18:00:00Z');
    const owner = await createUser(t, { plan: 'basic' });
    const loan = await createLoan(t, owner, { returnDate: '2030-03-06' });
    await makeAutomatic();
    // The last step of the transaction (after the change and its entry) fails, as a lost
    // connection would.
    t.services.loans.onDueDateChanged(async (_tx, change) => {
      if (change.loanId === loan._id) throw new Error('a later step failed');
    });
    const res = await changeDueDate(owner, loan._id, '2030-03-07');
    expect(res.statusCode).toBe(500);
    expect(await dueDateOf(loan._id)).toBe('2030-03-06');
    expect(await entries(owner, 'EXTEND_LOAN')).toEqual([]);
    expect((await remindersOf(loan._id)).map((r) => r.auto_key)).toEqual([`${loan._id}:due_soon:2030-03-06`]);
  });
});
