import type { AuthUser } from '../../http/auth-guard.ts';

/**
 * The channel on which PostgreSQL names the account whose row or sessions changed (the
 * `auth_changed` trigger of migration 0014, on `users` and `sessions`, in every instance's
 * database writes, by any module, job or hand-written SQL). Each instance's listener also sends
 * its heartbeats on it (db/listener.ts).
 */
export const AUTH_CHANGED_CHANNEL = 'auth_changed';

/**
 * What a signed-in request needs to know of its user, and all the cache keeps: no password hash,
 * no pending address, nothing a request does not read. The session id is the cache's key.
 */
export type SessionUser = Omit<AuthUser, 'sessionId' | 'accessToken'> & { suspended: boolean };

export interface SessionCacheOptions {
  /** How long a read stays usable without news from the database (a safety net; news is NOTIFY). */
  ttlMs?: number;
  /** Entries kept at most; the oldest go first. */
  maxEntries?: number;
  /** Milliseconds that only go forward, for the ttl and `liveUntil` (performance.now by default). */
  monotonic?: () => number;
}

interface Entry {
  user: SessionUser;
  sessionExpiresAt: number;
  storedAt: number;
}

/**
 * The users behind recently seen sessions, so that a signed-in request does not ask the database
 * who it is each time. Correct only while it hears every change: it keeps and answers nothing
 * unless it is live, i.e. its listener has heard a heartbeat recently enough (`liveUntil`): then
 * every change committed more than the heartbeat's staleness bound ago has reached `forgetUser`.
 * It forgets an account as soon as PostgreSQL says its row or one of its sessions changed, and,
 * for this instance's own writes, as soon as they commit (sessions.ts), so that the writer's next
 * request already sees its change. A read that overlapped any forgetting is not kept (`mark`).
 * Decision 0017.
 */
export interface SessionCache {
  /** The user read for this session within the ttl, if the session has not expired since. */
  get(sessionId: string, now: Date): SessionUser | undefined;
  /** Taken before reading the database; `store` keeps the user only if nothing was forgotten since. */
  mark(): number;
  store(mark: number, sessionId: string, user: SessionUser, sessionExpiresAt: Date): void;
  /** PostgreSQL said this account or one of its sessions changed. */
  forgetUser(userId: string): void;
  /**
   * The listener heard a heartbeat: the cache may answer until `until` (monotonic), and no longer
   * unless another heartbeat moves it on. Going live again after a pause starts from empty.
   */
  liveUntil(until: number): void;
  /** The listener lost its connection, or closed: everything is forgotten and nothing is kept. */
  stop(): void;
  /** Whether it answers now (live, and its last heartbeat recent enough). */
  readonly live: boolean;
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
  /** The last heartbeat heard proves the cache right until this (monotonic) time, no longer. */
  let freshUntil = 0;

  const drop = (sessionId: string) => {
    const entry = entries.get(sessionId);
    if (!entry) return;
    entries.delete(sessionId);
    const sessions = sessionsOfUser.get(entry.user.id);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) sessionsOfUser.delete(entry.user.id);
  };

  const forgetUser = (userId: string) => {
    epoch++;
    for (const sessionId of sessionsOfUser.get(userId) ?? []) entries.delete(sessionId);
    sessionsOfUser.delete(userId);
  };

  const stop = () => {
    epoch++;
    live = false;
    freshUntil = 0;
    entries.clear();
    sessionsOfUser.clear();
  };

  /**
   * Checked on every use, not by a timer: a heartbeat overdue is noticed by the very next request,
   * even when the event loop was too busy for the listener's own check.
   */
  const isLive = () => {
    if (live && monotonic() >= freshUntil) stop();
    return live;
  };

  return {
    get(sessionId, now) {
      if (!isLive()) return undefined;
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (monotonic() - entry.storedAt >= ttlMs || now.getTime() >= entry.sessionExpiresAt) {
        drop(sessionId);
        return undefined;
      }
      return entry.user;
    },
    mark() {
      return isLive() ? epoch : -1;
    },
    store(mark, sessionId, user, sessionExpiresAt) {
      if (!isLive() || mark !== epoch) return;
      drop(sessionId);
      while (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        drop(oldest);
      }
      entries.set(sessionId, { user, sessionExpiresAt: sessionExpiresAt.getTime(), storedAt: monotonic() });
      let sessions = sessionsOfUser.get(user.id);
      if (!sessions) {
        sessions = new Set();
        sessionsOfUser.set(user.id, sessions);
      }
      sessions.add(sessionId);
    },
    forgetUser,
    liveUntil(until) {
      if (until <= monotonic()) return;
      if (!isLive()) {
        // Whatever was kept before the pause may have missed a change: start from empty.
        stop();
        live = true;
      }
      freshUntil = Math.max(freshUntil, until);
    },
    stop,
    get live() {
      return isLive();
    },
    get size() {
      return entries.size;
    },
  };
}
