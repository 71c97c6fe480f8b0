import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Executor } from '../db/executor.ts';
import { idempotencyKeys } from '../db/schema/platform.ts';

/** How long a key's first answer is kept and replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export interface IdempotencyClaim {
  userId: string;
  key: string;
  /** What identifies the request (see fingerprintOf). */
  fingerprint: string;
  now: Date;
}

export type ClaimResult = { kind: 'new' } | { kind: 'replay'; response: unknown } | { kind: 'mismatch' };

/** A stable digest of a request body. */
export function fingerprintOf(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

/**
 * Claims a key inside the transaction that does the work. A concurrent request with the same key
 * waits on the key's row until this transaction ends: if it commits, the other replays its
 * answer; if it rolls back, the other does the work itself. So a double click or a retry makes
 * one change, however the requests interleave.
 */
export async function claimIdempotencyKey(tx: Executor, claim: IdempotencyClaim): Promise<ClaimResult> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ userId: claim.userId, key: claim.key, fingerprint: claim.fingerprint, createdAt: claim.now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { kind: 'new' };
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)))
    .for('update');
  if (!row || row.createdAt.getTime() < claim.now.getTime() - IDEMPOTENCY_TTL_MS) {
    // Expired (or purged meanwhile): the key starts afresh.
    await tx
      .insert(idempotencyKeys)
      .values({ userId: claim.userId, key: claim.key, fingerprint: claim.fingerprint, createdAt: claim.now })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: { fingerprint: claim.fingerprint, response: null, createdAt: claim.now },
      });
    return { kind: 'new' };
  }
  if (row.fingerprint !== claim.fingerprint) return { kind: 'mismatch' };
  return { kind: 'replay', response: row.response };
}

/** Stores the answer to replay, in the same transaction as the work. */
export async function recordIdempotentResponse(
  tx: Executor,
  claim: Pick<IdempotencyClaim, 'userId' | 'key'>,
  response: unknown,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ response })
    .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
}

/** Forgets keys past their 24 hours (housekeeping). */
export async function purgeIdempotencyKeys(db: Database, now: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)));
}
