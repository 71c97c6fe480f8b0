import { DEFAULT_TIMEZONE, STATS_MONTHS } from '@shelfwise/contract';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { createDb, createPool } from '../../apps/server/src/db/client.ts';
import {
  bookCountsOfMonthQuery,
  categoryCountsQuery,
} from '../../apps/server/src/modules/books/books.repository.ts';
import { borrowersAtQuery } from '../../apps/server/src/modules/borrowers/borrowers.repository.ts';
import {
  activeLoansAtQuery,
  averageLoanDurationQuery,
  borrowersWithActiveLoansQuery,
  monthlyLoansQuery,
  overdueLoansQuery,
  returnRatesQuery,
} from '../../apps/server/src/modules/loans/loans.repository.ts';
import { sqlTimeZone, userMonth } from '../../apps/server/src/platform/time.ts';
import { type LoadResult, load } from '../lib/load.ts';
import { report } from '../lib/report.ts';
import { type BareQuery, startAppServer, startBareSqlRoutes } from '../lib/servers.ts';

const BOOKS = 10_000;
const LOANS = 5_000;
const OPEN_LOANS = 500;
const BORROWERS = 50;
const CONNECTIONS = 10;
const DURATION_SEC = 5;
const CATEGORIES = ['Fiction', 'History', 'Science', 'Biography', 'Fantasy', 'Technology', ''];

/**
 * A premium reader (timezone UTC-8, the default) with 10,000 books added over about two years, 50
 * borrowers and 5,000 loans over 18 months: 4,500 returned 1–30 days after lending, 500 still out
 * (lent in the last 40 days, so about a third are overdue). A neighbour with the same library
 * shares the tables, so every query has to find its user's rows among others'.
 */
