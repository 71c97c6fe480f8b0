import { describe, expect, it } from 'vitest';
import type { UserRow } from './auth.repository.ts';
import { createSessionCache } from './session-cache.ts';

const row = (id: string) => ({ id, name: `Reader ${id}` }) as UserRow;
const now = new Date('2026-11-27T12:00:00Z');
const later = new Date('2026-12-27T12:00:00Z');

function liveCache(options: Parameters<typeof createSessionCache>[0] = {}) {
  const cache = createSessionCache(options);
  cache.setLive(true);
  return cache;
}

describe('session cache', () => {
  it('answers a stored session until it expires', () => {
    const cache = liveCache();
    cache.store(cache.mark(), 's1', row('u1'), later);
    expect(cache.get('s1', now)?.id).toBe('u1');
    expect(cache.get('s1', later)).toBeUndefined();
    expect(cache.get('s1', now)).toBeUndefined();
  });

  it('keeps nothing while it is not listening, and forgets all when listening stops', () => {
    const cache = createSessionCache();
    cache.store(cache.mark(), 's1', row('u1'), later);
    expect(cache.get('s1', now)).toBeUndefined();
    cache.setLive(true);
    cache.store(cache.mark(), 's1', row('u1'), later);
    cache.setLive(false);
    expect(cache.get('s1', now)).toBeUndefined();
    cache.setLive(true);
    expect(cache.get('s1', now)).toBeUndefined();
  });

  it('forgets every session of an account that changed, and no other', () => {
    const cache = liveCache();
    cache.store(cache.mark(), 's1', row('u1'), later);
    cache.store(cache.mark(), 's2', row('u1'), later);
    cache.store(cache.mark(), 's3', row('u2'), later);
    cache.forgetUser('u1');
    expect(cache.get('s1', now)).toBeUndefined();
    expect(cache.get('s2', now)).toBeUndefined();
    expect(cache.get('s3', now)?.id).toBe('u2');
  });

  it('does not keep a read that overlapped a change: it may hold the row from before', () => {
    const cache = liveCache();
    const mark = cache.mark();
    cache.forgetUser('someone else');
    cache.store(mark, 's1', row('u1'), later);
    expect(cache.get('s1', now)).toBeUndefined();

    const third = cache.mark();
    cache.setLive(false);
    cache.setLive(true);
    cache.store(third, 's1', row('u1'), later);
    expect(cache.get('s1', now)).toBeUndefined();
  });

  it('asks the database again after the ttl, and keeps at most maxEntries, oldest out first', () => {
    let t = 0;
    const cache = liveCache({ ttlMs: 1000, maxEntries: 2, monotonic: () => t });
    cache.store(cache.mark(), 's1', row('u1'), later);
    t = 999;
    expect(cache.get('s1', now)?.id).toBe('u1');
    t = 1000;
    expect(cache.get('s1', now)).toBeUndefined();

    cache.store(cache.mark(), 'a', row('u1'), later);
    cache.store(cache.mark(), 'b', row('u2'), later);
    cache.store(cache.mark(), 'c', row('u3'), later);
    expect(cache.size).toBe(2);
    expect(cache.get('a', now)).toBeUndefined();
    expect(cache.get('c', now)?.id).toBe('u3');
  });
});
