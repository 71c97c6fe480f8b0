import { describe, expect, expectTypeOf, it } from 'vitest';
import type { UserRow } from './auth.repository.ts';
import { createSessionCache, type SessionUser } from './session-cache.ts';

const user = (id: string) => ({ id, name: `Reader ${id}` }) as SessionUser;
const now = new Date('2026-11-27T12:00:00Z');
const later = new Date('2026-12-27T12:00:00Z');

/** A cache whose monotonic time is `t.now`, made live by a heartbeat good for a long time. */
function liveCache(options: Parameters<typeof createSessionCache>[0] = {}) {
  const t = { now: 0 };
  const cache = createSessionCache({ monotonic: () => t.now, ...options });
  cache.liveUntil(Number.MAX_SAFE_INTEGER);
  return Object.assign(cache, { t });
}

describe('session cache', () => {
  it('answers a stored session until it expires', () => {
    const cache = liveCache();
    cache.store(cache.mark(), 's1', user('u1'), later);
    expect(cache.get('s1', now)?.id).toBe('u1');
    expect(cache.get('s1', later)).toBeUndefined();
    expect(cache.get('s1', now)).toBeUndefined();
  });

  it('keeps nothing until a heartbeat is heard, and forgets all when listening stops', () => {
    const cache = createSessionCache();
    cache.store(cache.mark(), 's1', user('u1'), later);
    expect(cache.get('s1', now)).toBeUndefined();
    expect(cache.live).toBe(false);
    cache.liveUntil(performance.now() + 60_000);
    cache.store(cache.mark(), 's1', user('u1'), later);
    expect(cache.get('s1', now)?.id).toBe('u1');
    cache.stop();
    expect(cache.get('s1', now)).toBeUndefined();
    cache.liveUntil(performance.now() + 60_000);
    expect(cache.get('s1', now)).toBeUndefined();
  });

  it('answers only while its last heartbeat is recent: an overdue one turns it off and empties it', () => {
    let t = 0;
    const cache = createSessionCache({ monotonic: () => t });
    cache.liveUntil(5000);
    cache.store(cache.mark(), 's1', user('u1'), later);
    t = 4999;
    expect(cache.get('s1', now)?.id).toBe('u1');
    // The next heartbeat moves the bound on.
    cache.liveUntil(7000);
    t = 6999;
    expect(cache.get('s1', now)?.id).toBe('u1');
    // None since: off at the bound, for every use, and nothing kept meanwhile.
    t = 7000;
    expect(cache.live).toBe(false);
    expect(cache.get('s1', now)).toBeUndefined();
    expect(cache.mark()).toBe(-1);
    cache.store(cache.mark(), 's2', user('u2'), later);
    expect(cache.size).toBe(0);
    // A heartbeat that proves nothing beyond now does not turn it on; a fresh one does, from empty.
    cache.liveUntil(7000);
    expect(cache.live).toBe(false);
    cache.liveUntil(12_000);
    expect(cache.live).toBe(true);
    expect(cache.get('s1', now)).toBeUndefined();
  });

  it('does not keep a read that began before it went stale and came back', () => {
    let t = 0;
    const cache = createSessionCache({ monotonic: () => t });
    cache.liveUntil(5000);
    const mark = cache.mark();
    t = 6000;
    cache.liveUntil(11_000);
    cache.store(mark, 's1', user('u1'), later);
    expect(cache.get('s1', now)).toBeUndefined();
  });

  it('forgets every session of an account that changed, and no other', () => {
    const cache = liveCache();
    cache.store(cache.mark(), 's1', user('u1'), later);
    cache.store(cache.mark(), 's2', user('u1'), later);
    cache.store(cache.mark(), 's3', user('u2'), later);
    cache.forgetUser('u1');
    expect(cache.get('s1', now)).toBeUndefined();
    expect(cache.get('s2', now)).toBeUndefined();
    expect(cache.get('s3', now)?.id).toBe('u2');
  });

  it('does not keep a read that overlapped a change: it may hold the row from before', () => {
    const cache = liveCache();
    const mark = cache.mark();
    cache.forgetUser('someone else');
    cache.store(mark, 's1', user('u1'), later);
    expect(cache.get('s1', now)).toBeUndefined();

    const third = cache.mark();
    cache.stop();
    cache.liveUntil(Number.MAX_SAFE_INTEGER);
    cache.store(third, 's1', user('u1'), later);
    expect(cache.get('s1', now)).toBeUndefined();
  });

  it('asks the database again after the ttl, and keeps at most maxEntries, oldest out first', () => {
    const cache = liveCache({ ttlMs: 1000, maxEntries: 2 });
    cache.store(cache.mark(), 's1', user('u1'), later);
    cache.t.now = 999;
    expect(cache.get('s1', now)?.id).toBe('u1');
    cache.t.now = 1000;
    expect(cache.get('s1', now)).toBeUndefined();

    cache.store(cache.mark(), 'a', user('u1'), later);
    cache.store(cache.mark(), 'b', user('u2'), later);
    cache.store(cache.mark(), 'c', user('u3'), later);
    expect(cache.size).toBe(2);
    expect(cache.get('a', now)).toBeUndefined();
    expect(cache.get('c', now)?.id).toBe('u3');
  });

  it('holds the shape of a signed-in user, which has no room for a password hash', () => {
    expectTypeOf<SessionUser>().not.toHaveProperty('passwordHash');
    expectTypeOf<UserRow>().toHaveProperty('passwordHash');
    // Storing a whole account row does not compile.
    const cache = liveCache();
    const row = { id: 'u1', passwordHash: 'x' } as UserRow;
    // @ts-expect-error: a users row is not a SessionUser
    cache.store(cache.mark(), 's1', row, later);
  });
});
