import { type BookSortKey, bookSortKeys, defaultSortOrder, type SortOrder } from '@shelfwise/contract';
import pg from 'pg';
import { compareInRounds } from '../lib/compare.ts';
import { load } from '../lib/load.ts';
import { report } from '../lib/report.ts';
import { startAppServer } from '../lib/servers.ts';
import { type ListSql, listQueries, seedLibrary, startBareSqlServer } from './library.ts';

/** A word in a tenth of the titles: the common-word search of issue 15. */
const COMMON_WORD = 'river';
const LIMIT = 20;
const CONNECTIONS = 10;
/** Alternating rounds of app and bare server (lib/compare.ts), this long each. */
const ROUNDS = 5;
const ROUND_SECONDS = 2;
/** BENCH_BARE_NAMED=1: the bare server runs named statements too (the app's list always does). */
const BARE_NAMED = process.env.BENCH_BARE_NAMED === '1';

interface Case {
  name: string;
  query: string;
  sort: BookSortKey;
  order: SortOrder;
  search?: string;
}

const cases: Case[] = [
  ...bookSortKeys.flatMap((sort): Case[] =>
    (['asc', 'desc'] as const).map((order) => ({
      name: `sort=${sort}&order=${order}`,
      query: `sort=${sort}&order=${order}`,
      sort,
      order,
    })),
  ),
  {
    name: `search=${COMMON_WORD}`,
    query: `search=${COMMON_WORD}`,
    sort: 'createdAt',
    order: defaultSortOrder.createdAt,
    search: COMMON_WORD,
  },
];

/** The list's queries exactly as the repository builds them: same WHERE, same ORDER BY, page 1. */
function listSql(databaseUrl: string, userId: string, c: Case): ListSql {
  return listQueries(databaseUrl, userId, { search: c.search }, { sort: c.sort, order: c.order }, 1, LIMIT);
}

async function vacuum(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('vacuum analyze books');
  } finally {
    await client.end();
  }
}

async function explain(databaseUrl: string, query: { text: string; params: unknown[] }): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `explain (analyze, costs off, timing off) ${query.text}`,
      query.params,
    );
    return rows.map((r: Record<string, string>) => Object.values(r)[0] ?? '');
  } finally {
    await client.end();
  }
}

/**
 * GET /api/books page 1 (20 rows) of a 10,000-book library in every sort order, both directions,
 * and a search on a common word: the app beside the same SQL through pg behind a bare node:http
 * server, 10 connections, in alternating rounds. Prints the plan of the common-word search.
 */
export async function benchLibrarySort(databaseUrl: string): Promise<void> {
  const app = await startAppServer(databaseUrl);
  try {
    const { userId, token } = await seedLibrary(databaseUrl, app.url);
    const headers = { authorization: `Bearer ${token}` };
    const rows: Record<string, unknown>[] = [];
    const lines: string[] = [];
    let plan: string[] = [];
    const only = process.env.BENCH_CASES?.split(',');
    // The fresh rows vacuumed now rather than by autovacuum in the middle of a case, and the app's
    // code compiled by the JIT before the first case (each case warms both sides up for 1 s more).
    await vacuum(databaseUrl);
    await load(`${app.url}/api/books?limit=${LIMIT}`, { durationSec: 3, connections: CONNECTIONS, headers });
    for (const c of cases.filter((x) => !only || only.includes(x.name))) {
      const url = `${app.url}/api/books?${c.query}&limit=${LIMIT}`;
      const query = listSql(databaseUrl, userId, c);
      if (c.search) {
        plan = [
          ...(await explain(databaseUrl, query)),
          '-- and the count:',
          ...(query.count ? await explain(databaseUrl, query.count) : []),
        ];
      }
      const bare = await startBareSqlServer(databaseUrl, query);
      try {
        const {
          app: appResult,
          bare: bareResult,
          ratio,
          roundRatios,
        } = await compareInRounds(
          { url, pid: app.pid, headers },
          { url: bare.url, pid: bare.pid },
          { connections: CONNECTIONS, rounds: ROUNDS, roundSec: ROUND_SECONDS },
        );
        rows.push({ case: c.name, app: appResult, bareSql: bareResult, ratio, roundRatios });
        const rounds = roundRatios.map((r) => r.toFixed(2)).join(' ');
        lines.push(
          `${c.name.padEnd(26)} app ${String(appResult.requestsPerSec).padStart(6)} req/s p50 ${appResult.p50Ms} ms p99 ${appResult.p99Ms} ms (worst round ${appResult.worstRoundP99Ms}) | bare ${String(bareResult.requestsPerSec).padStart(6)} req/s p99 ${bareResult.p99Ms} ms (worst round ${bareResult.worstRoundP99Ms}) | ratio ${ratio.toFixed(2)} (rounds ${rounds}) | non-2xx ${appResult.non2xx}`,
          `${''.padEnd(26)} CPU ms per request: app ${appResult.cpu.serverMs} + db ${appResult.cpu.databaseMs} + load ${appResult.cpu.loadMs} | bare ${bareResult.cpu.serverMs} + db ${bareResult.cpu.databaseMs} + load ${bareResult.cpu.loadMs}`,
        );
      } finally {
        await bare.stop();
      }
    }
    report(
      'library-sort',
      {
        connections: CONNECTIONS,
        rounds: ROUNDS,
        roundSeconds: ROUND_SECONDS,
        limit: LIMIT,
        bareNamedStatements: BARE_NAMED,
        cases: rows,
        plan,
      },
      [
        `10,000 books, page 1 of ${LIMIT}, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s per side (p50 and p99 over every request of the rounds; the bare server's statements ${BARE_NAMED ? 'named, as the app’s' : 'unnamed, sent as text each time'})`,
        ...lines,
        `EXPLAIN of search=${COMMON_WORD}:`,
        ...plan.map((l) => `  ${l}`),
      ],
    );
  } finally {
    await app.stop();
  }
}
