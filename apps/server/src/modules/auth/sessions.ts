import { randomUUID } from 'node:crypto';
import { accountSuspendedMessage } from '@shelfwise/contract';
import type { Executor } from '../../db/executor.ts';
import { listenToChannel } from '../../db/listener.ts';
import { afterCommit } from '../../db/transaction.ts';
import type { AuthUser } from '../../http/auth-guard.ts';
import type { ClientMeta } from '../../http/client-meta.ts';
import { type AccountRow, type AuthServiceDeps, SESSION_TTL_MS } from './auth.context.ts';
import * as repo from './auth.repository.ts';
import { createAuthenticator, createCredentialUsers } from './authenticator.ts';
import { signSessionToken } from './secrets.ts';
import { AUTH_CHANGED_CHANNEL, createSessionCache } from './session-cache.ts';

/**
 * Sessions (after immich's SessionService): opening and ending them, the authenticator the auth
 * guard asks, the session cache with its listener, and the account writes that make the cache
 * forget an account when they commit. Every other part of the module writes accounts through
 * `writes`.
 */

/** Payloads on the auth channel that are `changesHeard` markers, not account ids. */
const HEARD_PREFIX = 'heard:';

export type Sessions = ReturnType<typeof createSessions>;
export type AccountWrites = Sessions['writes'];

export function createSessions(deps: AuthServiceDeps) {
  const { db, config, log, clock, appSettings } = deps;
  const now = () => clock.now();
  const sessionCache = createSessionCache();
  const suspendedMessage = async () => accountSuspendedMessage((await appSettings.current()).supportEmail);
  /**
   * The repository's writes to accounts and sessions. Once each commits, this instance's session
   * cache forgets the account at once (other instances hear it from the trigger's NOTIFY): whoever
   * called, a request, a job or a test, the next read sees the change.
   */
  const forget = (executor: Executor, userId: string | undefined) =>
    afterCommit(executor, () => (userId ? sessionCache.forgetUser(userId) : undefined));
  const writes = {
    async updateUser(executor: Executor, id: string, values: Parameters<typeof repo.updateUser>[2]) {
      const row = await repo.updateUser(executor, id, values);
      forget(executor, id);
      return row;
    },
    async deleteUser(executor: Executor, id: string) {
      await repo.deleteUser(executor, id);
      forget(executor, id);
    },
    async revokeSession(executor: Executor, sessionId: string) {
      forget(executor, await repo.revokeSession(executor, sessionId));
    },
    async revokeSessionsOfUser(executor: Executor, userId: string, exceptSessionId?: string) {
      await repo.revokeSessionsOfUser(executor, userId, exceptSessionId);
      forget(executor, userId);
    },
    async setPaidPlan(executor: Executor, id: string, plan: AccountRow['plan']) {
      const current = await repo.setPaidPlan(executor, id, plan);
      forget(executor, id);
      return current;
    },
    async setComplimentaryPlan(
      executor: Executor,
      id: string,
      plan: AccountRow['plan'] | null,
      paidPlan: AccountRow['plan'],
    ) {
      const row = await repo.setComplimentaryPlan(executor, id, plan, paidPlan);
      forget(executor, id);
      return row;
    },
  };
  /** Markers sent by `changesHeard`, answered when the listener hears them back. */
  const heard = new Map<string, () => void>();
  // The cache answers only while the listener's heartbeat keeps coming back (db/listener.ts): a
  // connection that stays open but delivers nothing turns it off within SESSION_CACHE_STALE_MS.
  const changes = deps.listenUrl
    ? listenToChannel({
        connectionString: deps.listenUrl,
        channel: AUTH_CHANGED_CHANNEL,
        log,
        name: 'session cache listener',
        onNotify: (payload) => {
          if (payload.startsWith(HEARD_PREFIX)) heard.get(payload)?.();
          else sessionCache.forgetUser(payload);
        },
        onLost: () => sessionCache.stop(),
        heartbeat: {
          everyMs: config.SESSION_CACHE_HEARTBEAT_MS,
          staleAfterMs: config.SESSION_CACHE_STALE_MS,
          onFresh: (until) => sessionCache.liveUntil(until),
        },
      })
    : undefined;

  async function openSession(tx: Executor, userId: string, meta?: ClientMeta): Promise<string> {
    const session = await repo.insertSession(tx, {
      userId,
      expiresAt: new Date(now().getTime() + SESSION_TTL_MS),
      userAgent: meta?.userAgent?.slice(0, 500) ?? null,
      ip: meta?.ip ?? null,
    });
    return signSessionToken(config.JWT_SECRET, session);
  }

  return {
    writes,
    openSession,

    async logout(user: AuthUser): Promise<void> {
      await writes.revokeSession(db, user.sessionId);
    },

    /** For the auth guard (wired in the composition root). */
    authenticator: createAuthenticator({
      db,
      jwtSecret: config.JWT_SECRET,
      cache: sessionCache,
      now,
      suspendedMessage,
    }),
    /** The signed-in user behind an access token's account (the access-tokens module's authenticator). */
    credentialUser: createCredentialUsers({ db, suspendedMessage }),
    /**
     * Whether signed-in users are being read from the session cache: its listener is connected and
     * has heard its own heartbeat back within SESSION_CACHE_STALE_MS.
     */
    get live(): boolean {
      return sessionCache.live;
    },
    /** Starts hearing of account and session changes; until then (and whenever not) nothing is cached. */
    async start(): Promise<void> {
      await changes?.start();
    },
    /**
     * Resolves once every change to accounts committed before the call has reached this
     * instance's session cache (NOTIFY arrives in commit order, so hearing a marker sent now
     * means hearing all of them): for code that wrote accounts with SQL of its own, as tests do.
     */
    async changesHeard(): Promise<void> {
      if (!changes?.listening) return;
      const marker = `${HEARD_PREFIX}${randomUUID()}`;
      let timer: NodeJS.Timeout | undefined;
      try {
        await new Promise<void>((resolve, reject) => {
          heard.set(marker, resolve);
          timer = setTimeout(() => reject(new Error('the session cache did not hear its marker')), 5000);
          repo.notifyAuthChanged(db, marker).catch(reject);
        });
      } finally {
        clearTimeout(timer);
        heard.delete(marker);
      }
    },
    async close(): Promise<void> {
      await changes?.close();
      sessionCache.stop();
    },
  };
}
