import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoan, createUser, uploadImport } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createManualClock } from '../../platform/clock.ts';

// A JSON restore makes fresh keys for everything it creates, and never a loan without its book and
// borrower (issue 25). The crafted documents below are what an attacker could upload.

// Accounts live in UTC-8 (the default); REMINDER_SEND_HOUR is 9, so 18:00 UTC is 10:00 for them.
const clock = createManualClock('2030-03-04T18:00:00Z');
const AT = '2030-03-01T12:00:00.000Z';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof createUser>>;
type Row = Record<string, unknown>;

const book = (id: string, values: Row = {}): Row => ({
  id,
  title: `Book ${id}`,
  author: 'Someone',
  isbn: '',
  description: '',
  category: '',
  status: 'Available',
  rating: 0,
  tags: [],
  thumbnail: '',
  notes: '',
  createdAt: AT,
  updatedAt: AT,
  ...values,
});
const borrower = (id: string): Row => ({
  id,
  name: `Borrower ${id}`,
  email: `${id}@example.test`,
  phone: '+2348012345678',
  createdAt: AT,
  updatedAt: AT,
});
const loan = (id: string, bookId: unknown, borrowerId: unknown, values: Row = {}): Row => ({
  id,
  bookId,
  borrowerId,
  borrowDate: AT,
  returnDate: '2030-03-07',
  returnedAt: null,
  ...values,
});
const reminder = (id: string, loanId: string, values: Row = {}): Row => ({
  id,
  loanId,
  message: 'Please bring the book back.',
  reminderDate: '2030-03-04',
  sendAt: '2030-03-04T17:00:00.000Z',
  type: 'due_soon',
  status: 'sent',
  recipientEmail: 'b1@example.test',
  lastSentAt: '2030-03-04T17:00:05.000Z',
  attempts: 1,
  lastError: null,
  isAutomatic: true,
  autoKey: null,
  generation: 1,
  queuedAt: '2030-03-04T17:00:01.000Z',
  createdAt: AT,
  updatedAt: AT,
  ...values,
});
const exportDocument = (sections: Partial<Record<string, Row[]>>) =>
  Buffer.from(
    JSON.stringify({
      version: 1,
      exportedAt: AT,
      profile: {},
      settings: {},
      books: [],
      borrowers: [],
      loans: [],
      reminders: [],
      activity: [],
      friends: [],
      recommendations: [],
      ...sections,
    }),
  );

