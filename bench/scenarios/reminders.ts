import { loadavg } from 'node:os';
import pg from 'pg';
import { report } from '../lib/report.ts';
import { type Running, startAppServer } from '../lib/servers.ts';
import { startSmtpSink } from '../lib/smtp-sink.ts';

const REMINDERS = 10_000;
/** Premium owners may email 1,000 other people a day: ten owners share the reminders. */
const OWNERS = 10;
const TIMEOUT_MS = 10 * 60_000;

/** Ten premium owners with 1,000 loans each (books, borrowers, loans), nothing due yet. */
async function seedOwners(client: pg.Client): Promise<void> {
  await client.query(
    `truncate users, mail_outbox, mail_daily_counts restart identity cascade;
     delete from graphile_worker._private_jobs;`,
  );
  await client.query(
    `insert into users (name, email, password_hash, plan, email_verified_at, timezone)
     select 'Owner ' || o, 'owner' || o || '@bench.test', 'x', 'premium', now(), 'UTC'
     from generate_series(1, $1::int) o`,
    [OWNERS],
  );
  await client.query(
    `with owner as (select id, row_number() over (order by email) as o from users),
     slots as (select owner.id as user_id, i from owner, generate_series(1, $1::int) i
               where (i - 1) % $2 = owner.o - 1),
     bk as (insert into books (user_id, title, author, status)
            select user_id, 'Bench Book ' || i, 'Author ' || i, 'Loaned' from slots returning id, user_id, title),
     br as (insert into borrowers (user_id, name, email, phone)
            select user_id, 'Reader ' || i, 'reader' || i || '@sink.test', '1' from slots returning id, user_id, name),
     pairs as (select b.id as book_id, r.id as borrower_id, b.user_id
               from (select id, user_id, row_number() over (partition by user_id order by title) n from bk) b
               join (select id, user_id, row_number() over (partition by user_id order by name) n from br) r
               using (user_id, n))
     insert into loans (user_id, book_id, borrower_id, return_date)
     select user_id, book_id, borrower_id, current_date + 10 from pairs`,
    [REMINDERS, OWNERS],
  );
}

/** Every loan gets a reminder that is due now: the next scheduler tick finds 10,000 at once. */
async function makeAllDue(client: pg.Client): Promise<void> {
  await client.query(
    `insert into reminders (user_id, loan_id, message, reminder_date, send_at, type, recipient_email, created_at, updated_at)
     select l.user_id, l.id, 'Please bring the book back.', current_date, now() - interval '1 minute', 'custom', b.email, now(), now()
     from loans l join borrowers b on b.id = l.borrower_id`,
  );
}

async function sentCount(client: pg.Client): Promise<number> {
  const { rows } = await client.query(`select count(*)::int as n from reminders where status = 'sent'`);
  return rows[0].n as number;
}

async function runOnce(databaseUrl: string, instances: number) {
  const sink = await startSmtpSink();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const servers: Running[] = [];
  try {
    await seedOwners(client);
    const env = { SMTP_URL: sink.url, LOG_LEVEL: 'error' };
    for (let i = 0; i < instances; i++) servers.push(await startAppServer(databaseUrl, env));
    const started = performance.now();
    await makeAllDue(client);
    // The crontab's tick, now rather than at the next whole minute: the job it would add.
    await client.query(
      `select graphile_worker.add_job('reminders', '{}'::json, queue_name => 'reminders', max_attempts => 3)`,
    );
    let sent = 0;
    while (sent < REMINDERS && performance.now() - started < TIMEOUT_MS) {
      await new Promise((r) => setTimeout(r, 250));
      sent = await sentCount(client);
    }
    const seconds = (performance.now() - started) / 1000;
    // Let stragglers (a duplicate would be one) arrive before counting.
    await new Promise((r) => setTimeout(r, 2000));
    const received = sink.total();
    const duplicates = [...sink.perRecipient.values()].reduce((n, c) => n + (c - 1), 0);
    return {
      // The machine is shared: its load while this ran says how much of its two cores the run had.
      loadAverage1m: Math.round(loadavg()[0]! * 10) / 10,
      instances,
      reminders: REMINDERS,
      sent,
      received,
      duplicates,
      seconds: Math.round(seconds * 10) / 10,
      emailsPerMinute: Math.round((sent / seconds) * 60),
    };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await client.end();
    await sink.close();
  }
}

/**
 * 10,000 reminders due at once, delivered to a loopback SMTP server by one instance, then by two
 * on the same database: emails per minute (from the moment they are due until the last is marked
 * sent, scheduler tick included) and duplicates (must be 0).
 */
export async function benchReminders(databaseUrl: string): Promise<void> {
  const one = await runOnce(databaseUrl, 1);
  const two = await runOnce(databaseUrl, 2);
  const line = (r: typeof one) =>
    `${r.instances} instance${r.instances > 1 ? 's' : ''}: ${r.sent}/${r.reminders} sent in ${r.seconds} s = ${r.emailsPerMinute.toLocaleString('en-US')} emails/min; received ${r.received}, duplicates ${r.duplicates} (load average ${r.loadAverage1m})`;
  report('reminders', { oneInstance: one, twoInstances: two }, [
    line(one),
    line(two),
    'goal: ≥ 10,000/min from one instance, 0 duplicates',
  ]);
}
