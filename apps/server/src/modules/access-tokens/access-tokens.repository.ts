import type { AccessTokenScope } from '@shelfwise/contract';
import { and, count, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { personalAccessTokens } from '../../db/schema/access-tokens.ts';

export type AccessTokenRow = typeof personalAccessTokens.$inferSelect;

export async function insertToken(
  db: Executor,
  values: {
    userId: string;
    name: string;
    scopes: AccessTokenScope[];
    tokenHash: string;
    prefix: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<AccessTokenRow> {
  const [row] = await db.insert(personalAccessTokens).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The user's tokens not revoked (expired ones too), newest first. */
export function findTokensOfUser(db: Executor, userId: string): Promise<AccessTokenRow[]> {
  return db
    .select()
    .from(personalAccessTokens)
    .where(and(eq(personalAccessTokens.userId, userId), isNull(personalAccessTokens.revokedAt)))
    .orderBy(desc(personalAccessTokens.createdAt), desc(personalAccessTokens.id));
}

/** The user's tokens that still work: not revoked, not expired (what the plan's limit counts). */
export async function countLiveTokens(db: Executor, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(personalAccessTokens)
    .where(
      and(
        eq(personalAccessTokens.userId, userId),
        isNull(personalAccessTokens.revokedAt),
        gt(personalAccessTokens.expiresAt, now),
      ),
    );
  return row?.n ?? 0;
}

export async function findTokenByHash(db: Executor, tokenHash: string): Promise<AccessTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(personalAccessTokens)
    .where(eq(personalAccessTokens.tokenHash, tokenHash));
  return row;
}

/** Revokes the user's token; the row as it was revoked, or undefined (not theirs, or revoked already). */
export async function revokeToken(
  db: Executor,
  userId: string,
  id: string,
  at: Date,
): Promise<AccessTokenRow | undefined> {
  const [row] = await db
    .update(personalAccessTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(personalAccessTokens.id, id),
        eq(personalAccessTokens.userId, userId),
        isNull(personalAccessTokens.revokedAt),
      ),
    )
    .returning();
  return row;
}

/**
 * Records a use of the token, unless one was recorded since `staleBefore` (at most one write a
 * minute per token, whatever several instances do at once).
 */
export async function markUsed(
  db: Executor,
  id: string,
  at: Date,
  ip: string,
  staleBefore: Date,
): Promise<void> {
  await db
    .update(personalAccessTokens)
    .set({ lastUsedAt: at, lastUsedIp: ip })
    .where(
      and(
        eq(personalAccessTokens.id, id),
        or(isNull(personalAccessTokens.lastUsedAt), lte(personalAccessTokens.lastUsedAt, staleBefore)),
      ),
    );
}
