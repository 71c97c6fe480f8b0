import { type BookFiltersQuery, type BookSortKey, bookSortKeys, type SortOrder } from '@shelfwise/contract';
import pg from 'pg';
import { databaseUrl as databaseUrlOf } from '../../apps/server/test/test-database.ts';
import { compareInRounds } from '../lib/compare.ts';
import { report } from '../lib/report.ts';
import {
  adminUrlOf,
  RARE_AUTHOR,
  READER_BOOKS,
  READERS,
  readerId,
  type ScaleDatabase,
  scaleDatabase,
  seedSmall,
  signInReader,
  TOTAL_BOOKS,
} from '../lib/scale-library.ts';
import { startAppServer } from '../lib/servers.ts';
import { type ListSql, listQueries } from './library.ts';

const LIMIT = 20;
const CONNECTIONS = 10;
/** Alternating rounds of the small and the large table (lib/compare.ts), this long each. */
const ROUNDS = 5;
const ROUND_SECONDS = 2;
/** The goal of issue 26: every list query's p99 on the large table, and its ratio to the small one. */
const GOAL_P99_MS = 50;
const GOAL_RATIO = 1.3;

interface Case {
  name: string;
  filters: BookFiltersQuery;
  sort: BookSortKey;
  order?: SortOrder;
  page: number;
}

function casesFor(rareAuthorName: string): Case[] {
  return [
    { name: 'page 1', filters: {}, sort: 'createdAt', page: 1 },
    {
      name: "search 'river' + tag Kindle, page 3",
      filters: { search: 'river', tags: ['Kindle'] },
      sort: 'createdAt',
      page: 3,
    },
    {
      name: `search '${RARE_AUTHOR}' (rare author)`,
      filters: { search: RARE_AUTHOR },
      sort: 'createdAt',
      page: 1,
    },
    { name: 'author filter (rare author)', filters: { author: rareAuthorName }, sort: 'createdAt', page: 1 },
    { name: 'category Fiction, page 50', filters: { category: 'Fiction' }, sort: 'createdAt', page: 50 },
    ...bookSortKeys.flatMap((sort): Case[] =>
      (['asc', 'desc'] as const).map((order) => ({
        name: `sort=${sort}&order=${order}`,
        filters: {},
        sort,
        order,
        page: 1,
      })),
    ),
  ];
}

function queryString(c: Case): string {
  const q = new URLSearchParams();
  if (c.filters.search) q.set('search', c.filters.search);
  if (c.filters.category) q.set('category', c.filters.category);
  if (c.filters.author) q.set('author', c.filters.author);
  if (c.filters.tags) q.set('tags', c.filters.tags.join(','));
  if (c.sort !== 'createdAt' || c.order) q.set('sort', c.sort);
  if (c.order) q.set('order', c.order);
  if (c.page > 1) q.set('page', String(c.page));
  q.set('limit', String(LIMIT));
  return q.toString();
}

/** A bound value as a literal for `EXECUTE name(...)` (arrays as PostgreSQL's text form). */
function literal(client: pg.Client, value: unknown): string {
  if (Array.isArray(value)) {
    return client.escapeLiteral(
      `{${value.map((v) => `"${String(v).replace(/(["\\])/g, '\\$1')}"`).join(',')}}`,
    );
  }
  if (typeof value === 'number') return String(value);
  return client.escapeLiteral(String(value));
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of a statement as the app runs it: a named statement executed six
 * times first, so that PostgreSQL has made the same choice between a plan for the values and its
 * generic plan as on the app's connections, then explained through EXECUTE.
 */
async function explainAsRun(client: pg.Client, name: string, query: { text: string; params: unknown[] }) {
  for (let i = 0; i < 6; i++) await client.query({ name, text: query.text, values: query.params });
  const args = query.params.map((p) => literal(client, p)).join(', ');
  const { rows } = await client.query(`explain (analyze, buffers) execute ${name}(${args})`);
  await client.query(`deallocate ${name}`);
  return rows.map((r: Record<string, string>) => Object.values(r)[0] ?? '');
}

async function plansOf(url: string, sql: ListSql): Promise<{ page: string[]; count: string[] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return {
      page: await explainAsRun(client, 'scale_page', sql),
      count: sql.count ? await explainAsRun(client, 'scale_count', sql.count) : [],
    };
  } finally {
    await client.end();
  }
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const relationSize = (url: string) =>
  withClient(url, async (c) => {
    const { rows } = await c.query<{ heap: string; indexes: string }>(
      `select pg_size_pretty(pg_table_size('books')) as heap, pg_size_pretty(pg_indexes_size('books')) as indexes`,
    );
    return rows[0];
  });

/**
 * One reader's list at scale: the same reader with the same 10,000 books, alone on a small table and
 * among 50,000 readers and 5 million books (lib/scale-library.ts; generated once and kept), the
 * list's queries in alternating rounds of the two at 10 connections, with the large table's plans.
 * BENCH_SCALE_DATABASE=<name> measures a database of that name on the same server as the large side
 * (a copy with other indexes, say); BENCH_CASES='page 1;category Fiction, page 50' narrows the cases (separated by
 * semicolons: the names hold commas).
 */
