import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createDb, createPool } from '../../db/client.ts';
import { createLifecycle } from '../../http/shutdown.ts';
import { findFreePort } from '../../platform/net.ts';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ok when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('is ready when the database answers, and not ready once shutdown has begun', async () => {
    const lifecycle = createLifecycle();
    const app = await buildApp({
      config: t.config,
      db: t.db,
      pool: t.pool,
      log: pino({ level: 'silent' }),
      lifecycle,
    });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready', db: 'ok', stopping: false }]);
      lifecycle.markStopping();
      const stopping = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect([stopping.statusCode, stopping.json()]).toEqual([
        503,
        { status: 'not_ready', db: 'ok', stopping: true },
      ]);
      // Liveness keeps its contract while the instance drains.
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect([health.statusCode, health.json()]).toEqual([200, { status: 'ok', db: 'ok' }]);
      const live = await app.inject({ method: 'GET', url: '/api/health/live' });
      expect([live.statusCode, live.json()]).toEqual([200, { status: 'alive' }]);
      // Other requests that still arrive are turned away in the one error shape.
      const books = await app.inject({ method: 'GET', url: '/api/books' });
      expect(books.statusCode).toBe(503);
      expect(books.json()).toEqual({ message: expect.any(String), code: 'SERVICE_UNAVAILABLE' });
      expect(books.headers.connection).toBe('close');
    } finally {
      await app.close();
    }
  });

  it('answers 503 when the database does not answer', async () => {
    const port = await findFreePort(); // nothing listens there
    const url = `postgres://postgres@127.0.0.1:${port}/nothing`;
    const pool = createPool(url, { max: 1 });
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, JWT_SECRET: 'x'.repeat(32) });
    const app = await buildApp({ config, db: createDb(pool), pool, log: pino({ level: 'silent' }) });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'error', db: 'down' });
      // A database outage is not a reason to restart the process: liveness does not ask it.
      const live = await app.inject({ method: 'GET', url: '/api/health/live' });
      expect([live.statusCode, live.json()]).toEqual([200, { status: 'alive' }]);
    } finally {
      await app.close();
      await pool.end();
    }
  });
});
