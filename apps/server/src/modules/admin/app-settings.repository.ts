import { eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/executor.ts';
import { appSettings } from '../../db/schema/admin.ts';

export type AppSettingsRow = typeof appSettings.$inferSelect;

export async function findAppSettings(db: Executor): Promise<AppSettingsRow | undefined> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.id, 1)).limit(1);
  return row;
}

/** The row locked for the rest of the transaction (two saves at once take turns). */
export async function lockAppSettings(tx: Transaction): Promise<AppSettingsRow | undefined> {
  const [row] = await tx.select().from(appSettings).where(eq(appSettings.id, 1)).for('update');
  return row;
}

export async function saveAppSettings(
  db: Executor,
  values: Omit<typeof appSettings.$inferInsert, 'id'>,
): Promise<AppSettingsRow> {
  const [row] = await db
    .insert(appSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: appSettings.id, set: values })
    .returning();
  if (!row) throw new Error('saving app settings returned nothing');
  return row;
}
