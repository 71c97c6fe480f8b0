import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedUser, createUser } from '../../test/factories/index.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDb, createPool, type DatabaseHandle, openDatabase, poolLimitsFrom } from './client.ts';
import type { EmbeddedDatabase } from './embedded.ts';

/**
 * The app on an embedded PostgreSQL of its own in a temporary folder (the production path when
 * DATABASE_URL is not set), so this file may stop, start and kill it.
 */
describe('PostgreSQL going away', () => {
  let dir: string;
  let database: DatabaseHandle;
  let embedded: EmbeddedDatabase;
  let app: FastifyInstance;
  let owner: CreatedUser;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'shelfwise-outage-'));
    // Under root the cluster runs as the `postgres` user, which must be able to reach the folder.
    if (process.getuid?.() === 0) chmodSync(dir, 0o755);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dir,
      APP_URL: 'http://shelfwise.test',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    });
    const log = pino({ level: 'silent' });
    database = await openDatabase(config, log);
    if (!database.embedded) throw new Error('expected the embedded PostgreSQL');
    embedded = database.embedded;
    await database.migrate();
    app = await buildApp({ config, db: database.db, pool: database.pool, log });
    await app.ready();
    owner = await createUser({ app, services: app.services }, { plan: 'basic' });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ method: 'GET', url, headers: owner.headers });

  /** Asks until the answer has `status`, for a server that is coming back by itself. */
  async function untilStatus(url: string, status: number, withinMs: number) {
    const deadline = Date.now() + withinMs;
    for (;;) {
      const res = await get(url);
      if (res.statusCode === status || Date.now() > deadline) return res;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('answers 503 in the error shape within 5 s while it is stopped, and recovers by itself', async () => {
    expect((await get('/api/books')).statusCode).toBe(200);
    await embedded.stop();

    for (const request of [
      { method: 'GET' as const, url: '/api/books' },
      { method: 'POST' as const, url: '/api/books', payload: { title: 'Dune', author: 'Frank Herbert' } },
      { method: 'GET' as const, url: '/api/borrow' },
    ]) {
      const started = Date.now();
      const res = await app.inject({ ...request, headers: owner.headers });
      expect(Date.now() - started, request.url).toBeLessThan(5000);
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({ message: expect.any(String), code: 'SERVICE_UNAVAILABLE' });
      expect(res.headers['retry-after']).toBe('5');
    }
    const health = await get('/api/health');
    expect([health.statusCode, health.json()]).toEqual([503, { status: 'error', db: 'down' }]);
    const ready = await get('/api/health/ready');
    expect([ready.statusCode, ready.json()]).toEqual([
      503,
      { status: 'not_ready', db: 'down', stopping: false },
    ]);

    await embedded.start();
    const back = await untilStatus('/api/books', 200, 10_000);
    expect(back.statusCode, back.body).toBe(200);
    const readyAgain = await get('/api/health/ready');
    expect([readyAgain.statusCode, readyAgain.json()]).toEqual([
      200,
      { status: 'ready', db: 'ok', stopping: false },
    ]);
  });

  it('starts the embedded PostgreSQL again when its postmaster is killed, and the app answers again', async () => {
    const pid = embedded.pid;
    expect(pid).toBeTypeOf('number');
    process.kill(pid as number, 'SIGKILL');
    // Its backends may answer for a moment after the postmaster is gone: wait for the new postmaster.
    const deadline = Date.now() + 60_000;
    while ((embedded.pid === undefined || embedded.pid === pid) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(embedded.pid).toBeTypeOf('number');
    expect(embedded.pid).not.toBe(pid);
    const health = await untilStatus('/api/health', 200, 10_000);
    expect([health.statusCode, health.json()]).toEqual([200, { status: 'ok', db: 'ok' }]);
    const books = await untilStatus('/api/books', 200, 10_000);
    expect(books.statusCode, books.body).toBe(200);
  });
});

describe('a PostgreSQL address that accepts connections and never answers', () => {
  it('answers 503 in the error shape within 5 s instead of hanging', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const url = `postgres://postgres@127.0.0.1:${port}/nothing`;
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, JWT_SECRET: 'x'.repeat(32) });
    const pool = createPool(url, poolLimitsFrom(config));
    const app = await buildApp({ config, db: createDb(pool), pool, log: pino({ level: 'silent' }) });
    try {
      const started = Date.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'someone@example.test', password: 'whatever-password' },
      });
      const elapsed = Date.now() - started;
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({ message: expect.any(String), code: 'SERVICE_UNAVAILABLE' });
      expect(elapsed).toBeLessThan(5000);
    } finally {
      await app.close();
      await pool.end();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
