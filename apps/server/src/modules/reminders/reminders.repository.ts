import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import {
  reminderPasses,
  reminderSchedules,
  reminders,
  type StoredReminderStatus,
  weeklyDigests,
} from '../../db/schema/reminders.ts';

export type ReminderRow = typeof reminders.$inferSelect;
export type NewReminderRow = typeof reminders.$inferInsert;

export async function insertReminder(db: Executor, values: NewReminderRow): Promise<ReminderRow> {
  const [row] = await db.insert(reminders).values(values).returning();
  if (!row) throw new Error('insert into reminders returned nothing');
  return row;
}

/** Automatic reminders, each unless one with its key exists (once per loan, kind and due date). */
export async function insertAutomaticReminders(
  db: Executor,
  values: (NewReminderRow & { autoKey: string })[],
): Promise<number> {
  if (values.length === 0) return 0;
  const rows = await db
    .insert(reminders)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: reminders.id });
  return rows.length;
}

/** Which of these automatic keys exist already (reminders_auto_key_unique, one probe each). */
export async function findAutoKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ autoKey: reminders.autoKey })
    .from(reminders)
    .where(inArray(reminders.autoKey, keys));
  return new Set(rows.map((r) => r.autoKey ?? ''));
}

/**
 * The owners whose automatic reminders are due a look (their send hour came, or something changed),
 * locked for this transaction; SKIP LOCKED leaves those another instance is working on to it.
 */
export async function claimDuePasses(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ userId: reminderPasses.userId })
    .from(reminderPasses)
    .where(lte(reminderPasses.nextAt, now))
    .orderBy(asc(reminderPasses.nextAt), asc(reminderPasses.userId))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((r) => r.userId);
}

/** When each claimed owner is looked at next. */
export async function setNextPasses(db: Executor, next: { userId: string; nextAt: Date }[]): Promise<void> {
  if (next.length === 0) return;
  await db
    .insert(reminderPasses)
    .values(next)
    .onConflictDoUpdate({ target: reminderPasses.userId, set: { nextAt: sql`excluded.next_at` } });
}

/**
 * Something changed for these owners: they are looked at on the scheduler's next run, whatever
 * its clock says (the epoch is before any instance's now).
 */
export async function wakePasses(db: Executor, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(reminderPasses)
    .values(userIds.map((userId) => ({ userId, nextAt: new Date(0) })))
    .onConflictDoUpdate({
      target: reminderPasses.userId,
      set: { nextAt: sql`least(${reminderPasses.nextAt}, excluded.next_at)` },
    });
}

