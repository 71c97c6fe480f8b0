import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { avatars } from '../../db/schema/avatars.ts';

export interface StoredAvatar {
  contentType: string;
  bytes: Buffer;
}

export async function insertAvatar(
  db: Executor,
  row: { name: string; userId: string; contentType: string; bytes: Buffer; createdAt: Date },
): Promise<void> {
  await db
    .insert(avatars)
    .values({ ...row, byteSize: row.bytes.length })
    .onConflictDoNothing();
}

/** Every image of the account except `keep` (the one its `avatar` now points at, or none). */
export async function deleteAvatarsOf(db: Executor, userId: string, keep: string | null): Promise<void> {
  await db
    .delete(avatars)
    .where(keep ? and(eq(avatars.userId, userId), ne(avatars.name, keep)) : eq(avatars.userId, userId));
}

export async function findAvatar(db: Executor, name: string): Promise<StoredAvatar | undefined> {
  const [row] = await db
    .select({ contentType: avatars.contentType, bytes: avatars.bytes })
    .from(avatars)
    .where(eq(avatars.name, name));
  return row;
}
