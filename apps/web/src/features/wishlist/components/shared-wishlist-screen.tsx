import { Gift, Link2Off } from 'lucide-react';
import { BrandMark } from '../../../components/ui/brand-mark.tsx';
import { CoverTile } from '../../../components/ui/cover-tile.tsx';
import { LanguageSwitcher } from '../../../components/ui/language-switcher.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ThemeToggle } from '../../../components/ui/theme-toggle.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { t, useT } from '../../../lib/i18n/i18n.ts';
import { pageTitle, usePageTitle } from '../../../lib/use-page-title.ts';
import { useSharedWishlist } from '../api/wishlist.ts';
import { priceText } from '../lib/price.ts';

/**
 * `/wishlist/{token}` (issue 30): a reader's wishlist as their family and friends see it, with no
 * account: the books, and the prices and notes only when the owner chose to show them.
 */
export function SharedWishlistScreen({ token }: { token: string }) {
  useT();
  const list = useSharedWishlist(token);
  usePageTitle(pageTitle(t('sharedWishlist.pageTitle')));

  return (
    <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
      {/* The server sends these as headers too; React puts them in the head while the page shows. */}
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <header className="mx-auto flex max-w-2xl items-center justify-between gap-2 px-4 py-4">
        <BrandMark />
        <div className="flex items-center gap-2">
          <LanguageSwitcher />
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className="mx-auto max-w-2xl space-y-6 px-4 pb-12">
        {list.isPending ? (
          <div
            role="status"
            className="flex flex-col items-center gap-3 py-16 text-slate-700 dark:text-slate-200"
          >
            <Spinner />
            {t('sharedWishlist.loading')}
          </div>
        ) : list.isError ? (
          <Failed error={list.error} />
        ) : (
          <>
            <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">
              {list.data.ownerName
                ? t('sharedWishlist.title', { name: list.data.ownerName })
                : t('sharedWishlist.titleNoName')}
            </h1>
            {list.data.items.length === 0 ? (
              <p className="rounded-xl border border-slate-200 bg-white px-4 py-8 text-center text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
                {t('sharedWishlist.empty')}
              </p>
            ) : (
              <ul
                aria-label={t('sharedWishlist.listLabel')}
                className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900"
              >
                {list.data.items.map((item, i) => {
                  const price = priceText(item.priceMinor, item.currency);
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list that never reorders (its items carry no id)
                    <li key={`${item.isbn}-${i}`} className="flex items-start gap-3 p-4">
                      <CoverTile title={item.title} thumbnail={item.thumbnail} />
                      <div className="min-w-0 flex-1">
                        <p className="font-medium break-words text-slate-900 dark:text-slate-100">
                          {item.title}
                        </p>
                        {item.author ? (
                          <p className="text-sm text-slate-600 dark:text-slate-300">{item.author}</p>
                        ) : null}
                        {item.isbn ? (
                          <p className="text-sm text-slate-600 dark:text-slate-300">
                            {t('sharedWishlist.isbn')} <span className="font-mono">{item.isbn}</span>
                          </p>
                        ) : null}
                        {price ? (
                          <p className="mt-0.5 text-sm font-semibold text-slate-800 dark:text-slate-100">
                            {price}
                          </p>
                        ) : null}
                        {item.note ? (
                          <p className="mt-1 text-sm break-words text-slate-600 italic dark:text-slate-300">
                            {item.note}
                          </p>
                        ) : null}
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
            <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
              <Gift aria-hidden="true" className="h-4 w-4" />
              {t('sharedWishlist.footer')}
            </p>
          </>
        )}
      </main>
    </div>
  );
}

function Failed({ error }: { error: Error }) {
  const status = error instanceof ApiError ? error.status : 0;
  return (
    <div
      role="alert"
      className="rounded-2xl bg-white p-8 text-center shadow-sm dark:bg-slate-900 dark:ring-1 dark:ring-slate-700"
    >
      <Link2Off aria-hidden="true" className="mx-auto h-10 w-10 text-slate-500 dark:text-slate-400" />
      <h1 className="mt-3 text-xl font-semibold text-slate-900 dark:text-slate-100">
        {status === 404
          ? t('sharedWishlist.invalidTitle')
          : status === 429
            ? t('sharedWishlist.tooManyTitle')
            : t('sharedWishlist.failedTitle')}
      </h1>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {status === 404
          ? t('sharedWishlist.invalid')
          : status === 429
            ? t('sharedWishlist.tooMany')
            : error.message || t('sharedWishlist.failed')}
      </p>
    </div>
  );
}
