import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../../apps/server/src/platform/net.ts';
import { databaseUrl, startTestPostgres, withAdmin } from '../../apps/server/test/test-database.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface Running {
  url: string;
  /** The server's process id (to read its memory from /proc). */
  pid?: number;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} never answered`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A database for the benchmark: BENCH_DATABASE_URL / TEST_DATABASE_URL server, else embedded. */
export async function startBenchDatabase(): Promise<{ url: string; stop(): Promise<void> }> {
  if (process.env.BENCH_DATABASE_URL && !process.env.TEST_DATABASE_URL) {
    process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  }
  const server = await startTestPostgres();
  const name = `sw_bench_${Date.now().toString(36)}`;
  await withAdmin(server.adminUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
  return {
    url: databaseUrl(server.adminUrl, name),
    async stop() {
      await withAdmin(server.adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      await server.stop();
    },
  };
}

/** The real server (main.ts) in its own process, as production runs it. */
export async function startAppServer(
  databaseUrlValue: string,
  env: Record<string, string> = {},
): Promise<Running> {
  const port = await findFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'shelfwise-bench-'));
  // BENCH_APP_NODE_ARGS: node options for the app alone, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'.
  const nodeArgs = process.env.BENCH_APP_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrlValue,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Production refuses to start without one; the same for every instance of a run.
      JWT_SECRET: process.env.JWT_SECRET ?? 'bench-only-secret-shared-by-every-instance',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, child);
  return {
    url,
    pid: child.pid,
    async stop() {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A bare node:http server answering `body` as JSON: the floor the app is compared with. */
export async function startBareServer(body: unknown): Promise<Running> {
  const port = await findFreePort();
  const child = spawn(process.execPath, [fileURLToPath(new URL('./bare-server.mjs', import.meta.url))], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), BODY: JSON.stringify(body) },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child);
  return { url, stop: () => stopChild(child) };
}

export interface BareQuery {
  text: string;
  params: unknown[];
}

/** bare-sql-routes.mjs: each path runs its queries through pg and answers their rows. */
export async function startBareSqlRoutes(
  databaseUrlValue: string,
  routes: Record<string, BareQuery[]>,
): Promise<Running> {
  const port = await findFreePort();
  const child = spawn(process.execPath, [fileURLToPath(new URL('./bare-sql-routes.mjs', import.meta.url))], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrlValue,
      BENCH_ROUTES: JSON.stringify(routes),
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child);
  return { url, pid: child.pid, stop: () => stopChild(child) };
}
