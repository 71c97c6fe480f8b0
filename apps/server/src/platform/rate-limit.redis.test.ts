import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { LOGIN_PAIR_RULE } from '../modules/auth/throttles.ts';
import { findFreePort } from './net.ts';
import {
  createPgRateLimiter,
  createRedisRateLimiter,
  isOverLimit,
  type RateLimiter,
  withFallback,
} from './rate-limit.ts';

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

      const long = { limit: 3, windowMs: 60_000 };
      await a.hit('login:y', long);
      await b.hit('login:y', long);
      await a.release('login:y');
      expect((await b.peek('login:y'))?.count).toBe(1);
      await a.release('login:y');
      await a.release('login:y');
      expect((await b.peek('login:y'))?.count).toBe(0);
      await a.release('login:never');
      expect(await b.peek('login:never')).toBeNull();
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe.skipIf(!existsSync(REDIS_BIN))('sign-in throttling with REDIS_URL', () => {
  it('lets at most the limit of 200 parallel attempts reach the password (INCR before the check)', async () => {
    const t = await createTestApp({ REDIS_URL: url });
    try {
      const { user, password } = await createUser(t);
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: user.email, password: i === 120 ? password : `wrong-${i}` },
            remoteAddress: '10.99.0.1',
          }),
        ),
      );
      expect(answers.filter((r) => r.statusCode !== 429).length).toBeLessThanOrEqual(LOGIN_PAIR_RULE.limit);
    } finally {
      await t.close();
    }
  });
});

describe('Redis rate limiter falling back to PostgreSQL', () => {
  it('keeps counting in PostgreSQL while Redis does not answer', async () => {
    const t = await createTestApp();
    const deadPort = await findFreePort(); // nothing listens there
    const limiter = withFallback(
      createRedisRateLimiter(`redis://127.0.0.1:${deadPort}`),
      createPgRateLimiter(t.db),
    );
    try {
      const rule = { limit: 2, windowMs: 60_000 };
      expect((await limiter.hit('login:down', rule)).count).toBe(1);
      const second = await limiter.hit('login:down', rule);
      expect(second.count).toBe(2);
      expect(isOverLimit(second, rule)).toBe(true);
      expect((await createPgRateLimiter(t.db).peek('login:down'))?.count).toBe(2);
    } finally {
      await limiter.close();
      await t.close();
    }
  });
});
