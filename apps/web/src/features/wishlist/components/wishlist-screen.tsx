import type { WishlistItem } from '@shelfwise/contract';
import { Gift, Pencil, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { CoverTile } from '../../../components/ui/cover-tile.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useSettings } from '../../settings/index.ts';
import { useRemoveWishlistItem, useWishlist } from '../api/wishlist.ts';
import { defaultCurrency, priceText } from '../lib/price.ts';
import { BoughtDialog } from './bought-dialog.tsx';
import { WishlistItemDialog } from './wishlist-item-dialog.tsx';
import { WishlistShare } from './wishlist-share.tsx';

/** `/dashboard/wishlist` (issue 30): the books the reader wants, what they cost, and the share link. */
export function WishlistScreen() {
  const t = useT();
  const list = useWishlist();
  const remove = useRemoveWishlistItem();
  const fallbackCurrency = defaultCurrency(useSettings().data?.country);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<WishlistItem | null>(null);
  const [buying, setBuying] = useState<WishlistItem | null>(null);
  const [removing, setRemoving] = useState<WishlistItem | null>(null);

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.success(t('wishlist.removed', { title: removing.title }));
    } catch (error) {
      toast.error((error as Error).message || t('wishlist.removeFailed'));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">{t('wishlist.title')}</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('wishlist.lead')}</p>
        </div>
        <Button onClick={() => setAdding(true)} className="self-start sm:self-auto">
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('wishlist.addButton')}
        </Button>
      </div>

      <section
        aria-label={t('wishlist.listLabel')}
        className="rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
      >
        {list.isPending ? (
          <div
            role="status"
            className="flex items-center justify-center gap-3 py-12 text-slate-700 dark:text-slate-200"
          >
            <Spinner />
            {t('wishlist.loading')}
          </div>
        ) : list.isError ? (
          <div className="p-4">
            <Alert tone="error">{list.error.message || t('wishlist.loadFailed')}</Alert>
          </div>
        ) : list.data.length === 0 ? (
          <EmptyState icon={Gift} title={t('wishlist.emptyTitle')} message={t('wishlist.empty')} />
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-700">
            {list.data.map((item) => {
              const price = priceText(item.priceMinor, item.currency);
              return (
                <li key={item.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                  <div className="flex min-w-0 flex-1 items-start gap-3">
                    <CoverTile title={item.title} thumbnail={item.thumbnail} />
                    <div className="min-w-0 flex-1">
                      <p className="font-medium break-words text-slate-900 dark:text-slate-100">
                        {item.title}
                      </p>
                      {item.author ? (
                        <p className="text-sm text-slate-600 dark:text-slate-300">{item.author}</p>
                      ) : null}
                      {price ? (
                        <p className="mt-0.5 text-sm font-semibold text-slate-800 dark:text-slate-100">
                          <span className="sr-only">{t('wishlist.price')}: </span>
                          {price}
                        </p>
                      ) : null}
                      {item.note ? (
                        <p className="mt-1 text-sm break-words text-slate-600 italic dark:text-slate-300">
                          {item.note}
                        </p>
                      ) : null}
                    </div>
                  </div>
                  <div className="flex flex-wrap gap-2 sm:shrink-0">
                    <Button size="sm" onClick={() => setBuying(item)}>
                      <ShoppingBag aria-hidden="true" className="h-4 w-4" />
                      {t('wishlist.bought')}
                      <span className="sr-only">: {item.title}</span>
                    </Button>
                    <Button size="sm" variant="secondary" onClick={() => setEditing(item)}>
                      <Pencil aria-hidden="true" className="h-4 w-4" />
                      {t('wishlist.edit')}
                      <span className="sr-only">: {item.title}</span>
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setRemoving(item)}>
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                      {t('wishlist.remove')}
                      <span className="sr-only">: {item.title}</span>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <WishlistShare />

      {adding ? (
        <WishlistItemDialog fallbackCurrency={fallbackCurrency} onClose={() => setAdding(false)} />
      ) : null}
      {editing ? (
        <WishlistItemDialog
          fallbackCurrency={fallbackCurrency}
          item={editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {buying ? (
        <BoughtDialog fallbackCurrency={fallbackCurrency} item={buying} onClose={() => setBuying(null)} />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('wishlist.removeTitle')}
        message={t('wishlist.removeText', { title: removing?.title ?? '' })}
        confirmText={t('wishlist.remove')}
        busyText={t('wishlist.removing')}
        busy={remove.isPending}
        tone="danger"
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
    </div>
  );
}
