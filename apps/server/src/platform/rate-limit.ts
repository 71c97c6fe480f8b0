import { lte, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

/** A fixed window: at most `limit` counted events per `windowMs`, the window opening at the first. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

export interface RateState {
  count: number;
  resetAt: Date;
}

export interface RateLimiter {
  /** Counts one event under `key` and returns the window's state after it. */
  hit(key: string, rule: RateRule): Promise<RateState>;
  /** The current state without counting (null when no window is open). */
  peek(key: string): Promise<RateState | null>;
  /**
   * Takes back one counted event of an open window (never below zero): a sign-in counted before
   * its password was checked gives its place back when the password was right.
   */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** Deletes expired windows (PostgreSQL only; Redis expires keys itself). */
  purgeExpired(): Promise<void>;
  close(): Promise<void>;
}

export function isOverLimit(state: RateState | null, rule: RateRule): boolean {
  return state !== null && state.count >= rule.limit;
}

/** Whole minutes (at least 1) until the window resets, for "try again in N minutes". */
export function minutesUntil(resetAt: Date, now = Date.now()): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - now) / 60_000));
}

/** "12 minutes" or, past an hour and a half, "5 hours": the wait in "try again in ...". */
export function describeWait(resetAt: Date, now = Date.now()): string {
  const minutes = minutesUntil(resetAt, now);
  if (minutes < 90) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${Math.round(minutes / 60)} hours`;
}

/**
 * Counters in PostgreSQL, so every instance sees the same counts. One atomic upsert per hit:
 * an expired window restarts at 1. `now` is injectable for tests of the window edges.
 */
export function createPgRateLimiter(db: Database, now: () => Date = () => new Date()): RateLimiter {
  return {
    async hit(key, rule) {
      const at = now();
      const resetAt = new Date(at.getTime() + rule.windowMs);
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.resetAt} <= ${at} then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sql`case when ${rateLimits.resetAt} <= ${at} then ${resetAt} else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
      if (!row) throw new Error('rate limit upsert returned nothing');
      return row;
    },
    async peek(key) {
      const [row] = await db
        .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
        .from(rateLimits)
        .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > ${now()}`)
        .limit(1);
      return row ?? null;
    },
    async release(key) {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > ${now()}`);
    },
    async reset(key) {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
    },
    async purgeExpired() {
      await db.delete(rateLimits).where(lte(rateLimits.resetAt, now()));
    },
    async close() {},
  };
}

/** Counters in Redis (REDIS_URL): INCR plus an expiry set only when the window opens. */
export function createRedisRateLimiter(url: string, onError?: (error: Error) => void): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  // ioredis reconnects by itself; a command made while it is down fails and answers 500.
  redis.on('error', (error: Error) => onError?.(error));
  const prefixed = (key: string) => `shelfwise:rl:${key}`;
  return {
    async hit(key, rule) {
      const k = prefixed(key);
      const result = await redis.multi().incr(k).pexpire(k, rule.windowMs, 'NX').pttl(k).exec();
      const count = Number(result?.[0]?.[1] ?? 1);
      const ttl = Number(result?.[2]?.[1] ?? rule.windowMs);
      return { count, resetAt: new Date(Date.now() + (ttl > 0 ? ttl : rule.windowMs)) };
    },
    async peek(key) {
      const k = prefixed(key);
      const [[, count], [, ttl]] = (await redis.multi().get(k).pttl(k).exec()) as [
        [unknown, string | null],
        [unknown, number],
      ];
      if (count === null || ttl <= 0) return null;
      return { count: Number(count), resetAt: new Date(Date.now() + ttl) };
    },
    async release(key) {
      // Only an existing window is decremented: DECR on a missing key would create one without expiry.
      await redis.eval(
        "if redis.call('get', KEYS[1]) and tonumber(redis.call('get', KEYS[1])) > 0 then return redis.call('decr', KEYS[1]) end return 0",
        1,
        prefixed(key),
      );
    },
    async reset(key) {
      await redis.del(prefixed(key));
    },
    async purgeExpired() {},
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * Redis first, PostgreSQL when Redis does not answer: an outage of the optional cache must not
 * turn every sign-in into a 500. Counts made during the outage live in PostgreSQL, so the limit
 * still holds across instances (it restarts from zero in the store that answers).
 */
export function withFallback(
  primary: RateLimiter,
  fallback: RateLimiter,
  onFallback: (error: unknown) => void = () => {},
): RateLimiter {
  const attempt = async <T>(run: (limiter: RateLimiter) => Promise<T>): Promise<T> => {
    try {
      return await run(primary);
    } catch (error) {
      onFallback(error);
      return run(fallback);
    }
  };
  return {
    hit: (key, rule) => attempt((l) => l.hit(key, rule)),
    peek: (key) => attempt((l) => l.peek(key)),
    release: (key) => attempt((l) => l.release(key)),
    reset: (key) => attempt((l) => l.reset(key)),
    purgeExpired: () => fallback.purgeExpired(),
    async close() {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}
