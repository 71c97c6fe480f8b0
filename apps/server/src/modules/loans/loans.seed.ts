import type { PlanId } from '@shelfwise/contract';
import type { ManualClock } from '../../platform/clock.ts';
import type { AuthService } from '../auth/index.ts';
import type { BooksService } from '../books/index.ts';
import type { BorrowersService } from '../borrowers/index.ts';
import type { LoansService } from './loans.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const DEMO_BORROWERS = [
  { name: 'Amara Okafor', email: 'amara.okafor@example.com', phone: '+2348031234567' },
  { name: 'Tunde Bello', email: 'tunde.bello@example.com', phone: '+2348059876543' },
  { name: 'Chen Wei', email: 'chen.wei@example.com', phone: '+14155550123' },
  { name: 'Sofia Rossi', email: 'sofia.rossi@example.com', phone: '+390612345678' },
];

/**
 * The story of each demo account's lending, in days relative to today: two loans returned (one on
 * time, one late), one overdue, two open. At most three open at once, inside the free plan's five.
 */
const DEMO_LOANS: Array<{
  borrower: number;
  lentDaysAgo: number;
  dueInDays: number;
  returnedDaysAgo?: number;
}> = [
  { borrower: 0, lentDaysAgo: 60, dueInDays: -46, returnedDaysAgo: 50 },
  { borrower: 1, lentDaysAgo: 45, dueInDays: -31, returnedDaysAgo: 27 },
  { borrower: 2, lentDaysAgo: 30, dueInDays: -9 },
  { borrower: 3, lentDaysAgo: 4, dueInDays: 10 },
  { borrower: 0, lentDaysAgo: 1, dueInDays: 13 },
];

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Borrowers, loans (returned, overdue and open) and their activity for the demo accounts, made
 * through the services as a person would have made them, on the days they would have: `clock` is
 * the services' clock, moved back for each step and put back where it was at the end. Demo borrowers get
 * no confirmation mail. Idempotent: missing borrowers are added; an account that has any loan
 * already gets no more.
 */
export async function seedDemoLending(
  deps: {
    auth: Pick<AuthService, 'findAccountByEmail'>;
    books: Pick<BooksService, 'listRows'>;
    borrowers: Pick<BorrowersService, 'list' | 'create'>;
    loans: Pick<LoansService, 'list' | 'create' | 'markReturned'>;
  },
  clock: ManualClock,
  accounts: string[],
): Promise<string[]> {
  const lines = ['Demo lending:'];
  const today = clock.now();
  const daysAgo = (n: number) => new Date(today.getTime() - n * DAY_MS);
  try {
    for (const email of accounts) {
      const user = await deps.auth.findAccountByEmail(email);
      if (!user) continue;
      const lender = { id: user.id, plan: user.plan as PlanId, timezone: user.timezone };

      clock.set(daysAgo(70));
      const known = new Map((await deps.borrowers.list(user.id)).map((b) => [b.email.toLowerCase(), b._id]));
      let addedBorrowers = 0;
      for (const borrower of DEMO_BORROWERS) {
        if (known.has(borrower.email)) continue;
        known.set(borrower.email, (await deps.borrowers.create(user.id, borrower))._id);
        addedBorrowers++;
      }

      if ((await deps.loans.list(user.id, { limit: 1 })).loans.length > 0) {
        lines.push(`  ${email}: ${addedBorrowers} borrowers added, loans already there`);
        continue;
      }
      const available = (await deps.books.listRows(user.id)).filter((b) => b.status === 'Available');
      // Each event at its own moment, in order: lend, then (later) return.
      const events = DEMO_LOANS.slice(0, available.length).flatMap((loan, i) => {
        const lentAt = daysAgo(loan.lentDaysAgo);
        const lend = { at: lentAt, loan, book: available[i], kind: 'lend' as const, index: i };
        return loan.returnedDaysAgo === undefined
          ? [lend]
          : [lend, { ...lend, at: daysAgo(loan.returnedDaysAgo), kind: 'return' as const }];
      });
      events.sort((a, b) => a.at.getTime() - b.at.getTime());
      const loanIds = new Map<number, string>();
      for (const event of events) {
        clock.set(event.at);
        if (event.kind === 'lend' && event.book) {
          const borrowerId = known.get(DEMO_BORROWERS[event.loan.borrower]?.email ?? '') ?? '';
          const created = await deps.loans.create(
            lender,
            {
              book: event.book.id,
              borrower: borrowerId,
              returnDate: dayOf(new Date(today.getTime() + event.loan.dueInDays * DAY_MS)),
            },
            { notifyBorrower: false },
          );
          loanIds.set(event.index, created.loan._id);
        } else if (event.kind === 'return') {
          const id = loanIds.get(event.index);
          if (id) await deps.loans.markReturned(user.id, id);
        }
      }
      lines.push(`  ${email}: ${addedBorrowers} borrowers and ${loanIds.size} loans added`);
    }
  } finally {
    clock.set(today);
  }
  return lines;
}
