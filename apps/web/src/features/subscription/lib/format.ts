import { intlLocale } from '../../../lib/i18n/i18n.ts';

/** '$49.99', '₦29,999', 'EUR 5.00': a payment's amount in major units, as the pricing shows it. */
export function formatAmount(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  const symbol = code === 'NGN' ? '₦' : code === 'USD' ? '$' : `${code} `;
  const whole = Number.isInteger(amount);
  return `${symbol}${amount.toLocaleString('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}

/** 'Jan 5, 2025' (spec §2 date style) in the language shown, in the reader's own time zone. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleDateString(intlLocale(), { month: 'short', day: 'numeric', year: 'numeric' });
}

/** '12/30' from month 12 and year 2030. */
export function formatExpiry(month: number | null, year: number | null): string {
  if (!month || !year) return '';
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}