export async function findReminder(
  db: Executor,
  userId: string,
  id: string,
  lock?: 'update',
): Promise<ReminderRow | undefined> {
  const query = db
    .select()
    .from(reminders)
    .where(and(eq(reminders.id, id), eq(reminders.userId, userId)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** Reminders by id whoever owns them, locked (the mailer's outcome hook). */
export function lockRemindersByIds(db: Executor, ids: string[]): Promise<ReminderRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(reminders).where(inArray(reminders.id, ids)).for('update');
}

/** Delivered: sent (a returned one stays returned), one more attempt, no error. */
export async function markRemindersSent(db: Executor, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(reminders)
    .set({
      status: sql`case when ${reminders.status} = 'returned' then 'returned' else 'sent' end`,
      lastSentAt: at,
      attempts: sql`${reminders.attempts} + 1`,
      lastError: null,
      updatedAt: at,
    })
    .where(inArray(reminders.id, ids));
}

export function findRemindersByUser(db: Executor, userId: string): Promise<ReminderRow[]> {
  return db
    .select()
    .from(reminders)
    .where(eq(reminders.userId, userId))
    .orderBy(desc(reminders.createdAt), desc(reminders.id));
}

export async function updateReminder(
  db: Executor,
  id: string,
  values: Partial<NewReminderRow>,
): Promise<ReminderRow> {
  const [row] = await db.update(reminders).set(values).where(eq(reminders.id, id)).returning();
  if (!row) throw new Error('reminder vanished while locked');
  return row;
}

export async function deleteReminder(
  db: Executor,
  userId: string,
  id: string,
): Promise<ReminderRow | undefined> {
  const [row] = await db
    .delete(reminders)
    .where(and(eq(reminders.id, id), eq(reminders.userId, userId)))
    .returning();
  return row;
}

/**
 * The next due reminders, locked for this transaction; SKIP LOCKED leaves rows another instance is
 * working on to it. `after` walks on past rows this run looked at and left (owner's email off).
 */
export function claimDueReminders(
  db: Executor,
  now: Date,
  limit: number,
  after?: { sendAt: Date; id: string },
): Promise<ReminderRow[]> {
  return db
    .select()
    .from(reminders)
    .where(
      and(
        eq(reminders.status, 'scheduled'),
        isNull(reminders.queuedAt),
        lte(reminders.sendAt, now),
        after
          ? or(
              sql`${reminders.sendAt} > ${after.sendAt}`,
              and(eq(reminders.sendAt, after.sendAt), sql`${reminders.id} > ${after.id}`),
            )
          : undefined,
      ),
    )
    .orderBy(asc(reminders.sendAt), asc(reminders.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function setReminderStatus(
  db: Executor,
  ids: string[],
  values: { status?: StoredReminderStatus; queuedAt?: Date; lastError?: string | null },
): Promise<void> {
  if (ids.length === 0) return;
  await db.update(reminders).set(values).where(inArray(reminders.id, ids));
}

/** Over the owner's daily cap: the reminders wait for another day (still scheduled, not queued). */
export async function deferReminders(
  db: Executor,
  ids: string[],
  values: { reminderDate: string; sendAt: Date; lastError: string; updatedAt: Date },
): Promise<void> {
  if (ids.length === 0) return;
  await db.update(reminders).set(values).where(inArray(reminders.id, ids));
}

/** A loan came back: its unsent reminders are 'returned' for good. Returns them (to cancel mail). */
export function markLoanReturned(db: Executor, userId: string, loanId: string, at: Date) {
  return db
    .update(reminders)
    .set({ status: 'returned', updatedAt: at })
    .where(
      and(
        eq(reminders.userId, userId),
        eq(reminders.loanId, loanId),
        inArray(reminders.status, ['scheduled', 'failed']),
      ),
    )
    .returning({ id: reminders.id, generation: reminders.generation });
}

/**
 * A loan's due date moved: its automatic reminders still waiting (made for the old date) go, so
 * the scheduler makes those of the new date. Manual ones, and those sent or failed, stay. Returns
 * them (to cancel mail already queued).
 */
export function deletePendingAutomatic(db: Executor, userId: string, loanId: string) {
  return db
    .delete(reminders)
    .where(
      and(
        eq(reminders.userId, userId),
        eq(reminders.loanId, loanId),
        eq(reminders.isAutomatic, true),
        eq(reminders.status, 'scheduled'),
      ),
    )
    .returning({ id: reminders.id, generation: reminders.generation });
}

export async function findSchedule(db: Executor, userId: string) {
  const [row] = await db.select().from(reminderSchedules).where(eq(reminderSchedules.userId, userId));
  return row;
}

export function findSchedules(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.select().from(reminderSchedules).where(inArray(reminderSchedules.userId, userIds));
}

export async function upsertSchedule(
  db: Executor,
  userId: string,
  values: { leadDays: number; overdueDays: number[] },
  at: Date,
): Promise<void> {
  await db
    .insert(reminderSchedules)
    .values({ userId, ...values, updatedAt: at })
    .onConflictDoUpdate({ target: reminderSchedules.userId, set: { ...values, updatedAt: at } });
}

/** Marks the owner's week as done; false when another run marked it first. */
export async function claimDigestWeek(
  db: Executor,
  userId: string,
  weekStart: string,
  isSent: boolean,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(weeklyDigests)
    .values({ userId, weekStart, isSent, createdAt: at })
    .onConflictDoNothing()
    .returning({ userId: weeklyDigests.userId });
  return rows.length > 0;
}

/** The claimed week's digest went out (the claim was made with `isSent` false, before the loans were read). */
export async function markDigestSent(db: Executor, userId: string, weekStart: string): Promise<void> {
  await db
    .update(weeklyDigests)
    .set({ isSent: true })
    .where(and(eq(weeklyDigests.userId, userId), eq(weeklyDigests.weekStart, weekStart)));
}

export async function findDigestWeeks(db: Executor, userIds: string[], weekStarts: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: weeklyDigests.userId, weekStart: weeklyDigests.weekStart })
    .from(weeklyDigests)
    .where(and(inArray(weeklyDigests.userId, userIds), inArray(weeklyDigests.weekStart, weekStarts)));
}

/** The owner's timezone changed: unsent reminders go out at the send hour of their day there. */
export async function moveSendTimes(
  db: Executor,
  userId: string,
  sqlZone: string,
  hour: number,
): Promise<void> {
  await db
    .update(reminders)
    .set({
      sendAt: sql`(${reminders.reminderDate}::timestamp + make_interval(hours => ${hour})) at time zone ${sqlZone}`,
    })
    .where(and(eq(reminders.userId, userId), eq(reminders.status, 'scheduled'), isNull(reminders.queuedAt)));
}
