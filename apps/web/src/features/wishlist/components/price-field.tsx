import { currencyDigits } from '@shelfwise/contract';
import { useId, useMemo } from 'react';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useLanguage, useT } from '../../../lib/i18n/i18n.ts';
import { currencyOptions } from '../lib/price.ts';

/**
 * A price as people write it (in their language's way: "4,500.50" or "4.500,50") and its
 * currency, from every ISO 4217 code the browser knows. The number is read into minor units by
 * the contract's `parsePrice`; blank means no price.
 */
export function PriceField({
  amount,
  currency,
  onAmount,
  onCurrency,
  error,
  label,
  hint,
}: {
  amount: string;
  currency: string;
  onAmount: (amount: string) => void;
  onCurrency: (currency: string) => void;
  error?: string;
  label?: string;
  hint?: string;
}) {
  const t = useT();
  const language = useLanguage();
  const id = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names follow the language shown
  const options = useMemo(() => currencyOptions(), [language]);
  const digits = currencyDigits(currency);
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{label ?? t('wishlist.price')}</legend>
      <div className="flex items-start gap-2">
        <TextField
          id={`${id}-amount`}
          containerClassName="min-w-0 flex-1"
          label={label ?? t('wishlist.price')}
          hint={hint ?? (digits === 0 ? t('wishlist.priceHintWhole') : t('wishlist.priceHint'))}
          value={amount}
          onChange={(e) => onAmount(e.target.value)}
          error={error}
          inputMode="decimal"
          autoComplete="off"
        />
        <div className="w-32 shrink-0 sm:w-40">
          <Select
            id={`${id}-currency`}
            label={t('wishlist.currency')}
            value={currency}
            onChange={(e) => onCurrency(e.target.value)}
            options={options}
          />
        </div>
      </div>
    </fieldset>
  );
}
