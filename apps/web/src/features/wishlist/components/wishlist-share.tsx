import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useShareWishlist, useStopSharingWishlist, useWishlistShare } from '../api/wishlist.ts';

/**
 * The wishlist's read-only share link (for birthdays): whether it shows prices and notes, made or
 * reset (a new secret URL, shown once with Copy; the old one stops working), or turned off.
 */
export function WishlistShare() {
  const t = useT();
  const status = useWishlistShare();
  const share = useShareWishlist();
  const stop = useStopSharingWishlist();
  const [showPrices, setShowPrices] = useState<boolean | null>(null);
  const [showNotes, setShowNotes] = useState<boolean | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState<'reset' | 'off' | null>(null);
  const [error, setError] = useState('');

  const enabled = status.data?.enabled ?? false;
  const prices = showPrices ?? status.data?.showPrices ?? false;
  const notes = showNotes ?? status.data?.showNotes ?? false;
  const changed = enabled && (prices !== status.data?.showPrices || notes !== status.data?.showNotes);

  const make = async () => {
    setError('');
    try {
      const created = await share.mutateAsync({ showPrices: prices, showNotes: notes });
      setUrl(created.url);
      setCopied(false);
    } catch (err) {
      setError((err as Error).message || t('wishlist.shareFailed'));
    } finally {
      setConfirming(null);
    }
  };

  const turnOff = async () => {
    setError('');
    try {
      await stop.mutateAsync();
      setUrl(null);
      setShowPrices(null);
      setShowNotes(null);
    } catch (err) {
      setError((err as Error).message || t('wishlist.shareFailed'));
    } finally {
      setConfirming(null);
    }
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      (document.getElementById('wishlist-share-url') as HTMLInputElement | null)?.select();
    }
  };

  return (
    <section
      aria-labelledby="wishlist-share-heading"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <div>
        <h2 id="wishlist-share-heading" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          {t('wishlist.shareTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('wishlist.shareLead')}</p>
      </div>
      {status.isPending ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('wishlist.shareLoading')}</p>
      ) : status.isError ? (
        <Alert tone="error">{status.error.message || t('wishlist.shareFailed')}</Alert>
      ) : (
        <>
          <div className="space-y-3">
            <Switch checked={prices} onChange={setShowPrices} label={t('wishlist.sharePrices')} />
            <Switch checked={notes} onChange={setShowNotes} label={t('wishlist.shareNotes')} />
          </div>
          <p className="text-sm text-slate-700 dark:text-slate-200">
            {enabled
              ? t('wishlist.shareOn', { date: formatDate(status.data.createdAt ?? '') })
              : t('wishlist.shareOff')}
          </p>
          {changed ? (
            <p className="text-sm text-amber-800 dark:text-amber-200">{t('wishlist.shareChanged')}</p>
          ) : null}
          {url ? (
            <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <TextField
                id="wishlist-share-url"
                containerClassName="flex-1"
                className="font-mono"
                label={t('wishlist.shareUrl')}
                hint={t('wishlist.shareUrlHint')}
                value={url}
                readOnly
                onFocus={(e) => e.currentTarget.select()}
              />
              <Button variant="secondary" onClick={copy}>
                {copied ? (
                  <Check aria-hidden="true" className="h-4 w-4" />
                ) : (
                  <Copy aria-hidden="true" className="h-4 w-4" />
                )}
                <span aria-live="polite">{copied ? t('wishlist.shareCopied') : t('wishlist.shareCopy')}</span>
              </Button>
            </div>
          ) : null}
          <div className="flex flex-col gap-2 sm:flex-row">
            {enabled ? (
              <>
                <Button variant="secondary" onClick={() => setConfirming('reset')}>
                  {t('wishlist.shareReset')}
                </Button>
                <Button variant="danger" onClick={() => setConfirming('off')}>
                  {t('wishlist.shareTurnOff')}
                </Button>
              </>
            ) : (
              <Button onClick={make} loading={share.isPending} disabled={share.isPending}>
                {t('wishlist.shareMake')}
              </Button>
            )}
          </div>
          <Alert tone="error">{error}</Alert>
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'off' ? t('wishlist.shareTurnOff') : t('wishlist.shareReset')}
        message={confirming === 'off' ? t('wishlist.shareTurnOffText') : t('wishlist.shareResetText')}
        confirmText={confirming === 'off' ? t('wishlist.shareTurnOff') : t('wishlist.shareReset')}
        busyText={t('wishlist.shareWorking')}
        busy={share.isPending || stop.isPending}
        tone={confirming === 'off' ? 'danger' : 'primary'}
        onCancel={() => setConfirming(null)}
        onConfirm={confirming === 'off' ? turnOff : make}
      />
    </section>
  );
}
