import {
  type Book,
  fromMinorUnits,
  type NewWishlistItem,
  type PlanId,
  PURCHASE_DATE_AFTER_TODAY_MESSAGE,
  plans,
  type SharedWishlist,
  UNKNOWN_AUTHOR,
  type UpdateWishlistItem,
  type WishlistBought,
  type WishlistItem,
  type WishlistShareStatus,
} from '@shelfwise/contract';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-error.ts';
import { isUuid } from '../../db/sql.ts';
import { transaction } from '../../db/transaction.ts';
import { conflict, forbidden, invalidField, notFound, tooManyRequests } from '../../http/errors.ts';
import type { Clock } from '../../platform/clock.ts';
import { firstName } from '../../platform/ical-feed.ts';
import type { RateLimiter, RateRule } from '../../platform/rate-limit.ts';
import { todayIn } from '../../platform/time.ts';
import type { ActivityService } from '../activity/index.ts';
import { type AuthService, generateSecretToken, hashSecretToken } from '../auth/index.ts';
import type { BooksService } from '../books/index.ts';
import {
  countItems,
  deleteItem,
  deleteShare,
  findItems,
  findItemsOldestFirst,
  findShareByTokenHash,
  findShareOfUser,
  insertItem,
  lockItem,
  updateItem,
  upsertShare,
  type WishlistItemRow,
} from './wishlist.repository.ts';

/** A share token as we hand it out: 256 bits in base64url, 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const ITEM = 'Wishlist item';
const UNIQUE_ISBN = 'wishlist_items_user_isbn_idx';

/** Reads of shared wishlists per client address, an hour: a birthday party stays far under it. */
export const SHARED_WISHLIST_LIMIT: RateRule = { limit: 120, windowMs: 60 * 60_000 };
export const sharedWishlistLimitKey = (ip: string) => `wishlist:shared:ip:${ip}`;

export const wishlistLimitMessage = (planId: PlanId, max: number) =>
  `Your ${plans[planId].name} plan holds up to ${max} books on the wishlist. Remove one or upgrade to add more.`;
export const ALREADY_WISHED_MESSAGE = 'This book is already on your wishlist';

