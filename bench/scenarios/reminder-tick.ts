// One run of the reminder scheduler (the `reminders` job: automatic reminders, then due ones) over
// 50,000 readers, 5 million books and 500,000 loans still out, generated in SQL (INSERT … SELECT
// generate_series) in a database of its own that is dropped afterwards. SCALE=0.1 for a quick look.
// Reports each tick's database time (pg_stat_database.active_time: the time the database spent
// executing statements, every backend of the database summed) and the plans of its main queries.

import pg from 'pg';
import pino from 'pino';
import { type Config, loadConfig } from '../../apps/server/src/config.ts';
import { createDb, createPool, poolLimitsFrom } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { createManualClock } from '../../apps/server/src/platform/clock.ts';
import { createServices } from '../../apps/server/src/wiring.ts';
import { databaseUrl, withAdmin } from '../../apps/server/test/test-database.ts';
import { report } from '../lib/report.ts';
import { adminUrlOf } from '../lib/scale-library.ts';

const SCALE = Number(process.env.SCALE ?? '1');
const READERS = Math.round(50_000 * SCALE);
const BOOKS = Math.round(5_000_000 * SCALE);
const LOANS = Math.round(500_000 * SCALE);
const BORROWERS_PER_READER = 5;
// Readers live in 24 zones, UTC-11 … UTC+12 (reader u in UTC(u % 24 - 11)).
const CHUNK = 500_000;

const log = (line: string) => console.log(`[reminder-tick] ${line}`);

const idSql = (prefix: string, n: string) =>
  `('${prefix}-0000-4000-8000-' || lpad(to_hex(${n}), 12, '0'))::uuid`;
const userId = (n: string) => idSql('00000000', n);
const bookId = (n: string) => idSql('00000001', n);
const borrowerId = (n: string) => idSql('00000002', n);

async function timed<T>(what: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  log(`${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** Readers (a quarter on each of free, basic, basic, premium), their books, borrowers and loans. */
async function seed(client: pg.Client, today: string): Promise<void> {
  await client.query(`set maintenance_work_mem = '512MB'`);
  await timed(`${READERS.toLocaleString('en-US')} readers`, () =>
    client.query(
      `insert into users (id, name, email, password_hash, plan, email_verified_at, timezone, created_at)
       select ${userId('u')}, 'Reader ' || u, 'reader' || u || '@tick.bench', 'not-a-hash',
              (array['free','basic','basic','premium'])[1 + u % 4]::plan, now(),
              'UTC' || case when z < 0 then z::text when z = 0 then '' else '+' || z end, now()
       from generate_series(1, $1::int) as u, lateral (select (u % 24) - 11 as z) zone`,
      [READERS],
    ),
  );
  // Books without their search indexes (the tick reads books by id only; building trigram indexes
  // over 5 million titles would take most of the run).
  const { rows: indexes } = await client.query<{ name: string }>(
    `select i.indexname as name from pg_indexes i
     where i.tablename = 'books' and i.schemaname = 'public'
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const index of indexes) await client.query(`drop index "${index.name}"`);
  for (let from = 1; from <= BOOKS; from += CHUNK) {
    const to = Math.min(BOOKS, from + CHUNK - 1);
    await timed(`books ${from.toLocaleString('en-US')}–${to.toLocaleString('en-US')}`, () =>
      client.query(
        `insert into books (id, user_id, title, author, status, created_at, updated_at)
         select ${bookId('i')}, ${userId(`1 + (i - 1) % ${READERS}`)}, 'Book ' || i, 'Author ' || (i % 997),
                case when i <= ${LOANS} then 'Loaned' else 'Available' end, now(), now()
         from generate_series(${from}, ${to}) as i`,
      ),
    );
  }
  await timed(`${(READERS * BORROWERS_PER_READER).toLocaleString('en-US')} borrowers`, () =>
    client.query(
      `insert into borrowers (id, user_id, name, email, phone)
       select ${borrowerId('j')}, ${userId(`1 + (j - 1) % ${READERS}`)}, 'Borrower ' || j, 'borrower' || j || '@tick.bench', '+2348030000000'
       from generate_series(1, ${READERS * BORROWERS_PER_READER}) as j`,
    ),
  );
  // Loan k: book k (of reader 1 + (k-1) % READERS), a borrower of the same reader, due from 50
  // days ago to 40 days ahead.
  await timed(`${LOANS.toLocaleString('en-US')} loans still out`, () =>
    client.query(
      `insert into loans (user_id, book_id, borrower_id, borrow_date, return_date)
       select ${userId(`1 + (k - 1) % ${READERS}`)}, ${bookId('k')},
              ${borrowerId(`1 + (k - 1) % ${READERS * BORROWERS_PER_READER}`)},
              $1::date - 60, $1::date - 50 + ((k::bigint * 7919) % 91)::int
       from generate_series(1, ${LOANS}) as k`,
      [today],
    ),
  );
  // A day into the new scheduler: each owner's next look is the send hour (9:00) of their day, today
  // if it is after 10:00 UTC, else tomorrow (TICK_ALL=1: every owner due at once, as right after
  // migration 0017 on a database with loans, the worst case).
  await client.query(
    `insert into reminder_passes (user_id, next_at)
     select u.id, case when $2 then 'epoch'::timestamptz else
              ($1::date + time '09:00' - make_interval(hours => z)) at time zone 'UTC'
              + case when ($1::date + time '09:00' - make_interval(hours => z)) < $1::date + time '10:00'
                     then interval '1 day' else interval '0' end end
     from users u, lateral (select coalesce(nullif(substr(u.timezone, 4), ''), '0')::int as z) zone
     where exists (select 1 from loans l where l.user_id = u.id and l.returned_at is null)`,
    [today, process.env.TICK_ALL === '1'],
  );
  await timed('vacuum analyze', () => client.query('vacuum analyze'));
}