async function seedReader(
  client: pg.Client,
  appUrl: string,
  name: string,
): Promise<{ userId: string; token: string }> {
  const email = `bench-${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.test`;
  const res = await fetch(`${appUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password: 'Bench-Reader-2025!', plan: 'premium' }),
  });
  if (!res.ok) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const { token, user } = (await res.json()) as { token: string; user: { id: string } };
  await client.query(`update users set plan = 'premium', email_verified_at = now() where id = $1`, [user.id]);
  await seedLibraryRows(client, user.id);
  return { userId: user.id, token };
}

/** The books, borrowers and loans of one reader, in three statements. */
export async function seedLibraryRows(client: pg.Client, userId: string): Promise<void> {
  await client.query(
    `insert into books (user_id, title, author, category, created_at)
     select $1, 'Book ' || i, 'Author ' || (i % 700), ($2::text[])[1 + i % 7], now() - make_interval(hours => i * 2)
     from generate_series(1, $3::int) as i`,
    [userId, CATEGORIES, BOOKS],
  );
  await client.query(
    `insert into borrowers (user_id, name, email, phone, created_at)
     select $1, 'Borrower ' || i, 'borrower' || i || '@example.test', '+2348030000000', now() - make_interval(days => i * 10)
     from generate_series(1, $2::int) as i`,
    [userId, BORROWERS],
  );
  await client.query(
    `with bk as (select id, row_number() over (order by id) as n from books where user_id = $1),
          br as (select id, row_number() over (order by id) as n from borrowers where user_id = $1),
          lent as (
            select i, case when i <= $3 then now() - make_interval(days => i % 40, mins => (i * 13) % 1440)
                           else now() - make_interval(days => 30 + (i * 97) % 510, mins => (i * 13) % 1440) end as at
            from generate_series(1, $2::int) as i)
     insert into loans (user_id, book_id, borrower_id, borrow_date, return_date, returned_at)
     select $1, bk.id, br.id, lent.at, (lent.at)::date + 14,
            case when lent.i <= $3 then null else lent.at + make_interval(days => 1 + (lent.i * 7) % 30) end
     from lent
     join bk on bk.n = 1 + lent.i % ${BOOKS}
     join br on br.n = 1 + lent.i % ${BORROWERS}`,
    [userId, LOANS, OPEN_LOANS],
  );
  await client.query(
    `update books set status = 'Loaned'
     where id in (select book_id from loans where user_id = $1 and returned_at is null)`,
    [userId],
  );
}

interface Endpoint {
  path: string;
  queries: BareQuery[];
  /** The app's answer, rebuilt from the bare rows: both must agree before anything is timed. */
  shape(results: Record<string, unknown>[][]): unknown;
}

const n = (value: unknown) => Number(value ?? 0);

/** Each endpoint's SQL exactly as its repository builds it, with the same user, zone and moment. */
function endpoints(databaseUrl: string, userId: string, now: Date): Endpoint[] {
  const pool = createPool(databaseUrl, { max: 1 });
  const db = createDb(pool);
  const dialect = new PgDialect({ casing: 'snake_case' });
  const raw = (query: SQL): BareQuery => {
    const built = dialect.sqlToQuery(query);
    return { text: built.sql, params: built.params };
  };
  const built = (query: { toSQL(): { sql: string; params: unknown[] } }): BareQuery => {
    const q = query.toSQL();
    return { text: q.sql, params: q.params };
  };
  const zone = sqlTimeZone(DEFAULT_TIMEZONE);
  const cards = (monthsBack: number) => {
    const month = userMonth(DEFAULT_TIMEZONE, now, monthsBack);
    return [
      built(bookCountsOfMonthQuery(db, userId, month)),
      built(activeLoansAtQuery(db, userId, month)),
      built(borrowersAtQuery(db, userId, month)),
    ];
  };
  const shapeCards = ([own, loans, borrowers]: Record<string, unknown>[][]) => ({
    totalBooks: n(own?.[0]?.total),
    activeLoans: n(loans?.[0]?.n),
    totalBorrowers: n(borrowers?.[0]?.n),
    booksAddedThisMonth: n(own?.[0]?.added),
  });
  const list = [
    { path: '/api/books/stats', queries: cards(0), shape: shapeCards },
    { path: '/api/books/stats?period=previous', queries: cards(1), shape: shapeCards },
    {
      path: '/api/books/analytics/categories',
      queries: [built(categoryCountsQuery(db, userId))],
      shape: ([rows]) => ({ data: rows?.map((r) => ({ category: r.category, count: n(r.count) })) }),
    },
    {
      path: '/api/borrow/analytics/monthly-loans',
      queries: [raw(monthlyLoansQuery(userId, zone, now, STATS_MONTHS))],
      shape: ([rows]) => ({ data: rows }),
    },
    {
      path: '/api/borrow/analytics/return-rates',
      queries: [raw(returnRatesQuery(userId, zone, now, STATS_MONTHS))],
      shape: ([rows]) => ({ data: rows }),
    },
    {
      path: '/api/borrow/analytics/average-loan-duration',
      queries: [built(averageLoanDurationQuery(db, userId))],
      shape: ([rows]) => ({ averageDurationDays: n(rows?.[0]?.days) }),
    },
    {
      path: '/api/borrow/analytics/overdue-count',
      queries: [built(overdueLoansQuery(db, userId, zone, now))],
      shape: ([rows]) => ({ overdueBooksCount: n(rows?.[0]?.n) }),
    },
    {
      path: '/api/borrowers/analytics/active-count',
      queries: [built(borrowersWithActiveLoansQuery(db, userId))],
      shape: ([rows]) => ({ activeBorrowersCount: n(rows?.[0]?.n) }),
    },
  ] satisfies Endpoint[];
  void pool.end();
  return list;
}

/** Server-side execution time of each query (EXPLAIN ANALYZE), warm. */
async function executionMs(client: pg.Client, queries: BareQuery[]): Promise<number[]> {
  const times: number[] = [];
  for (const q of queries) {
    await client.query(q.text, q.params);
    const { rows } = await client.query(`explain (analyze, format json) ${q.text}`, q.params);
    const plan = (rows[0] as { 'QUERY PLAN': { 'Execution Time': number }[] })['QUERY PLAN'][0];
    times.push(Math.round((plan?.['Execution Time'] ?? 0) * 100) / 100);
  }
  return times;
}

const line = (label: string, r: LoadResult) =>
  `${label}: ${String(r.requestsPerSec).padStart(6)} req/s, p50 ${r.p50Ms} ms, p99 ${String(r.p99Ms).padStart(3)} ms, errors ${r.errors}, non-2xx ${r.non2xx}`;

/**
 * Every statistics endpoint for a 10,000-book reader with 5,000 loans: requests per second and p99
 * at 10 connections for 5 s each, beside the same SQL through pg behind a bare node:http server.
 */
export async function benchStatistics(databaseUrl: string): Promise<void> {
  const app = await startAppServer(databaseUrl);
  let bare: Awaited<ReturnType<typeof startBareSqlRoutes>> | undefined;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { userId, token } = await seedReader(client, app.url, 'Statistics Reader');
    await seedReader(client, app.url, 'Neighbour');
    // Autovacuum would have run on tables this size: the visibility map lets counts read indexes only.
    await client.query('vacuum analyze books, loans, borrowers');
    const headers = { authorization: `Bearer ${token}` };
    const list = endpoints(databaseUrl, userId, new Date());
    bare = await startBareSqlRoutes(
      databaseUrl,
      Object.fromEntries(list.map((e, i) => [`/${i}`, e.queries])),
    );
    const results: Record<string, unknown>[] = [];
    const lines: string[] = [
      `${BOOKS.toLocaleString('en-US')} books, ${LOANS.toLocaleString('en-US')} loans (${OPEN_LOANS} out), ${BORROWERS} borrowers, and a neighbour of the same size; ${CONNECTIONS} connections, ${DURATION_SEC} s each`,
    ];
    for (const [i, endpoint] of list.entries()) {
      const appUrl = `${app.url}${endpoint.path}`;
      const bareUrl = `${bare.url}/${i}`;
      const answer = await (await fetch(appUrl, { headers })).json();
      const bareAnswer = endpoint.shape(
        ((await (await fetch(bareUrl)).json()) as { results: Record<string, unknown>[][] }).results,
      );
      if (JSON.stringify(answer) !== JSON.stringify(bareAnswer)) {
        throw new Error(
          `${endpoint.path}: app and bare SQL disagree:\n${JSON.stringify(answer)}\n${JSON.stringify(bareAnswer)}`,
        );
      }
      const sqlMs = await executionMs(client, endpoint.queries);
      await load(appUrl, { connections: CONNECTIONS, durationSec: 1, headers });
      const appResult = await load(appUrl, { connections: CONNECTIONS, durationSec: DURATION_SEC, headers });
      await load(bareUrl, { connections: CONNECTIONS, durationSec: 1 });
      const bareResult = await load(bareUrl, { connections: CONNECTIONS, durationSec: DURATION_SEC });
      const ratio = appResult.requestsPerSec / bareResult.requestsPerSec;
      results.push({
        path: endpoint.path,
        answer,
        sqlExecutionMs: sqlMs,
        app: appResult,
        bareSql: bareResult,
        ratio,
      });
      lines.push(
        `${endpoint.path} (SQL ${sqlMs.join(' + ')} ms)`,
        `  ${line('app ', appResult)}`,
        `  ${line('bare', bareResult)}  ratio ${ratio.toFixed(2)}`,
      );
    }
    report(
      'statistics',
      {
        books: BOOKS,
        loans: LOANS,
        openLoans: OPEN_LOANS,
        borrowers: BORROWERS,
        connections: CONNECTIONS,
        durationSec: DURATION_SEC,
        endpoints: results,
      },
      lines,
    );
  } finally {
    await client.end();
    await bare?.stop();
    await app.stop();
  }
}
