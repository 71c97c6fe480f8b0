import type { Language, Timezone } from '@shelfwise/contract';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/executor.ts';
import type { Authenticator, AuthUser } from '../../http/auth-guard.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import { findSessionUser, findUserById, type SessionUserRow } from './auth.repository.ts';
import { readSessionToken } from './secrets.ts';
import type { SessionCache, SessionUser } from './session-cache.ts';

/** Exactly the fields of SessionUser, built field by field: nothing else of the row is kept. */
export function toSessionUser(row: SessionUserRow): SessionUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    plan: row.plan,
    complimentaryPlan: row.complimentaryPlan,
    intendedPlan: row.intendedPlan,
    emailVerified: row.emailVerifiedAt !== null,
    suspended: row.suspendedAt !== null,
    avatar: row.avatar,
    language: row.language as Language,
    timezone: row.timezone as Timezone,
    notificationSettings: row.notificationSettings,
    createdAt: row.createdAt,
  };
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Reads the bearer token's session and its user from the database, or from the session cache
 * while it holds them (it forgets an account the moment PostgreSQL reports a change to it). A
 * suspended account's sessions are revoked when it is suspended; the check here also covers a
 * session opened in the same instant.
 */
export function createAuthenticator(deps: {
  db: Executor;
  jwtSecret: string;
  cache: SessionCache;
  now: () => Date;
  suspendedMessage: () => Promise<string>;
}): Authenticator {
  const { db, jwtSecret, cache, now, suspendedMessage } = deps;

  async function sessionUser(sessionId: string): Promise<SessionUser | undefined> {
    const cached = cache.get(sessionId, now());
    if (cached) return cached;
    const mark = cache.mark();
    const found = await findSessionUser(db, sessionId);
    if (!found) return undefined;
    const user = toSessionUser(found.user);
    cache.store(mark, sessionId, user, found.expiresAt);
    return user;
  }

  return {
    async authenticate(request) {
      const token = bearerToken(request);
      if (!token) throw unauthorized('Please sign in to continue');
      const sessionId = await readSessionToken(jwtSecret, token);
      if (!sessionId) throw unauthorized('Your session is invalid or has expired. Please sign in again.');
      const user = await sessionUser(sessionId);
      if (!user) throw unauthorized('Your session is invalid or has expired. Please sign in again.');
      if (user.suspended) throw forbidden(await suspendedMessage(), 'ACCOUNT_SUSPENDED');
      const { suspended: _, ...fields } = user;
      return { ...fields, sessionId, accessToken: null };
    },
  };
}

/** A signed-in user as the guard has it, without what says how they signed in. */
export type CredentialUser = Omit<AuthUser, 'sessionId' | 'accessToken'>;

/**
 * The account behind a credential that is not a session (a personal access token, checked by its
 * own module): read from the database each time, undefined when it is gone; suspended → 403.
 */
export function createCredentialUsers(deps: { db: Executor; suspendedMessage: () => Promise<string> }) {
  return async (userId: string): Promise<CredentialUser | undefined> => {
    const row = await findUserById(deps.db, userId);
    if (!row) return undefined;
    const { suspended, ...fields } = toSessionUser(row);
    if (suspended) throw forbidden(await deps.suspendedMessage(), 'ACCOUNT_SUSPENDED');
    return fields;
  };
}
