import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { report } from '../lib/report.ts';
import { startAppServer } from '../lib/servers.ts';
import { goodreadsFile } from './import.ts';

/** A million rows of a two-column CSV: about 4 MB, far under the 20 MB upload limit. */
const FLOOD_ROWS = 1_000_000;
/** Uploads of that file in a row, by one free account (previews never confirmed). */
const FLOOD_UPLOADS = 5;
/** A big but real library, uploaded the same number of times. */
const LIBRARY_ROWS = 20_000;

function floodFile(): Buffer {
  return Buffer.concat([Buffer.from('Title,Author\n'), Buffer.alloc(FLOOD_ROWS * 4, 'a,b\n')]);
}

const kib = (status: string, field: string) =>
  Number(/(\d+)\s*kB/.exec(status.split('\n').find((l) => l.startsWith(`${field}:`)) ?? '')?.[1] ?? 0);
const memory = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return { rss: Math.round(kib(status, 'VmRSS') / 1024), peak: Math.round(kib(status, 'VmHWM') / 1024) };
};
/** Resets the process's peak RSS (VmHWM) to its RSS now, so each step's peak is its own. */
const resetPeak = (pid: number) => {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {}
};

/**
 * Unconfirmed previews as free storage (issue 25): one free account uploads a million-row file
 * FLOOD_UPLOADS times and never confirms; then a premium account uploads a 20,000-row Goodreads
 * export (a big real library, the most a premium file may hold) as many times. After each series:
 * the server's peak RSS, the rows left in `import_rows`, their size on disk, and the open previews.
 */
export async function benchImportFlood(databaseUrl: string): Promise<void> {
  const app = await startAppServer(databaseUrl, { LOG_LEVEL: 'error' });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const account = async (plan: 'free' | 'premium') => {
      const email = `bench-flood-${plan}-${Date.now()}@example.test`;
      const reg = await fetch(`${app.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Bench Flood', email, password: 'Bench-Reader-2025!' }),
      });
      if (!reg.ok) throw new Error(`register answered ${reg.status}: ${await reg.text()}`);
      const { token, user } = (await reg.json()) as { token: string; user: { id: string } };
      await client.query(`update users set plan = $2, email_verified_at = now() where id = $1`, [
        user.id,
        plan,
      ]);
      return { id: user.id, headers: { authorization: `Bearer ${token}` } };
    };
    const pid = app.pid as number;

    const stored = async (user: { id: string }) => {
      const { rows } = await client.query(
        `select (select count(*)::int from import_rows r join imports i on i.id = r.import_id where i.user_id = $1) as rows,
                (select count(*)::int from imports where user_id = $1 and status = 'previewed') as previews,
                pg_total_relation_size('import_rows')::bigint as bytes`,
        [user.id],
      );
      return {
        rows: rows[0].rows as number,
        previews: rows[0].previews as number,
        mib: Math.round(Number(rows[0].bytes) / 1024 / 1024),
      };
    };

    const series = async (
      user: { id: string; headers: Record<string, string> },
      file: Buffer,
      name: string,
    ) => {
      const headers = user.headers;
      resetPeak(pid);
      const rssBefore = memory(pid).rss;
      const answers: number[] = [];
      const messages = new Set<string>();
      const started = performance.now();
      for (let i = 0; i < FLOOD_UPLOADS; i++) {
        const form = new FormData();
        form.append('file', new Blob([file], { type: 'text/csv' }), name);
        const res = await fetch(`${app.url}/api/imports`, { method: 'POST', headers, body: form });
        answers.push(res.status);
        const body = (await res.json()) as { message?: string };
        if (body.message) messages.add(body.message);
      }
      const ms = Math.round((performance.now() - started) / FLOOD_UPLOADS);
      return {
        fileBytes: file.byteLength,
        answers,
        messages: [...messages],
        msPerUpload: ms,
        rssBeforeMiB: rssBefore,
        peakRssMiB: memory(pid).peak,
        ...(await stored(user)),
      };
    };

    const flood = await series(await account('free'), floodFile(), 'flood.csv');
    const library = await series(
      await account('premium'),
      goodreadsFile(LIBRARY_ROWS),
      'goodreads_library_export.csv',
    );
    const data = { loadAverage1m: Math.round(loadavg()[0]! * 10) / 10, flood, library };
    const line = (label: string, s: typeof flood) =>
      `${label} (${(s.fileBytes / 1024 / 1024).toFixed(1)} MB) x${FLOOD_UPLOADS}: answers ${s.answers.join(' ')}, ${s.msPerUpload} ms each; server RSS ${s.rssBeforeMiB} MiB before, peak ${s.peakRssMiB} MiB; left: ${s.rows.toLocaleString('en')} rows in import_rows (table ${s.mib} MiB), ${s.previews} open previews`;
    report('import-flood', data, [
      line(`${FLOOD_ROWS.toLocaleString('en')}-row CSV, free account`, flood),
      line(`${LIBRARY_ROWS.toLocaleString('en')}-row Goodreads export, premium account`, library),
      ...flood.messages.map((m) => `refusal: ${m}`),
      `load average ${data.loadAverage1m}`,
    ]);
  } finally {
    await client.end();
    await app.stop();
  }
}
