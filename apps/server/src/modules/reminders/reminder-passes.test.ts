import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBook, createBorrower, createLoan, createUser } from '../../../test/factories/index.ts';
import type { CreatedUser } from '../../../test/factories/users.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createManualClock } from '../../platform/clock.ts';

// Accounts live in UTC-8 (the default); REMINDER_SEND_HOUR is 9, so 17:00 UTC is 09:00 for them.
const MONDAY_10AM = '2030-03-04T18:00:00Z';
const clock = createManualClock(MONDAY_10AM);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const tick = () => t.services.jobs.runNow(['reminders']);

const nextLook = async (owner: CreatedUser) =>
  (
    await t.pool.query<{ next_at: Date }>('select next_at from reminder_passes where user_id = $1', [
      owner.user.id,
    ])
  ).rows[0]?.next_at.toISOString();

const automaticOf = async (owner: CreatedUser) =>
  (
    await t.pool.query<{ loan_id: string; type: string }>(
      'select loan_id, type from reminders where user_id = $1 and is_automatic order by created_at',
      [owner.user.id],
    )
  ).rows;

/** A loan the scheduler is not told about (written past the lending service, as a bulk job might). */
async function loanBehindTheSchedulersBack(owner: CreatedUser, returnDate: string): Promise<string> {
  const book = await createBook(t, owner);
  const borrower = await createBorrower(t, owner);
  const { rows } = await t.pool.query<{ id: string }>(
    `insert into loans (user_id, book_id, borrower_id, return_date) values ($1, $2, $3, $4) returning id`,
    [owner.user.id, book._id, borrower._id, returnDate],
  );
  return rows[0]!.id;
}

describe('the scheduler’s looks at an owner’s loans', () => {
  it('come once a day at the owner’s send hour, and at once after they lend; other runs read none of their loans', async () => {
    const owner = await createUser(t, { plan: 'basic' });
    const lent = await createLoan(t, owner, { returnDate: '2030-03-07' });
    expect(await nextLook(owner)).toBe('1970-01-01T00:00:00.000Z'); // lending: look at once
    await tick();
    expect(await automaticOf(owner)).toEqual([{ loan_id: lent._id, type: 'due_soon' }]);
    // Next look: the send hour of their next day.
    expect(await nextLook(owner)).toBe('2030-03-05T17:00:00.000Z');

    // A loan due in 3 days that no lending told the scheduler about: today's runs do not read it.
    const unseen = await loanBehindTheSchedulersBack(owner, '2030-03-07');
    clock.set('2030-03-04T23:00:00Z');
    await tick();
    expect(await automaticOf(owner)).toHaveLength(1);
    // Their next day's send hour: the look reads all their loans still out, this one included.
    clock.set('2030-03-05T17:00:00Z');
    await tick();
    expect(await automaticOf(owner)).toEqual([
      { loan_id: lent._id, type: 'due_soon' },
      { loan_id: unseen, type: 'due_soon' },
    ]);
    expect(await nextLook(owner)).toBe('2030-03-06T17:00:00.000Z');
  });

  it('before the send hour, waits for it: the next look is today’s send hour', async () => {
    clock.set('2030-03-11T15:00:00Z'); // 07:00 in UTC-8
    const owner = await createUser(t, { plan: 'basic' });
    await createLoan(t, owner, { returnDate: '2030-03-13' });
    await tick();
    expect(await automaticOf(owner)).toHaveLength(0);
    expect(await nextLook(owner)).toBe('2030-03-11T17:00:00.000Z');
  });
});
