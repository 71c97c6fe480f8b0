import { randomBytes } from 'node:crypto';
import {
  ACCESS_TOKEN_PREFIX,
  ACCESS_TOKEN_PREFIX_LENGTH,
  ACCESS_TOKEN_SHAPE,
  type AccessToken,
  type AccessTokenCreated,
  type AccessTokenList,
  accessTokenLimitMessage,
  type CreateAccessToken,
  type PlanId,
  plans,
} from '@shelfwise/contract';
import type { Database } from '../../db/client.ts';
import { isUuid } from '../../db/sql.ts';
import { transaction } from '../../db/transaction.ts';
import type { Authenticator, AuthUser } from '../../http/auth-guard.ts';
import { forbidden, notFound, tooManyRequests, unauthorized } from '../../http/errors.ts';
import type { AuditRecorder } from '../../platform/audit.ts';
import type { ClientMeta } from '../../platform/client-meta.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { type AuthService, auditParty, hashSecretToken } from '../auth/index.ts';
import {
  type AccessTokenRow,
  countLiveTokens,
  findTokenByHash,
  findTokensOfUser,
  insertToken,
  markUsed,
  revokeToken,
} from './access-tokens.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A token's last use is written at most this often (no write per request). */
export const LAST_USED_EVERY_MS = 60 * 1000;
/** Each token's requests are counted in windows this long, `apiRequestsPerMinute` of its owner's plan. */
const RATE_WINDOW_MS = 60 * 1000;

export const INVALID_TOKEN_MESSAGE = 'This access token is invalid, expired or revoked';

export interface AccessTokensServiceDeps {
  db: Database;
  clock: Clock;
  auth: Pick<AuthService, 'credentialUser' | 'lockAccount'>;
  audit: AuditRecorder;
  limiter: RateLimiter;
}

export type AccessTokensService = ReturnType<typeof createAccessTokensService>;

/** `sw_pat_` and 256 random bits in base64url (43 characters). */
export function generateAccessToken(): string {
  return `${ACCESS_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

function present(row: AccessTokenRow): AccessToken {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: row.lastUsedIp,
  };
}

function bearer(header: string | undefined): string | null {
  return header ? (/^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? null) : null;
}

/**
 * Personal access tokens (issue 31, decision 0028): made, listed and revoked by the signed-in
 * user in Settings (never with a token), and the authenticator the auth guard asks for a request
 * that comes with `Bearer sw_pat_…`. Only the SHA-256 of a token is kept; the token is in the
 * answer that makes it and nowhere else.
 */
export function createAccessTokensService({ db, clock, auth, audit, limiter }: AccessTokensServiceDeps) {
  /** Counts the request against the token's window; 429 past the plan's rate. */
  async function countRequest(
    request: Parameters<Authenticator['authenticate']>[0],
    id: string,
    plan: PlanId,
  ) {
    const limit = plans[plan].apiRequestsPerMinute;
    const state = await limiter.hit(`pat:${id}`, { limit, windowMs: RATE_WINDOW_MS });
    const resetSeconds = Math.max(0, Math.ceil((state.resetAt.getTime() - clock.now().getTime()) / 1000));
    request.apiRateLimit = { limit, remaining: Math.max(0, limit - state.count), resetSeconds };
    if (state.count > limit) {
      const wait = Math.max(1, resetSeconds);
      throw tooManyRequests(
        `This access token made too many requests. Try again in ${wait} second${wait === 1 ? '' : 's'}.`,
        wait,
      );
    }
  }

  const authenticator: Authenticator = {
    async authenticate(request): Promise<AuthUser> {
      const token = bearer(request.headers.authorization);
      if (!token || !ACCESS_TOKEN_SHAPE.test(token)) throw unauthorized(INVALID_TOKEN_MESSAGE);
      const row = await findTokenByHash(db, hashSecretToken(token));
      const now = clock.now();
      if (!row || row.revokedAt || row.expiresAt <= now) throw unauthorized(INVALID_TOKEN_MESSAGE);
      const user = await auth.credentialUser(row.userId);
      if (!user) throw unauthorized(INVALID_TOKEN_MESSAGE);
      await countRequest(request, row.id, user.plan);
      if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
        await markUsed(db, row.id, now, request.ip, new Date(now.getTime() - LAST_USED_EVERY_MS));
      }
      return { ...user, sessionId: '', accessToken: { id: row.id, scopes: row.scopes } };
    },
  };

  return {
    authenticator,

    /** The user's tokens not revoked, newest first, and how many the plan allows. */
    async list(user: Pick<AuthUser, 'id' | 'plan'>): Promise<AccessTokenList> {
      const rows = await findTokensOfUser(db, user.id);
      return { data: rows.map(present), plan: user.plan, limit: plans[user.plan].maxAccessTokens };
    },

    /**
     * Makes a token, within the plan's number of live ones (403 PLAN_LIMIT past it); the answer
     * holds the token this once. The count and the insert run under the account's row lock, so two
     * requests at once cannot both take the last place.
     */
    async create(
      user: Pick<AuthUser, 'id' | 'email' | 'plan'>,
      input: CreateAccessToken,
      origin: ClientMeta,
    ): Promise<AccessTokenCreated> {
      const token = generateAccessToken();
      return transaction(db, async (tx) => {
        await auth.lockAccount(tx, user.id);
        const now = clock.now();
        if ((await countLiveTokens(tx, user.id, now)) >= plans[user.plan].maxAccessTokens) {
          throw forbidden(accessTokenLimitMessage(user.plan), 'PLAN_LIMIT');
        }
        const row = await insertToken(tx, {
          userId: user.id,
          name: input.name,
          scopes: input.scopes,
          tokenHash: hashSecretToken(token),
          prefix: token.slice(0, ACCESS_TOKEN_PREFIX_LENGTH),
          createdAt: now,
          expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
        });
        await audit.record(tx, {
          action: 'ACCESS_TOKEN_CREATED',
          actor: auditParty(user),
          target: auditParty(user),
          origin,
          before: null,
          after: {
            name: row.name,
            prefix: row.prefix,
            scopes: row.scopes,
            expiresAt: row.expiresAt.toISOString(),
          },
          details: { tokenId: row.id },
        });
        return { ...present(row), token };
      });
    },

    /** Revokes one of the user's tokens at once; someone else's, an unknown or a revoked one → 404. */
    async revoke(user: Pick<AuthUser, 'id' | 'email'>, id: string, origin: ClientMeta): Promise<void> {
      if (!isUuid(id)) throw notFound('Access token');
      await transaction(db, async (tx) => {
        const row = await revokeToken(tx, user.id, id, clock.now());
        if (!row) throw notFound('Access token');
        await audit.record(tx, {
          action: 'ACCESS_TOKEN_REVOKED',
          actor: auditParty(user),
          target: auditParty(user),
          origin,
          before: { name: row.name, prefix: row.prefix, scopes: row.scopes },
          after: null,
          details: { tokenId: row.id },
        });
      });
    },
  };
}
