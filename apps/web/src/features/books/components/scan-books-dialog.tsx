import {
  addToScanQueue,
  type IsbnListResult,
  MAX_BATCH_BOOKS,
  type PlanId,
  plans,
  toIsbn13,
} from '@shelfwise/contract';
import { useQuery } from '@tanstack/react-query';
import { Gift, X } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { CoverTile } from '../../../components/ui/cover-tile.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { translateIssue } from '../../../lib/i18n/validation.ts';
import { CameraView, createScanFeedback, useBarcodeScanner } from '../../scan/index.ts';
import { useAddToWishlist, useWishlistLookup } from '../../wishlist/index.ts';
import { useAddIsbnList } from '../api/add-isbn-list.ts';
import { catalogSearchQueryOptions } from '../api/search-catalog.ts';
import { useShelfCheck } from '../api/shelf-check.ts';

export interface ScanBooksDialogProps {
  onClose: () => void;
  /** Called after books were added (the library's queries are already refreshed). */
  onAdded?: () => void;
  plan: PlanId;
}

/**
 * One scanned book: its cover and title from the catalogue (paid plans), and at a glance whether
 * it is already on the reader's shelf, lent out (to whom), on their wishlist or new to them ("in
 * the shop", issue 30), with one tap to wish for a book new to them.
 */
