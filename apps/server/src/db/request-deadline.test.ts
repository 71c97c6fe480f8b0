import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedUser, createBook, createUser } from '../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { type StallingProxy, startStallingProxy } from '../../test/stalling-proxy.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDb, createPool, poolLimitsFrom } from './client.ts';

/**
 * A second instance of the app whose database connections go through a proxy that can go silent
 * (a stalled network path: connections open, nothing forwarded), with every database limit at its
 * default: what a person waiting on a request gets, and what background work and exports get.
 */
describe('a database that stops answering, with the default limits', () => {
  let t: TestApp;
  let proxy: StallingProxy;
  let app: FastifyInstance;
  let pool: ReturnType<typeof createPool>;
  let owner: CreatedUser;

  beforeAll(async () => {
    t = await createTestApp();
    const target = new URL(t.databaseUrl);
    proxy = await startStallingProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const url = proxy.urlFor(t.databaseUrl);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: url,
      APP_URL: 'http://shelfwise.test',
      JWT_SECRET: t.config.JWT_SECRET,
      DATA_DIR: t.config.DATA_DIR,
    });
    pool = createPool(url, poolLimitsFrom(config));
    app = await buildApp({ config, db: createDb(pool), pool, log: pino({ level: 'silent' }) });
    await app.ready();
    owner = await createUser(t, { plan: 'basic' });
    await createBook(t, owner, { title: 'Before the stall' });
  });

  afterAll(async () => {
    proxy?.resume();
    await app?.close();
    await pool?.end();
    await proxy?.close();
    await t?.close();
  });

  const ask = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });

  /** A request's answer, and how long it took. */
  async function timed(method: 'GET' | 'POST', url: string, payload?: object) {
    const started = performance.now();
    const res = await ask(method, url, payload);
    return { res, ms: performance.now() - started };
  }

  it('answers a request 503 within 5 s, and serves again once the database answers', async () => {
    expect((await ask('GET', '/api/books')).statusCode).toBe(200);
    proxy.stall();
    try {
      for (const [method, url, payload] of [
        ['GET', '/api/books', undefined],
        ['POST', '/api/books', { title: 'During the stall', author: 'Nobody' }],
      ] as const) {
        const { res, ms } = await timed(method, url, payload);
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json()).toEqual({ message: expect.any(String), code: 'SERVICE_UNAVAILABLE' });
        expect(res.headers['retry-after']).toBe('5');
        // The request's deadline, not the background one (15 s) and not a failure of its own.
        expect(ms, `${method} ${url}`).toBeLessThan(5000);
        expect(ms, `${method} ${url}`).toBeGreaterThan(3500);
      }
    } finally {
      proxy.resume();
    }
    const after = await ask('GET', '/api/books');
    expect(after.statusCode, after.body).toBe(200);
    // No connection was kept from the pool by the failed requests (a transaction whose BEGIN
    // failed once kept its connection for good): every connection is back and idle.
    expect(pool.totalCount - pool.idleCount).toBe(0);
    // The refused add did not happen, not even once the held bytes reached the server.
    const all = await t.app.inject({ method: 'GET', url: '/api/books/all-books', headers: owner.headers });
    expect(all.json().data.map((b: { title: string }) => b.title)).toEqual(['Before the stall']);
  });

  it('lets background work and an export wait longer than a request, and both finish once it answers', async () => {
    // Connections open and idle in the pool, as on a busy instance: nothing below needs a new one.
    await Promise.all(Array.from({ length: 6 }, () => pool.query('SELECT pg_sleep(0.05)')));
    expect((await ask('GET', '/api/books')).statusCode).toBe(200);
    proxy.stall();
    let background: 'waiting' | 'answered' | 'failed' = 'waiting';
    let exported: 'waiting' | 'answered' = 'waiting';
    // Sent outside any request, as a job's query is.
    const job = pool.query('SELECT 42 AS answer').then(
      (result) => {
        background = 'answered';
        return result.rows[0];
      },
      (error) => {
        background = 'failed';
        throw error;
      },
    );
    const exporting = ask('GET', '/api/book/export/csv').then((res) => {
      exported = 'answered';
      return res;
    });
    try {
      const { res } = await timed('GET', '/api/books');
      expect(res.statusCode, res.body).toBe(503);
      expect(background).toBe('waiting');
      expect(exported).toBe('waiting');
    } finally {
      proxy.resume();
    }
    expect(await job).toEqual({ answer: 42 });
    const csv = await exporting;
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain('Before the stall');
  });
});