export function toWishlistItem(row: WishlistItemRow): WishlistItem {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    isbn: row.isbn,
    thumbnail: row.thumbnail,
    priceMinor: row.priceMinor,
    currency: row.currency,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface WishlistServiceDeps {
  db: Database;
  clock: Clock;
  /** The web app's origin, where the share URL points (config.APP_URL). */
  appUrl: string;
  limiter: Pick<RateLimiter, 'hit'>;
  auth: Pick<AuthService, 'lockAccount' | 'findAccount'>;
  books: Pick<BooksService, 'addCopy'>;
  activity: Pick<ActivityService, 'record'>;
}

export type WishlistService = ReturnType<typeof createWishlistService>;

/**
 * The wishlist (issue 30): books a reader wants, within the plan's count; "I bought it" moves one
 * into the library through the books service, in one transaction with the wishlist row's delete
 * and both activity entries; and a read-only share link behind a secret token (kept hashed).
 */
export function createWishlistService({
  db,
  clock,
  appUrl,
  limiter,
  auth,
  books,
  activity,
}: WishlistServiceDeps) {
  const alreadyWished = (error: unknown): never => {
    if (isUniqueViolation(error, UNIQUE_ISBN)) throw conflict(ALREADY_WISHED_MESSAGE);
    throw error;
  };

  return {
    async list(userId: string, isbn?: string): Promise<WishlistItem[]> {
      return (await findItems(db, userId, isbn || undefined)).map(toWishlistItem);
    },

    /** Adds a wished-for book, within the plan's count (counted under the user's row lock). */
    async add(userId: string, input: NewWishlistItem): Promise<WishlistItem> {
      return transaction(db, async (tx) => {
        const owner = await auth.lockAccount(tx, userId);
        if (!owner) throw notFound('User');
        const max = plans[owner.plan].maxWishlistItems;
        if (max !== null && (await countItems(tx, userId)) >= max) {
          throw forbidden(wishlistLimitMessage(owner.plan, max), 'PLAN_LIMIT');
        }
        const row = await insertItem(
          tx,
          userId,
          {
            title: input.title,
            author: input.author ?? '',
            isbn: input.isbn ?? '',
            thumbnail: input.thumbnail ?? '',
            priceMinor: input.priceMinor ?? null,
            currency: input.currency ?? null,
            note: input.note ?? '',
          },
          clock.now(),
        ).catch(alreadyWished);
        await activity.record(tx, userId, 'WISHLIST_ADDED', { title: row.title, author: row.author });
        return toWishlistItem(row);
      });
    },

    async update(userId: string, id: string, input: UpdateWishlistItem): Promise<WishlistItem> {
      if (!isUuid(id)) throw notFound(ITEM);
      const row = await updateItem(db, userId, id, input, clock.now()).catch(alreadyWished);
      if (!row) throw notFound(ITEM);
      return toWishlistItem(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!isUuid(id) || !(await deleteItem(db, userId, id))) throw notFound(ITEM);
    },

    /**
     * "I bought it": the book joins the library (the plan's book limit; one already there by ISBN,
     * or by title and author without one: 409, and the item stays) with what was paid (left out:
     * the wishlist's price) and when (left out: the reader's today; never after it). The wishlist
     * row goes, and WISHLIST_BOUGHT joins CREATE_BOOK, all in one transaction. A second time: 404.
     */
    async bought(userId: string, id: string, input: WishlistBought): Promise<Book> {
      if (!isUuid(id)) throw notFound(ITEM);
      return transaction(db, async (tx) => {
        // The user's row first, as every book write does (lock order: user, then rows).
        const owner = await auth.lockAccount(tx, userId);
        if (!owner) throw notFound('User');
        const item = await lockItem(tx, userId, id);
        if (!item) throw notFound(ITEM);
        const today = todayIn(owner.timezone, clock.now());
        const purchasedOn = input.purchasedOn ?? today;
        if (purchasedOn > today) throw invalidField('purchasedOn', PURCHASE_DATE_AFTER_TODAY_MESSAGE);
        const priceGiven = input.priceMinor !== undefined;
        const priceMinor = priceGiven ? (input.priceMinor ?? null) : item.priceMinor;
        const currency = priceGiven ? (input.currency ?? null) : item.currency;
        const book = await books.addCopy(tx, userId, {
          title: item.title,
          author: item.author || UNKNOWN_AUTHOR,
          isbn: item.isbn,
          description: '',
          category: '',
          thumbnail: item.thumbnail,
          notes: '',
          purchasePriceMinor: priceMinor,
          purchaseCurrency: currency,
          purchasedOn,
        });
        await deleteItem(tx, userId, id);
        await activity.record(tx, userId, 'WISHLIST_BOUGHT', {
          title: item.title,
          author: item.author,
          ...(priceMinor !== null && currency
            ? { amount: fromMinorUnits(priceMinor, currency), currency }
            : {}),
        });
        return book;
      });
    },

    // ---------- the share link ----------

    async shareStatus(userId: string): Promise<WishlistShareStatus> {
      const row = await findShareOfUser(db, userId);
      return {
        enabled: Boolean(row),
        showPrices: row?.showPrices ?? false,
        showNotes: row?.showNotes ?? false,
        createdAt: row?.createdAt.toISOString() ?? null,
      };
    },

    /** Makes the share link, or a new one (the old one answers 404 at once): its URL, shown this once. */
    async share(
      userId: string,
      options: { showPrices: boolean; showNotes: boolean },
    ): Promise<{ url: string; createdAt: string }> {
      const token = generateSecretToken();
      const at = clock.now();
      await upsertShare(db, userId, { tokenHash: hashSecretToken(token), ...options }, at);
      return { url: `${appUrl}/wishlist/${token}`, createdAt: at.toISOString() };
    },

    async stopSharing(userId: string): Promise<void> {
      await deleteShare(db, userId);
    },

    /**
     * The list behind a share token (reads only): the owner's first name and the books, with prices
     * and notes only when the owner chose so. null for a malformed, unknown or replaced token.
     * Counted per client address (429 past the limit).
     */
    async shared(token: string, ip: string): Promise<SharedWishlist | null> {
      const state = await limiter.hit(sharedWishlistLimitKey(ip), SHARED_WISHLIST_LIMIT);
      if (state.count > SHARED_WISHLIST_LIMIT.limit) {
        const seconds = Math.max(1, Math.ceil((state.resetAt.getTime() - clock.now().getTime()) / 1000));
        const minutes = Math.ceil(seconds / 60);
        throw tooManyRequests(
          `Too many requests from this address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          seconds,
        );
      }
      if (!TOKEN_SHAPE.test(token)) return null;
      const share = await findShareByTokenHash(db, hashSecretToken(token));
      if (!share) return null;
      const owner = await auth.findAccount(share.userId);
      if (!owner) return null;
      const rows = await findItemsOldestFirst(db, share.userId);
      return {
        ownerName: firstName(owner.name),
        items: rows.map((row) => ({
          title: row.title,
          author: row.author,
          isbn: row.isbn,
          thumbnail: row.thumbnail,
          ...(share.showPrices ? { priceMinor: row.priceMinor, currency: row.currency } : {}),
          ...(share.showNotes ? { note: row.note } : {}),
        })),
      };
    },
  };
}
