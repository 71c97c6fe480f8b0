import type { ManualClock } from '../src/platform/clock.ts';
import { type CreatedUser, createBook, createBorrower, createLoan, createUser } from './factories/index.ts';
import type { TestApp } from './harness.ts';

/**
 * A lending history with known answers, for the statistics tests. Each row is made through the
 * real services with the app's manual clock set to the moment it happened; the expected figures are
 * worked out by hand in the tests that use it. "Now" is NOW; the 12-month window is 2024-07 … 2025-06.
 *
 * Alice (premium, timezone UTC) — every loan lent at 10:00 and returned at 10:00, so durations are
 * whole days:
 *
 *   books   created 2024-06-01: Dune (Fiction), Emma (Fiction), Odd (no category), Odes (Poetry)
 *           created 2025-05-05: Gone (deleted 2025-06-05)
 *           created 2025-05-20: Rome (History), Blank (category '   ')
 *           created 2025-06-02: Kafka (Fiction);  created 2025-06-10: Misc (category 'General')
 *   borrowers Ben 2024-06-01, Eve 2025-02-01 (deleted 2025-06-04), Cara 2025-03-01, Dan 2025-06-03
 *
 *   loan  book  borrower  lent        due         returned    days late  duration
 *   L0    Dune  Ben       2024-06-20  2024-06-25  2024-06-30  5          10   (before the window)
 *   L1    Dune  Ben       2025-01-15  2025-01-29  2025-01-29  0 (due day) 14
 *   L2    Emma  Cara      2025-03-03  2025-03-10  2025-03-13  3          10
 *   L3    Odd   Ben       2025-03-05  2025-03-20  2025-03-15  on time    10
 *   L9    Odes  Cara      2025-03-06  2025-03-11  2025-03-15  4          9
 *   L4    Dune  Cara      2025-04-01  2025-04-08  2025-04-15  7          14
 *   L5    Emma  Ben       2025-05-02  2025-05-16  2025-06-03  18         32
 *   L6    Rome  Cara      2025-05-25  2025-06-01  —           (overdue)
 *   L7    Kafka Dan       2025-06-05  2025-06-30  —           (active)
 *   L8    Odd   Ben       2025-06-10  2025-06-12  2025-06-12  0          2
 *
 * Carol (premium, timezone UTC-8): one book added 2025-04-01; one added 2025-06-01 07:00 UTC, which
 * is 23:00 on 31 May for her; one loan begun 2025-05-01 07:30 UTC (23:30 on 30 April for her), due
 * 2025-05-31, returned 2025-06-01 07:30 UTC (23:30 on 31 May for her: on time).
 *
 * Bob (premium, UTC): a library of his own in the same months, which must never reach the others'
 * figures: 2 Fiction books and 1 Poetry book, a borrower, a loan lent 2025-03-04 due 2025-03-05
 * returned 2025-03-25 (20 days late), and a loan lent 2025-05-10 due 2025-05-12, still out.
 */
export const NOW = '2025-06-15T12:00:00Z';

export interface StatisticsLibrary {
  alice: CreatedUser;
  carol: CreatedUser;
  bob: CreatedUser;
}