function QueuedBook({
  isbn,
  canSearch,
  onRemove,
  onShelf,
}: {
  isbn: string;
  canSearch: boolean;
  onRemove: () => void;
  onShelf: (isbn: string, onShelf: boolean) => void;
}) {
  const t = useT();
  const shelf = useShelfCheck(isbn);
  const catalogue = useQuery({ ...catalogSearchQueryOptions(isbn), enabled: canSearch });
  const found = catalogue.data?.data.find((b) => b.isbn === isbn) ?? catalogue.data?.data[0];
  const owned = shelf.data?.book ?? null;
  const known = owned?.title || found?.title || '';
  const title = known || t('scan.isbnOnly', { isbn });
  const author = owned?.author || found?.author || '';
  const wished = useWishlistLookup(isbn);
  const wish = useAddToWishlist();
  const [wishError, setWishError] = useState('');
  const addToWishlist = () => {
    setWishError('');
    wish.mutate(
      {
        title: found?.title || `ISBN ${isbn}`,
        author: found?.author ?? '',
        isbn,
        thumbnail: found?.thumbnail ?? '',
      },
      { onError: (e) => setWishError(e.message || t('scan.wishFailed')) },
    );
  };
  const isNew = !shelf.isPending && !shelf.isError && !owned && !shelf.data?.loan;
  useEffect(() => {
    if (shelf.data) onShelf(isbn, shelf.data.book !== null);
  }, [shelf.data, isbn, onShelf]);
  return (
    <li className="flex items-center gap-3 py-2">
      <CoverTile title={title} thumbnail={owned?.thumbnail || found?.thumbnail} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900 dark:text-slate-100">{title}</p>
        {known ? (
          <p className="truncate text-sm text-slate-600 dark:text-slate-300">
            {author ? `${author} · ` : ''}
            <span className="font-mono">{isbn}</span>
          </p>
        ) : null}
        <p className="mt-0.5 text-sm">
          {shelf.isPending ? (
            <span className="text-slate-500 dark:text-slate-400">{t('scan.checking')}</span>
          ) : shelf.data?.loan ? (
            <span className="font-medium text-amber-800 dark:text-amber-200">
              {t('scan.onLoanTo', { name: shelf.data.loan.borrowerName })}
            </span>
          ) : owned ? (
            <span className="font-medium text-amber-800 dark:text-amber-200">{t('scan.inLibrary')}</span>
          ) : shelf.isError ? (
            <span className="text-slate-500 dark:text-slate-400">{t('scan.checkFailed')}</span>
          ) : (
            <span className="font-medium text-green-800 dark:text-green-300">{t('scan.newToYou')}</span>
          )}
          {wished.data ? (
            <span className="ml-2 inline-flex items-center gap-1 font-medium text-brand-700 dark:text-brand-100">
              <Gift aria-hidden="true" className="h-3.5 w-3.5" />
              {t('scan.onWishlist')}
            </span>
          ) : null}
        </p>
        {isNew && wished.isSuccess && !wished.data ? (
          <Button
            size="sm"
            variant="secondary"
            className="mt-1"
            onClick={addToWishlist}
            loading={wish.isPending}
            disabled={wish.isPending}
          >
            <Gift aria-hidden="true" className="h-4 w-4" />
            {t('scan.addToWishlist')}
            <span className="sr-only">: {title}</span>
          </Button>
        ) : null}
        {wishError ? (
          <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
            {wishError}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('scan.remove', { isbn })}
        className="rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </li>
  );
}

/**
 * Scan a stack (issue 30): the camera reads each book's barcode (or the reader types the ISBN),
 * each book waits in the list with what the catalogue and the shelf say about it, and "Add" adds
 * the new ones at once through the ISBN list (the server looks them up, applies the batch rules
 * and the plan's limits; a free plan adds them with their ISBN only). Lazy-loaded: none of this,
 * nor the decoder, is in the library page's first bytes.
 */
export default function ScanBooksDialog({ onClose, onAdded, plan }: ScanBooksDialogProps) {
  const t = useT();
  const canSearch = plans[plan].canSearchCatalog;
  const [queue, setQueue] = useState<string[]>([]);
  const [onShelf, setOnShelf] = useState<Set<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | undefined>();
  const [result, setResult] = useState<IsbnListResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const feedback = useRef<ReturnType<typeof createScanFeedback> | null>(null);
  const add = useAddIsbnList();
  const typedRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    feedback.current = createScanFeedback();
    return () => feedback.current?.close();
  }, []);

  const enqueue = (isbn: string): boolean => {
    let added = false;
    setQueue((current) => {
      if (current.length >= MAX_BATCH_BOOKS && !current.includes(isbn)) return current;
      const next = addToScanQueue(current, isbn);
      added = next.added;
      return next.queue;
    });
    return added;
  };

  const { videoRef, state } = useBarcodeScanner({
    active: true,
    onIsbn: (isbn) => {
      if (queue.length >= MAX_BATCH_BOOKS && !queue.includes(isbn)) {
        setAnnouncement(t('scan.queueFull', { max: MAX_BATCH_BOOKS }));
        return;
      }
      if (queue.includes(isbn)) {
        setAnnouncement(t('scan.alreadyQueued', { isbn }));
        return;
      }
      enqueue(isbn);
      setResult(null);
      feedback.current?.accepted();
      setAnnouncement(t('scan.queued', { isbn }));
    },
    onUpc: () => setAnnouncement(t('scan.upc')),
  });

  const markShelf = useRef((isbn: string, shelved: boolean) =>
    setOnShelf((current) => {
      if (current.has(isbn) === shelved) return current;
      const next = new Set(current);
      if (shelved) next.add(isbn);
      else next.delete(isbn);
      return next;
    }),
  ).current;

  const submitTyped = (event: FormEvent) => {
    event.preventDefault();
    const check = toIsbn13(typed);
    if (!check.ok) {
      setTypedError(translateIssue(check.reason));
      typedRef.current?.focus();
      return;
    }
    setTypedError(undefined);
    setResult(null);
    if (queue.includes(check.isbn13)) {
      setAnnouncement(t('scan.alreadyQueued', { isbn: check.isbn13 }));
    } else if (queue.length >= MAX_BATCH_BOOKS) {
      setAnnouncement(t('scan.queueFull', { max: MAX_BATCH_BOOKS }));
    } else {
      enqueue(check.isbn13);
      setAnnouncement(t('scan.queued', { isbn: check.isbn13 }));
    }
    setTyped('');
  };

  const toAdd = queue.filter((isbn) => !onShelf.has(isbn));
  const addAll = () => {
    setError(null);
    add.mutate(toAdd.join('\n'), {
      onSuccess: (answer) => {
        setResult(answer);
        setQueue((current) => current.filter((isbn) => !toAdd.includes(isbn)));
        setAnnouncement('');
        onAdded?.();
      },
      onError: (e) => setError(e.message || t('add.failed')),
    });
  };

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!add.isPending}
      size="lg"
      title={t('scan.title')}
      description={t('scan.description')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={add.isPending}>
            {t('common.close')}
          </Button>
          <Button onClick={addAll} disabled={toAdd.length === 0 || add.isPending} loading={add.isPending}>
            {add.isPending ? t('add.adding') : t('scan.addAll', { count: toAdd.length })}
          </Button>
        </>
      }
    >
      <div className="space-y-4 sm:grid sm:grid-cols-2 sm:items-start sm:gap-5 sm:space-y-0">
        <div className="space-y-4">
          <CameraView state={state} videoRef={videoRef} />
          <p aria-live="assertive" className="sr-only">
            {announcement}
          </p>
          {announcement ? (
            <p aria-hidden="true" className="text-sm font-medium text-slate-800 dark:text-slate-100">
              {announcement}
            </p>
          ) : null}
          <form
            onSubmit={submitTyped}
            noValidate
            className="flex items-start gap-2"
            aria-label={t('scan.typeTitle')}
          >
            <div className="min-w-0 flex-1">
              <TextField
                ref={typedRef}
                label={t('scan.typeLabel')}
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                error={typedError}
                inputMode="numeric"
                autoComplete="off"
                spellCheck={false}
                className="font-mono"
              />
            </div>
            <Button type="submit" variant="secondary" className="mt-6 shrink-0">
              {t('scan.queue')}
            </Button>
          </form>
          {!canSearch ? (
            <div className="rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100">
              <p>{t('scan.freeNotice')}</p>
              <Link
                to="/subscriptions"
                className="mt-2 inline-block font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600 dark:text-brand-100"
              >
                {t('add.seePlans')}
              </Link>
            </div>
          ) : null}
          {error ? (
            <p
              role="alert"
              className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200"
            >
              {error}
            </p>
          ) : null}
        </div>
        <div className="space-y-4">
          {result ? (
            <div
              role="status"
              className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900 dark:bg-green-950/50 dark:text-green-100"
            >
              <p className="font-medium">
                {t('isbnList.added', { count: result.added })}
                {result.skipped > 0 ? ` ${t('isbnList.skipped', { count: result.skipped })}` : ''}
              </p>
              {result.isbnOnly > 0 ? (
                <p className="mt-1">{t('isbnList.isbnOnly', { count: result.isbnOnly })}</p>
              ) : null}
            </div>
          ) : null}
          <section aria-labelledby="scan-queue-heading">
            <h3 id="scan-queue-heading" className="font-semibold text-slate-900 dark:text-slate-100">
              {t('scan.queueTitle', { count: queue.length })}
            </h3>
            {queue.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('scan.queueEmpty')}</p>
            ) : (
              <ul className="divide-y divide-slate-200 dark:divide-slate-700">
                {queue.map((isbn) => (
                  <QueuedBook
                    key={isbn}
                    isbn={isbn}
                    canSearch={canSearch}
                    onShelf={markShelf}
                    onRemove={() => setQueue((current) => current.filter((i) => i !== isbn))}
                  />
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </Modal>
  );
}
