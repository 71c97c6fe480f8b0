import type { UserRow } from './auth.repository.ts';

/**
 * The channel on which PostgreSQL names the account whose row or sessions changed (the
 * `auth_changed` trigger of migration 0014, on `users` and `sessions`, in every instance's
 * database writes, by any module, job or hand-written SQL).
 */
export const AUTH_CHANGED_CHANNEL = 'auth_changed';

export interface SessionCacheOptions {
  /** How long a read stays usable without news from the database (a safety net; news is NOTIFY). */
  ttlMs?: number;
  /** Entries kept at most; the oldest go first. */
  maxEntries?: number;
  /** Milliseconds that only go forward, for the ttl (performance.now by default). */
  monotonic?: () => number;
}

interface Entry {
  row: UserRow;
  sessionExpiresAt: number;
  storedAt: number;
}

/**
 * The users behind recently seen sessions, so that a signed-in request does not ask the database
 * who it is each time. Correct only while it hears every change: it keeps nothing unless it is
 * `live` (the instance LISTENs on AUTH_CHANGED_CHANNEL), forgets an account as soon as PostgreSQL
 * says its row or one of its sessions changed, and, for this instance's own writes, as soon as
 * they commit (auth.service), so that the writer's next request already sees its change. A read
 * that overlapped any forgetting is not kept (`mark`).
 * Decision 0017.
 */
export interface SessionCache {
  /** The row read for this session within the ttl, if the session has not expired since. */
  get(sessionId: string, now: Date): UserRow | undefined;
  /** Taken before reading the database; `store` keeps the row only if nothing was forgotten since. */
  mark(): number;
  store(mark: number, sessionId: string, row: UserRow, sessionExpiresAt: Date): void;
  /** PostgreSQL said this account or one of its sessions changed. */
  forgetUser(userId: string): void;
  /** Listening (true) or not (false): while not, nothing is kept. */
  setLive(live: boolean): void;
  readonly size: number;
}

export function createSessionCache(options: SessionCacheOptions = {}): SessionCache {
  const ttlMs = options.ttlMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const monotonic = options.monotonic ?? (() => performance.now());
  const entries = new Map<string, Entry>();
  const sessionsOfUser = new Map<string, Set<string>>();
  /** Moves on at every forgetting: a read that began before it may hold what was forgotten. */
  let epoch = 0;
  let live = false;

  const drop = (sessionId: string) => {
    const entry = entries.get(sessionId);
    if (!entry) return;
    entries.delete(sessionId);
    const sessions = sessionsOfUser.get(entry.row.id);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) sessionsOfUser.delete(entry.row.id);
  };

  const forgetUser = (userId: string) => {
    epoch++;
    for (const sessionId of sessionsOfUser.get(userId) ?? []) entries.delete(sessionId);
    sessionsOfUser.delete(userId);
  };

  const clear = () => {
    epoch++;
    entries.clear();
    sessionsOfUser.clear();
  };

  return {
    get(sessionId, now) {
      if (!live) return undefined;
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (monotonic() - entry.storedAt >= ttlMs || now.getTime() >= entry.sessionExpiresAt) {
        drop(sessionId);
        return undefined;
      }
      return entry.row;
    },
    mark() {
      return live ? epoch : -1;
    },
    store(mark, sessionId, row, sessionExpiresAt) {
      if (!live || mark !== epoch) return;
      drop(sessionId);
      while (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        drop(oldest);
      }
      entries.set(sessionId, { row, sessionExpiresAt: sessionExpiresAt.getTime(), storedAt: monotonic() });
      let sessions = sessionsOfUser.get(row.id);
      if (!sessions) {
        sessions = new Set();
        sessionsOfUser.set(row.id, sessions);
      }
      sessions.add(sessionId);
    },
    forgetUser,
    setLive(next) {
      clear();
      live = next;
    },
    get size() {
      return entries.size;
    },
  };
}
