import pg from 'pg';
import { load } from '../lib/load.ts';
import { report } from '../lib/report.ts';
import { startAppServer } from '../lib/servers.ts';

const USERS = 20_000;
const READERS_WITH_BOOKS = 2_000;
const BOOKS_EACH = 50;
const AUDIT_ENTRIES = 200_000;

/** An admin through the real sign-up, then promoted and verified as `npm run admin:create` would leave it. */
async function seedAdmin(appUrl: string, client: pg.Client): Promise<string> {
  const email = `bench-admin-${Date.now()}@example.test`;
  const res = await fetch(`${appUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Admin', email, password: 'Bench-Admin-2025!' }),
  });
  if (!res.ok) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const { token, user } = (await res.json()) as { token: string; user: { id: string } };
  await client.query(`update users set role = 'admin', email_verified_at = now() where id = $1`, [user.id]);
  return token;
}

/** 20,000 accounts with a session each, 2,000 of them with 50 books, and 200,000 audit entries. */
async function seedService(client: pg.Client): Promise<void> {
  await client.query(
    `insert into users (name, email, password_hash, plan, complimentary_plan, email_verified_at, suspended_at, created_at)
     select 'Reader ' || i, 'reader' || i || '@bench.test', 'not-a-hash',
            (array['free','free','free','basic','premium'])[1 + i % 5]::plan,
            case when i % 97 = 0 then 'premium'::plan end,
            case when i % 10 <> 0 then now() end,
            case when i % 211 = 0 then now() end,
            now() - make_interval(mins => i * 3)
     from generate_series(1, $1::int) as i`,
    [USERS],
  );
  await client.query(
    `insert into sessions (user_id, expires_at, created_at)
     select id, now() + interval '30 days', created_at + interval '1 hour' from users where email like '%@bench.test'`,
  );
  await client.query(
    `insert into books (user_id, title, author)
     select u.id, 'Book ' || b, 'Author ' || b
     from (select id from users where email like '%@bench.test' order by email limit $1) u,
          generate_series(1, $2::int) as b`,
    [READERS_WITH_BOOKS, BOOKS_EACH],
  );
  await client.query(
    `insert into audit_logs (created_at, action, actor_id, actor_email, target_id, target_email, ip, before, after, details)
     select now() - make_interval(secs => i * 7),
            (array['SIGN_IN','SIGN_IN_FAILED','PLAN_CHANGED','PAYMENT_SUCCEEDED','USER_SUSPENDED'])[1 + i % 5],
            gen_random_uuid(), 'reader' || (i % $2::int) || '@bench.test',
            gen_random_uuid(), 'reader' || ((i * 7) % $2::int) || '@bench.test',
            '192.0.2.' || (i % 250),
            case when i % 5 = 2 then '{"plan":"free"}'::jsonb end,
            case when i % 5 = 2 then '{"plan":"premium"}'::jsonb end,
            '{"provider":"sandbox"}'::jsonb
     from generate_series(1, $1::int) as i`,
    [AUDIT_ENTRIES, USERS],
  );
  // What autovacuum would have done by the time anyone reads them (visibility map: index-only counts).
  for (const table of ['users', 'sessions', 'books', 'audit_logs'])
    await client.query(`vacuum analyze ${table}`);
}

/**
 * The admin area over a service of 20,000 accounts and 200,000 audit entries, 10 connections for
 * 10 s each: the user list (first page, and a name search), the overview, the audit log (first
 * page, and an actor search), then the CSV export of the whole log; /api/health in the same run.
 */
export async function benchAdmin(databaseUrl: string): Promise<void> {
  const app = await startAppServer(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const token = await seedAdmin(app.url, client);
    await seedService(client);
    const headers = { authorization: `Bearer ${token}` };
    const paths = {
      usersFirstPage: '/api/admin/users?page=1&limit=20',
      usersSearch: '/api/admin/users?search=reader1234&limit=20',
      overview: '/api/admin/overview',
      auditFirstPage: '/api/admin/audit-logs?page=1&limit=20',
      auditActorSearch: '/api/admin/audit-logs?actor=reader4242@&limit=20',
    };
    for (const [name, path] of Object.entries(paths)) {
      const res = await fetch(`${app.url}${path}`, { headers });
      if (!res.ok) throw new Error(`${name} answered ${res.status}: ${await res.text()}`);
    }
    const results: Record<string, Awaited<ReturnType<typeof load>>> = {};
    for (const [name, path] of Object.entries(paths)) {
      results[name] = await load(`${app.url}${path}`, { connections: 10, durationSec: 10, headers });
    }
    const health = await load(`${app.url}/api/health`, { connections: 10, durationSec: 5 });

    const started = performance.now();
    const csv = await fetch(`${app.url}/api/admin/audit-logs/export`, { headers });
    if (!csv.ok || !csv.body) throw new Error(`export answered ${csv.status}`);
    let bytes = 0;
    let firstByteMs = 0;
    for await (const chunk of csv.body) {
      if (bytes === 0) firstByteMs = performance.now() - started;
      bytes += (chunk as Uint8Array).byteLength;
    }
    const exportMs = Math.round(performance.now() - started);

    const data = {
      users: USERS + 1,
      auditEntries: AUDIT_ENTRIES,
      ...results,
      health,
      auditExport: { rows: AUDIT_ENTRIES, ms: exportMs, firstByteMs: Math.round(firstByteMs), bytes },
    };
    report('admin', data, [
      ...Object.entries(results).map(
        ([name, r]) =>
          `${name.padEnd(17)} ${String(r.requestsPerSec).padStart(5)} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, non-2xx ${r.non2xx}`,
      ),
      `/api/health (same run) ${health.requestsPerSec} req/s, p50 ${health.p50Ms} ms`,
      `audit CSV export of ${AUDIT_ENTRIES} entries: ${exportMs} ms (first byte ${Math.round(firstByteMs)} ms), ${(bytes / 1024 / 1024).toFixed(1)} MiB`,
    ]);
  } finally {
    await client.end();
    await app.stop();
  }
}
