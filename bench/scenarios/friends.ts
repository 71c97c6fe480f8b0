import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { findFreePort } from '../../apps/server/src/platform/net.ts';
import { load } from '../lib/load.ts';
import { report } from '../lib/report.ts';
import { startAppServer } from '../lib/servers.ts';

const FRIENDS = 200;
const RECEIVED = 500;
const DURATION_SEC = 5;

/** A reader with FRIENDS friends who sent them RECEIVED recommendations (a tenth already added). */
async function seedReader(databaseUrl: string, appUrl: string): Promise<{ userId: string; token: string }> {
  const email = `bench-friends-${Date.now()}@example.test`;
  const res = await fetch(`${appUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Reader', email, password: 'Bench-Reader-2025!', plan: 'free' }),
  });
  if (!res.ok) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const { token, user } = (await res.json()) as { token: string; user: { id: string } };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('update users set email_verified_at = now() where id = $1', [user.id]);
    await client.query(
      `with friends as (
         insert into users (name, email, password_hash, email_verified_at)
         select 'Friend ' || i, 'friend-' || i || '-' || $2 || '@example.test', 'x', now()
         from generate_series(1, $3::int) as i
         returning id
       )
       insert into friendships (user_id, friend_id)
       select least(id, $1::uuid), greatest(id, $1::uuid) from friends`,
      [user.id, Date.now(), FRIENDS],
    );
    await client.query(
      `insert into recommendations (sender_id, recipient_id, title, author, isbn, category, message, rating, status, created_at)
       select f.id, $1, 'Recommended Book ' || i, 'Author ' || (i % 90), (9780000000000 + i)::text, 'Fiction',
              'I think you would enjoy "Recommended Book ' || i || '". Give it a read!', i % 6,
              case when i % 10 = 0 then 'added' else 'pending' end, now() - make_interval(mins => i)
       from generate_series(1, $2::int) as i
       join lateral (
         select case when user_id = $1 then friend_id else user_id end as id
         from friendships where user_id = $1 or friend_id = $1
         order by 1 offset (i % $3::int) limit 1
       ) f on true`,
      [user.id, RECEIVED, FRIENDS],
    );
    await client.query('analyze friendships; analyze recommendations; analyze users');
  } finally {
    await client.end();
  }
  return { userId: user.id, token };
}

/** The received list's SQL with the sender names joined in: what a bare server would run. */
const bareSql = `select r.*, u.name as from_name from recommendations r join users u on u.id = r.sender_id
  where r.recipient_id = $1 and r.status <> 'dismissed' order by r.created_at desc, r.id desc`;

async function startBareSqlServer(databaseUrl: string, userId: string) {
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
        BENCH_SQL: bareSql,
        BENCH_PARAMS: JSON.stringify([userId]),
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
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The Friends page's reads for a reader with 200 friends and 500 recommendations received: the
 * received list (no pagination: every recommendation not dismissed) beside the same rows through
 * pg behind a bare node:http server, the friend list, and the two count endpoints every open
 * dashboard polls once a minute for the sidebar badge. 50 connections, 5 s each.
 */
export async function benchFriends(databaseUrl: string): Promise<void> {
  const app = await startAppServer(databaseUrl);
  let bare: Awaited<ReturnType<typeof startBareSqlServer>> | undefined;
  try {
    const { userId, token } = await seedReader(databaseUrl, app.url);
    const headers = { authorization: `Bearer ${token}` };
    const received = `${app.url}/api/recommendations`;
    const list = (await (await fetch(received, { headers })).json()) as { data: unknown[] };
    if (list.data.length !== RECEIVED)
      throw new Error(`expected ${RECEIVED} received, got ${list.data.length}`);
    const bytes = Buffer.byteLength(JSON.stringify(list));

    const run = async (url: string, withHeaders = true) => {
      await load(url, { durationSec: 1, headers: withHeaders ? headers : undefined }); // warm-up
      return load(url, { durationSec: DURATION_SEC, headers: withHeaders ? headers : undefined });
    };
    const receivedResult = await run(received);
    bare = await startBareSqlServer(databaseUrl, userId);
    const bareResult = await run(bare.url, false);
    const friendsResult = await run(`${app.url}/api/friends`);
    const requestCount = await run(`${app.url}/api/friends/requests/count`);
    const pendingCount = await run(`${app.url}/api/recommendations/count`);
    const ratio = receivedResult.requestsPerSec / bareResult.requestsPerSec;

    const line = (label: string, r: typeof receivedResult) =>
      `${label.padEnd(34)}: ${r.requestsPerSec} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, errors ${r.errors}, non-2xx ${r.non2xx}`;
    report(
      'friends',
      {
        friends: FRIENDS,
        received: RECEIVED,
        receivedBytes: bytes,
        recommendations: receivedResult,
        bareSql: bareResult,
        ratio,
        friendList: friendsResult,
        requestCount,
        pendingCount,
      },
      [
        `${FRIENDS} friends, ${RECEIVED} recommendations received (${(bytes / 1024).toFixed(0)} KiB of JSON)`,
        line('app  GET /api/recommendations', receivedResult),
        line('bare node:http + pg, same rows', bareResult),
        `ratio app/bare                    : ${ratio.toFixed(2)}`,
        line('app  GET /api/friends', friendsResult),
        line('app  GET /api/friends/requests/count', requestCount),
        line('app  GET /api/recommendations/count', pendingCount),
      ],
    );
  } finally {
    await bare?.stop();
    await app.stop();
  }
}
