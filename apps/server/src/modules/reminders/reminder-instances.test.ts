import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createManualClock } from '../../platform/clock.ts';

const COUNT = 500;
const clock = createManualClock('2030-03-04T18:00:00Z');
let a: TestApp;
let b: TestApp;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  a = await createTestApp({ SMTP_URL: smtp.url }, { clock });
  b = await createTestApp({ SMTP_URL: smtp.url }, { clock, sameDatabaseAs: a });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await smtp.close();
});

describe('two scheduler instances on one database', () => {
  it(`send ${COUNT} due reminders as ${COUNT} emails, none twice`, async () => {
    const owner = await createUser(a, { plan: 'premium' });
    // Setting up 500 loans is not under test: one statement per table.
    await a.db.execute(sql`
      with bk as (
        insert into books (user_id, title, author, status)
        select ${owner.user.id}, 'Crowd Book ' || i, 'Author', 'Loaned' from generate_series(1, ${COUNT}) i
        returning id, title
      ), br as (
        insert into borrowers (user_id, name, email, phone)
        select ${owner.user.id}, 'Reader ' || i, 'reader' || i || '@crowd.test', '1' from generate_series(1, ${COUNT}) i
        returning id, email
      ), pairs as (
        select bk.id as book_id, br.id as borrower_id, br.email
        from (select id, row_number() over (order by title) n from bk) bk
        join (select id, email, row_number() over (order by email) n from br) br using (n)
      ), ln as (
        insert into loans (user_id, book_id, borrower_id, return_date)
        select ${owner.user.id}, book_id, borrower_id, '2030-03-20' from pairs
        returning id, borrower_id
      )
      insert into reminders (user_id, loan_id, message, reminder_date, send_at, type, recipient_email, created_at, updated_at)
      select ${owner.user.id}, ln.id, 'Please return it', '2030-03-04', '2030-03-04T17:00:00Z', 'custom', pairs.email, now(), now()
      from ln join pairs using (borrower_id)`);

    // Both instances run the reminders job and drain the outbox at the same moment.
    await Promise.all([
      a.services.reminderJobs.sendDue(),
      b.services.reminderJobs.sendDue(),
      a.services.jobs.runNow(['reminders']),
      b.services.jobs.runNow(['reminders']),
    ]);
    await Promise.all([a.services.mailer.deliverDue(), b.services.mailer.deliverDue()]);

    const reminderMails = smtp.messages.filter((m) => m.to[0]?.endsWith('@crowd.test'));
    expect(reminderMails).toHaveLength(COUNT);
    expect(new Set(reminderMails.map((m) => m.to[0])).size).toBe(COUNT);
    const states = await a.db.execute<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from reminders group by status`,
    );
    expect(states.rows).toEqual([{ status: 'sent', n: COUNT }]);
    const completed = await a.db.execute<{ total: number }>(sql`
      select coalesce(sum((details ->> 'totalRemindersSent')::int), 0)::int as total
      from activity_logs where action = 'CRON_JOB_COMPLETED'`);
    expect(completed.rows[0]?.total).toBe(COUNT);
  }, 60_000);
});
