import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BookFiltersQuery } from '@shelfwise/contract';
import pg from 'pg';
import { createDb, createPool } from '../../apps/server/src/db/client.ts';
import {
  type BookSort,
  bookCountQuery,
  bookPageQuery,
} from '../../apps/server/src/modules/books/books.repository.ts';
import { findFreePort } from '../../apps/server/src/platform/net.ts';
import { load } from '../lib/load.ts';
import { report } from '../lib/report.ts';
import { startAppServer } from '../lib/servers.ts';

const BOOKS = 10_000;
const SEARCH = 'river';
const TAG = 'Kindle';
const PAGE = 3;
const LIMIT = 10;

const WORDS = ['river', 'stone', 'night', 'garden', 'empire', 'winter', 'shadow', 'ocean', 'fire', 'glass'];
const TAGS = ['Kindle', 'Physical', 'Favorites', 'To Read', 'Office', 'Study', 'Kobo', 'Bedroom'];
const CATEGORIES = ['Fiction', 'History', 'Science', 'Biography', 'Fantasy', 'Technology'];
/** For a second library whose titles need every font of the PDF export (and its fallback). */
const SCRIPT_TITLES = [
  'Ọ̀rọ̀ àti Ìṣe',
  'Ƙasar Hausa',
  'Tiếng Việt',
  'Война и мир',
  'Ὀδύσσεια',
  'ألف ليلة وليلة',
  'מיכאל שלי',
  'हिन्दी साहित्य का इतिहास',
  '三体',
  'ノルウェイの森',
  '채식주의자',
  'The River of Stone',
];

/**
 * A premium reader with 10,000 varied books, inserted in one statement; with `titles`, each title is
 * one of those and a number instead.
 */
