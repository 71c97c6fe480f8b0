// Past 400 lines: every query on the tables the auth module owns (users, sessions, codes, reset
// tokens), with the admin area's account searches and counts; one file, so one place owns them.
import {
  and,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/executor.ts';
import { emailVerificationCodes, passwordResetTokens, sessions, users } from '../../db/schema/users.ts';
import { escapeLike } from '../../db/sql.ts';
import { AUTH_CHANGED_CHANNEL } from './session-cache.ts';

/** The auth module owns the users table and the tables of sign-in: sessions, codes, reset tokens. */

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

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

export function findUserSummaries(
  db: Executor,
  ids: string[],
): Promise<{ id: string; name: string; email: string }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
}

export async function updateUser(db: Executor, id: string, values: Partial<NewUserRow>): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  if (!row) throw new Error(`user ${id} vanished`);
  return row;
}

/**
 * Takes the user's row lock for the rest of the transaction, so a user's limit-checked writes (books
 * against the book limit, loans against the loan limit) run one at a time. FOR NO KEY UPDATE, not FOR
 * UPDATE: rows that reference the user (books, loans, activity) take FOR KEY SHARE on it when they are
 * written, and must not wait for this lock. Every transaction that locks a user and a book takes the
 * user first.
 */
export async function lockUser(tx: Transaction, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('no key update');
  return row;
}

/** The accounts that point at these avatar paths: path → account id. */
export async function findAvatarOwners(db: Executor, paths: string[]): Promise<Map<string, string>> {
  if (paths.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, avatar: users.avatar })
    .from(users)
    .where(inArray(users.avatar, paths));
  return new Map(rows.flatMap((r) => (r.avatar ? [[r.avatar, r.id] as const] : [])));
}

export async function deleteUser(db: Executor, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

export async function insertSession(
  db: Executor,
  values: { userId: string; expiresAt: Date; userAgent?: string | null; ip?: string | null },
) {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('insert into sessions returned nothing');
  return row;
}

/**
 * The columns a signed-in request reads of its user: the session query selects only these, so the
 * password hash and other secrets never leave the database on this path, nor enter the cache.
 */
const sessionUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  plan: users.plan,
  complimentaryPlan: users.complimentaryPlan,
  intendedPlan: users.intendedPlan,
  emailVerifiedAt: users.emailVerifiedAt,
  suspendedAt: users.suspendedAt,
  avatar: users.avatar,
  language: users.language,
  timezone: users.timezone,
  notificationSettings: users.notificationSettings,
  createdAt: users.createdAt,
};

export type SessionUserRow = Pick<UserRow, keyof typeof sessionUserColumns>;

/** The user behind a live session (not revoked, not expired), and when the session expires. */
const sessionUserQuery = (db: Executor) =>
  db
    .select({ user: sessionUserColumns, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('find_session_user');

/** Built once per database handle: the query of every signed-in request, prepared on each connection. */
const sessionUserQueries = new WeakMap<Executor, ReturnType<typeof sessionUserQuery>>();

export async function findSessionUser(
  db: Executor,
  sessionId: string,
): Promise<{ user: SessionUserRow; expiresAt: Date } | undefined> {
  let query = sessionUserQueries.get(db);
  if (!query) {
    query = sessionUserQuery(db);
    sessionUserQueries.set(db, query);
  }
  const [row] = await query.execute({ sessionId });
  return row;
}

/** Sends `payload` on the session cache's channel (delivered when the caller's transaction commits). */
export async function notifyAuthChanged(db: Executor, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${AUTH_CHANGED_CHANNEL}, ${payload})`);
}

/** Revokes a live session; answers its account's id (undefined if it was not live). */
export async function revokeSession(db: Executor, sessionId: string): Promise<string | undefined> {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  return row?.userId;
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

/**
 * Whether the account behind `email` has ever signed in from `ip` (a session was opened from it):
 * such an address is the owner's, and is not slowed when strangers hammer the account.
 */
export async function hasSignedInFrom(db: Executor, email: string, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(users.email, email), eq(sessions.ip, ip)))
    .limit(1);
  return row !== undefined;
}

/**
 * Replaces any earlier code of the user: only the latest mailed code works. A fresh code (a resend,
 * which has its own limit) starts with no wrong tries; otherwise the tries of an unused earlier code
 * carry over, so asking for a code another way (an email change) never buys more guesses.
 */
export async function upsertVerificationCode(
  db: Executor,
  values: { userId: string; email: string; codeHash: string; expiresAt: Date },
  options: { isFresh: boolean },
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
        attempts: options.isFresh
          ? 0
          : sql`case when ${emailVerificationCodes.usedAt} is null then ${emailVerificationCodes.attempts} else 0 end`,
        usedAt: null,
        createdAt: sql`now()`,
      },
    });
}

/** Ends the user's live code (a cancelled email change); its wrong tries are kept. */
export async function expireVerificationCode(db: Executor, userId: string): Promise<void> {
  await db
    .update(emailVerificationCodes)
    .set({ expiresAt: sql`least(${emailVerificationCodes.expiresAt}, now())` })
    .where(and(eq(emailVerificationCodes.userId, userId), isNull(emailVerificationCodes.usedAt)));
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

/** Accounts by id (the scheduler reads the owners of the reminders it sends). */
export function findUsersByIds(db: Executor, ids: string[]): Promise<UserRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(users).where(inArray(users.id, ids));
}

/** Accounts that turned the weekly digest on. */
export function findUsersWithWeeklyDigest(db: Executor): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(sql`(${users.notificationSettings} ->> 'weeklyDigest')::boolean is true`);
}

// ---- For the admin area (through the auth service)

export interface AccountFilters {
  search?: string;
  plan?: UserRow['plan'];
  role?: UserRow['role'];
  status?: 'verified' | 'unverified' | 'suspended';
}

function accountWhere({ search, plan, role, status }: AccountFilters): SQL | undefined {
  const term = search ? `%${escapeLike(search)}%` : null;
  return and(
    // The email as text, so its trigram index serves the search (citext's own ILIKE would not).
    term ? or(ilike(users.name, term), sql`${users.email}::text ilike ${term}`) : undefined,
    plan ? eq(users.plan, plan) : undefined,
    role ? eq(users.role, role) : undefined,
    status === 'suspended' ? isNotNull(users.suspendedAt) : undefined,
    status === 'verified' ? and(isNotNull(users.emailVerifiedAt), isNull(users.suspendedAt)) : undefined,
    status === 'unverified' ? and(isNull(users.emailVerifiedAt), isNull(users.suspendedAt)) : undefined,
  );
}

/** A page of accounts, newest first, with when each last opened a session. */
export async function searchUsers(db: Executor, filters: AccountFilters, page: number, limit: number) {
  const where = accountWhere(filters);
  // Written out: inside a select, Drizzle leaves columns unqualified, and "id" would be the session's.
  const lastSignInAt = sql<
    string | null
  >`(select max(s.created_at) from sessions s where s.user_id = ${sql.identifier('users')}.${sql.identifier('id')})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, lastSignInAt })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r.user,
      lastSignInAt: r.lastSignInAt ? new Date(r.lastSignInAt) : null,
    })),
    total: total?.n ?? 0,
  };
}

