import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createPgRateLimiter, isOverLimit, minutesUntil } from './rate-limit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('PostgreSQL rate limiter (fixed windows)', () => {
  const rule = { limit: 3, windowMs: 60_000 };

  it('counts within a window and starts over once it has passed', async () => {
    let now = new Date('2030-01-01T00:00:00Z');
    const limiter = createPgRateLimiter(t.db, () => now);
    expect((await limiter.hit('k1', rule)).count).toBe(1);
    now = new Date(now.getTime() + 30_000);
    expect((await limiter.hit('k1', rule)).count).toBe(2);
    const third = await limiter.hit('k1', rule);
    expect(third.count).toBe(3);
    // The window is anchored at the first hit, not slid by later ones.
    expect(third.resetAt.toISOString()).toBe('2030-01-01T00:01:00.000Z');
    expect(isOverLimit(await limiter.peek('k1'), rule)).toBe(true);

    now = new Date('2030-01-01T00:01:00Z');
    expect(await limiter.peek('k1')).toBeNull();
    const fresh = await limiter.hit('k1', rule);
    expect(fresh.count).toBe(1);
    expect(fresh.resetAt.toISOString()).toBe('2030-01-01T00:02:00.000Z');
  });

  it('keeps keys apart, resets one key, and counts concurrent hits exactly', async () => {
    const limiter = createPgRateLimiter(t.db);
    await Promise.all(Array.from({ length: 10 }, () => limiter.hit('busy', rule)));
    expect((await limiter.peek('busy'))?.count).toBe(10);
    expect(await limiter.peek('quiet')).toBeNull();
    await limiter.reset('busy');
    expect(await limiter.peek('busy')).toBeNull();
  });

  it('gives back one counted event of an open window, never below zero, and never reopens a closed one', async () => {
    let now = new Date('2030-02-01T00:00:00Z');
    const limiter = createPgRateLimiter(t.db, () => now);
    await Promise.all(Array.from({ length: 3 }, () => limiter.hit('give-back', rule)));
    await limiter.release('give-back');
    expect((await limiter.peek('give-back'))?.count).toBe(2);
    await Promise.all(Array.from({ length: 5 }, () => limiter.release('give-back')));
    expect((await limiter.peek('give-back'))?.count).toBe(0);
    await limiter.release('never-counted');
    expect(await limiter.peek('never-counted')).toBeNull();
    now = new Date('2030-02-01T00:05:00Z');
    await limiter.release('give-back');
    expect(await limiter.peek('give-back')).toBeNull();
  });

  it('says how many whole minutes remain, at least one', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(minutesUntil(new Date(now + 61_000), now)).toBe(2);
    expect(minutesUntil(new Date(now + 1000), now)).toBe(1);
    expect(minutesUntil(new Date(now - 1000), now)).toBe(1);
  });
});
