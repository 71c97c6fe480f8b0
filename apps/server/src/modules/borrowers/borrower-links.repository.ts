import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { type BorrowerLinkPurpose, borrowerLinks } from '../../db/schema/borrowers.ts';

export type BorrowerLinkRow = typeof borrowerLinks.$inferSelect;

export async function insertLink(
  db: Executor,
  values: {
    userId: string;
    borrowerId: string;
    purpose: BorrowerLinkPurpose;
    tokenHash: string;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(borrowerLinks).values(values);
}

export async function findLinkByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<BorrowerLinkRow | undefined> {
  const [row] = await db.select().from(borrowerLinks).where(eq(borrowerLinks.tokenHash, tokenHash));
  return row;
}

/** Stamps the pair's live links (of one purpose, or all) revoked; returns how many were live. */
export async function revokePairLinks(
  db: Executor,
  pair: { userId: string; borrowerId: string },
  at: Date,
  purpose?: BorrowerLinkPurpose,
): Promise<number> {
  const rows = await db
    .update(borrowerLinks)
    .set({ revokedAt: at })
    .where(
      and(
        eq(borrowerLinks.userId, pair.userId),
        eq(borrowerLinks.borrowerId, pair.borrowerId),
        isNull(borrowerLinks.revokedAt),
        purpose ? eq(borrowerLinks.purpose, purpose) : undefined,
      ),
    )
    .returning({ id: borrowerLinks.id });
  return rows.length;
}