export async function findLastSignIn(db: Executor, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`max(${sessions.createdAt})` })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return row?.at ? new Date(row.at) : null;
}

/** Accounts by plan and by state, in one pass over the table. */
export async function countUsersByState(db: Executor) {
  const n = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      free: n(sql`${users.plan} = 'free'`),
      basic: n(sql`${users.plan} = 'basic'`),
      premium: n(sql`${users.plan} = 'premium'`),
      complimentary: n(sql`${users.complimentaryPlan} is not null`),
      verified: n(sql`${users.emailVerifiedAt} is not null and ${users.suspendedAt} is null`),
      unverified: n(sql`${users.emailVerifiedAt} is null and ${users.suspendedAt} is null`),
      suspended: n(sql`${users.suspendedAt} is not null`),
      admins: n(sql`${users.role} = 'admin'`),
    })
    .from(users);
  if (!row) throw new Error('count over users returned nothing');
  return row;
}

/** New accounts per UTC day for the `days` days up to `now`, oldest first, empty days included. */
export async function countSignupsPerDay(db: Executor, now: Date, days: number) {
  const result = await db.execute<{ date: string; count: number }>(sql`
    select to_char(d.day, 'YYYY-MM-DD') as date, count(${users.id})::int as count
    from generate_series(
      (timezone('UTC', ${now.toISOString()}::timestamptz))::date - ${days - 1}::int,
      (timezone('UTC', ${now.toISOString()}::timestamptz))::date,
      interval '1 day'
    ) as d(day)
    left join ${users} on timezone('UTC', ${users.createdAt})::date = d.day::date
    group by d.day
    order by d.day`);
  return result.rows;
}

/**
 * The admins who can use the admin area (verified, not suspended), their rows locked for the rest
 * of the transaction in id order: two admins demoting each other at once take turns, so the
 * second sees the first one's change and the last admin stays.
 */
export async function lockActiveAdmins(tx: Transaction): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNotNull(users.emailVerifiedAt), isNull(users.suspendedAt)))
    .orderBy(users.id)
    .for('no key update');
  return rows.map((r) => r.id);
}

/**
 * The paid plan moved (billing): the account gets the higher of it and its complimentary plan.
 * Returns the plan the account has now.
 */
export async function setPaidPlan(db: Executor, id: string, paidPlan: UserRow['plan']) {
  const [row] = await db
    .update(users)
    .set({
      plan: sql`greatest(${paidPlan}::plan, coalesce(${users.complimentaryPlan}, 'free'::plan))`,
      // A paid plan bought: the plan picked at sign-up is chosen, the dashboard stops offering it.
      ...(paidPlan !== 'free' ? { intendedPlan: 'free' as const } : {}),
    })
    .where(eq(users.id, id))
    .returning({ plan: users.plan });
  if (!row) throw new Error(`user ${id} vanished`);
  return row.plan;
}

/** An admin gives (or withdraws, with null) a complimentary plan; `paidPlan` is what billing says is paid for. */
export async function setComplimentaryPlan(
  db: Executor,
  id: string,
  plan: UserRow['plan'] | null,
  paidPlan: UserRow['plan'],
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      complimentaryPlan: plan,
      plan: sql`greatest(${paidPlan}::plan, ${plan ?? 'free'}::plan)`,
    })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished`);
  return row;
}
