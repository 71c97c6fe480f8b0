import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBorrower, createLoan, createReminder, createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import type { Executor } from '../../db/executor.ts';
import { createManualClock } from '../../platform/clock.ts';
import { createReminderJobs } from './reminder-jobs.ts';

// 10:00 in UTC-8 (the accounts' default zone), past the send hour (9).
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

/**
 * The scheduler with one fault at the boundary of its first batch: the first time it reads the
 * claimed loans, PostgreSQL itself raises a serialization failure (SQLSTATE 40001) in the batch's
 * transaction, as a conflicting transaction would; the transaction rolls back and is run again.
 */
function schedulerFailingOnce(code: '40001' | '40P01') {
  const reads: string[][] = [];
  let failures = 1;
  const jobs = createReminderJobs({
    db: t.db,
    config: t.config,
    clock,
    log: pino({ level: 'silent' }),
    auth: t.services.auth,
    loans: {
      openDueOf: t.services.loans.openDueOf,
      forDigest: t.services.loans.forDigest,
      async findOwned(ids: string[], executor?: Executor) {
        reads.push([...ids].sort());
        if (failures-- > 0) {
          await executor!.execute(
            sql.raw(
              `do $$ begin raise exception 'conflict forced by the test' using errcode = '${code}'; end $$`,
            ),
          );
        }
        return t.services.loans.findOwned(ids, executor);
      },
    },
    borrowers: t.services.borrowers,
    activity: t.services.activity,
    reminders: t.services.reminders,
  });
  return { jobs, reads };
}

describe('a reminder batch run again after a conflict', () => {
  for (const [code, what] of [
    ['40001', 'serialization failure'],
    ['40P01', 'deadlock'],
  ] as const) {
    it(`claims the same reminders again after a ${what}: each email once, none left behind`, async () => {
      const owner = await createUser(t, { plan: 'premium' });
      const addresses: string[] = [];
      for (let i = 0; i < 3; i++) {
        const borrower = await createBorrower(t, owner, {
          email: `retry-${code.toLowerCase()}-${i}@borrowers.test`,
        });
        addresses.push(borrower.email);
        const loan = await createLoan(t, owner, { borrowerId: borrower._id, returnDate: '2030-03-20' });
        await createReminder(t, owner, { loanId: loan._id });
      }
      await t.services.mailer.deliverDue(); // the loan confirmations, out of the way
      const before = smtp.messages.length;

      const { jobs, reads } = schedulerFailingOnce(code);
      expect(await jobs.sendDue()).toBe(3);
      // Two runs of the batch's transaction, both over the same three loans.
      expect(reads).toHaveLength(2);
      expect(reads[1]).toEqual(reads[0]);
      expect(reads[0]).toHaveLength(3);

      expect(await jobs.sendDue()).toBe(0);
      await t.services.mailer.deliverDue();
      const received = smtp.messages.slice(before).map((m) => m.to[0]);
      expect(received.sort()).toEqual([...addresses].sort());
      const { rows } = await t.pool.query(
        `select count(*)::int as n from reminders where user_id = $1 and status = 'sent'`,
        [owner.user.id],
      );
      expect(rows[0].n).toBe(3);
    });
  }
});