export async function seedLibrary(
  databaseUrl: string,
  appUrl: string,
  titles?: string[],
): Promise<{ userId: string; token: string }> {
  const email = `bench-${Date.now()}@example.test`;
  const res = await fetch(`${appUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Reader', email, password: 'Bench-Reader-2025!', plan: 'premium' }),
  });
  if (!res.ok) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const { token, user } = (await res.json()) as { token: string; user: { id: string } };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`update users set plan = 'premium', email_verified_at = now() where id = $1`, [
      user.id,
    ]);
    await client.query(
      `insert into books (user_id, title, author, isbn, category, tags, rating, description, created_at)
       select $1,
              case when cardinality($6::text[]) > 0
                then ($6::text[])[1 + i % cardinality($6::text[])] || ' ' || i
                else 'The ' || initcap(($2::text[])[1 + i % 10]) || ' of ' || initcap(($2::text[])[1 + (i / 10) % 10]) || ' ' || i
              end,
              'Author ' || (i % 700),
              (9780000000000 + i)::text,
              ($3::text[])[1 + i % 6],
              array[($4::text[])[1 + i % 8], ($4::text[])[1 + (i / 8) % 8]],
              i % 6,
              'A description of book ' || i || ', long enough to look like a real blurb in an export.',
              now() - make_interval(mins => i)
       from generate_series(1, $5::int) as i`,
      [user.id, WORDS, CATEGORIES, TAGS, BOOKS, titles ?? []],
    );
    await client.query('analyze books');
  } finally {
    await client.end();
  }
  return { userId: user.id, token };
}

export interface ListSql {
  text: string;
  params: unknown[];
  count?: { text: string; params: unknown[] };
}

/** The list's two queries exactly as the repository builds them (same WHERE, order and page). */
export function listQueries(
  databaseUrl: string,
  userId: string,
  filters: BookFiltersQuery,
  sort: BookSort,
  page: number,
  limit: number,
): ListSql {
  const pool = createPool(databaseUrl, { max: 1 });
  const db = createDb(pool);
  const pageSql = bookPageQuery(db, userId, filters, sort, page, limit).toSQL();
  const countSql = bookCountQuery(db, userId, filters).toSQL();
  void pool.end();
  return {
    text: pageSql.sql,
    params: pageSql.params,
    count: { text: countSql.sql, params: countSql.params },
  };
}

function listSql(databaseUrl: string, userId: string): ListSql {
  return listQueries(
    databaseUrl,
    userId,
    { search: SEARCH, tags: [TAG] },
    { sort: 'createdAt' },
    PAGE,
    LIMIT,
  );
}

export async function startBareSqlServer(
  databaseUrl: string,
  query: ListSql,
): Promise<{ url: string; pid?: number; stop(): Promise<void> }> {
  const port = await findFreePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [fileURLToPath(new URL('../lib/bare-sql-server.mjs', import.meta.url))],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        BENCH_SQL: query.text,
        BENCH_PARAMS: JSON.stringify(query.params),
        ...(query.count
          ? { BENCH_COUNT_SQL: query.count.text, BENCH_COUNT_PARAMS: JSON.stringify(query.count.params) }
          : {}),
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {}
    if (i > 100 || child.exitCode !== null) throw new Error('bare SQL server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const kib = (line: string | undefined) => Number(/(\d+)\s*kB/.exec(line ?? '')?.[1] ?? 0);

function memoryOf(pid: number): { rssMiB: number; hwmMiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n');
  return {
    rssMiB: kib(status.find((l) => l.startsWith('VmRSS:'))) / 1024,
    hwmMiB: kib(status.find((l) => l.startsWith('VmHWM:'))) / 1024,
  };
}

/** Downloads an export, timing it and recording the server's peak RSS during it. */
async function timeExport(url: string, token: string, pid: number | undefined) {
  let before = { rssMiB: 0, hwmMiB: 0 };
  if (pid) {
    // Writing 5 to clear_refs resets the peak (VmHWM) to the current RSS: the next peak is this export's.
    try {
      writeFileSync(`/proc/${pid}/clear_refs`, '5');
    } catch {}
    before = memoryOf(pid);
  }
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok || !res.body) throw new Error(`${url} answered ${res.status}`);
  let bytes = 0;
  let firstByteMs = 0;
  for await (const chunk of res.body) {
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += (chunk as Uint8Array).byteLength;
  }
  const totalMs = performance.now() - started;
  const after = pid ? memoryOf(pid) : { rssMiB: 0, hwmMiB: 0 };
  return {
    ms: Math.round(totalMs),
    firstByteMs: Math.round(firstByteMs),
    bytes,
    rssBeforeMiB: Math.round(before.rssMiB),
    peakRssMiB: Math.round(after.hwmMiB),
    peakAboveBeforeMiB: Math.round(after.hwmMiB - before.rssMiB),
  };
}

/**
 * GET /api/books with a search term, a tag and page 3 over a 10,000-book library, 50 connections
 * for 10 s, beside the same SQL through pg behind a bare node:http server; then the CSV and PDF
 * exports of all 10,000 books, timed, with the app server's peak memory; last, the PDF of a second
 * 10,000-book library whose titles are in twelve scripts.
 */
export async function benchLibrary(databaseUrl: string): Promise<void> {
  const app = await startAppServer(databaseUrl);
  let bare: { url: string; stop(): Promise<void> } | undefined;
  try {
    const { userId, token } = await seedLibrary(databaseUrl, app.url);
    const headers = { authorization: `Bearer ${token}` };
    const listUrl = `${app.url}/api/books?search=${SEARCH}&tags=${TAG}&page=${PAGE}&limit=${LIMIT}`;
    const check = (await (await fetch(listUrl, { headers })).json()) as {
      data: unknown[];
      pagination: { total: number };
    };
    const query = listSql(databaseUrl, userId);
    bare = await startBareSqlServer(databaseUrl, query);
    const bareCheck = (await (await fetch(bare.url)).json()) as {
      data: unknown[];
      pagination: { total: number };
    };
    if (
      check.pagination.total !== bareCheck.pagination.total ||
      check.data.length !== bareCheck.data.length
    ) {
      throw new Error(
        `app and bare SQL disagree: ${check.pagination.total} vs ${bareCheck.pagination.total}`,
      );
    }

    // Exports first, so the peak memory is the export's and not the load test's.
    const csv = await timeExport(`${app.url}/api/book/export/csv`, token, app.pid);
    const pdf = await timeExport(`${app.url}/api/book/export/pdf`, token, app.pid);

    await load(listUrl, { durationSec: 2, headers }); // warm-up
    const appResult = await load(listUrl, { headers });
    await load(bare.url, { durationSec: 2 });
    const bareResult = await load(bare.url);
    const ratio = appResult.requestsPerSec / bareResult.requestsPerSec;
    const idle = app.pid ? memoryOf(app.pid) : undefined;

    // Last, not to change what the numbers above compare with: the same export for a library
    // whose titles use every font (Latin, Cyrillic, Greek, Arabic, Hebrew, Devanagari, CJK).
    const scripts = await seedLibrary(databaseUrl, app.url, SCRIPT_TITLES);
    const pdfScripts = await timeExport(`${app.url}/api/book/export/pdf`, scripts.token, app.pid);

    report(
      'library',
      {
        books: BOOKS,
        query: { search: SEARCH, tags: TAG, page: PAGE, limit: LIMIT, matching: check.pagination.total },
        app: appResult,
        bareSql: bareResult,
        ratio,
        exports: { csv, pdf, pdfScripts },
        serverRssAfterMiB: idle ? Math.round(idle.rssMiB) : undefined,
      },
      [
        `${BOOKS.toLocaleString('en-US')} books; search "${SEARCH}" + tag ${TAG}, page ${PAGE}: ${check.pagination.total} matching`,
        `app  GET /api/books : ${appResult.requestsPerSec} req/s, p50 ${appResult.p50Ms} ms, p99 ${appResult.p99Ms} ms, errors ${appResult.errors}, non-2xx ${appResult.non2xx}`,
        `bare node:http + pg : ${bareResult.requestsPerSec} req/s, p50 ${bareResult.p50Ms} ms, p99 ${bareResult.p99Ms} ms, errors ${bareResult.errors}, non-2xx ${bareResult.non2xx}`,
        `ratio app/bare      : ${ratio.toFixed(2)}`,
        `CSV export          : ${csv.ms} ms (first byte ${csv.firstByteMs} ms), ${(csv.bytes / 1024).toFixed(0)} KiB, server peak RSS ${csv.peakRssMiB} MiB (+${csv.peakAboveBeforeMiB} MiB over ${csv.rssBeforeMiB})`,
        `PDF export          : ${pdf.ms} ms (first byte ${pdf.firstByteMs} ms), ${(pdf.bytes / 1024).toFixed(0)} KiB, server peak RSS ${pdf.peakRssMiB} MiB (+${pdf.peakAboveBeforeMiB} MiB over ${pdf.rssBeforeMiB})`,
        `PDF, 12 scripts     : ${pdfScripts.ms} ms (first byte ${pdfScripts.firstByteMs} ms), ${(pdfScripts.bytes / 1024).toFixed(0)} KiB, server peak RSS ${pdfScripts.peakRssMiB} MiB (+${pdfScripts.peakAboveBeforeMiB} MiB over ${pdfScripts.rssBeforeMiB})`,
      ],
    );
  } finally {
    await bare?.stop();
    await app.stop();
  }
}
