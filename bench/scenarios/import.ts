import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { report } from '../lib/report.ts';
import { startAppServer } from '../lib/servers.ts';

const ROWS = 10_000;
const TIMEOUT_MS = 5 * 60_000;
const HEADER =
  'Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies';
const SHELVES = ['read', 'to-read', 'currently-reading'];

/** An ISBN-13 with its check digit, from a running number (978 + 9 digits + check). */
function isbn13(n: number): string {
  const body = `978${String(n).padStart(9, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return body + ((10 - (sum % 10)) % 10);
}

/** A Goodreads library export of ROWS books, as Goodreads writes it (="..." ISBNs, quoted reviews). */
export function goodreadsFile(rows = ROWS): Buffer {
  const lines = [HEADER];
  for (let i = 1; i <= rows; i++) {
    const shelf = SHELVES[i % 3] as string;
    const review = i % 10 === 0 ? `"A review of book ${i}, with a comma,\nand a second line."` : '';
    lines.push(
      `${i},"Book ${i}: A Title, Long Enough",Author ${i % 900},"${i % 900}, Author",,="",="${isbn13(i)}",${i % 6},3.9,Publisher,Paperback,320,2001,1999,,2020/01/${String(1 + (i % 28)).padStart(2, '0')},"${shelf}, shelf-${i % 7}","${shelf} (#${i})",${shelf},${review},,,1,0`,
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

const kib = (line: string | undefined) => Number(/(\d+)\s*kB/.exec(line ?? '')?.[1] ?? 0);
const peakMiB = (pid: number) =>
  Math.round(
    kib(
      readFileSync(`/proc/${pid}/status`, 'utf8')
        .split('\n')
        .find((l) => l.startsWith('VmHWM:')),
    ) / 1024,
  );
const rssMiB = (pid: number) =>
  Math.round(
    kib(
      readFileSync(`/proc/${pid}/status`, 'utf8')
        .split('\n')
        .find((l) => l.startsWith('VmRSS:')),
    ) / 1024,
  );

/**
 * A 10,000-row Goodreads file into an empty premium library through the real server: time to the
 * preview (upload, parse, staging), time from confirm until the job reports completed, the server's
 * peak RSS over both, then the JSON export of the result.
 */
export async function benchImport(databaseUrl: string): Promise<void> {
  const app = await startAppServer(databaseUrl, { LOG_LEVEL: 'error' });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const email = `bench-import-${Date.now()}@example.test`;
    const reg = await fetch(`${app.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench Importer',
        email,
        password: 'Bench-Reader-2025!',
        plan: 'premium',
      }),
    });
    if (!reg.ok) throw new Error(`register answered ${reg.status}: ${await reg.text()}`);
    const { token, user } = (await reg.json()) as { token: string; user: { id: string } };
    await client.query(`update users set plan = 'premium', email_verified_at = now() where id = $1`, [
      user.id,
    ]);
    const headers = { authorization: `Bearer ${token}` };
    const file = goodreadsFile();
    const pid = app.pid as number;
    try {
      writeFileSync(`/proc/${pid}/clear_refs`, '5');
    } catch {}
    const rssBefore = rssMiB(pid);

    const started = performance.now();
    const form = new FormData();
    form.append('file', new Blob([file], { type: 'text/csv' }), 'goodreads_library_export.csv');
    const previewRes = await fetch(`${app.url}/api/imports`, { method: 'POST', headers, body: form });
    if (previewRes.status !== 201)
      throw new Error(`preview answered ${previewRes.status}: ${await previewRes.text()}`);
    const preview = ((await previewRes.json()) as { data: { id: string; counts: { add: number } } }).data;
    const previewMs = performance.now() - started;

    const confirmedAt = performance.now();
    const confirm = await fetch(`${app.url}/api/imports/${preview.id}/confirm`, { method: 'POST', headers });
    if (confirm.status !== 202)
      throw new Error(`confirm answered ${confirm.status}: ${await confirm.text()}`);
    let status = 'queued';
    let polls = 0;
    while (status !== 'completed' && performance.now() - confirmedAt < TIMEOUT_MS) {
      await new Promise((r) => setTimeout(r, 100));
      const res = await fetch(`${app.url}/api/imports/${preview.id}`, { headers });
      const body = ((await res.json()) as { data: { status: string; error: string | null } }).data;
      status = body.status;
      polls++;
      if (status === 'failed') throw new Error(`import failed: ${body.error}`);
    }
    const finishMs = performance.now() - confirmedAt;
    const peak = peakMiB(pid);
    const { rows } = await client.query('select count(*)::int as n from books where user_id = $1', [user.id]);

    const exportStarted = performance.now();
    const exported = await fetch(`${app.url}/api/export/json`, { headers });
    const exportBytes = (await exported.arrayBuffer()).byteLength;
    const exportMs = performance.now() - exportStarted;

    const data = {
      loadAverage1m: Math.round(loadavg()[0]! * 10) / 10,
      rows: ROWS,
      fileBytes: file.byteLength,
      previewAdds: preview.counts.add,
      booksWritten: rows[0].n as number,
      previewMs: Math.round(previewMs),
      confirmToCompletedMs: Math.round(finishMs),
      totalSeconds: Math.round((previewMs + finishMs) / 100) / 10,
      statusPolls: polls,
      rssBeforeMiB: rssBefore,
      peakRssMiB: peak,
      jsonExportMs: Math.round(exportMs),
      jsonExportBytes: exportBytes,
    };
    report('import', data, [
      `10,000-row Goodreads file (${(file.byteLength / 1024 / 1024).toFixed(1)} MB): preview ${data.previewMs} ms, confirm → completed ${data.confirmToCompletedMs} ms (${data.booksWritten} books written), total ${data.totalSeconds} s`,
      `server RSS ${rssBefore} MiB before, peak ${peak} MiB; JSON export of the result ${data.jsonExportMs} ms (${(exportBytes / 1024 / 1024).toFixed(1)} MB); load average ${data.loadAverage1m}`,
      'goal: a 10,000-book library moved in under a minute, nothing lost or doubled',
    ]);
  } finally {
    await client.end();
    await app.stop();
  }
}
