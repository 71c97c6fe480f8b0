import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { type WishlistItemRow, wishlistItems, wishlistShares } from '../../db/schema/wishlist.ts';

export type { WishlistItemRow };

export type WishlistValues = Pick<
  WishlistItemRow,
  'title' | 'author' | 'isbn' | 'thumbnail' | 'priceMinor' | 'currency' | 'note'
>;

/** The user's wishlist, newest first; with `isbn`, only the item of that ISBN-13. */
export function findItems(db: Executor, userId: string, isbn?: string) {
  return db
    .select()
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), isbn ? eq(wishlistItems.isbn, isbn) : undefined))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
}

/** The user's wishlist in the order it was made (the shared page lists it so). */
export function findItemsOldestFirst(db: Executor, userId: string) {
  return db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.id));
}

export async function countItems(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
  return row?.n ?? 0;
}

export async function insertItem(
  db: Executor,
  userId: string,
  values: WishlistValues,
  at: Date,
): Promise<WishlistItemRow> {
  const [row] = await db
    .insert(wishlistItems)
    .values({ ...values, userId, createdAt: at, updatedAt: at })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateItem(
  db: Executor,
  userId: string,
  id: string,
  values: Partial<WishlistValues>,
  at: Date,
): Promise<WishlistItemRow | undefined> {
  const [row] = await db
    .update(wishlistItems)
    .set({ ...values, updatedAt: at })
    .where(and(eq(wishlistItems.id, id), eq(wishlistItems.userId, userId)))
    .returning();
  return row;
}

/** The user's item, locked until the transaction ends (a second "I bought it" waits, then finds none). */
export async function lockItem(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(wishlistItems)
    .where(and(eq(wishlistItems.id, id), eq(wishlistItems.userId, userId)))
    .for('update');
  return row;
}

export async function deleteItem(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.id, id), eq(wishlistItems.userId, userId)))
    .returning({ id: wishlistItems.id });
  return rows.length > 0;
}

// ---------- the share link ----------

export async function upsertShare(
  db: Executor,
  userId: string,
  values: { tokenHash: string; showPrices: boolean; showNotes: boolean },
  at: Date,
): Promise<void> {
  await db
    .insert(wishlistShares)
    .values({ userId, ...values, createdAt: at })
    .onConflictDoUpdate({ target: wishlistShares.userId, set: { ...values, createdAt: at } });
}

export async function findShareOfUser(db: Executor, userId: string) {
  const [row] = await db.select().from(wishlistShares).where(eq(wishlistShares.userId, userId));
  return row;
}

export async function findShareByTokenHash(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(wishlistShares).where(eq(wishlistShares.tokenHash, tokenHash));
  return row;
}

export async function deleteShare(db: Executor, userId: string): Promise<void> {
  await db.delete(wishlistShares).where(eq(wishlistShares.userId, userId));
}
