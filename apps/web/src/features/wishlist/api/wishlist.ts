import type {
  Book,
  NewWishlistItemInput,
  SharedWishlist,
  UpdateWishlistItemInput,
  WishlistBoughtInput,
  WishlistItem,
  WishlistShareBody,
  WishlistShareCreated,
  WishlistShareStatus,
} from '@shelfwise/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';

export const wishlistKeys = {
  all: ['wishlist'] as const,
  list: () => ['wishlist', 'list'] as const,
  isbn: (isbn: string) => ['wishlist', 'isbn', isbn] as const,
  share: () => ['wishlist-share'] as const,
  shared: (token: string) => ['wishlist-shared', token] as const,
};

/** `GET /api/wishlist`: the reader's wishlist, newest first. */
export const useWishlist = () =>
  useQuery({
    queryKey: wishlistKeys.list(),
    queryFn: ({ signal }) =>
      apiFetch<{ data: WishlistItem[] }>('/api/wishlist', {
        signal,
        fallbackMessage: t('wishlist.loadFailed'),
      }).then((answer) => answer.data),
  });

/** `GET /api/wishlist?isbn=`: the reader's wished-for book with this ISBN, or null ("in the shop"). */
export const useWishlistLookup = (isbn: string) =>
  useQuery({
    queryKey: wishlistKeys.isbn(isbn),
    queryFn: ({ signal }) =>
      apiFetch<{ data: WishlistItem[] }>(`/api/wishlist?isbn=${encodeURIComponent(isbn)}`, {
        signal,
        fallbackMessage: t('wishlist.loadFailed'),
      }).then((answer) => answer.data[0] ?? null),
    retry: false,
  });

const useWishlistMutation = <I, O>(run: (input: I) => Promise<O>, alsoBooks = false) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: wishlistKeys.all });
      if (alsoBooks) void client.invalidateQueries({ queryKey: ['books'] });
    },
  });
};

export const useAddToWishlist = () =>
  useWishlistMutation((item: NewWishlistItemInput) =>
    apiFetch<{ data: WishlistItem }>('/api/wishlist', {
      method: 'POST',
      body: item,
      fallbackMessage: t('wishlist.saveFailed'),
    }).then((answer) => answer.data),
  );

export const useUpdateWishlistItem = () =>
  useWishlistMutation(({ id, changes }: { id: string; changes: UpdateWishlistItemInput }) =>
    apiFetch<{ data: WishlistItem }>(`/api/wishlist/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: changes,
      fallbackMessage: t('wishlist.saveFailed'),
    }).then((answer) => answer.data),
  );

export const useRemoveWishlistItem = () =>
  useWishlistMutation((id: string) =>
    apiFetch<void>(`/api/wishlist/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      fallbackMessage: t('wishlist.removeFailed'),
    }),
  );

/** "I bought it": the book moves into the library (the library's queries refresh too). */
export const useBoughtWishlistItem = () =>
  useWishlistMutation(
    ({ id, purchase }: { id: string; purchase: WishlistBoughtInput }) =>
      apiFetch<Book>(`/api/wishlist/${encodeURIComponent(id)}/bought`, {
        method: 'POST',
        body: purchase,
        fallbackMessage: t('wishlist.boughtFailed'),
      }),
    true,
  );

// ---------- the share link ----------

export const useWishlistShare = () =>
  useQuery({
    queryKey: wishlistKeys.share(),
    queryFn: ({ signal }) =>
      apiFetch<{ data: WishlistShareStatus }>('/api/wishlist/share', {
        signal,
        fallbackMessage: t('wishlist.shareFailed'),
      }).then((answer) => answer.data),
  });

/** Makes the link (or a new one: the old stops working); its URL is in this answer only. */
export const useShareWishlist = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (options: WishlistShareBody) =>
      apiFetch<{ data: WishlistShareCreated }>('/api/wishlist/share', {
        method: 'POST',
        body: options,
        fallbackMessage: t('wishlist.shareFailed'),
      }).then((answer) => answer.data),
    onSuccess: (created, options) =>
      client.setQueryData<WishlistShareStatus>(wishlistKeys.share(), {
        enabled: true,
        showPrices: options.showPrices ?? false,
        showNotes: options.showNotes ?? false,
        createdAt: created.createdAt,
      }),
  });
};

export const useStopSharingWishlist = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<void>('/api/wishlist/share', { method: 'DELETE', fallbackMessage: t('wishlist.shareFailed') }),
    onSuccess: () =>
      client.setQueryData<WishlistShareStatus>(wishlistKeys.share(), {
        enabled: false,
        showPrices: false,
        showNotes: false,
        createdAt: null,
      }),
  });
};

/** `GET /api/wishlist/shared/{token}`: public, no session; the token is the key. */
export const useSharedWishlist = (token: string) =>
  useQuery({
    queryKey: wishlistKeys.shared(token),
    queryFn: ({ signal }) =>
      apiFetch<{ data: SharedWishlist }>(`/api/wishlist/shared/${encodeURIComponent(token)}`, {
        signal,
        fallbackMessage: t('sharedWishlist.failed'),
        renewSession: false,
      }).then((answer) => answer.data),
    retry: false,
    refetchOnWindowFocus: false,
  });