export async function benchLibraryScale(databaseUrl: string): Promise<void> {
  const adminUrl = adminUrlOf(databaseUrl);
  const chosen = process.env.BENCH_SCALE_DATABASE;
  const large: ScaleDatabase = chosen
    ? { name: chosen, url: databaseUrlOf(adminUrl, chosen), generatedSec: 0, reused: true }
    : await scaleDatabase(adminUrl);
  await seedSmall(databaseUrl);
  const small = await startAppServer(databaseUrl);
  const big = await startAppServer(large.url);
  try {
    const smallUser = await withClient(databaseUrl, readerId);
    const largeUser = await withClient(large.url, readerId);
    const smallHeaders = { authorization: `Bearer ${await signInReader(small.url)}` };
    const largeHeaders = { authorization: `Bearer ${await signInReader(big.url)}` };
    // The reader's rarest author bearing the rare surname, for the author filter.
    const rareAuthorName = await withClient(databaseUrl, async (c) => {
      const { rows } = await c.query<{ author: string }>(
        `select author from books where author like $1 group by author order by count(*), author limit 1`,
        [`% ${RARE_AUTHOR}`],
      );
      return rows[0]?.author ?? `Ada ${RARE_AUTHOR}`;
    });
    const only = process.env.BENCH_CASES?.split(';').map((s) => s.trim());
    const cases = casesFor(rareAuthorName).filter((c) => !only || only.includes(c.name));
    const results: Record<string, unknown>[] = [];
    const lines: string[] = [];
    const planLines: string[] = [];
    for (const c of cases) {
      const path = `/api/books?${queryString(c)}`;
      // The same reader on both tables: the same answer (bar the ids), or the comparison is void.
      const totals = await Promise.all(
        [
          [small.url, smallHeaders],
          [big.url, largeHeaders],
        ].map(async ([base, headers]) => {
          const res = await fetch(`${base}${path}`, { headers: headers as Record<string, string> });
          if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
          const body = (await res.json()) as { data: { title: string }[]; pagination: { total: number } };
          return { total: body.pagination.total, rows: body.data.length };
        }),
      );
      if (totals[0]?.total !== totals[1]?.total || totals[0]?.rows !== totals[1]?.rows) {
        throw new Error(`${c.name}: small and large tables disagree: ${JSON.stringify(totals)}`);
      }
      const sort = { sort: c.sort, order: c.order };
      const largePlan = await plansOf(
        large.url,
        listQueries(large.url, largeUser, c.filters, sort, c.page, LIMIT),
      );
      const smallPlan = await plansOf(
        databaseUrl,
        listQueries(databaseUrl, smallUser, c.filters, sort, c.page, LIMIT),
      );
      const {
        app: onLarge,
        bare: onSmall,
        ratio,
        roundRatios,
      } = await compareInRounds(
        { url: `${big.url}${path}`, pid: big.pid, headers: largeHeaders },
        { url: `${small.url}${path}`, pid: small.pid, headers: smallHeaders },
        { connections: CONNECTIONS, rounds: ROUNDS, roundSec: ROUND_SECONDS },
      );
      const p99Ratio = onLarge.p99Ms / Math.max(0.1, onSmall.p99Ms);
      const met = onLarge.p99Ms <= GOAL_P99_MS && p99Ratio <= GOAL_RATIO;
      results.push({
        case: c.name,
        path,
        matching: totals[0]?.total,
        small: onSmall,
        large: onLarge,
        requestsRatio: ratio,
        roundRequestsRatios: roundRatios,
        p99Ratio,
        goalMet: met,
        plans: { large: largePlan, small: smallPlan },
      });
      const rounds = roundRatios.map((r) => r.toFixed(2)).join(' ');
      lines.push(
        `${c.name} (${totals[0]?.total} matching) ${met ? 'ok' : 'GOAL MISSED'}`,
        `  small ${String(onSmall.requestsPerSec).padStart(5)} req/s p50 ${onSmall.p50Ms} ms p99 ${onSmall.p99Ms} ms (worst round ${onSmall.worstRoundP99Ms}) | large ${String(onLarge.requestsPerSec).padStart(5)} req/s p50 ${onLarge.p50Ms} ms p99 ${onLarge.p99Ms} ms (worst round ${onLarge.worstRoundP99Ms}) | p99 large/small ${p99Ratio.toFixed(2)} | req/s large/small ${ratio.toFixed(2)} (rounds ${rounds}) | non-2xx ${onSmall.non2xx + onLarge.non2xx}`,
        `  CPU ms per request: small app ${onSmall.cpu.serverMs} + db ${onSmall.cpu.databaseMs} | large app ${onLarge.cpu.serverMs} + db ${onLarge.cpu.databaseMs}`,
      );
      planLines.push(
        `-- ${c.name}: ${path}`,
        '-- page:',
        ...largePlan.page,
        '-- count:',
        ...largePlan.count,
        '',
      );
    }
    const sizes = await relationSize(large.url);
    report(
      'library-scale',
      {
        connections: CONNECTIONS,
        rounds: ROUNDS,
        roundSeconds: ROUND_SECONDS,
        limit: LIMIT,
        readerBooks: READER_BOOKS,
        large: {
          database: large.name,
          readers: READERS,
          books: TOTAL_BOOKS,
          generatedSec: large.generatedSec,
          reused: large.reused,
          ...sizes,
        },
        goal: { p99Ms: GOAL_P99_MS, ratio: GOAL_RATIO },
        cases: results,
      },
      [
        `${READER_BOOKS.toLocaleString('en-US')} books of one reader, alone (small) and among ${READERS.toLocaleString('en-US')} readers and ${TOTAL_BOOKS.toLocaleString('en-US')} books (large: ${large.name}, heap ${sizes?.heap}, indexes ${sizes?.indexes}, ${large.reused ? 'reused, ' : ''}generated in ${large.generatedSec} s); ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s per side; goal p99 ≤ ${GOAL_P99_MS} ms and ≤ ${GOAL_RATIO}× the small table's`,
        ...lines,
        '',
        'EXPLAIN (ANALYZE, BUFFERS) on the large table, each statement run as the app runs it:',
        ...planLines,
      ],
    );
  } finally {
    await Promise.all([small.stop(), big.stop()]);
  }
}
