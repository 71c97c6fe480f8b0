import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from './net.ts';
import { createRedisRateLimiter, type RateLimiter } from './rate-limit.ts';

const REDIS_BIN = '/usr/bin/redis-server';
let redis: ChildProcess | undefined;
let url = '';

beforeAll(async () => {
  if (!existsSync(REDIS_BIN)) return;
  const port = await findFreePort();
  redis = spawn(
    REDIS_BIN,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  url = `redis://127.0.0.1:${port}`;
  const probe = createRedisRateLimiter(url);
  for (let i = 0; i < 50; i++) {
    try {
      await probe.peek('probe');
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await probe.close();
});
afterAll(() => {
  redis?.kill();
});

describe.skipIf(!existsSync(REDIS_BIN))('Redis rate limiter (REDIS_URL)', () => {
  it('shares one window between two instances and expires it', async () => {
    const a: RateLimiter = createRedisRateLimiter(url);
    const b: RateLimiter = createRedisRateLimiter(url);
    try {
      const rule = { limit: 3, windowMs: 300 };
      expect((await a.hit('login:x', rule)).count).toBe(1);
      expect((await b.hit('login:x', rule)).count).toBe(2);
      const state = await a.peek('login:x');
      expect(state?.count).toBe(2);
      expect(state?.resetAt.getTime()).toBeGreaterThan(Date.now());
      await new Promise((r) => setTimeout(r, 400));
      expect(await b.peek('login:x')).toBeNull();
      expect((await b.hit('login:x', rule)).count).toBe(1);
      await a.reset('login:x');
      expect(await b.peek('login:x')).toBeNull();
    } finally {
      await a.close();
      await b.close();
    }
  });
});
