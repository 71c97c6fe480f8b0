import type { NewWishlistItemInput, WishlistItem } from '@shelfwise/contract';
import { newWishlistItemSchema } from '@shelfwise/contract';
import type { AppUnderTest } from '../harness.ts';
import type { CreatedUser } from './users.ts';

let counter = 0;

/** A wished-for book added through the wishlist service (plan's count, activity entry and all). */
export async function createWishlistItem(
  t: AppUnderTest,
  owner: CreatedUser,
  values: Partial<NewWishlistItemInput> = {},
): Promise<WishlistItem> {
  const n = ++counter;
  const input = newWishlistItemSchema.parse({ title: `Wished ${n}`, author: `Author ${n}`, ...values });
  return t.services.wishlist.add(owner.user.id, input);
}
