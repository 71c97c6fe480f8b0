import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { emailVerificationCodes, passwordResetTokens, sessions, users } from '../../db/schema/index.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or an open transaction: repositories work inside the caller's transaction. */
export type Executor = Database | Transaction;

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function insertUser(db: Executor, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned nothing');
  return row;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  // citext: the comparison is case-insensitive in the database.
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function updateUser(db: Executor, id: string, values: Partial<NewUserRow>): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  if (!row) throw new Error(`user ${id} vanished`);
  return row;
}

export async function insertSession(
  db: Executor,
  values: { userId: string; expiresAt: Date; userAgent?: string | null; ip?: string | null },
) {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('insert into sessions returned nothing');
  return row;
}

/** The user behind a live session (not revoked, not expired), read fresh on every request. */
export async function findSessionUser(db: Executor, sessionId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row?.user;
}

export async function revokeSession(db: Executor, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeSessionsOfUser(
  db: Executor,
  userId: string,
  exceptSessionId?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}

/** Replaces any earlier code of the user: only the latest mailed code works. */
export async function upsertVerificationCode(
  db: Executor,
  values: { userId: string; email: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insert(emailVerificationCodes)
    .values({ ...values, attempts: 0 })
    .onConflictDoUpdate({
      target: emailVerificationCodes.userId,
      set: {
        email: values.email,
        codeHash: values.codeHash,
        expiresAt: values.expiresAt,
        attempts: 0,
        usedAt: null,
        createdAt: sql`now()`,
      },
    });
}

/** Locks the user's code row for the duration of the transaction, so tries are counted exactly. */
export async function lockVerificationCode(tx: Transaction, userId: string) {
  const [row] = await tx
    .select()
    .from(emailVerificationCodes)
    .where(eq(emailVerificationCodes.userId, userId))
    .for('update')
    .limit(1);
  return row;
}

export async function updateVerificationCode(
  db: Executor,
  id: string,
  values: { attempts?: number; usedAt?: Date },
): Promise<void> {
  await db.update(emailVerificationCodes).set(values).where(eq(emailVerificationCodes.id, id));
}

export async function insertPasswordResetToken(
  db: Executor,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/** Claims a live reset token: marks it used and returns it, or nothing if it is unknown, used or expired. */
export async function consumePasswordResetToken(tx: Transaction, tokenHash: string) {
  const [row] = await tx
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

export async function invalidatePasswordResetTokens(db: Executor, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