export async function seedStatisticsLibrary(t: TestApp, clock: ManualClock): Promise<StatisticsLibrary> {
  const at = (moment: string | Date) => clock.set(moment);
  const { loans, books } = t.services;

  // Accounts at the real time: their sessions expire by the database's clock, not the app's.
  at(new Date());
  const alice = await createUser(t, { plan: 'premium', timezone: 'UTC', name: 'Alice' });
  const bob = await createUser(t, { plan: 'premium', timezone: 'UTC', name: 'Bob' });
  const carol = await createUser(t, { plan: 'premium', timezone: 'UTC-8', name: 'Carol' });

  at('2024-06-01T09:00:00Z');
  // ---------- Alice ----------
  const dune = await createBook(t, alice, { title: 'Dune', category: 'Fiction' });
  const emma = await createBook(t, alice, { title: 'Emma', category: 'Fiction' });
  const odd = await createBook(t, alice, { title: 'Odd' });
  const odes = await createBook(t, alice, { title: 'Odes', category: 'Poetry' });
  const ben = await createBorrower(t, alice, { name: 'Ben' });

  const lend = async (lent: string, book: string, borrower: string, due: string) => {
    at(lent);
    return createLoan(t, alice, { bookId: book, borrowerId: borrower, returnDate: due });
  };
  const giveBack = async (returned: string, loan: { _id: string }, owner = alice) => {
    at(returned);
    await loans.markReturned(owner.user.id, loan._id);
  };

  const l0 = await lend('2024-06-20T10:00:00Z', dune._id, ben._id, '2024-06-25');
  await giveBack('2024-06-30T10:00:00Z', l0);

  at('2025-02-01T10:00:00Z');
  const eve = await createBorrower(t, alice, { name: 'Eve' });
  const l1 = await lend('2025-01-15T10:00:00Z', dune._id, ben._id, '2025-01-29');
  await giveBack('2025-01-29T10:00:00Z', l1);

  at('2025-03-01T10:00:00Z');
  const cara = await createBorrower(t, alice, { name: 'Cara' });
  const l2 = await lend('2025-03-03T10:00:00Z', emma._id, cara._id, '2025-03-10');
  const l3 = await lend('2025-03-05T10:00:00Z', odd._id, ben._id, '2025-03-20');
  const l9 = await lend('2025-03-06T10:00:00Z', odes._id, cara._id, '2025-03-11');
  await giveBack('2025-03-13T10:00:00Z', l2);
  await giveBack('2025-03-15T10:00:00Z', l3);
  await giveBack('2025-03-15T10:00:00Z', l9);

  const l4 = await lend('2025-04-01T10:00:00Z', dune._id, cara._id, '2025-04-08');
  await giveBack('2025-04-15T10:00:00Z', l4);

  const l5 = await lend('2025-05-02T10:00:00Z', emma._id, ben._id, '2025-05-16');
  at('2025-05-05T10:00:00Z');
  const gone = await createBook(t, alice, { title: 'Gone', category: 'Fiction' });
  at('2025-05-20T10:00:00Z');
  const rome = await createBook(t, alice, { title: 'Rome', category: 'History' });
  await createBook(t, alice, { title: 'Blank', category: '   ' });
  await lend('2025-05-25T10:00:00Z', rome._id, cara._id, '2025-06-01');

  at('2025-06-02T10:00:00Z');
  const kafka = await createBook(t, alice, { title: 'Kafka', category: 'Fiction' });
  await giveBack('2025-06-03T10:00:00Z', l5);
  at('2025-06-03T11:00:00Z');
  const dan = await createBorrower(t, alice, { name: 'Dan' });
  at('2025-06-04T10:00:00Z');
  await loans.removeBorrower(alice.user.id, eve._id);
  at('2025-06-05T09:00:00Z');
  await books.remove(alice.user.id, gone._id);
  await lend('2025-06-05T10:00:00Z', kafka._id, dan._id, '2025-06-30');
  const l8 = await lend('2025-06-10T10:00:00Z', odd._id, ben._id, '2025-06-12');
  at('2025-06-10T11:00:00Z');
  await createBook(t, alice, { title: 'Misc', category: 'General' });
  await giveBack('2025-06-12T10:00:00Z', l8);

  // ---------- Carol, in UTC-8 ----------
  at('2025-04-01T12:00:00Z');
  const carolsBook = await createBook(t, carol, { title: 'Things Fall Apart', category: 'Fiction' });
  const carolsBorrower = await createBorrower(t, carol, { name: 'Femi' });
  at('2025-05-01T07:30:00Z');
  const carolsLoan = await createLoan(t, carol, {
    bookId: carolsBook._id,
    borrowerId: carolsBorrower._id,
    returnDate: '2025-05-31',
  });
  at('2025-06-01T07:00:00Z');
  await createBook(t, carol, { title: 'Half of a Yellow Sun', category: 'Fiction' });
  await giveBack('2025-06-01T07:30:00Z', carolsLoan, carol);

  // ---------- Bob ----------
  at('2025-03-01T10:00:00Z');
  const bobsBook = await createBook(t, bob, { title: 'Bob 1', category: 'Fiction' });
  const bobsOther = await createBook(t, bob, { title: 'Bob 2', category: 'Fiction' });
  await createBook(t, bob, { title: 'Bob 3', category: 'Poetry' });
  const bobsBorrower = await createBorrower(t, bob, { name: 'Bobby' });
  at('2025-03-04T10:00:00Z');
  const bobsLoan = await createLoan(t, bob, {
    bookId: bobsBook._id,
    borrowerId: bobsBorrower._id,
    returnDate: '2025-03-05',
  });
  await giveBack('2025-03-25T10:00:00Z', bobsLoan, bob);
  at('2025-05-10T10:00:00Z');
  await createLoan(t, bob, { bookId: bobsOther._id, borrowerId: bobsBorrower._id, returnDate: '2025-05-12' });

  at(NOW);
  return { alice, carol, bob };
}
