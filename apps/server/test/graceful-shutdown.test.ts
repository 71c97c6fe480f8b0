import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, type IncomingMessage, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../src/platform/net.ts';
import { type CreatedUser, createUser } from './factories/index.ts';
import { createTestApp, type TestApp } from './harness.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
/** Enough CSV (about 18 MB) that it cannot all sit in socket buffers while nobody reads it. */
const BOOKS = 30_000;

interface RunningServer {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The real server (main.ts) as its own process, on this file's database, as production runs it. */
async function startServer(t: TestApp, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await findFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'shelfwise-shutdown-'));
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: t.databaseUrl,
      JWT_SECRET: t.config.JWT_SECRET,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, signal });
    }),
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited before it was ready:\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, port, output: () => output, exited };
}

/**
 * Starts the CSV export on a keep-alive connection, as a browser would, and stops reading once the
 * 200 header is in.
 */
function startExport(port: number, owner: CreatedUser): Promise<IncomingMessage> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/api/book/export/csv', headers: owner.headers, agent },
      (res) => {
        res.pause();
        resolve(res);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function readAll(res: IncomingMessage): Promise<{ text: string; isComplete: boolean }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => resolve({ text: Buffer.concat(chunks).toString('utf8'), isComplete: res.complete }));
    res.on('error', () => resolve({ text: Buffer.concat(chunks).toString('utf8'), isComplete: false }));
    res.resume();
  });
}

/** An idle keep-alive connection: one request answered, the socket left open for the next. */
async function idleKeepAliveSocket(port: number): Promise<Socket> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(req.socket as Socket));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Resolves once a new TCP connection to the port is refused. */
async function untilRefused(port: number, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    });
    if (refused) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
}

describe('SIGTERM', () => {
  let t: TestApp;
  let owner: CreatedUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { plan: 'premium' });
    await t.db.execute(sql`
      insert into books (user_id, title, author, description)
      select ${owner.user.id}::uuid, 'Book ' || n, 'Author ' || n, repeat('A long description. ', 30)
      from generate_series(1, ${BOOKS}) as n`);
  });
  afterAll(() => t.close());

  it('lets the request in flight finish, refuses new connections, closes idle ones and exits 0', async () => {
    const server = await startServer(t);
    const idle = await idleKeepAliveSocket(server.port);
    const idleClosed = new Promise<void>((resolve) => idle.once('close', () => resolve()));
    const exportResponse = await startExport(server.port, owner);
    expect(exportResponse.statusCode).toBe(200);

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await untilRefused(server.port, 5000)).toBe(true);
    await idleClosed;
    // Still in flight: nothing has read the export yet. Now the slow reader reads it all.
    const { text, isComplete } = await readAll(exportResponse);
    const { code, signal } = await server.exited;
    const shutdownMs = Date.now() - signalledAt;

    expect(isComplete).toBe(true);
    expect(text.trimEnd().split('\r\n')).toHaveLength(BOOKS + 1);
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(shutdownMs).toBeLessThan(10_000);
    expect(server.output()).toContain('stopped cleanly');
  });

  it('cuts a request that outlives the grace period and still exits 0 within the bound', async () => {
    const server = await startServer(t, { SHUTDOWN_GRACE_MS: '1000' });
    const exportResponse = await startExport(server.port, owner);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    // This reader never reads: the export cannot finish, and is cut at the end of the grace period.
    const { code } = await server.exited;
    const shutdownMs = Date.now() - signalledAt;
    const { isComplete } = await readAll(exportResponse);
    expect(code).toBe(0);
    expect(isComplete).toBe(false);
    expect(shutdownMs).toBeGreaterThanOrEqual(1000);
    expect(shutdownMs).toBeLessThan(5000);
    expect(server.output()).toMatch(/cut/);
  });
});
