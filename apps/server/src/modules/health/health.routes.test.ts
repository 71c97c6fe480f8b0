import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createDb, createPool } from '../../db/client.ts';
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

  it('answers 503 when the database does not answer', async () => {
    const port = await findFreePort(); // nothing listens there
    const url = `postgres://postgres@127.0.0.1:${port}/nothing`;
    const pool = createPool(url, 1);
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, JWT_SECRET: 'x'.repeat(32) });
    const app = await buildApp({ config, db: createDb(pool), pool, log: pino({ level: 'silent' }) });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'error', db: 'down' });
    } finally {
      await app.close();
      await pool.end();
    }
  });
});
