import { currencyCodes, currencyOfCountry, formatPrice } from '@shelfwise/contract';
import { intlLocale } from '../../../lib/i18n/i18n.ts';

/** A price in the language shown ('₦4,500.00', '4.500,00 ₦'); '' without one. */
export function priceText(minor: number | null | undefined, currency: string | null | undefined): string {
  if (minor === null || minor === undefined || !currency) return '';
  try {
    return formatPrice(minor, currency, intlLocale());
  } catch {
    return `${minor} ${currency}`;
  }
}

/** The price field's first currency: the reader's country's where known, else US dollars. */
export const defaultCurrency = (country: string | null | undefined): string => {
  const guess = currencyOfCountry(country);
  return guess && currencyCodes.includes(guess) ? guess : 'USD';
};

/** Every currency the runtime knows, each with its name in the language shown ('NGN · Nigerian Naira'). */
export function currencyOptions(): { value: string; label: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([intlLocale()], { type: 'currency' });
  } catch {
    names = null;
  }
  return currencyCodes.map((code) => {
    const name = names?.of(code);
    return { value: code, label: name && name !== code ? `${code} · ${name}` : code };
  });
}
