import {
  type CatalogBook,
  currencyDigits,
  fromMinorUnits,
  newWishlistItemSchema,
  parsePrice,
  plans,
  toIsbn13,
  type WishlistItem,
} from '@shelfwise/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CoverTile } from '../../../components/ui/cover-tile.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextArea, TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { translateIssue } from '../../../lib/i18n/validation.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { CatalogSearch } from '../../books/index.ts';
import { useAddToWishlist, useUpdateWishlistItem } from '../api/wishlist.ts';
import { PriceField } from './price-field.tsx';

type Field = 'title' | 'author' | 'isbn' | 'priceMinor' | 'currency' | 'note';

/** A price in minor units as the field shows it ("4500.5" for 450050 NGN), without grouping. */
export const amountText = (minor: number | null, currency: string | null): string =>
  minor === null || !currency ? '' : fromMinorUnits(minor, currency).toFixed(currencyDigits(currency));

/**
 * Add a book to the wishlist (from the catalogue on paid plans, else by hand) or edit one: title,
 * author, ISBN, price with its currency (the reader's country's first), note. The contract's schema
 * checks it before it is sent; the server's refusals show beside their fields.
 */
export function WishlistItemDialog({
  item,
  fallbackCurrency,
  onClose,
}: {
  item?: WishlistItem;
  /** The price field's currency when the item has none: the reader's country's, else USD. */
  fallbackCurrency: string;
  onClose: () => void;
}) {
  const t = useT();
  const user = useCurrentUser();
  const formId = useId();
  const canSearch = !item && plans[user.plan].canSearchCatalog;
  const [title, setTitle] = useState(item?.title ?? '');
  const [author, setAuthor] = useState(item?.author ?? '');
  const [isbn, setIsbn] = useState(item?.isbn ?? '');
  const [thumbnail, setThumbnail] = useState(item?.thumbnail ?? '');
  const [currency, setCurrency] = useState(item?.currency ?? fallbackCurrency);
  const [amount, setAmount] = useState(amountText(item?.priceMinor ?? null, item?.currency ?? null));
  const [note, setNote] = useState(item?.note ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState('');
  const [picked, setPicked] = useState<Map<string, CatalogBook>>(new Map());
  const titleRef = useRef<HTMLInputElement>(null);
  const add = useAddToWishlist();
  const update = useUpdateWishlistItem();
  const busy = add.isPending || update.isPending;

  const pick = (book: CatalogBook) => {
    setPicked(new Map([[book.id, book]]));
    setTitle(book.title);
    setAuthor(book.author);
    const check = book.isbn ? toIsbn13(book.isbn) : null;
    setIsbn(check?.ok ? check.isbn13 : '');
    setThumbnail(book.thumbnail ?? '');
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    const priceMinor = amount.trim() === '' ? null : parsePrice(amount, currency);
    if (amount.trim() !== '' && priceMinor === null) {
      setErrors({ priceMinor: t('wishlist.priceInvalid') });
      return;
    }
    const draft = {
      title,
      author,
      isbn,
      thumbnail,
      priceMinor,
      currency: priceMinor === null ? null : currency,
      note,
    };
    const parsed = newWishlistItemSchema.safeParse(draft);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '') as Field;
        if (field && !found[field]) found[field] = translateIssue(issue.message);
      }
      setErrors(found);
      titleRef.current?.form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setErrors({});
    try {
      if (item) {
        await update.mutateAsync({ id: item.id, changes: draft });
        toast.success(t('wishlist.saved'));
      } else {
        await add.mutateAsync(draft);
        toast.success(t('wishlist.added', { title: parsed.data.title }));
      }
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fields.length > 0) {
        const found: Partial<Record<Field, string>> = {};
        for (const f of error.fields) found[f.field as Field] = f.message;
        setErrors(found);
      } else {
        setFormError((error as Error).message || t('wishlist.saveFailed'));
      }
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!busy}
      size="lg"
      title={item ? t('wishlist.editTitle') : t('wishlist.addTitle')}
      description={item ? undefined : t('wishlist.addLead')}
      initialFocusRef={canSearch ? undefined : titleRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy} disabled={busy}>
            {item ? t('wishlist.save') : t('wishlist.add')}
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        {canSearch ? (
          <section aria-label={t('wishlist.fromCatalogue')} className="space-y-2">
            <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">
              {t('wishlist.fromCatalogue')}
            </h3>
            <CatalogSearch
              selected={picked}
              onToggle={pick}
              onNothingFound={() => {}}
              onUnavailable={() => {}}
            />
          </section>
        ) : !item ? (
          <p className="rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100">
            {t('wishlist.catalogueIsPaid')}
          </p>
        ) : null}
        <form id={formId} onSubmit={submit} noValidate className="space-y-4">
          {!item && canSearch ? (
            <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">
              {t('wishlist.byHand')}
            </h3>
          ) : null}
          <div className="flex items-start gap-3">
            {thumbnail ? <CoverTile title={title} thumbnail={thumbnail} /> : null}
            <div className="min-w-0 flex-1 space-y-4">
              <TextField
                ref={titleRef}
                label={t('wishlist.titleField')}
                required
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                error={errors.title}
                maxLength={300}
              />
              <TextField
                label={t('wishlist.authorField')}
                value={author}
                onChange={(e) => setAuthor(e.target.value)}
                error={errors.author}
              />
            </div>
          </div>
          <TextField
            label={t('wishlist.isbnField')}
            value={isbn}
            onChange={(e) => setIsbn(e.target.value)}
            error={errors.isbn}
            inputMode="numeric"
            autoComplete="off"
            className="font-mono"
          />
          <PriceField
            amount={amount}
            currency={currency}
            onAmount={setAmount}
            onCurrency={setCurrency}
            error={errors.priceMinor ?? errors.currency}
          />
          <TextArea
            label={t('wishlist.noteField')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            error={errors.note}
            rows={2}
            maxLength={1000}
          />
          <Alert tone="error">{formError}</Alert>
        </form>
      </div>
    </Modal>
  );
}