async function restore(user: User, file: Buffer) {
  const res = await uploadImport(t, user, file, 'export.json');
  expect(res.statusCode, res.body).toBe(201);
  const preview = res.json().data;
  const confirmed = await t.app.inject({
    method: 'POST',
    url: `/api/imports/${preview.id}/confirm`,
    headers: user.headers,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(202);
  await t.services.jobs.runNow([]);
  const done = (
    await t.app.inject({ method: 'GET', url: `/api/imports/${preview.id}`, headers: user.headers })
  ).json().data;
  return { preview, done };
}

const remindersOf = async (user: User) =>
  (await t.app.inject({ method: 'GET', url: '/api/reminders', headers: user.headers })).json().data as {
    type: string;
    automatic: boolean;
  }[];

describe('keys of what a restore creates', () => {
  it('come from the new rows: a file naming another user’s reminder key cannot stop that reminder', async () => {
    const victim = await createUser(t, { plan: 'basic' });
    const victimLoan = await createLoan(t, victim, { returnDate: '2030-03-07' });
    // The key the victim's "due in 3 days" reminder gets when the scheduler runs today.
    const victimKey = `${victimLoan._id}:due_soon:2030-03-07`;

    const attacker = await createUser(t, { plan: 'basic' });
    const { done } = await restore(
      attacker,
      exportDocument({
        books: [book('b1', { status: 'Loaned' })],
        borrowers: [borrower('r1')],
        loans: [loan('l1', 'b1', 'r1')],
        reminders: [reminder('m1', 'l1', { autoKey: victimKey })],
      }),
    );
    expect(done).toMatchObject({ status: 'completed', counts: { add: 1, refuse: 0 } });
    await t.services.jobs.runNow(['reminders']);
    expect(await remindersOf(victim)).toMatchObject([{ type: 'due_soon', automatic: true }]);
    const { rows: victims } = await t.pool.query('select auto_key from reminders where user_id = $1', [
      victim.user.id,
    ]);
    expect(victims).toEqual([{ auto_key: victimKey }]);
    // The attacker's reminder has a key of its own loan.
    const { rows } = await t.pool.query(
      'select r.auto_key, l.id as loan_id from reminders r join loans l on l.id = r.loan_id where r.user_id = $1',
      [attacker.user.id],
    );
    expect(rows).toEqual([{ auto_key: `${rows[0].loan_id}:due_soon:2030-03-07`, loan_id: rows[0].loan_id }]);
  });
});

describe('links in a restored file', () => {
  it('refuse by entry a loan whose book or borrower is not in the file, and the reminders that go with it', async () => {
    const user = await createUser(t, { plan: 'basic' });
    const file = exportDocument({
      books: [book('b1', { status: 'Loaned' }), book('b2', { status: 'Loaned' })],
      borrowers: [borrower('r1')],
      loans: [
        loan('l1', 'b1', 'r1'),
        loan('l2', 'not-in-the-file', 'r1'),
        loan('l3', 'b2', null, { returnedAt: AT }),
        loan('l4', 'b1', 'r1'),
      ],
      reminders: [reminder('m1', 'l1'), reminder('m2', 'l2'), reminder('m3', 'l3')],
    });
    const { preview, done } = await restore(user, file);
    expect(preview.counts).toEqual({ add: 2, skip: 0, refuse: 5 });
    expect(preview.refused).toEqual([
      { section: 'loans', line: 2, reason: 'its book is not in the file' },
      { section: 'loans', line: 3, reason: 'its borrower is not in the file' },
      { section: 'loans', line: 4, reason: 'its book is already on loan in entry 1' },
      { section: 'reminders', line: 2, reason: 'its loan is not in the file' },
      { section: 'reminders', line: 3, reason: 'its loan is not in the file' },
    ]);
    expect(done.status).toBe('completed');
    const { rows: loans } = await t.pool.query('select book_id, borrower_id from loans where user_id = $1', [
      user.user.id,
    ]);
    expect(loans).toHaveLength(1);
    expect(loans[0].book_id).not.toBeNull();
    expect(loans[0].borrower_id).not.toBeNull();
    // The book whose only loan was refused is not left 'Loaned' without one.
    const books = await t.services.books.listAll(user.user.id);
    expect(books.map((b) => [b.title, b.status]).sort()).toEqual([
      ['Book b1', 'Loaned'],
      ['Book b2', 'Available'],
    ]);
    expect(await remindersOf(user)).toHaveLength(1);
  });

  it('refuse a book past the API’s limits, and a file holding a NUL character with 400', async () => {
    const user = await createUser(t, { plan: 'basic' });
    const res = await uploadImport(
      t,
      user,
      exportDocument({
        books: [
          book('b1'),
          book('b2', { title: 'x'.repeat(501) }),
          book('b3', { tags: ['a', 'b'.repeat(51)] }),
        ],
      }),
      'export.json',
    );
    expect(res.json().data.refused).toEqual([
      { section: 'books', line: 2, reason: 'Title must be at most 500 characters' },
      { section: 'books', line: 3, reason: 'A tag must be at most 50 characters' },
    ]);
    const nul = await uploadImport(t, user, exportDocument({ books: [book('b1', { notes: 'a\u0000b' })] }));
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe(
      'This JSON file holds a NUL character (\\u0000), which a Shelfwise export never does.',
    );
  });
});
