import { count, desc, eq, sql } from 'drizzle-orm';
import { mailOutbox, users } from '../../db/schema/index.ts';
import type { Executor } from '../auth/auth.repository.ts';

/**
 * Counted with plain SQL so this module does not depend on the books module's files; until the
 * books table exists (an older database) the count is 0.
 */
export async function countBooksOfUser(db: Executor, userId: string): Promise<number> {
  try {
    const result = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from books where user_id = ${userId}`,
    );
    return result.rows[0]?.n ?? 0;
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).cause?.code ??
      (error as { code?: string }).code;
    if (code === '42P01') return 0;
    throw error;
  }
}

export async function deleteUser(db: Executor, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

/** Mail still queued for an address that no longer has an account must not go out. */
export async function deleteMailTo(db: Executor, address: string): Promise<void> {
  await db.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = lower(${address})`);
}

export async function listUsers(db: Executor, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .orderBy(desc(users.createdAt), users.id)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(users),
  ]);
  return { rows, total: total?.n ?? 0 };
}