/** Milliseconds the database spent executing statements so far (every backend's, flushed at exit). */
async function activeMs(url: string, name: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_stat_force_next_flush()');
    await client.query('select pg_stat_clear_snapshot()');
    const { rows } = await client.query<{ ms: number }>(
      'select active_time as ms from pg_stat_database where datname = $1',
      [name],
    );
    return Number(rows[0]?.ms ?? 0);
  } finally {
    await client.end();
  }
}

interface Tick {
  at: string;
  wallMs: number;
  databaseMs: number;
  created: number;
  queued: number;
  ownersLookedAt: number;
}

/** One run of the reminders job at `at`, in a fresh pool that is closed before its time is read. */
async function tick(url: string, name: string, config: Config, at: string): Promise<Tick> {
  const before = await activeMs(url, name);
  const { rows: due } = await withClient(url, (c) =>
    c.query<{ n: number }>('select count(*)::int as n from reminder_passes where next_at <= $1', [at]),
  );
  const pool = createPool(url, { ...poolLimitsFrom(config), max: 5 });
  const clock = createManualClock(at);
  const services = createServices({
    config,
    db: createDb(pool),
    pool,
    log: pino({ level: 'silent' }),
    clock,
  });
  const started = performance.now();
  let created: number;
  let queued: number;
  try {
    created = await services.reminderJobs.createAutomatic();
    queued = await services.reminderJobs.sendDue();
  } finally {
    await pool.end();
  }
  const wallMs = Math.round(performance.now() - started);
  const databaseMs = Math.round((await activeMs(url, name)) - before);
  const result = { at, wallMs, databaseMs, created, queued, ownersLookedAt: due[0]?.n ?? 0 };
  log(JSON.stringify(result));
  return result;
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** EXPLAIN (ANALYZE, BUFFERS) of the tick's two selections: the owners due, then their loans. */
async function plans(url: string, at: string): Promise<{ owners: string; loans: string }> {
  return withClient(url, async (c) => {
    const explain = async (text: string, values: unknown[]) =>
      (await c.query(`explain (analyze, buffers) ${text}`, values)).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    // A zone's owners at its send hour, a batch (200) of them, as the scheduler claims them.
    await c.query('begin');
    const owners = await explain(
      `select user_id from reminder_passes where next_at <= $1 order by next_at, user_id limit 200 for update skip locked`,
      [at],
    );
    await c.query('rollback');
    const { rows } = await c.query<{ user_id: string }>(
      `select user_id from reminder_passes order by user_id limit 200`,
    );
    const day = at.slice(0, 10);
    const loans = await explain(
      `select id, user_id, return_date from loans
       where user_id = any($1::uuid[]) and returned_at is null and return_date >= $2::date - 44 and return_date <= $2::date + 16
       order by user_id, return_date, id`,
      [rows.map((r) => r.user_id), day],
    );
    return { owners, loans };
  });
}

/**
 * The scheduler's tick at scale: the run at 10:30 UTC (the owners of the one zone whose send hour
 * came: their first look, so every reminder their loans are owed is created), and one a minute
 * later (nothing due).
 */
export async function benchReminderTick(benchUrl: string): Promise<void> {
  const adminUrl = adminUrlOf(benchUrl);
  const name = `sw_bench_reminder_tick_${Date.now().toString(36)}`;
  await withAdmin(adminUrl, (c) => c.query(`create database "${name}"`));
  const url = databaseUrl(adminUrl, name);
  try {
    const migrations = createPool(url, { max: 1 });
    await runMigrations(migrations);
    await migrations.end();
    const today = new Date().toISOString().slice(0, 10);
    const seeded = performance.now();
    await withClient(url, (c) => seed(c, today));
    const seedSec = Math.round((performance.now() - seeded) / 1000);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: url,
      APP_URL: 'http://shelfwise.bench',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      LOG_LEVEL: 'error',
    });
    // 10:30 UTC: UTC-1's send hour came (10:00 UTC); its owners only, unless TICK_ALL=1.
    const zoneHour = await tick(url, name, config, `${today}T10:30:00Z`);
    const quiet = await tick(url, name, config, `${today}T10:31:00Z`);
    const plan = await plans(url, `${today}T11:30:00Z`);
    const line = (what: string, t: Tick) =>
      `${what}: ${t.ownersLookedAt.toLocaleString('en-US')} owners looked at, ${t.created.toLocaleString('en-US')} reminders created, ${t.queued.toLocaleString('en-US')} queued; database ${t.databaseMs.toLocaleString('en-US')} ms, wall ${t.wallMs.toLocaleString('en-US')} ms`;
    report(
      'reminder-tick',
      {
        scale: SCALE,
        readers: READERS,
        books: BOOKS,
        openLoans: LOANS,
        tickAll: process.env.TICK_ALL === '1',
        seedSec,
        zoneHour,
        quiet,
        plan,
      },
      [
        `${READERS.toLocaleString('en-US')} readers, ${BOOKS.toLocaleString('en-US')} books, ${LOANS.toLocaleString('en-US')} loans still out (seeded in ${seedSec} s)`,
        line(
          process.env.TICK_ALL === '1'
            ? 'every owner due (TICK_ALL=1)'
            : 'one zone’s send hour (UTC-1 at 10:00 UTC)',
          zoneHour,
        ),
        line('a minute later (nothing due)', quiet),
        `owners due, plan:\n${plan.owners}`,
        `their loans (200 owners), plan:\n${plan.loans}`,
      ],
    );
  } finally {
    await withAdmin(adminUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
  }
}
