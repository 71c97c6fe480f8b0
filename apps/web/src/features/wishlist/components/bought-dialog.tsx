import { calendarDateSchema, parsePrice, type WishlistItem } from '@shelfwise/contract';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { todayInZone } from '../../../lib/dates.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { translateIssue } from '../../../lib/i18n/validation.ts';
import { useBoughtWishlistItem } from '../api/wishlist.ts';
import { PriceField } from './price-field.tsx';
import { amountText } from './wishlist-item-dialog.tsx';

/** Today in the browser's own calendar (YYYY-MM-DD), the date field's first value. */

/**
 * "I bought it": the price paid (the wishlist's, to change) and the day (today). The book moves
 * into the library with both kept; the server applies the plan's book limit.
 */
export function BoughtDialog({
  item,
  fallbackCurrency,
  onClose,
}: {
  item: WishlistItem;
  /** The currency when the item has no price: the reader's country's, else USD. */
  fallbackCurrency: string;
  onClose: () => void;
}) {
  const t = useT();
  const formId = useId();
  const [currency, setCurrency] = useState(item.currency ?? fallbackCurrency);
  const [amount, setAmount] = useState(amountText(item.priceMinor, item.currency));
  const [day, setDay] = useState(() => todayInZone());
  const [errors, setErrors] = useState<{ price?: string; day?: string }>({});
  const [formError, setFormError] = useState('');
  const bought = useBoughtWishlistItem();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    const priceMinor = amount.trim() === '' ? null : parsePrice(amount, currency);
    const date = calendarDateSchema('Purchase date').safeParse(day);
    const found = {
      price: amount.trim() !== '' && priceMinor === null ? t('wishlist.priceInvalid') : undefined,
      day: date.success ? undefined : translateIssue(date.error.issues[0]?.message ?? ''),
    };
    setErrors(found);
    if (found.price || found.day) return;
    try {
      await bought.mutateAsync({
        id: item.id,
        purchase: { priceMinor, currency: priceMinor === null ? null : currency, purchasedOn: day },
      });
      toast.success(t('wishlist.boughtDone', { title: item.title }));
      onClose();
    } catch (error) {
      const field =
        error instanceof ApiError ? error.fields.find((f) => f.field === 'purchasedOn') : undefined;
      if (field) setErrors({ day: field.message });
      else setFormError((error as Error).message || t('wishlist.boughtFailed'));
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!bought.isPending}
      title={t('wishlist.boughtTitle', { title: item.title })}
      description={t('wishlist.boughtLead')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={bought.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={bought.isPending} disabled={bought.isPending}>
            {t('wishlist.boughtConfirm')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <PriceField
          label={t('wishlist.pricePaid')}
          amount={amount}
          currency={currency}
          onAmount={setAmount}
          onCurrency={setCurrency}
          error={errors.price}
        />
        <TextField
          type="date"
          label={t('wishlist.boughtOn')}
          value={day}
          max={todayInZone()}
          onChange={(e) => setDay(e.target.value)}
          error={errors.day}
        />
        <Alert tone="error">{formError}</Alert>
      </form>
    </Modal>
  );
}
