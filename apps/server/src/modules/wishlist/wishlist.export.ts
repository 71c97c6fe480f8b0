import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { wishlistItems } from '../../db/schema/wishlist.ts';

/**
 * The user's wishlist for the JSON export (decision 0015). The share link is not exported: only
 * its hash is kept, and a restored account makes a new one.
 */
export function createWishlistExport({ db }: { db: Database }) {
  return {
    exportRows: (userId: string) => db.select().from(wishlistItems).where(eq(wishlistItems.userId, userId)),
  };
}

export type WishlistExport = ReturnType<typeof createWishlistExport>;
